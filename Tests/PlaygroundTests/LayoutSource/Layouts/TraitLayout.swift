import UIKit

// A layout that reads its traits: one cell, 50 points (100 at an accessibility text size), a point more in a compact width.

class TraitLayout: UICollectionViewLayout {
    var side: CGFloat = 10
    override func prepare() {
        side = collectionView!.traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 100 : 50
        if collectionView!.traitCollection.horizontalSizeClass == .compact { side += 1 }
    }
    override var collectionViewContentSize: CGSize { collectionView!.bounds.size }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        a.frame = CGRect(x: 0, y: 0, width: side, height: side)
        return [a]
    }
}
