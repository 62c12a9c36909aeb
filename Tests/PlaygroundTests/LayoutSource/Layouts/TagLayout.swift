import UIKit

// A tag cloud as apps write one: each tag is its title measured in the system font at 15 points
// (`NSString.size(withAttributes:)`), plus 12 points of padding each side, 32 tall; tags fill rows left to
// right from x = 16, 8 points apart, and a tag that does not fit before x = width − 16 starts the next row,
// 8 points below.

class TagLayout: UICollectionViewLayout {
    static let titles = ["Swift", "UIKit", "Layout", "Carousel", "Waterfall", "Compositional", "Tags", "Grid",
                         "Flow", "Line", "Circle", "Stack"]
    let font = UIFont.systemFont(ofSize: 15)
    private var frames: [CGRect] = []

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let limit = collectionView.bounds.width - 16
        var x: CGFloat = 16, y: CGFloat = 16
        frames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
            let title = Self.titles[item % Self.titles.count] as NSString
            let width = ceil(title.size(withAttributes: [.font: font]).width) + 24
            if x + width > limit, x > 16 {
                x = 16
                y += 32 + 8
            }
            defer { x += width + 8 }
            return CGRect(x: x, y: y, width: width, height: 32)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: (frames.map(\.maxY).max() ?? 0) + 16)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.indices.filter { frames[$0].intersects(rect) }.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }
}
