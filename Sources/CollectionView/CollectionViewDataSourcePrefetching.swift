import CollectionLayout

/// Told ahead of time which items are about to appear, as UIKit's
/// `UICollectionViewDataSourcePrefetching`: start loading their content (a picture's decode)
/// before their cells are on screen, and stop when they will not appear after all.
@MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Items about to appear, in index-path order (UIKit's `collectionView(_:prefetchItemsAt:)`).
    func collectionView(_ view: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items prefetched that will not appear after all (UIKit's `collectionView(_:cancelPrefetchingForItemsAt:)`).
    func collectionView(_ view: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

/// Default: nothing to cancel.
extension CollectionViewDataSourcePrefetching {
    /// Cancels nothing.
    public func collectionView(_ view: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
