import UIKit

// A layout that reads the direction it lays out in: the first cell 10 points from the left in left-to-right
// (`collectionView.effectiveUserInterfaceLayoutDirection`) and 200 in right-to-left; the second cell at y 100
// when its traits say right-to-left (`traitCollection.layoutDirection`), 300 otherwise. It does not flip
// (a custom layout's default), so what it places is what is shown.

class DirectionLayout: UICollectionViewLayout {
    private var rightToLeft = false
    private var traitsRightToLeft = false

    override func prepare() {
        super.prepare()
        rightToLeft = collectionView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        traitsRightToLeft = collectionView?.traitCollection.layoutDirection == .rightToLeft
    }

    override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let first = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        first.frame = CGRect(x: rightToLeft ? 200 : 10, y: 10, width: 40, height: 40)
        let second = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        second.frame = CGRect(x: 10, y: traitsRightToLeft ? 100 : 300, width: 40, height: 40)
        return [first, second]
    }
}
