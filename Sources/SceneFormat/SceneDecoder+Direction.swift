import AppSupport
import CollectionLayout

extension SceneDecoder {
    /// The scene key `direction`: `"ltr"` or `"rtl"`.
    package static func layoutDirection(_ node: JSONNode, file: String) throws(InputError) -> LayoutDirection {
        guard case .string(let name) = node.value, let direction = LayoutDirection(rawValue: name) else {
            throw InputError(file: file, location: node.location, "\(SceneKey.direction.quoted) must be one of ltr, rtl, got \(node.snippet)")
        }
        return direction
    }
}
