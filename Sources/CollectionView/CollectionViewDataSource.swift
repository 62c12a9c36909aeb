import CollectionLayout

/// What the collection view asks and tells the owner of the data when the user moves an item,
/// as UIKit's `UICollectionViewDataSource` reordering methods: whether an item may be lifted,
/// and, once, at the end of an interactive movement, the move the data must make.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// Whether the item may be lifted and moved (UIKit's `collectionView(_:canMoveItemAt:)`).
    func collectionView(_ view: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user dropped a moved item: the data must move it from `sourceIndexPath` (before the
    /// move) to `destinationIndexPath` (after it), as UIKit's `collectionView(_:moveItemAt:to:)`.
    func collectionView(_ view: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

/// Defaults: every item may move.
extension CollectionViewDataSource {
    /// Every item may move.
    public func collectionView(_ view: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
}
