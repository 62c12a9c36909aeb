import UIKit

// A layout written for an app whose data source is a diffable data source of strings: it looks each item's
// identifier up (`itemIdentifier(for:)`, checked back with `indexPath(for:)`) and makes its row 20 points wide a
// character of it, 44 tall, one under the other.

class IdentifierLayout: UICollectionViewLayout {
    var dataSource: UICollectionViewDiffableDataSource<String, String>? {
        collectionView?.dataSource as? UICollectionViewDiffableDataSource<String, String>
    }

    override var collectionViewContentSize: CGSize { collectionView!.bounds.size }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView, let dataSource else { return [] }
        return (0..<collectionView.numberOfItems(inSection: 0)).compactMap { item in
            let indexPath = IndexPath(item: item, section: 0)
            guard let identifier = dataSource.itemIdentifier(for: indexPath), dataSource.indexPath(for: identifier) == indexPath else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 0, y: 44 * CGFloat(item), width: 20 * CGFloat(identifier.count), height: 44)
            return attributes
        }
    }
}
