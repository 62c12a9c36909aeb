import AppSupport
import CollectionLayout

extension SceneDecoder {
    /// The scene's `elementKinds`: each key a kind a layout names, each value the role it is
    /// drawn in (`header`, `footer`, `badge`, `background`); empty when absent.
    static func elementKinds(_ reader: inout JSONObjectReader) throws(InputError) -> [String: ElementRole] {
        guard let node = reader.optional(.elementKinds) else { return [:] }
        guard case .object(let members) = node.value else {
            throw reader.error(node, SceneKey.elementKinds.rawValue, "an object of element kinds and the roles they are drawn in")
        }
        var roles: [String: ElementRole] = [:]
        for member in members {
            guard !member.key.isEmpty else { throw reader.error(member.value, SceneKey.elementKinds.rawValue, "non-empty element kinds") }
            guard case .string(let name) = member.value.value, let role = ElementRole(rawValue: name) else {
                throw reader.error(member.value, member.key, "one of: \(ElementRole.allNames)")
            }
            roles[member.key] = role
        }
        return roles
    }
}
