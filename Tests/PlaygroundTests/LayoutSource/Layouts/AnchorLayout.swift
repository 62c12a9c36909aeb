import UIKit

// A layout whose attributes subclass carries a layer anchor point, as AnimatedCollectionViewLayout's
// (KelvinJin/AnimatedCollectionViewLayout, MIT) does: its cell's apply(_:) sets `layer.anchorPoint` from it, so the
// card turns about that point and its position — the attributes' centre — is where the anchor sits. Cards are
// 100 × 100 in a row, the layout's frame of item i at x = 50 + 200 × i, y = 100; every card is turned a quarter
// (π/2) about its top-left corner (anchor 0, 0), and carries a name, its place and its offset as values of its own.

class AnchorAttributes: UICollectionViewLayoutAttributes {
    // Read by `isEqual(_:)`, which NSObject declares nonisolated: Swift 6 asks for this on iOS too.
    nonisolated(unsafe) var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    nonisolated(unsafe) var name = ""
    nonisolated(unsafe) var offset = CGSize.zero
    nonisolated(unsafe) var place = CGRect.zero
    nonisolated(unsafe) var isFeatured = false

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! AnchorAttributes
        copy.anchorPoint = anchorPoint
        copy.name = name
        copy.offset = offset
        copy.place = place
        copy.isFeatured = isFeatured
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AnchorAttributes, other.anchorPoint == anchorPoint, other.name == name,
              other.offset == offset, other.place == place, other.isFeatured == isFeatured else { return false }
        return super.isEqual(object)
    }
}

class AnchorCell: UICollectionViewCell {
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard let attributes = layoutAttributes as? AnchorAttributes else { return }
        layer.anchorPoint = attributes.anchorPoint
    }
}

class AnchorLayout: UICollectionViewLayout {
    override class var layoutAttributesClass: AnyClass { AnchorAttributes.self }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 200 * CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0), height: 400)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = AnchorAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 50 + 200 * CGFloat(indexPath.item), y: 100, width: 100, height: 100)
        attributes.anchorPoint = CGPoint(x: 0, y: 0)
        attributes.transform = CGAffineTransform(rotationAngle: .pi / 2)
        attributes.name = "card \(indexPath.item)"
        attributes.offset = CGSize(width: 4, height: 2)
        attributes.place = attributes.frame
        attributes.isFeatured = indexPath.item == 0
        return attributes
    }
}
