import UIKit

// A layout that prints from prepare(), as one does while writing it: its line reaches the playground's standard
// error, and the answers are not disturbed. Items in one column, 50 points square, 60 points apart:
// item i at (10, 10 + 60 × i).

class PrintingLayout: UICollectionViewLayout {
    private var count = 0

    override func prepare() {
        super.prepare()
        count = collectionView?.numberOfItems(inSection: 0) ?? 0
        print("PrintingLayout prepared \(count) items")
    }

    override var collectionViewContentSize: CGSize { CGSize(width: 70, height: 60 * CGFloat(count)) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 10, y: 10 + 60 * CGFloat(indexPath.item), width: 50, height: 50)
        return attributes
    }
}
