import UIKit

/// Its own delegate protocol, as CHTCollectionViewWaterfallLayout's: the item sizes a two-column
/// waterfall scales to its columns.
protocol WaterfallLayoutDelegate: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
}

/// Two columns; each item, in order, goes to the shorter one, its height its size's scaled to the column.
class WaterfallLayout: UICollectionViewLayout {
    let spacing: CGFloat = 10
    private var attributes: [UICollectionViewLayoutAttributes] = []
    private var contentHeight: CGFloat = 0

    override func prepare() {
        super.prepare()
        attributes = []
        guard let collectionView, let delegate = collectionView.delegate as? WaterfallLayoutDelegate else { return }
        let column = (collectionView.bounds.width - 3 * spacing) / 2
        var heights: [CGFloat] = [spacing, spacing]
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
                let height = size.width > 0 ? (size.height * column / size.width).rounded() : column
                let shorter = heights[0] <= heights[1] ? 0 : 1
                let cell = UICollectionViewLayoutAttributes(forCellWith: indexPath)
                cell.frame = CGRect(x: spacing + CGFloat(shorter) * (column + spacing), y: heights[shorter], width: column, height: height)
                heights[shorter] += height + spacing
                attributes.append(cell)
            }
        }
        contentHeight = heights.max() ?? 0
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }
}

#if PLAYGROUND
@_spi(Playground) import UIKit
// The scene answers the layout's own protocol with the sizes it answers `sizeForItemAt` with.
extension PlaygroundSceneDelegate: WaterfallLayoutDelegate {}
#endif
