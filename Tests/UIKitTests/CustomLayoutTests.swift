import Testing
@_spi(Playground) import UIKit

/// Layouts written as Apple's sample code writes them, compiled unchanged against this module.

/// Apple's CircleLayout: items of 70 × 70 on a circle of radius min(width, height) / 2.5 about the view's
/// centre, item i at angle 2π i / n.
@MainActor
final class CircleLayout: UICollectionViewLayout {
    let itemSize = CGSize(width: 70, height: 70)
    var center = CGPoint.zero
    var radius: CGFloat = 0
    var cellCount = 0

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let size = collectionView.frame.size
        cellCount = collectionView.numberOfItems(inSection: 0)
        center = CGPoint(x: size.width / 2, y: size.height / 2)
        radius = min(size.width, size.height) / 2.5
    }

    override var collectionViewContentSize: CGSize {
        collectionView?.frame.size ?? .zero
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.size = itemSize
        let angle = 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(cellCount)
        attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return attributes
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<cellCount).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }
}

/// Apple's LineLayout: a horizontal flow of 200-point items whose item nearest the visible centre is zoomed
/// by up to 30 % (1 + 0.3 × (1 − distance / 200)) and brought to the front.
@MainActor
final class LineLayout: UICollectionViewFlowLayout {
    static let activeDistance: CGFloat = 200
    static let zoomFactor: CGFloat = 0.3

    override init() {
        super.init()
        itemSize = CGSize(width: 200, height: 200)
        scrollDirection = .horizontal
        sectionInset = UIEdgeInsets(top: 200, left: 0, bottom: 200, right: 0)
        minimumLineSpacing = 50
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView, let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let visibleRect = CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size)
        for attribute in attributes where attribute.frame.intersects(visibleRect) {
            let distance = visibleRect.midX - attribute.center.x
            let normalizedDistance = distance / Self.activeDistance
            if abs(distance) < Self.activeDistance {
                let zoom = 1 + Self.zoomFactor * (1 - abs(normalizedDistance))
                attribute.transform3D = CATransform3DMakeScale(zoom, zoom, 1)
                attribute.zIndex = 1
            }
        }
        return attributes
    }
}

/// Attributes with a value of their own, copied and compared as Apple's samples do.
@MainActor
final class TintedAttributes: UICollectionViewLayoutAttributes {
    var tint: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TintedAttributes
        copy.tint = tint
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TintedAttributes else { return false }
        return MainActor.assumeIsolated { other.tint == tint } && super.isEqual(object)
    }
}

/// A flow layout handing out `TintedAttributes`, its tint the item number.
@MainActor
final class TintedFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { TintedAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { attributes in
            (attributes as? TintedAttributes)?.tint = CGFloat(attributes.indexPath.item)
            return attributes
        }
    }
}

/// A flow layout that sets its item size in `prepare()`, after `super.prepare()`, as some iOS code does.
@MainActor
final class LateItemSizeFlowLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        itemSize = CGSize(width: 90, height: 90)
    }
}

@MainActor
@Suite struct CustomLayoutTests {
    @Test func aLayoutInvalidatingItselfInPrepareIsPreparedAgain() {
        // Setting itemSize invalidates the layout; the next pass prepares it again, so the items are 90 × 90:
        // three fit in 300 points (270 + 2 × 10 = 290), spread to the edges: x = 0, 105, 210.
        let collectionView = host(LateItemSizeFlowLayout(), width: 300, counts: [3])
        #expect(cellFrames(collectionView.layoutAllElements()).map(\.minX) == [0, 105, 210])
        #expect(cellFrames(collectionView.layoutAllElements()).allSatisfy { $0.size == CGSize(width: 90, height: 90) })
    }

    @Test func theCircleLayoutPlacesItemsOnTheCircle() {
        // 800 × 600: centre (400, 300), radius 600 / 2.5 = 240. Item 3 of 12 is at 90°: (400, 300 + 240).
        let collectionView = host(CircleLayout(), width: 800, height: 600, counts: [12])
        let elements = collectionView.layoutAllElements()
        #expect(elements.count == 12)
        let third = elements[3]
        #expect(same(third.center.x, 400) && same(third.center.y, 540))
        #expect(third.size == CGSize(width: 70, height: 70))
        // Item 0 at 0°: (640, 300); item 6 at 180°: (160, 300).
        #expect(same(elements[0].center.x, 640) && same(elements[0].center.y, 300))
        #expect(same(elements[6].center.x, 160) && same(elements[6].center.y, 300))
        // A custom layout does not flip in right-to-left unless it says so.
        collectionView.setTraitCollection(UITraitCollection(layoutDirection: .rightToLeft))
        #expect(same(collectionView.layoutAllElements()[0].center.x, 640))
    }

    @Test func theLineLayoutZoomsTheCentredItem() {
        // Items 200 × 200 in one row (the 600-point height less insets of 200 holds one), 50 apart: x = 0, 250, 500.
        // Scrolled 50 points, the visible centre is at 50 + 300 = 350, item 1's centre: zoom 1 + 0.3 = 1.3.
        // Items 0 and 2 are 250 points from it, past the active distance: not zoomed.
        let collectionView = host(LineLayout(), width: 600, height: 600, counts: [3])
        collectionView.contentOffset = CGPoint(x: 50, y: 0)
        let elements = collectionView.layoutAllElements()
        #expect(cellFrames(elements) == [CGRect(x: 0, y: 200, width: 200, height: 200), CGRect(x: 250, y: 200, width: 200, height: 200),
                                         CGRect(x: 500, y: 200, width: 200, height: 200)])
        let zoomed = elements[1].transform3D
        #expect(same(zoomed.m11, 1.3) && same(zoomed.m22, 1.3) && zoomed.m33 == 1)
        #expect(elements[1].zIndex == 1)
        #expect(CATransform3DIsIdentity(elements[0].transform3D) && elements[0].zIndex == 0)
        #expect(CATransform3DIsIdentity(elements[2].transform3D))
        // Scrolled 150, the centre (450) is 100 points from item 1 (zoom 1 + 0.3 × 0.5 = 1.15) and 150 from
        // item 2 (zoom 1 + 0.3 × 0.25 = 1.075).
        collectionView.contentOffset = CGPoint(x: 150, y: 0)
        let after = collectionView.layoutAllElements()
        #expect(same(after[1].transform3D.m11, 1.15) && same(after[2].transform3D.m11, 1.075))
    }

    @Test func aLayoutAttributesClassIsUsedAndCopied() {
        let layout = TintedFlowLayout()
        let collectionView = host(layout, width: 320, counts: [3])
        let elements = collectionView.layoutAllElements()
        #expect(elements.allSatisfy { $0 is TintedAttributes })
        #expect((elements[2] as? TintedAttributes)?.tint == 2)
        let copy = elements[2].copy(with: nil) as! TintedAttributes
        #expect(copy.tint == 2 && copy.frame == elements[2].frame)
        #expect(copy.isEqual(elements[2]))
        copy.tint = 5
        #expect(!copy.isEqual(elements[2]))
    }

    @Test func theBaseLayoutAnswersUIKitsDefaults() {
        let layout = UICollectionViewLayout()
        #expect(layout.collectionView == nil)
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: .zero) == nil)
        #expect(!layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 3, y: 4)) == CGPoint(x: 3, y: 4))
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        #expect(layout.collectionView === collectionView)
    }
}
