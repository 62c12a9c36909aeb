import AppSupport
import CollectionLayout
import SceneFormat

/// Section snapshots' `expand` and `collapse`: an item's children appear below it (inserted,
/// animated) or go (deleted), as `NSDiffableDataSourceSectionSnapshot.expand(_:)` and
/// `collapse(_:)` applied to a diffable data source.
extension PlaygroundModel {
    /// Shows the children of the item `id`; nothing when they are shown already.
    public func expandItem(_ id: String, animated: Bool = true) throws(InputError) {
        try changeOutline(of: id, action: "expand", animated: animated) { items, index in
            items[index].isExpanded ? nil : SceneOutline.expanding(items, at: index)
        }
    }

    /// Hides the descendants of the item `id`; nothing when they are hidden already.
    public func collapseItem(_ id: String, animated: Bool = true) throws(InputError) {
        try changeOutline(of: id, action: "collapse", animated: animated) { items, index in
            items[index].isExpanded ? SceneOutline.collapsing(items, at: index) : nil
        }
    }

    private func changeOutline(of id: String, action: String, animated: Bool,
                               change: ([SceneItem], Int) -> [SceneItem]?) throws(InputError) {
        var sections = data.content.sections
        guard let section = sections.firstIndex(where: { $0.items.contains { $0.id == id } }),
              let index = sections[section].items.firstIndex(where: { $0.id == id }) else {
            throw InputError("\(action): no item \"\(id)\" is shown")
        }
        guard !sections[section].items[index].children.isEmpty else {
            throw InputError("\(action): the item \"\(id)\" has no children")
        }
        guard let items = change(sections[section].items, index) else { return }
        sections[section].items = items
        try commitSnapshot(sections, reconfigured: [], animated: animated, label: action)
    }
}
