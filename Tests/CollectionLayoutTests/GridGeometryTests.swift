@testable import CollectionLayout
import Testing

@Suite("Grid layout geometry")
struct GridGeometryTests {
    /// Width 320, 2 columns, padding 10 all round, spacing 10, fixed 44-point rows, a 30-point header.
    let grid = PreparedGrid(itemCounts: [5, 1], defaults: GridSectionMetrics(
        rowHeight: .fixed(44), numberOfColumns: 2, padding: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
        itemSpacing: 10, headerHeight: 30))

    @Test func cellsShareThePaddedWidthEqually() {
        // (320 − 10 − 10 − 10) / 2 = 145 wide; x = 10 and 10 + 145 + 10 = 165.
        #expect(grid.items().map(\.width) == [145, 145, 145, 145, 145])
        #expect(grid.items().map(\.minX) == [10, 165, 10, 165, 10])
    }

    @Test func rowsStackBelowTheHeaderAndPadding() {
        // Rows at 30 + 10 = 40, 40 + 44 + 10 = 94, 94 + 54 = 148.
        #expect(grid.items().map(\.minY) == [40, 40, 94, 94, 148])
        #expect(grid.items().map(\.height) == [44, 44, 44, 44, 44])
        #expect(grid.item(4) == rect(10, 148, 145, 44))
    }

    @Test func sectionsFollowEachOtherAndGiveTheContentSize() {
        // Section 0: 30 + 10 + 3 × 44 + 2 × 10 + 10 = 202. Section 1: 30 + 10 + 44 + 10 = 94.
        #expect(grid.header(0) == rect(0, 0, 320, 30))
        #expect(grid.header(1) == rect(0, 202, 320, 30))
        #expect(grid.item(0, section: 1) == rect(10, 242, 145, 44))
        #expect(grid.layout.collectionViewContentSize == size(320, 296))
    }

    @Test func threeColumnsWithoutPaddingOrSpacing() {
        // 300 / 3 = 100 wide at x = 0, 100, 200.
        let grid = PreparedGrid(width: 300, itemCounts: [3], defaults: GridSectionMetrics(numberOfColumns: 3))
        #expect(grid.items().map(\.minX) == [0, 100, 200])
        #expect(grid.items().map(\.width) == [100, 100, 100])
        // Standard row height 44; no header.
        #expect(grid.layout.collectionViewContentSize == size(300, 44))
        #expect(grid.header() == nil)
    }

    @Test func headersAreNotPinnedWhenScrolled() {
        // One column, header 30, 10 rows of 44: section 0 is 30 + 440 = 470 tall; section 1 starts at 470.
        let grid = PreparedGrid(itemCounts: [10, 10], defaults: GridSectionMetrics(headerHeight: 30))
        grid.scroll(toY: 480)
        #expect(grid.header(0) == rect(0, 0, 320, 30))
        #expect(grid.header(1) == rect(0, 470, 320, 30))
        let visible = grid.layout.layoutAttributesForElements(in: rect(0, 480, 320, 480))
        // The view 480…960 meets section 1's header (470…500) where it is, but not section 0's (0…30).
        let headers = visible.filter { $0.category == .supplementary }
        #expect(headers.map(\.indexPath.section) == [1])
        #expect(headers.first?.frame == rect(0, 470, 320, 30))
    }

    @Test func aBackgroundDecorationSitsBehindTheCells() {
        // Background colour set: it covers the section below its 30-point header, 30 + 44 = 74 tall.
        let grid = PreparedGrid(itemCounts: [1], defaults: GridSectionMetrics(
            headerHeight: 30, backgroundColor: Color(hex: 0xE6E6E6)))
        let background = grid.layout.layoutAttributesForDecorationView(ofKind: ElementKind.sectionBackground,
                                                                         at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == rect(0, 30, 320, 44))
        let cell = grid.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        #expect((background?.zIndex ?? 0) < (cell?.zIndex ?? 0))
        // Without a colour there is no background.
        let plain = PreparedGrid(itemCounts: [1])
        #expect(plain.decoration(ElementKind.sectionBackground, 0) == nil)
    }
}
