import CollectionLayout
import Testing
@testable import CollectionView

/// Scrolling with pinned headers costs what is visible: no item is laid out again, and the
/// headers (placed when asked) are where pinning puts them, in the collection view's caches too.
@MainActor @Suite struct PinnedHeaderScrollingTests {
    /// The shared pinned flow (`TestViews.pinnedFlow`): sections at y 0, 250 and 500 in a 320×200 view.
    private func makeView() -> (CollectionView, FlowLayout) { TestViews.pinnedFlow() }

    @Test func scrollingPreparesNoItemAndMovesThePinnedHeaders() {
        let (view, flow) = makeView()
        let placed = flow.placedItemCount
        // offset → (section, expected header top): a header sits at the bounds' top, but never
        // lower than its section's end − 40 (section 0: 250 − 40 = 210; section 1: 500 − 40 = 460),
        // and never above its own place (section 1 at 250, section 2 at 500).
        let cases: [(offset: Double, headers: [(Int, Double)])] = [
            (100, [(0, 100), (1, 250)]),
            (230, [(0, 210), (1, 250)]),
            (300, [(0, 210), (1, 300)]),
            (480, [(1, 460), (2, 500)]),
            (540, [(2, 540)]),
            (37, [(0, 37)]),
        ]
        for (offset, headers) in cases {
            view.setContentOffset(Point(x: 0, y: offset))
            let shown = view.presentationElements()
            for (section, top) in headers {
                let expected = Rect(x: 0, y: top, width: 320, height: 40)
                let header = flow.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: section))
                #expect(header?.frame == expected, "offset \(offset), section \(section)")
                // What the frame draws (the cached still elements) shows the header there too, when
                // it is on screen (section 0's header at 210–250 is above the bounds 300–500).
                let drawn = shown.first { $0.identity == .supplementary(kind: ElementKind.header, sectionID: "s\(section)", item: 0) }
                let onScreen = top + 40 > offset && top < offset + 200
                #expect(drawn?.attributes.frame == (onScreen ? expected : nil), "offset \(offset), section \(section) as drawn")
            }
            view.updateLiveViews()
            for (section, top) in headers {
                let live = view.reuse.liveViews[.supplementary(kind: ElementKind.header, sectionID: "s\(section)", item: 0)]
                #expect(live?.attributes?.frame.minY == top, "offset \(offset), section \(section) live view")
            }
        }
        #expect(flow.placedItemCount == placed)
    }

    @Test func aBoundsChangeNamesOnlyTheHeadersOfTheSectionsOnScreen() {
        let (view, flow) = makeView()
        view.setContentOffset(Point(x: 0, y: 300))
        view.setContentOffset(Point(x: 0, y: 310))
        let context = flow.invalidationContext(forBoundsChange: Rect(x: 0, y: 320, width: 320, height: 200))
        // Old bounds 310–510 and new 320–520 meet sections 1 (250–500) and 2 (500–750).
        #expect(context.invalidatedSupplementaryIndexPaths[ElementKind.header] == [IndexPath(item: 0, section: 1), IndexPath(item: 0, section: 2)])
        #expect(context.invalidatedItemIndexPaths.isEmpty && !context.invalidateEverything)
    }

    @Test func aChangeOfWidthStillLaysOutEveryItem() {
        let (view, flow) = makeView()
        let placed = flow.placedItemCount
        view.resize(to: Size(width: 210, height: 200))
        // Two items a line now: all 18 items are placed again.
        #expect(flow.placedItemCount == placed + 18)
        #expect(flow.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == Rect(x: 0, y: 150, width: 100, height: 100))
    }
}
