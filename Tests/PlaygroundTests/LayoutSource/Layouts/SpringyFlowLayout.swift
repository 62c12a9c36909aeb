import UIKit

/// A flow layout whose items hang on springs, as in WWDC 2013's "Advanced Techniques with UIKit Dynamics"
/// (written here from the session's description, not copied): every item is attached at its own centre by a
/// zero-length spring of 1 Hz, damping ratio 0.8; a scroll pushes each item along by the scroll's delta times
/// its distance from the touch / 1500 (at most the whole delta), and the springs pull it back.
class SpringyFlowLayout: UICollectionViewFlowLayout {
    private lazy var dynamicAnimator = UIDynamicAnimator(collectionViewLayout: self)

    override init() {
        super.init()
        itemSize = CGSize(width: 780, height: 40)
        minimumLineSpacing = 10
        minimumInteritemSpacing = 10
        sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepare() {
        super.prepare()
        // The springs are made once, where the flow puts the items.
        guard dynamicAnimator.behaviors.isEmpty else { return }
        let content = CGRect(origin: .zero, size: collectionViewContentSize)
        for item in super.layoutAttributesForElements(in: content) ?? [] {
            let spring = UIAttachmentBehavior(item: item, attachedToAnchor: item.center)
            spring.length = 0
            spring.damping = 0.8
            spring.frequency = 1
            dynamicAnimator.addBehavior(spring)
        }
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        dynamicAnimator.items(in: rect) as? [UICollectionViewLayoutAttributes]
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        dynamicAnimator.layoutAttributesForCell(at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let delta = newBounds.origin.y - collectionView.bounds.origin.y
        let touch = collectionView.panGestureRecognizer.location(in: collectionView)
        for case let spring as UIAttachmentBehavior in dynamicAnimator.behaviors {
            guard let item = spring.items.first else { continue }
            let resistance = (abs(touch.y - spring.anchorPoint.y) + abs(touch.x - spring.anchorPoint.x)) / 1500
            var center = item.center
            center.y += delta < 0 ? max(delta, delta * resistance) : min(delta, delta * resistance)
            item.center = center
            dynamicAnimator.updateItem(usingCurrentState: item)
        }
        // The animator lays the items out again as it moves them.
        return false
    }
}
