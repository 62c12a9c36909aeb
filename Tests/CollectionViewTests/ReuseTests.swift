import CollectionLayout
import Testing
@testable import CollectionView

/// Views are recycled: scrolling through 100,000 items keeps the number of live and created
/// views bounded by what fits on (and near) the screen.
@MainActor @Suite struct ReuseTests {
    @Test func scrollingThroughAHundredThousandItemsKeepsViewsBounded() {
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100))
        let data = CollectionData(sections: [.init(id: "s0", itemIDs: (0..<100_000).map { "i\($0)" })])
        let view = CollectionView(data: data, layout: flow, viewportSize: Size(width: 320, height: 480))
        var largestLive = 0
        var offset = 0.0
        while offset < view.maximumContentOffset.y {
            view.setContentOffset(Point(x: 0, y: offset))
            view.updateLiveViews()
            largestLive = max(largestLive, view.reuse.liveViews.count)
            offset += 997
        }
        // 480 points of viewport plus half a screen on each side: at most 10 lines of 3.
        #expect(largestLive <= 36)
        #expect(view.reuse.createdCount <= 2 * 36)
        #expect(view.reuse.liveViews.keys.allSatisfy { identity in
            if case .cell(let id) = identity { return Int(id.dropFirst())! > 99_000 } else { return true }
        })
    }

    @Test func aViewLeavingTheScreenIsPreparedForReuseAndShowsAnotherElement() {
        final class CountingView: ReusableView {
            static var prepared = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                Self.prepared += 1
            }
        }
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100))
        let data = CollectionData(sections: [.init(id: "s0", itemIDs: (0..<300).map { "i\($0)" })])
        let view = CollectionView(data: data, layout: flow, viewportSize: Size(width: 320, height: 200))
        view.reuse.register("cell") { CountingView(reuseIdentifier: $0) }
        view.updateLiveViews()
        let first = view.reuse.liveViews[.cell(itemID: "i0")]
        #expect(first?.attributes?.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        view.setContentOffset(Point(x: 0, y: 3000))
        view.updateLiveViews()
        #expect(view.reuse.liveViews[.cell(itemID: "i0")] == nil)
        #expect(CountingView.prepared > 0)
        #expect(view.reuse.liveViews.values.contains { $0 === first })
    }
}
