import UIKit

/// A layout made by a storyboard: its only initialiser is `init?(coder:)`, where it sets what Interface Builder's
/// inspector would. Items 90 × 60 in rows, 12 apart, from an inset of 16.
class StoryboardLayout: UICollectionViewLayout {
    private var itemSize = CGSize.zero
    private var gap: CGFloat = 0
    private var inset: CGFloat = 0
    private var attributes: [UICollectionViewLayoutAttributes] = []

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        itemSize = CGSize(width: 90, height: 60)
        gap = 12
        inset = 16
    }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let perRow = max(1, Int((collectionView.bounds.width - 2 * inset + gap) / (itemSize.width + gap)))
        attributes = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            cell.frame = CGRect(x: inset + CGFloat(item % perRow) * (itemSize.width + gap), y: inset + CGFloat(item / perRow) * (itemSize.height + gap),
                                width: itemSize.width, height: itemSize.height)
            return cell
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: (attributes.last?.frame.maxY ?? 0) + inset)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }
}
