import CollectionLayout

/// Swipe actions on a list's rows (`trailingSwipeActions`, UIKit's
/// `trailingSwipeActionsConfigurationProvider`): the grid's swipe-to-edit, given the row's own
/// actions. Leading actions are decoded but not swiped (the swipe opens one side only).
extension PlaygroundModel {
    /// Whether the layout on screen is a scene's list (`"kind": "list"`).
    var showsList: Bool {
        collectionView.layout is CompositionalLayout && compositionalDescription.layout.list != nil
    }

    /// The actions the cell at `indexPath` uncovers when swiped: a list row's trailing swipe
    /// actions, or the grid's for its section.
    func swipeActions(at indexPath: IndexPath) -> [EditAction] {
        guard showsList else { return editActions(forSection: indexPath.section) }
        guard let itemID = collectionView.data.itemID(at: indexPath), let item = content.item(itemID) else { return [] }
        return item.trailingSwipeActions
    }
}
