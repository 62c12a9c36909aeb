import UIKit

// A layout with a compile error on line 8: `frame` misspelt.

class BrokenLayout: UICollectionViewLayout {
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frme = CGRect(x: 0, y: 0, width: 10, height: 10)
        return attributes
    }
}
