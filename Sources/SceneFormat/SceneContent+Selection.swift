import CollectionLayout
import CollectionView

/// The scene content as UIKit's delegate for highlighting and selection: an item the scene marks
/// `"selectable": false` is neither highlighted by a press nor selected by a click (UIKit's
/// `shouldHighlightItemAt` and `shouldSelectItemAt` answering no).
extension SceneContent {
    package func collectionView(_ view: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        isSelectable(view, indexPath)
    }

    package func collectionView(_ view: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        isSelectable(view, indexPath)
    }

    /// Whether the item at an index path may be highlighted and selected (by its id: during a
    /// drag the collection view's order runs ahead of the content's).
    private func isSelectable(_ view: CollectionView, _ indexPath: IndexPath) -> Bool {
        view.data.itemID(at: indexPath).flatMap { item($0)?.selectable } ?? true
    }
}
