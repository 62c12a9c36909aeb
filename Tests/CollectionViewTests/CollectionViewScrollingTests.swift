import CollectionLayout
import Testing
@testable import CollectionView

/// Scrolling stays within the content, resizing asks the layout, drawing covers what is visible.
@MainActor @Suite struct CollectionViewScrollingTests {
    private func makeView(count: Int = 100, size: Size = Size(width: 320, height: 400)) -> CollectionView {
        let layout = FlowLayout()
        layout.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100))
        let data = CollectionData(sections: [CollectionData.Section(id: "s0", itemIDs: (0..<count).map { "i\($0)" })])
        return CollectionView(data: data, layout: layout, viewportSize: size)
    }

    @Test func scrollingIsClampedToTheContent() {
        let view = makeView()
        // 100 items, 3 a line: 34 lines of 100 with 33 gaps of 10 = 3730 tall.
        #expect(view.contentSize == Size(width: 320, height: 3730))
        view.scroll(by: Point(x: 50, y: -30))
        #expect(view.contentOffset == .zero)
        view.scroll(by: Point(x: 0, y: 1_000_000))
        #expect(view.contentOffset == Point(x: 0, y: 3730 - 400))
    }

    @Test func aWiderWindowLaysOutAgainAndAZeroSizeIsHarmless() {
        let view = makeView()
        view.resize(to: Size(width: 430, height: 400))
        #expect(view.contentSize.width == 430)
        #expect(view.contentSize.height == 25 * 100 + 24 * 10)
        view.resize(to: Size(width: 0, height: 0))
        #expect(view.contentOffset.x.isFinite && view.contentOffset.y.isFinite)
        #expect(view.visibleAttributes().isEmpty)
    }

    @Test func visibleAttributesAreWhatMeetsTheBoundsInPaintingOrder() {
        let view = makeView()
        view.setContentOffset(Point(x: 0, y: 105))
        let items = view.visibleAttributes().map(\.indexPath.item)
        // Lines at y = 110… (items 3–5) through y = 440… (items 12–14) meet 105…505.
        #expect(items == Array(3...14))
    }

    @Test func drawingClipsToTheCollectionFrameAndPaintsEachVisibleElement() {
        final class Recorder: ElementPainter {
            var frames: [Rect] = []
            func paint(_ attributes: LayoutAttributes, itemID: String?, state: CellState, frame: Rect, into list: inout DrawList) {
                frames.append(frame)
                list.append(.fill(frame, color: Color(hex: 0xFF0000), cornerRadius: 0))
            }
        }
        let view = makeView()
        let recorder = Recorder()
        var list = DrawList(size: Size(width: 320, height: 456), background: Color(hex: 0))
        view.draw(in: Rect(x: 0, y: 56, width: 320, height: 400), painter: recorder, into: &list)
        #expect(list.commands.first == .pushClip(Rect(x: 0, y: 56, width: 320, height: 400)))
        #expect(list.commands.last == .popClip)
        // Views paint in their own points; the drawing is moved to the window: (0, 56) is the
        // collection frame's origin plus the first item's origin (0, 0), the offset being 0.
        #expect(recorder.frames.first == Rect(x: 0, y: 0, width: 100, height: 100))
        #expect(list.commands[1] == .fill(Rect(x: 0, y: 56, width: 100, height: 100), color: Color(hex: 0xFF0000), cornerRadius: 0))
        #expect(recorder.frames.count == 12)
    }
}
