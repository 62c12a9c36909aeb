import UIKit

// Apple's LineLayout (WWDC 2012 sample code), written in Swift from the reference math: a horizontal flow
// layout of 200×200 items, 50 points apart, whose item nearest the centre of the visible rectangle is zoomed
// (1.3× at the centre, less the further away, none past 200 points) and in front; scrolling rests with an
// item exactly centred. The sample's fixed insets are worked out in prepare() from the view's size, so the
// row is centred vertically and the first and the last item can reach the centre.

let ITEM_SIZE: CGFloat = 200.0
let ACTIVE_DISTANCE: CGFloat = 200
let ZOOM_FACTOR: CGFloat = 0.3

class LineLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: ITEM_SIZE, height: ITEM_SIZE)
        scrollDirection = .horizontal
        minimumLineSpacing = 50.0
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func prepare() {
        let size = collectionView!.bounds.size
        sectionInset = UIEdgeInsets(top: (size.height - ITEM_SIZE) / 2, left: (size.width - ITEM_SIZE) / 2,
                                    bottom: (size.height - ITEM_SIZE) / 2, right: (size.width - ITEM_SIZE) / 2)
        super.prepare()
    }

    override func shouldInvalidateLayout(forBoundsChange oldBounds: CGRect) -> Bool {
        true
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let array = super.layoutAttributesForElements(in: rect) ?? []
        var visibleRect = CGRect.zero
        visibleRect.origin = collectionView!.contentOffset
        visibleRect.size = collectionView!.bounds.size
        for attributes in array where attributes.frame.intersects(rect) {
            let distance = visibleRect.midX - attributes.center.x
            let normalizedDistance = distance / ACTIVE_DISTANCE
            if abs(distance) < ACTIVE_DISTANCE {
                let zoom = 1 + ZOOM_FACTOR * (1 - abs(normalizedDistance))
                attributes.transform3D = CATransform3DMakeScale(zoom, zoom, 1.0)
                attributes.zIndex = 1
            }
        }
        return array
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        var offsetAdjustment = CGFloat.greatestFiniteMagnitude
        let horizontalCenter = proposedContentOffset.x + collectionView!.bounds.width / 2.0
        let targetRect = CGRect(x: proposedContentOffset.x, y: 0.0, width: collectionView!.bounds.size.width,
                                height: collectionView!.bounds.size.height)
        let array = super.layoutAttributesForElements(in: targetRect) ?? []
        for layoutAttributes in array {
            let itemHorizontalCenter = layoutAttributes.center.x
            if abs(itemHorizontalCenter - horizontalCenter) < abs(offsetAdjustment) {
                offsetAdjustment = itemHorizontalCenter - horizontalCenter
            }
        }
        return CGPoint(x: proposedContentOffset.x + offsetAdjustment, y: proposedContentOffset.y)
    }
}
