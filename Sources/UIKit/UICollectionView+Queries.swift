import Foundation

/// What a layout (or its helpers) asks a collection view about what it shows, and the batch and
/// scrolling API layouts call, as UIKit's: answered from the layout's own attributes, since the
/// playground draws the cells.
extension UICollectionView {
    /// The item whose cell covers a point of the content (the topmost by `zIndex`), or nil.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// A cell for a shown item, placed at its attributes (nil for an item the layout does not place).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let attributes = layoutAttributesForItem(at: indexPath) else { return nil }
        let cell = UICollectionViewCell(frame: attributes.frame)
        cell.apply(attributes)
        return cell
    }

    /// The index paths of the items in the visible bounds, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        prepareLayoutIfNeeded()
        return (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [])
            .filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
    }

    /// Runs `updates` and lays out again, as UIKit's `performBatchUpdates(_:completion:)` (the
    /// playground animates the change it sees; here the completion runs at once, finished).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        collectionViewLayout.invalidateLayout()
        prepareLayoutIfNeeded()
        completion?(true)
    }
}
