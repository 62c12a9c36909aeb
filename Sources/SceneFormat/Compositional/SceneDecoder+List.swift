import AppSupport
import CollectionLayout

/// Decodes a list layout (`"layout": {"kind": "list", …}`, contract.md "Fidelity II"): UIKit's
/// `UICollectionLayoutListConfiguration` names as keys, each checked.
extension SceneDecoder {
    /// A list layout's own keys (beside the layout object's).
    package static let listKeys: [SceneKey] = [.appearance, .showsSeparators, .separatorInsets, .headerMode, .footerMode]

    /// The list keys of a layout object, read from `reader`.
    package static func listConfiguration(_ reader: inout JSONObjectReader, file: String) throws(InputError) -> ListConfiguration {
        var appearance = ListAppearance.plain
        if let node = reader.optional(.appearance) {
            guard case .string(let name) = node.value, let value = ListAppearance(rawValue: name) else {
                throw reader.error(node, .appearance, "one of: \(ListAppearance.allNames)")
            }
            appearance = value
        }
        var list = ListConfiguration(appearance: appearance)
        if let node = reader.optional(.showsSeparators) { list.showsSeparators = try reader.bool(node, .showsSeparators) }
        if let node = reader.optional(.separatorInsets) {
            list.separatorInsets = try directionalInsets(node, file: file, key: .separatorInsets)
        }
        if let node = reader.optional(.headerMode) { list.headerMode = try listHeaderMode(node, .headerMode, in: reader) }
        if let node = reader.optional(.footerMode) {
            list.footerMode = try listHeaderMode(node, .footerMode, in: reader)
            guard list.footerMode != .firstItemInSection else {
                throw reader.error(node, .footerMode, "\"none\" or \"supplementary\" (UIKit's footers have no firstItemInSection)")
            }
        }
        return list
    }

    /// `none`, `supplementary` or `firstItemInSection`.
    private static func listHeaderMode(_ node: JSONNode, _ key: SceneKey, in reader: JSONObjectReader) throws(InputError) -> ListHeaderMode {
        guard case .string(let name) = node.value, let mode = ListHeaderMode(rawValue: name) else {
            throw reader.error(node, key, "one of: \(ListHeaderMode.allNames)")
        }
        return mode
    }
}
