@testable import CollectionLayout
import Testing

@Suite("Grid section metrics inheritance")
struct GridMetricsTests {
    @Test func appliedTakesEachUnsetKeyFromTheDefaults() {
        let red = Color(red: 255, green: 0, blue: 0)
        let blue = Color(red: 0, green: 0, blue: 255)
        let defaults = GridSectionMetrics(rowHeight: .fixed(60), numberOfColumns: 3, itemSpacing: 4,
                                          showsRowSeparator: true, separatorColor: red, backgroundColor: red)
        let section = GridSectionMetrics(numberOfColumns: 2, showsRowSeparator: false, backgroundColor: blue)
        let resolved = section.applied(to: defaults)
        // The section's own keys win …
        #expect(resolved.numberOfColumns == 2)
        #expect(resolved.showsRowSeparator == false)
        #expect(resolved.backgroundColor == blue)
        // … the keys it leaves unset come from the defaults …
        #expect(resolved.rowHeight == .fixed(60))
        #expect(resolved.itemSpacing == 4)
        #expect(resolved.separatorColor == red)
        // … and keys set in neither stay unset.
        #expect(resolved.padding == nil)
        #expect(resolved.headerHeight == nil)
        #expect(resolved.selectedBackgroundColor == nil)
    }

    @Test func aSectionInheritsTheLayoutDefaultsKeyByKey() {
        // Defaults: 3 columns, padding 5, 60-point rows. Section 1 sets only 2 columns.
        let grid = PreparedGrid(width: 310, itemCounts: [3, 2],
                                defaults: GridSectionMetrics(rowHeight: .fixed(60), numberOfColumns: 3,
                                                             padding: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)),
                                sectionMetrics: [1: GridSectionMetrics(numberOfColumns: 2)])
        // Section 0: (310 − 10) / 3 = 100 wide at 5, 105, 205; 5 + 60 + 5 = 70 tall.
        #expect(grid.items(section: 0) == [rect(5, 5, 100, 60), rect(105, 5, 100, 60), rect(205, 5, 100, 60)])
        // Section 1 from 70: (310 − 10) / 2 = 150 wide at 5 and 155, still padded 5 and 60 tall.
        #expect(grid.items(section: 1) == [rect(5, 75, 150, 60), rect(155, 75, 150, 60)])
        #expect(grid.layout.collectionViewContentSize == size(310, 140))
    }

    @Test func keysSetNowhereUseTheStandardValues() {
        let metrics = PreparedGrid(itemCounts: [1]).layout.metrics(forSection: 0)
        #expect(metrics.rowHeight == .fixed(44))
        #expect(metrics.numberOfColumns == 1)
        #expect(metrics.padding == .zero)
        #expect(metrics.showsRowSeparator == true)
        #expect(metrics.backgroundColor == nil)
    }
}
