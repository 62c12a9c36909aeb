import UIKit

// A carousel as apps write one: cards 200 × 200 in one row, 20 points apart, centred across the view's height;
// prepare() insets the collection view so that the first and the last card can come to the middle
// (`contentInset.left = right = (width − 200) / 2`), and targetContentOffset snaps so that a card's centre rests
// at the middle of the view.

class CarouselLayout: UICollectionViewLayout {
    let cardSize = CGSize(width: 200, height: 200)
    let spacing: CGFloat = 20
    private var frames: [CGRect] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let inset = (collectionView.bounds.width - cardSize.width) / 2
        if collectionView.contentInset.left != inset {
            collectionView.contentInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
        }
        let top = (collectionView.bounds.height - cardSize.height) / 2
        frames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            CGRect(x: CGFloat(item) * (cardSize.width + spacing), y: top, width: cardSize.width, height: cardSize.height)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: (frames.last?.maxX ?? 0), height: collectionView?.bounds.height ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.filter { frames[$0].intersects(rect) }.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                      withScrollingVelocity velocity: CGPoint) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        let step = cardSize.width + spacing
        let inset = collectionView.contentInset.left
        let card = min(max(0, ((proposedContentOffset.x + inset) / step).rounded()), CGFloat(max(0, frames.count - 1)))
        return CGPoint(x: card * step - inset, y: proposedContentOffset.y)
    }
}
