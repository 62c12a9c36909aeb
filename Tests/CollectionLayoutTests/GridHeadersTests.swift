@testable import CollectionLayout
import Testing

/// The grid's global headers, several headers and footers a section, pinning and placeholders —
/// positions computed by hand in the comments.
struct GridHeadersTests {
    /// Two sections of 10 rows of 44 points (fixed), 320 × 480, with a 50-point pinned global
    /// header and a 20-point unpinned one above it; section headers 30 (pinned) and 25 (not),
    /// and a 15-point footer, in each section.
    private func grid() -> (GridLayout, TestCollection) {
        let collection = TestCollection(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [10, 10])
        let layout = GridLayout()
        layout.defaultMetrics = GridSectionMetrics(rowHeight: .fixed(44), numberOfColumns: 1)
        layout.globalHeaders = [GridSupplementaryMetrics(height: 20), GridSupplementaryMetrics(height: 50, pinsToVisibleBounds: true)]
        for section in 0..<2 {
            layout.sectionHeaders[section] = [GridSupplementaryMetrics(height: 30, pinsToVisibleBounds: true), GridSupplementaryMetrics(height: 25)]
            layout.sectionFooters[section] = [GridSupplementaryMetrics(height: 15)]
        }
        layout.context = collection
        layout.prepare()
        return (layout, collection)
    }

    private func frame(_ layout: GridLayout, _ kind: String, _ item: Int, _ section: Int) -> Rect? {
        layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: item, section: section))?.frame
    }

    @Test func headersRowsAndFootersStackInOrder() {
        let (layout, _) = grid()
        // Global headers: 0–20 and 20–70. Section 0: headers 70–100 and 100–125, rows 125 + 44k,
        // ten rows to 565, footer 565–580. Section 1 starts at 580: headers 580–610, 610–635,
        // rows 635–1075, footer 1075–1090, the content's end.
        #expect(frame(layout, ElementKind.globalHeader, 0, 0) == Rect(x: 0, y: 0, width: 320, height: 20))
        #expect(frame(layout, ElementKind.globalHeader, 1, 0) == Rect(x: 0, y: 20, width: 320, height: 50))
        #expect(frame(layout, ElementKind.header, 0, 0) == Rect(x: 0, y: 70, width: 320, height: 30))
        #expect(frame(layout, ElementKind.header, 1, 0) == Rect(x: 0, y: 100, width: 320, height: 25))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 125, width: 320, height: 44))
        #expect(frame(layout, ElementKind.footer, 0, 0) == Rect(x: 0, y: 565, width: 320, height: 15))
        #expect(frame(layout, ElementKind.header, 0, 1) == Rect(x: 0, y: 580, width: 320, height: 30))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 9, section: 1))?.frame.maxY == 1075)
        #expect(frame(layout, ElementKind.footer, 0, 1) == Rect(x: 0, y: 1075, width: 320, height: 15))
        #expect(layout.collectionViewContentSize.height == 1090)
    }

    @Test(arguments: [
        // offset, pinned global header's top, section 0's pinned header top, section 1's pinned header top
        (0.0, 20.0, 70.0, 580.0),
        // 100: the global header sticks at 100; section 0's header under it at 150.
        (100.0, 100.0, 150.0, 580.0),
        // 500: global at 500, section 0's header would be at 550 but its section ends at 580, so it
        // is pushed up to 580 − 30 = 550 exactly; section 1's header is still at 580.
        (500.0, 500.0, 550.0, 580.0),
        // 520: pushed up to 550 (the section's end less the header), section 1 at 580 (< 570? no:
        // 520 + 50 = 570 < 580, so it stays in place).
        (520.0, 520.0, 550.0, 580.0),
        // 600: global at 600; section 0 is gone (its header pushed to 550); section 1's header at 650.
        (600.0, 600.0, 550.0, 650.0),
    ])
    func pinnedHeadersStackUnderThePinnedGlobalHeader(offset: Double, global: Double, first: Double, second: Double) {
        let (layout, collection) = grid()
        collection.bounds.origin = Point(x: 0, y: offset)
        #expect(frame(layout, ElementKind.globalHeader, 1, 0)?.minY == global)
        // The unpinned global header scrolls away with the content.
        #expect(frame(layout, ElementKind.globalHeader, 0, 0)?.minY == 0)
        #expect(frame(layout, ElementKind.header, 0, 0)?.minY == first)
        #expect(frame(layout, ElementKind.header, 0, 1)?.minY == second)
        // The unpinned second headers never move.
        #expect(frame(layout, ElementKind.header, 1, 0)?.minY == 100)
        // A rect query of the visible bounds agrees and lists each pinned header once.
        let visible = layout.layoutAttributesForElements(in: collection.bounds)
        let pinned = visible.filter { $0.kind == ElementKind.header && $0.indexPath.item == 0 }
        #expect(Set(pinned.map(\.indexPath)).count == pinned.count)
        for attributes in pinned {
            #expect(attributes.frame == frame(layout, ElementKind.header, 0, attributes.indexPath.section))
        }
        #expect(visible.contains { $0.kind == ElementKind.globalHeader && $0.indexPath.item == 1 && $0.frame.minY == global })
    }

    @Test func aScrollInvalidatesOnlyThePinnedHeadersAndTheNextPrepareKeepsTheRows() {
        let (layout, collection) = grid()
        var moved = collection.bounds
        moved.origin.y = 300
        #expect(layout.shouldInvalidateLayout(forBoundsChange: moved))
        let context = layout.invalidationContext(forBoundsChange: moved)
        #expect(!context.invalidateEverything && context.invalidatedItemIndexPaths.isEmpty)
        #expect(context.invalidatedSupplementaryIndexPaths[ElementKind.globalHeader] == [IndexPath(item: 1, section: 0)])
        #expect(context.invalidatedSupplementaryIndexPaths[ElementKind.header]?.contains(IndexPath(item: 0, section: 0)) == true)
        layout.invalidateLayout(with: context)
        collection.bounds = moved
        layout.prepare()
        let row = layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY ?? 0
        #expect(abs(row - (125 + 3 * 44)) < 1e-9, "\(row)")
        // A new width lays everything out again.
        var wider = moved
        wider.size.width = 400
        #expect(layout.invalidationContext(forBoundsChange: wider).invalidateEverything)
        // Without pinned headers a scroll invalidates nothing.
        let plain = GridLayout()
        plain.context = collection
        plain.prepare()
        moved.origin.y = 10
        #expect(!plain.shouldInvalidateLayout(forBoundsChange: moved))
    }

    @Test func aPlaceholderFillsTheScreenUnderTheHeadersThatStayAndACoveredSectionShowsNothing() {
        let (layout, collection) = grid()
        collection.itemCounts = [0, 0]
        layout.sectionHeaders[0] = [GridSupplementaryMetrics(height: 30, pinsToVisibleBounds: true, isVisibleWhileShowingPlaceholder: true),
                                    GridSupplementaryMetrics(height: 25)]
        layout.placeholders = [0: .shown(minimumHeight: 100), 1: .covered]
        layout.prepare()
        // Global headers 0–70; section 0 keeps only its first header (70–100); the placeholder
        // fills the rest of the 480-point screen below the global headers and that header:
        // 480 − 70 − 30 = 380, from 100 to 480. No footer, no second header.
        #expect(frame(layout, ElementKind.header, 0, 0) == Rect(x: 0, y: 70, width: 320, height: 30))
        #expect(frame(layout, ElementKind.header, 1, 0) == nil)
        #expect(frame(layout, ElementKind.footer, 0, 0) == nil)
        #expect(frame(layout, ElementKind.placeholder, 0, 0) == Rect(x: 0, y: 100, width: 320, height: 380))
        // The covered section takes no room and shows nothing.
        #expect(frame(layout, ElementKind.header, 0, 1) == nil && frame(layout, ElementKind.placeholder, 0, 1) == nil)
        #expect(layout.collectionViewContentSize.height == 480)
        // Never below its minimum: in a 200-point screen it is 100, not 200 − 100.
        collection.bounds.size.height = 200
        layout.prepare()
        #expect(frame(layout, ElementKind.placeholder, 0, 0)?.height == 100)
    }
}
