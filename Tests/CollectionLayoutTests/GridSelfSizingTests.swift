@testable import CollectionLayout
import Testing

@Suite("Grid layout self-sizing and invalidation")
struct GridSelfSizingTests {
    @Test func variableRowsStartAtTheEstimateWithA44PointMinimum() {
        let tall = PreparedGrid(itemCounts: [2], defaults: GridSectionMetrics(rowHeight: .estimated(60)))
        #expect(tall.items().map(\.height) == [60, 60])
        // An estimate of 30 is raised to 44.
        let short = PreparedGrid(itemCounts: [2], defaults: GridSectionMetrics(rowHeight: .estimated(30)))
        #expect(short.items().map(\.height) == [44, 44])
    }

    @Test func rowsAreAsTallAsTheirTallestCell() {
        // 2 columns of 100 at width 200; preferred heights 80, 60 | 30, 20.
        let grid = PreparedGrid(width: 200, itemCounts: [4],
                                defaults: GridSectionMetrics(rowHeight: .estimated(50), numberOfColumns: 2))
        for (item, height) in [(0, 80.0), (1, 60), (2, 30), (3, 20)] { grid.prefer(height: height, item: item) }
        // Row 0 = max(80, 60) = 80; row 1 = max(44, 30, 20) = 44, starting at 80.
        #expect(grid.items() == [rect(0, 0, 100, 80), rect(100, 0, 100, 80), rect(0, 80, 100, 44), rect(100, 80, 100, 44)])
        #expect(grid.layout.collectionViewContentSize == size(200, 124))
    }

    @Test func fixedRowsIgnorePreferredHeights() {
        let grid = PreparedGrid(itemCounts: [2], defaults: GridSectionMetrics(rowHeight: .fixed(44)))
        #expect(grid.prefer(height: 100, item: 0) == nil)
        #expect(grid.item(0).height == 44)
    }

    @Test func oneItemAboveTheViewNamesItselfAndMovesTheOffset() throws {
        // One column, 100 rows estimated at 44, scrolled to 50 × 44 = 2200.
        let grid = PreparedGrid(itemCounts: [100], defaults: GridSectionMetrics(rowHeight: .estimated(44)))
        grid.scroll(toY: 2200)
        let original = try #require(grid.layout.layoutAttributesForItem(at: IndexPath(item: 10, section: 0)))
        var preferred = original
        preferred.size.height = 100
        #expect(grid.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        // Asking is pure: the same answer again, and nothing moves.
        #expect(grid.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        grid.layout.prepare()
        #expect(grid.item(10) == rect(0, 440, 320, 44))
        #expect(!grid.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: original, withOriginalAttributes: original))

        let context = grid.layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        // Row 10 (440…484) is above 2200: it grows by 100 − 44 = 56, and so must the offset.
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 10, section: 0)])
        #expect(!context.invalidateEverything)
        #expect(context.contentSizeAdjustment == size(0, 56))
        #expect(context.contentOffsetAdjustment == Point(x: 0, y: 56))
        grid.layout.invalidateLayout(with: context)
        grid.layout.prepare()
        // 100 × 44 + 56 = 4456; item 11 now starts at 440 + 100 = 540.
        #expect(grid.layout.collectionViewContentSize == size(320, 4456))
        #expect(grid.item(11).minY == 540)
    }

    @Test func oneItemInViewMovesOnlyTheContentSize() throws {
        let grid = PreparedGrid(itemCounts: [100], defaults: GridSectionMetrics(rowHeight: .estimated(44)))
        grid.scroll(toY: 2200)
        // Item 60's row (2640…2684) is in view; 70 − 44 = 26 more content, offset unchanged.
        let context = try #require(grid.prefer(height: 70, item: 60))
        #expect(context.contentSizeAdjustment == size(0, 26))
        #expect(context.contentOffsetAdjustment == .zero)
    }

    @Test func aShorterCellBesideATallerOneLeavesTheRow() throws {
        // 2 columns, both estimated 60; item 0 prefers 90 (+30), then item 1 prefers 50: the row stays 90.
        let grid = PreparedGrid(itemCounts: [2], defaults: GridSectionMetrics(rowHeight: .estimated(60), numberOfColumns: 2))
        #expect(try #require(grid.prefer(height: 90, item: 0)).contentSizeAdjustment == size(0, 30))
        #expect(try #require(grid.prefer(height: 50, item: 1)).contentSizeAdjustment == size(0, 0))
        #expect(grid.item(1).height == 90)
    }

    @Test func reloadingForgetsMeasuredHeights() {
        let grid = PreparedGrid(itemCounts: [1], defaults: GridSectionMetrics(rowHeight: .estimated(44)))
        grid.prefer(height: 80, item: 0)
        #expect(grid.item(0).height == 80)
        var reload = InvalidationContext()
        reload.invalidateDataSourceCounts = true
        grid.layout.invalidateLayout(with: reload)
        grid.layout.prepare()
        #expect(grid.item(0).height == 44)
    }
}
