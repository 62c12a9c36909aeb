import UIKit

// A layout that reads the screen: a square of 10 × the traits' display scale, and a hairline — one pixel,
// 1 / UIScreen.main.scale points tall — half the screen's width wide, 10 points below it.

class ScaleLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { collectionView!.bounds.size }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let side = 10 * collectionView!.traitCollection.displayScale
        let square = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        square.frame = CGRect(x: 0, y: 0, width: side, height: side)
        let hairline = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        hairline.frame = CGRect(x: 0, y: side + 10, width: UIScreen.main.bounds.width / 2, height: 1 / UIScreen.main.scale)
        return [square, hairline]
    }
}
