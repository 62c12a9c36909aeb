import AppSupport
import CollectionLayout
import CollectionView

/// The scene's scroll view settings on the collection view (scene or layout keys `contentInset`,
/// `pagingEnabled`, `decelerationRate`), and scrolling to an item (the script's `scrollToItem`).
extension PlaygroundModel {
    /// Gives the collection view the scene's own content inset (added to a device's safe area),
    /// paging and deceleration rate.
    func applySceneScrolling() {
        let scrolling = document.scene.layout.scrolling
        collectionView.contentInset = scrolling.contentInset
        collectionView.isPagingEnabled = scrolling.pagingEnabled
        collectionView.decelerationRate = scrolling.decelerationRate
    }

    /// Scrolls so the item at `indexPath` sits at `position` in the visible bounds (UIKit's
    /// `scrollToItem(at:at:animated:)`); an error when there is no such item.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) throws(InputError) {
        guard collectionView.data.itemID(at: indexPath) != nil else {
            throw InputError("scrollToItem: there is no item at \(indexPath)")
        }
        collectionView.scrollToItem(at: indexPath, at: position, animated: animated)
        collectionView.layoutIfNeeded()
    }
}
