import CollectionLayout
import Testing
@testable import CollectionView

/// A cell sizer whose cells want a height that depends on their item number.
@MainActor
final class FakeSizer: CellSizer {
    private(set) var asked: [String] = []

    func preferredLayoutAttributes(fitting attributes: LayoutAttributes, itemID: String) -> LayoutAttributes? {
        asked.append(itemID)
        var preferred = attributes
        preferred.size.height = 40 + Double((attributes.indexPath.item * 29) % 80)
        return preferred
    }
}

/// The collection view's self-sizing pass: cells near the visible bounds are measured once,
/// far ones keep their estimate, and what the user sees does not jump.
@MainActor @Suite struct CollectionViewSelfSizingTests {
    private func makeView(count: Int) -> (CollectionView, FlowLayout, FakeSizer) {
        let sizer = FakeSizer()
        let (view, layout) = TestViews.selfSizingFlow(count: count, sizer: sizer)
        return (view, layout, sizer)
    }

    @Test func onlyCellsNearTheVisibleBoundsAreMeasuredEachOnce() {
        let (view, layout, sizer) = makeView(count: 3000)
        view.layoutIfNeeded()
        #expect(!sizer.asked.isEmpty)
        #expect(sizer.asked.count == Set(sizer.asked).count)
        #expect(sizer.asked.count < 60)
        // A far item is still at the estimate.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2000, section: 0))?.size.height == 60)
        let asked = sizer.asked.count
        view.layoutIfNeeded()
        #expect(sizer.asked.count == asked)
    }

    @Test func scrollingDownMeasuresWithoutMovingWhatIsOnScreen() {
        let (view, layout, _) = makeView(count: 3000)
        view.layoutIfNeeded()
        view.setContentOffset(Point(x: 0, y: 20_000))
        // The first visible line (partly on screen) keeps its top on screen; its cells may
        // recentre within it, since they themselves change size.
        let cells = view.visibleAttributes().filter { $0.category == .cell }
        let top = cells.map(\.frame.minY).min()!
        let firstLine = cells.filter { $0.frame.minY == top }.map(\.indexPath)
        let before = top - view.contentOffset.y
        view.layoutIfNeeded()
        let after = firstLine.map { layout.layoutAttributesForItem(at: $0)!.frame.minY }.min()! - view.contentOffset.y
        #expect(abs(after - before) < 1e-6)
        // Lines below it moved to make room, and the offset moved by what grew above.
        #expect(view.contentOffset.y != 20_000)
    }

    @Test func scrollingThroughEverythingEndsWithTheExactContentSize() {
        let count = 300
        let (view, layout, _) = makeView(count: count)
        view.layoutIfNeeded()
        while view.contentOffset.y < view.maximumContentOffset.y {
            view.scroll(by: Point(x: 0, y: 150))
            view.layoutIfNeeded()
        }
        let exact = FlowLayout()
        exact.metrics = layout.metrics
        final class Exact: LayoutContext, FlowLayoutDelegate {
            let count: Int
            init(count: Int) { self.count = count }
            var bounds: Rect { Rect(x: 0, y: 0, width: 320, height: 400) }
            var numberOfSections: Int { 1 }
            func numberOfItems(inSection section: Int) -> Int { count }
            func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? {
                Size(width: 100, height: 40 + Double((indexPath.item * 29) % 80))
            }
        }
        let context = Exact(count: count)
        exact.context = context
        exact.delegate = context
        exact.prepare()
        #expect(view.contentSize == exact.collectionViewContentSize)
    }

    @Test func aNewLayoutIsMeasuredAfresh() {
        let (view, _, sizer) = makeView(count: 100)
        view.layoutIfNeeded()
        let asked = sizer.asked.count
        let other = FlowLayout()
        other.estimatedItemSize = Size(width: 100, height: 60)
        view.setLayout(other)
        view.layoutIfNeeded()
        #expect(sizer.asked.count > asked)
    }
}
