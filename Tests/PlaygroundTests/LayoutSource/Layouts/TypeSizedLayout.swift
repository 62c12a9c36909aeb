import UIKit

// A layout that sizes its rows from Dynamic Type as app code does: each row as tall as UIFontMetrics scales 44 points,
// and as wide as ten body-text points, both at the app's text size when the layout lays out.

class TypeSizedLayout: UICollectionViewLayout {
    override var collectionViewContentSize: CGSize { collectionView!.bounds.size }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let height = UIFontMetrics.default.scaledValue(for: 44)
        let width = 10 * UIFont.preferredFont(forTextStyle: .body).pointSize
        return (0..<2).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * height, width: width, height: height)
            return attributes
        }
    }
}
