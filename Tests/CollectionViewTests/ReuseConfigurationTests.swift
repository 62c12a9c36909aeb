import CollectionLayout
import Testing
@testable import CollectionView

/// Reuse is real: a live view keeps the drawing it was configured with while it shows the same
/// item, scrolling paints only the cells that came into view, and a reused view shows its new
/// item exactly as a view configured from scratch would.
@MainActor @Suite struct ReuseConfigurationTests {
    /// Draws a cell as a fill whose colour and a glyph run whose glyphs come from its item's id,
    /// and counts what it paints.
    final class ItemPainter: ElementPainter {
        var painted: [String] = []

        func paint(_ attributes: LayoutAttributes, itemID: String?, state: CellState, frame: Rect, into list: inout DrawList) {
            guard let itemID else { return }
            painted.append(itemID)
            let number = UInt32(itemID.dropFirst()) ?? 0
            list.append(.fill(frame, color: Color(hex: 0x100000 &* number), cornerRadius: 4))
            list.append(.pushClip(frame))
            let glyphs = itemID.unicodeScalars.enumerated().map { GlyphRun.Glyph(id: $1.value, x: Double($0) * 7.5, y: 0) }
            list.append(.text(GlyphRun(fontName: "Inter-Regular", pointSize: 13, origin: Point(x: frame.minX + 8, y: frame.minY + 20.25),
                                       glyphs: glyphs, color: Color(hex: 0x222222))))
            list.append(.popClip)
        }
    }

    /// 300 items of 100×100, three a line, lines 110 apart (y = 0, 110, 220, …), viewport 320×200.
    private func makeView(items: Int = 300, height: Double = 200) -> CollectionView {
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100))
        let data = CollectionData(sections: [.init(id: "s0", itemIDs: (0..<items).map { "i\($0)" })])
        return CollectionView(data: data, layout: flow, viewportSize: Size(width: 320, height: height))
    }

    private func frame(_ view: CollectionView, _ painter: ItemPainter) -> DrawList {
        var list = DrawList(size: Size(width: 320, height: 256), background: Color(hex: 0xFFFFFF))
        view.draw(in: Rect(x: 0, y: 56, width: 320, height: view.viewportSize.height), painter: painter, into: &list)
        return list
    }

    @Test func scrollingByASmallDeltaConfiguresOnlyTheCellsThatCameIntoView() {
        let view = makeView()
        let painter = ItemPainter()
        _ = frame(view, painter)
        // Bounds 0–200 meet the lines at 0 and 110: items 0–5.
        #expect(painter.painted.sorted() == ["i0", "i1", "i2", "i3", "i4", "i5"])
        #expect(view.configuredCellCount == 6)
        painter.painted = []
        view.setContentOffset(Point(x: 0, y: 30))
        _ = frame(view, painter)
        // Bounds 30–230 also meet the line at 220: items 6–8 came into view, nothing else is painted.
        #expect(painter.painted.sorted() == ["i6", "i7", "i8"])
        #expect(view.configuredCellCount == 9)
        painter.painted = []
        view.setContentOffset(Point(x: 0, y: 35))
        _ = frame(view, painter)
        // Bounds 35–235: the same lines, nothing new.
        #expect(painter.painted.isEmpty)
        #expect(view.configuredCellCount == 9)
    }

    @Test func aReusedViewShowsItsNewItemAsAFreshlyConfiguredOneWould() {
        let view = makeView()
        let painter = ItemPainter()
        _ = frame(view, painter)
        let firstViews = Set(view.reuse.liveViews.values.map(ObjectIdentifier.init))
        for step in 1...30 {
            view.setContentOffset(Point(x: 0, y: Double(step) * 100))
            _ = frame(view, painter)
        }
        let scrolled = frame(view, painter)
        // Views made for the first screen now show items far below it.
        let reused = view.reuse.liveViews.filter { firstViews.contains(ObjectIdentifier($0.value)) && $0.value.configuration != nil }
        #expect(!reused.isEmpty)
        for (identity, reusedView) in reused {
            guard case .cell(let id) = identity, let attributes = view.layoutAttributes(of: identity) else { continue }
            var fresh = DrawList(size: attributes.size, background: Color(hex: 0))
            ItemPainter().paint(attributes, itemID: id, state: CellState(), frame: Rect(origin: .zero, size: attributes.size), into: &fresh)
            #expect(reusedView.configuration?.commands == fresh.commands, "\(id)")
        }
        // The whole frame equals the frame of a collection view that never scrolled there.
        let other = makeView()
        other.setContentOffset(view.contentOffset)
        #expect(scrolled == frame(other, ItemPainter()))
        // And the frame with reuse turned off.
        view.reusesConfiguredContent = false
        #expect(scrolled == frame(view, painter))
    }

    @Test func scrollingThroughAHundredThousandItemsKeepsLiveAndQueuedViewsBounded() {
        let view = makeView(items: 100_000, height: 480)
        let painter = ItemPainter()
        var offset = 0.0
        while offset < view.maximumContentOffset.y {
            view.setContentOffset(Point(x: 0, y: offset))
            _ = frame(view, painter)
            // Live views cover the bounds and half a screen on each side: 480 + 2 × 240 = 960
            // points, which meet at most ⌈960 / 110⌉ + 1 = 10 lines of 3 items = 30 cells. The
            // queues only hold views that were live, so live + queued never exceeds 30.
            #expect(view.reuse.liveViews.count + view.reuse.queuedCount <= 30)
            offset += 997
        }
        #expect(view.reuse.createdCount <= 30)
        // Every view made is live or waiting in a queue: none is dropped.
        #expect(view.reuse.liveViews.count + view.reuse.queuedCount == view.reuse.createdCount)
    }
}

/// Each cell's state as a `configurationUpdateHandler` receives it: selected, highlighted,
/// disabled (its delegate refuses highlighting), editing and swiped — and a view is configured
/// again when its state changes.
@MainActor @Suite struct CellStateTests {
    /// Refuses to highlight item 2; records every state a cell is painted in.
    private final class Observer: CollectionViewDelegate, ElementPainter {
        var states: [String: CellState] = [:]
        func collectionView(_ view: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { indexPath.item != 2 }
        func paint(_ attributes: LayoutAttributes, itemID: String?, state: CellState, frame: Rect, into list: inout DrawList) {
            if let itemID { states[itemID] = state }
            list.append(.fill(frame, color: Color(hex: 0x808080), cornerRadius: 0))
        }
    }

    @Test func everyFieldReachesThePainter() {
        let view = TestViews.reorderingGrid()
        let observer = Observer()
        view.delegate = observer
        view.selectItem(at: IndexPath(item: 1, section: 0))
        var list = DrawList(size: Size(width: 320, height: 800), background: Color(hex: 0xFFFFFF))
        view.draw(in: Rect(x: 0, y: 0, width: 320, height: 800), painter: observer, into: &list)
        #expect(observer.states["i0"] == CellState())
        #expect(observer.states["i1"] == CellState(isSelected: true))
        #expect(observer.states["i2"] == CellState(isDisabled: true))
        // Editing, and row i3 swiped open: the views are configured again with the new states.
        view.isEditing = true
        view.swipedItemID = "i3"
        view.draw(in: Rect(x: 0, y: 0, width: 320, height: 800), painter: observer, into: &list)
        #expect(observer.states["i0"] == CellState(isEditing: true))
        #expect(observer.states["i3"] == CellState(isEditing: true, isSwiped: true))
        #expect(observer.states["i2"] == CellState(isDisabled: true, isEditing: true))
    }
}
