import UIKit

/// Cards along a wave that scrolls sideways; the card nearest the centre is raised.
class WaveLayout: UICollectionViewLayout {
    let itemSize = CGSize(width: 120, height: 160)
    let spacing: CGFloat = 24
    private var attributes: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let midY = collectionView.bounds.height / 2
        attributes = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            let x = spacing + CGFloat(item) * (itemSize.width + spacing) + itemSize.width / 2
            cell.size = itemSize
            cell.center = CGPoint(x: x, y: midY + 60 * sin(x / 180))
            let distance = abs(x - collectionView.bounds.midX)
            cell.transform3D = CATransform3DMakeRotation((x - collectionView.bounds.midX) / 2000, 0, 0, 1)
            cell.zIndex = distance < itemSize.width / 2 ? 1 : 0
            return cell
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: (attributes.last?.frame.maxX ?? 0) + spacing, height: collectionView?.bounds.height ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
    }

    // The raised card follows the scroll position.
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}
