@testable import CollectionLayout
import Testing

/// Self-sizing (rule 11): items start at `estimatedItemSize`; a cell's preferred size reaches the
/// layout through an invalidation context naming just that item; the layout reflows only what
/// moved, keeps what the user sees in place, and ends with the exact content size.
@Suite("Flow layout: self-sizing and invalidation contexts")
struct FlowLayoutSelfSizingTests {
    /// The height each item wants: varied, deterministic.
    static func preferredHeight(_ item: Int) -> Double { Double(40 + (item * 37) % 90) }

    /// A 3-column vertical layout of `count` items 100 wide, estimated 100 × 60.
    private func estimatedLayout(count: Int) -> PreparedLayout {
        PreparedLayout(width: 320, height: 480, itemCounts: [count],
                       metrics: FlowSectionMetrics(itemSize: size(100, 60))) { _ in }
            .withEstimate(size(100, 60))
    }

    /// Tells the layout one cell's preferred height, as a collection view does, and prepares.
    @discardableResult
    private func measure(_ item: Int, in flow: PreparedLayout, height: Double? = nil) -> InvalidationContext? {
        let indexPath = IndexPath(item: item, section: 0)
        let original = flow.layout.layoutAttributesForItem(at: indexPath)!
        var preferred = original
        preferred.size = size(original.size.width, height ?? Self.preferredHeight(item))
        guard flow.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else {
            return nil
        }
        let context = flow.layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        flow.layout.invalidateLayout(with: context)
        flow.layout.prepare()
        return context
    }

    @Test func itemsStartAtTheEstimate() {
        let flow = estimatedLayout(count: 9)
        #expect(flow.items().allSatisfy { $0.size == size(100, 60) })
        #expect(flow.contentSize == size(320, 3 * 60 + 2 * 10))
    }

    @Test func theContextNamesOnlyThatItemAndTheGrowth() throws {
        let flow = estimatedLayout(count: 9)
        let context = try #require(measure(4, in: flow, height: 90))
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 4, section: 0)])
        #expect(!context.invalidateEverything)
        #expect(context.contentSizeAdjustment == size(0, 30))
        #expect(context.contentOffsetAdjustment == .zero)
        // Item 4's line grows by 30; the next line moves down by 30; the line before stays.
        #expect(flow.item(4) == rect(110, 70, 100, 90))
        #expect(flow.item(3) == rect(0, 85, 100, 60))
        #expect(flow.item(6).minY == 140 + 30)
        #expect(flow.item(0).minY == 0)
        #expect(flow.contentSize == size(320, 230))
    }

    @Test func aSamePreferredSizeDoesNotInvalidate() {
        let flow = estimatedLayout(count: 3)
        #expect(measure(1, in: flow, height: 60) == nil)
    }

    @Test func invalidatingOneItemReflowsOnlyItsLine() {
        let flow = estimatedLayout(count: 30_000)
        let before = flow.layout.placedItemCount
        measure(15_000, in: flow, height: 95)
        let placed = flow.layout.placedItemCount - before
        #expect(placed == 3, "one line of three items, not \(placed)")
        #expect(flow.item(15_000).height == 95)
        #expect(flow.contentSize.height == 10_000 * 60 + 9_999 * 10 + 35)
    }

    @Test func afterEveryCellIsMeasuredTheContentSizeIsExact() {
        let count = 50
        let flow = estimatedLayout(count: count)
        for item in 0..<count { measure(item, in: flow) }
        let exact = PreparedLayout(width: 320, height: 480, itemCounts: [count]) { collection in
            collection.setSizes((0..<count).map { size(100, Self.preferredHeight($0)) }, inSection: 0)
        }
        #expect(flow.contentSize == exact.contentSize)
        #expect(flow.items() == exact.items())
    }

    @Test func measuringACellAboveTheVisibleAreaKeepsTheVisibleItemsInPlace() throws {
        let flow = estimatedLayout(count: 60)
        // Scroll so that line 5 (items 15–17, y = 350) is at the top.
        flow.collection.bounds.origin = Point(x: 0, y: 350)
        let visibleBefore = flow.item(15).minY - flow.collection.bounds.minY
        let context = try #require(measure(4, in: flow, height: 100))
        #expect(context.contentOffsetAdjustment == Point(x: 0, y: 40))
        flow.collection.bounds.origin.y += context.contentOffsetAdjustment.y
        #expect(flow.item(15).minY - flow.collection.bounds.minY == visibleBefore)
    }

    /// UIKit: with an estimated item size every cell self-sizes; the delegate's size is that
    /// item's estimate (it starts there), and the cell's preferred size wins.
    @Test func delegateSizesAreEstimatesWhenSelfSizing() throws {
        let flow = PreparedLayout(width: 320, itemCounts: [3]) { collection in
            collection.itemSizes[IndexPath(item: 1, section: 0)] = size(100, 50)
        }.withEstimate(size(100, 60))
        #expect(flow.item(1).height == 50)
        // 50 → 120: the line (items 0–2, all on one line at width 320) grows from 60 to 120.
        let context = try #require(measure(1, in: flow, height: 120))
        #expect(context.contentSizeAdjustment == Size(width: 0, height: 60))
        #expect(flow.item(1).height == 120)
    }

    @Test func theQuestionIsPure() throws {
        let flow = estimatedLayout(count: 3)
        var preferred = try #require(flow.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let original = preferred
        // Asking twice gives the same answer and changes nothing.
        preferred.size.height = 90
        #expect(flow.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        #expect(flow.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        #expect(flow.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == original)
        #expect(!flow.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: original, withOriginalAttributes: original))
    }

    @Test func measuredSizesSurviveAWidthChange() {
        let flow = estimatedLayout(count: 6)
        measure(0, in: flow, height: 111)
        flow.collection.bounds.size.width = 500
        #expect(flow.layout.shouldInvalidateLayout(forBoundsChange: flow.collection.bounds))
        flow.layout.invalidateLayout(with: flow.layout.invalidationContext(forBoundsChange: flow.collection.bounds))
        flow.layout.prepare()
        #expect(flow.item(0).height == 111)
        #expect(flow.contentSize.width == 500)
    }
}

extension PreparedLayout {
    /// The same layout with an estimated item size, prepared again.
    func withEstimate(_ estimate: Size) -> PreparedLayout {
        layout.estimatedItemSize = estimate
        layout.invalidateLayout(with: .everything)
        layout.prepare()
        return self
    }
}

/// Incremental reflow agrees with a full layout, including the case where a line's first item
/// shrinks enough to move up to the line before (found by review).
@Suite struct FlowLayoutReflowTests {
    @Test func aShrinkingFirstItemMovesUpALine() {
        let geometry = { (widths: [Double]) -> FlowSectionGeometry in
            FlowSectionGeometry(metrics: FlowSectionMetrics(minimumInteritemSpacing: 0, minimumLineSpacing: 0),
                                headerExtent: 0, footerExtent: 0, sizes: widths.map { Size(width: $0, height: 10) },
                                sources: widths.map { _ in .estimate }, isUniform: false)
        }
        let axes = FlowAxes(direction: .vertical)
        let builder = FlowLineBuilder(available: 100, interitemSpacing: 0, axes: axes)
        var incremental = geometry([60, 50, 50])
        _ = incremental.layOut(builder: builder, axes: axes)
        incremental.sizes[1] = Size(width: 40, height: 10)
        _ = incremental.reflow(firstChanged: 1, lastChanged: 1, builder: builder, axes: axes)
        var full = geometry([60, 40, 50])
        _ = full.layOut(builder: builder, axes: axes)
        #expect(incremental.lines.map { [$0.firstItem, $0.endItem] } == full.lines.map { [$0.firstItem, $0.endItem] })
        #expect(incremental.extent == full.extent)
    }

    @Test func randomPreferredSizesMatchAFreshLayout() {
        var generator = SplitMix64(seed: 99)
        for _ in 0..<40 {
            let count = Int.random(in: 5...60, using: &generator)
            let flow = PreparedLayout(width: 320, itemCounts: [count], metrics: FlowSectionMetrics(itemSize: size(100, 60))) { _ in }
                .withEstimate(size(100, 60))
            var sizes = [Size](repeating: size(100, 60), count: count)
            for _ in 0..<10 {
                let item = Int.random(in: 0..<count, using: &generator)
                let new = size(Double.random(in: 20...300, using: &generator), Double.random(in: 20...120, using: &generator))
                sizes[item] = new
                let original = flow.layout.layoutAttributesForItem(at: IndexPath(0, item))!
                var preferred = original
                preferred.size = new
                if flow.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                    flow.layout.invalidateLayout(with: flow.layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                                       withOriginalAttributes: original))
                    flow.layout.prepare()
                }
            }
            let fresh = PreparedLayout(width: 320, itemCounts: [count]) { $0.setSizes(sizes, inSection: 0) }
            // Equal but for the last bits (a reflow adds a delta where a full layout sums afresh).
            #expect(flow.items().count == fresh.items().count)
            #expect(zip(flow.items(), fresh.items()).allSatisfy { approximately($0, $1, tolerance: 1e-6) })
            #expect(abs(flow.contentSize.height - fresh.contentSize.height) < 1e-6)
        }
    }

    @Test func tinyItemsDoNotHang() {
        let flow = PreparedLayout(width: 320, itemCounts: [3], metrics: FlowSectionMetrics(
            itemSize: size(1e-10, 1e-10), minimumInteritemSpacing: 0, minimumLineSpacing: 0))
        #expect(flow.items().count == 3)
    }
}
