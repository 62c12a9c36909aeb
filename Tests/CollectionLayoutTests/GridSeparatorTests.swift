@testable import CollectionLayout
import Testing

@Suite("Grid layout separators")
struct GridSeparatorTests {
    /// Width 320, 2 columns, no padding or spacing, 44-point rows, 4 items: two rows.
    func grid(scale: Double, insets: EdgeInsets = .zero) -> PreparedGrid {
        PreparedGrid(itemCounts: [4], defaults: GridSectionMetrics(
            numberOfColumns: 2, showsRowSeparator: true, showsColumnSeparator: true, separatorInsets: insets,
            showsSectionSeparator: true), displayScale: scale)
    }

    @Test func hairlinesAreOnePixelAtOneX() {
        let grid = grid(scale: 1)
        // Row 0 ends at 44: a 1-point line centred there starts at 43.5, snapped down to 43.
        #expect(grid.decoration(ElementKind.rowSeparator, 0) == rect(0, 43, 320, 1))
        // No separator under the last row.
        #expect(grid.decoration(ElementKind.rowSeparator, 1) == nil)
        // Columns meet at 160: 160 − 0.5 = 159.5, snapped to 159; one per row.
        #expect(grid.decoration(ElementKind.columnSeparator, 0) == rect(159, 0, 1, 44))
        #expect(grid.decoration(ElementKind.columnSeparator, 1) == rect(159, 44, 1, 44))
        #expect(grid.decoration(ElementKind.columnSeparator, 2) == nil)
        // The section ends at 88: its separator is the last pixel row, 87.
        #expect(grid.decoration(ElementKind.sectionSeparator, 0) == rect(0, 87, 320, 1))
    }

    @Test func hairlinesAreHalfAPointAtTwoX() {
        let grid = grid(scale: 2)
        // 44 − 0.25 = 43.75 → 87.5 px → 87 px = 43.5 pt, 0.5 pt thick.
        #expect(grid.decoration(ElementKind.rowSeparator, 0) == rect(0, 43.5, 320, 0.5))
        // 160 − 0.25 = 159.75 → 319.5 px → 319 px = 159.5 pt.
        #expect(grid.decoration(ElementKind.columnSeparator, 0) == rect(159.5, 0, 0.5, 44))
        // 88 − 0.5 = 87.5, on the grid already.
        #expect(grid.decoration(ElementKind.sectionSeparator, 0) == rect(0, 87.5, 320, 0.5))
    }

    @Test func separatorInsetsShortenTheLines() {
        let grid = grid(scale: 1, insets: EdgeInsets(top: 4, left: 15, bottom: 6, right: 5))
        // Row separator from 15 to 320 − 5 = 315: 300 wide.
        #expect(grid.decoration(ElementKind.rowSeparator, 0) == rect(15, 43, 300, 1))
        // Column separator from 0 + 4 to 44 − 6: 34 tall.
        #expect(grid.decoration(ElementKind.columnSeparator, 0) == rect(159, 4, 1, 34))
    }

    @Test func separatorsInGapsLandOnThePixelGrid() {
        // 3 columns, padding 10, spacing 10: cells (320 − 20 − 20) / 3 = 93.33… wide.
        // The first gap's centre is 10 + 93.33… + 5 = 108.33…; at 2× 108.33… − 0.25 = 108.083… → 216.17 px → 216 px = 108.
        // Rows: 10..54, gap to 64, centre 59 → 58.75 → 117.5 px → 117 px = 58.5.
        let grid = PreparedGrid(itemCounts: [6], defaults: GridSectionMetrics(
            numberOfColumns: 3, padding: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10), itemSpacing: 10,
            showsRowSeparator: true, showsColumnSeparator: true), displayScale: 2)
        let column = grid.decoration(ElementKind.columnSeparator, 0)
        #expect(column?.minX == 108)
        #expect(column?.width == 0.5)
        #expect(grid.decoration(ElementKind.rowSeparator, 0) == rect(10, 58.5, 300, 0.5))
        for index in 0..<4 {
            guard let frame = grid.decoration(ElementKind.columnSeparator, index) else {
                Issue.record("no column separator \(index)")
                continue
            }
            #expect(isOnPixelGrid(frame.minX, scale: 2))
            #expect(isOnPixelGrid(frame.maxX, scale: 2))
        }
    }

    @Test func aShortLastRowHasSeparatorsOnlyBetweenItsCells() {
        // 3 columns, 4 items: row 1 holds one cell, so separators 2 and 3 (row 1's gaps) do not exist.
        let grid = PreparedGrid(itemCounts: [4], defaults: GridSectionMetrics(numberOfColumns: 3, showsColumnSeparator: true))
        #expect(grid.decoration(ElementKind.columnSeparator, 1) != nil)
        #expect(grid.decoration(ElementKind.columnSeparator, 2) == nil)
        #expect(grid.decoration(ElementKind.columnSeparator, 3) == nil)
    }
}
