import Testing
@_spi(Playground) import UIKit

/// Self-sizing as UIKit runs it: cells answer `preferredLayoutAttributesFitting(_:)` (here from the host's
/// `preferredSizeProvider`), and the layout takes the sizes it estimates.
@MainActor
@Suite struct SelfSizingTests {
    @Test func aFlowLayoutTakesItsCellsPreferredSizes() {
        // 320 wide, no insets: three 100-wide items a line (300 + 2 × 10 = 320), spread to the edges: x = 0, 110, 220.
        // Item 1 prefers 80 tall: line 0 is 80 tall, its 50-tall items centred (y = 15); line 1 at 80 + 10 = 90.
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 100, height: 50)
        let collectionView = host(layout, width: 320, counts: [6])
        collectionView.preferredSizeProvider = { attributes in
            CGSize(width: 100, height: attributes.indexPath.item == 1 ? 80 : 50)
        }
        let frames = cellFrames(collectionView.layoutAllElements())
        #expect(frames[0] == CGRect(x: 0, y: 15, width: 100, height: 50))
        #expect(frames[1] == CGRect(x: 110, y: 0, width: 100, height: 80))
        #expect(frames[3] == CGRect(x: 0, y: 90, width: 100, height: 50))
        #expect(layout.collectionViewContentSize.height == 140)
    }

    @Test func withoutAnEstimateAFlowLayoutKeepsItsSizes() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let collectionView = host(layout, width: 320, counts: [2])
        collectionView.preferredSizeProvider = { _ in CGSize(width: 100, height: 80) }
        #expect(cellFrames(collectionView.layoutAllElements()).map(\.height) == [50, 50])
    }

    @Test func aCompositionalLayoutSizesOnlyItsEstimatedDimension() {
        // Rows the full 320 width, 44 tall by estimate; every cell prefers 999 × 60: the width is not estimated
        // and stays 320, the height becomes 60, rows at y = 0, 60, 120.
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let collectionView = host(UICollectionViewCompositionalLayout(section: section), width: 320, counts: [3])
        collectionView.preferredSizeProvider = { _ in CGSize(width: 999, height: 60) }
        #expect(cellFrames(collectionView.layoutAllElements()) == [CGRect(x: 0, y: 0, width: 320, height: 60),
                                                                   CGRect(x: 0, y: 60, width: 320, height: 60),
                                                                   CGRect(x: 0, y: 120, width: 320, height: 60)])
    }

    @Test func aListsEstimatedHeaderTakesItsViewsHeight() {
        // A plain list with header views: the header (estimated 38) prefers 50, the rows keep their 44, so the
        // header is 320 × 50 at the top and the rows follow it at y = 50 and 94.
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let collectionView = host(UICollectionViewCompositionalLayout.list(using: configuration), width: 320, counts: [2])
        collectionView.preferredSizeProvider = { attributes in
            attributes.representedElementCategory == .supplementaryView ? CGSize(width: 320, height: 50) : nil
        }
        let elements = collectionView.layoutAllElements()
        let header = elements.first { $0.representedElementCategory == .supplementaryView }
        #expect(header?.representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(cellFrames(elements) == [CGRect(x: 0, y: 50, width: 320, height: 44), CGRect(x: 0, y: 94, width: 320, height: 44)])
    }

    /// A custom layout that self-sizes as the 2014 session's: it keeps preferred heights and lays rows out with them.
    @MainActor
    final class RowsLayout: UICollectionViewLayout {
        var heights: [Int: CGFloat] = [:]
        var frames: [CGRect] = []

        override func prepare() {
            super.prepare()
            let count = collectionView?.numberOfItems(inSection: 0) ?? 0
            var y: CGFloat = 0
            frames = (0..<count).map { item in
                defer { y += heights[item] ?? 30 }
                return CGRect(x: 0, y: y, width: 200, height: heights[item] ?? 30)
            }
        }

        override var collectionViewContentSize: CGSize { CGSize(width: 200, height: frames.last?.maxY ?? 0) }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            frames.indices.compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frames[indexPath.item]
            return attributes
        }

        override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                             withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
            preferredAttributes.size.height != originalAttributes.size.height
        }

        override func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                          withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutInvalidationContext {
            heights[preferredAttributes.indexPath.item] = preferredAttributes.size.height
            return super.invalidationContext(forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        }
    }

    @Test func aCustomLayoutHearsOfPreferredSizesAndPreparesAgain() {
        let layout = RowsLayout()
        let collectionView = host(layout, width: 200, counts: [3])
        collectionView.preferredSizeProvider = { attributes in CGSize(width: 200, height: 40 + 10 * CGFloat(attributes.indexPath.item)) }
        // Heights 40, 50, 60: rows at y = 0, 40, 90.
        #expect(cellFrames(collectionView.layoutAllElements()).map(\.minY) == [0, 40, 90])
        #expect(layout.collectionViewContentSize.height == 150)
    }
}
