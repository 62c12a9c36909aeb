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

    /// A sizer whose cells want a height of 10 000 / their offered width (so a card measured at
    /// one width is wrong at another), and which keeps the widths it was asked at.
    @MainActor final class WidthDependentSizer: CellSizer {
        private(set) var asked: [(itemID: String, width: Double)] = []

        func preferredLayoutAttributes(fitting attributes: LayoutAttributes, itemID: String) -> LayoutAttributes? {
            asked.append((itemID, attributes.size.width))
            var preferred = attributes
            preferred.size.height = 10_000 / attributes.size.width
            return preferred
        }
    }

    @Test func aCardRaisedToAnotherWidthIsAskedAgainAndTakesItsHeightThere() throws {
        let circle = CircleLayout()
        circle.selfSizing = true
        circle.itemSize = Size(width: 50, height: 50)
        circle.raisedItemSize = Size(width: 200, height: 130)
        let data = CollectionData(sections: [CollectionData.Section(id: "s0", itemIDs: (0..<8).map { "item-\($0)" })])
        let view = CollectionView(data: data, layout: circle, viewportSize: Size(width: 800, height: 600))
        let sizer = WidthDependentSizer()
        view.cellSizer = sizer
        view.layoutIfNeeded()
        // Every disc was asked once, at the ring's width; the ring keeps its 50×50 discs.
        #expect(sizer.asked.count == 8 && sizer.asked.allSatisfy { $0.width == 50 })
        #expect(circle.layoutAttributesForItem(at: IndexPath(0, 3))?.size == Size(width: 50, height: 50))
        // Raised, item 3 is laid out 200 wide: it is asked again there, and takes 10 000 / 200 = 50.
        circle.raisedItems = [IndexPath(0, 3)]
        view.invalidateLayoutNow()
        view.layoutIfNeeded()
        #expect(sizer.asked.count == 9 && sizer.asked.last?.itemID == "item-3" && sizer.asked.last?.width == 200)
        #expect(circle.layoutAttributesForItem(at: IndexPath(0, 3))?.size == Size(width: 200, height: 50))
        // Settled: nothing more is asked.
        view.invalidateLayoutNow()
        view.layoutIfNeeded()
        #expect(sizer.asked.count == 9)
    }

    @Test func coverFlowCardsOnScreenTakeTheirPreferredHeights() throws {
        let coverFlow = CoverFlowLayout()
        coverFlow.selfSizing = true
        let data = CollectionData(sections: [CollectionData.Section(id: "s0", itemIDs: (0..<50).map { "item-\($0)" })])
        let view = CollectionView(data: data, layout: coverFlow, viewportSize: Size(width: 1000, height: 600))
        let sizer = FakeSizer()
        view.cellSizer = sizer
        view.layoutIfNeeded()
        // FakeSizer: 40 + (29 · item mod 80) → item 0: 40, item 1: 69, item 2: 98 (width kept, 220).
        for (item, height) in [(0, 40.0), (1, 69), (2, 98)] {
            let frame = try #require(coverFlow.layoutAttributesForItem(at: IndexPath(0, item))).frame
            #expect(frame.size == Size(width: 220, height: height))
            #expect(frame.midY == 300)
        }
        // Far items were not asked and keep the estimate.
        #expect(!sizer.asked.contains("item-40"))
        #expect(coverFlow.layoutAttributesForItem(at: IndexPath(0, 40))?.size == Size(width: 220, height: 280))
    }
}
