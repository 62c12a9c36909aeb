import UIKit

// A layout with an attributes subclass of its own (`layoutAttributesClass`), as iOS layouts carry custom
// values: each item's `lane` (its index modulo 4) is set in prepare() and read back from the copy handed
// out, which places the item at x = 20 + 60 × lane, one row of 60 points an item. The lane survives only if
// `copy(with:)` keeps it, as on iOS.

class LaneAttributes: UICollectionViewLayoutAttributes {
    // Read by `isEqual(_:)`, which NSObject declares nonisolated: Swift 6 asks for this on iOS too.
    nonisolated(unsafe) var lane: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! LaneAttributes
        copy.lane = lane
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? LaneAttributes, other.lane == lane else { return false }
        return super.isEqual(object)
    }
}

class LaneLayout: UICollectionViewLayout {
    override class var layoutAttributesClass: AnyClass { LaneAttributes.self }
    private var cache: [LaneAttributes] = []

    override func prepare() {
        super.prepare()
        cache = (0..<collectionView!.numberOfItems(inSection: 0)).map { item in
            let attributes = LaneAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.lane = CGFloat(item % 4)
            attributes.size = CGSize(width: 50, height: 50)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 60 * CGFloat(cache.count)) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        // A copy, as a layout hands UIKit copies of what it keeps: the lane must come with it.
        let attributes = cache[indexPath.item].copy() as! LaneAttributes
        attributes.center = CGPoint(x: 45 + 60 * attributes.lane, y: 35 + 60 * CGFloat(indexPath.item))
        return attributes
    }
}
