import CollectionLayout
import SceneFormat

/// Swipe actions on a list's rows (`leadingSwipeActions` and `trailingSwipeActions`, UIKit's
/// `leading…` and `trailingSwipeActionsConfigurationProvider`): the grid's swipe-to-edit, given
/// the row's own actions — a swipe towards the trailing edge uncovers the leading ones.
extension PlaygroundModel {
    /// Whether the layout on screen is a scene's list (`"kind": "list"`).
    var showsList: Bool {
        collectionView.layout is CompositionalLayout && compositionalDescription.layout.list != nil
    }

    /// The actions the cell at `indexPath` uncovers when swiped: a list row's trailing (or, with
    /// `leading`, leading) swipe actions, or the grid's for its section (which has no leading ones).
    func swipeActions(at indexPath: IndexPath, leading: Bool = false) -> [EditAction] {
        guard showsList else { return leading ? [] : editActions(forSection: indexPath.section) }
        guard let itemID = collectionView.data.itemID(at: indexPath), let item = content.item(itemID) else { return [] }
        return leading ? item.leadingSwipeActions : item.trailingSwipeActions
    }
}
