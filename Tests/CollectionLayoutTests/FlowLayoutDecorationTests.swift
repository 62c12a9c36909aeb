import Testing
@testable import CollectionLayout

/// The 2012 session's bookshelf: a shelf decoration under each line of a flow layout, laid out
/// like the cells, and a background behind each section.
@Suite struct FlowLayoutDecorationTests {
    /// 320 points wide, 100×100 items 10 apart (three a line: 3·100 + 2·10 = 320), lines 20
    /// apart, 10-point shelves: lines at y = 0, 120, 240, so shelves at y = 100, 220, 340.
    private func shelves(items: Int) -> PreparedLayout {
        let prepared = PreparedLayout(width: 320, height: 480, itemCounts: [items],
                                      metrics: FlowSectionMetrics(itemSize: Size(width: 100, height: 100), minimumInteritemSpacing: 10,
                                                                  minimumLineSpacing: 20))
        prepared.layout.shelfThickness = 10
        return prepared
    }

    private func decorations(_ layout: FlowLayout, in rect: Rect) -> [LayoutAttributes] {
        layout.layoutAttributesForElements(in: rect).filter { $0.category == .decoration }
    }

    @Test func aShelfUnderEachLineComputedByHand() throws {
        let prepared = shelves(items: 7)
        let found = decorations(prepared.layout, in: Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(found.map(\.frame) == [Rect(x: 0, y: 100, width: 320, height: 10), Rect(x: 0, y: 220, width: 320, height: 10),
                                       Rect(x: 0, y: 340, width: 320, height: 10)])
        #expect(found.allSatisfy { $0.kind == ElementKind.shelf && $0.zIndex < 0 })
        #expect(found.map(\.indexPath.item) == [0, 1, 2])
        // Asked one by one, the same; there is no fourth.
        #expect(prepared.layout.layoutAttributesForDecorationView(ofKind: ElementKind.shelf, at: IndexPath(item: 1, section: 0))?.frame
                == Rect(x: 0, y: 220, width: 320, height: 10))
        #expect(prepared.layout.layoutAttributesForDecorationView(ofKind: ElementKind.shelf, at: IndexPath(item: 3, section: 0)) == nil)
        // A rect holding only the second shelf (y 220–230) finds it and no cell.
        let band = prepared.layout.layoutAttributesForElements(in: Rect(x: 0, y: 221, width: 320, height: 5))
        #expect(band.map(\.kind) == [ElementKind.shelf])
    }

    @Test func theShelvesFollowTheNumberOfLines() {
        // 9 items: 3 lines; 10: 4; 6: 2.
        for (items, lines) in [(9, 3), (10, 4), (6, 2), (0, 0)] {
            #expect(decorations(shelves(items: items).layout, in: Rect(x: 0, y: 0, width: 320, height: 2000)).count == lines, "\(items) items")
        }
    }

    @Test func aSectionBackgroundSpansItsLinesAndInsets() throws {
        let prepared = PreparedLayout(width: 320, height: 480, itemCounts: [4],
                                      metrics: FlowSectionMetrics(itemSize: Size(width: 100, height: 100), minimumInteritemSpacing: 10,
                                                                  minimumLineSpacing: 20, sectionInset: EdgeInsets(top: 8, left: 0, bottom: 12, right: 0),
                                                                  headerReferenceSize: Size(width: 0, height: 30)))
        prepared.layout.drawsSectionBackgrounds = true
        // Header 0–30, then 8 + 100 + 20 + 100 + 12 = 240 of insets and lines: 30…270.
        let background = try #require(prepared.layout.layoutAttributesForDecorationView(ofKind: ElementKind.sectionBackground,
                                                                                       at: IndexPath(item: 0, section: 0)))
        #expect(background.frame == Rect(x: 0, y: 30, width: 320, height: 240))
        #expect(background.zIndex < 0)
    }
}
