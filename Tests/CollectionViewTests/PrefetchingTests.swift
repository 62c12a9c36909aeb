import CollectionLayout
import Testing
@testable import CollectionView

/// Display callbacks and prefetching as UIKit makes them, on a grid worked by hand: 100-point
/// squares three a line (x 0, 110, 220) on lines 110 apart (line n at y = 110 n) in a 320 × 400 view.
@MainActor @Suite struct PrefetchingTests {
    /// Records every callback in order.
    private final class Recorder: CollectionViewDelegate, CollectionViewDataSourcePrefetching {
        var calls: [String] = []
        func collectionView(_ view: CollectionView, willDisplayItemAt indexPath: IndexPath) { calls.append("will \(indexPath.item)") }
        func collectionView(_ view: CollectionView, didEndDisplayingItemAt indexPath: IndexPath) { calls.append("end \(indexPath.item)") }
        func collectionView(_ view: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            calls.append("prefetch " + indexPaths.map { "\($0.item)" }.joined(separator: ","))
        }
        func collectionView(_ view: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
            calls.append("cancel " + indexPaths.map { "\($0.item)" }.joined(separator: ","))
        }
        func take() -> [String] { defer { calls = [] }; return calls }
    }

    private func items(_ range: ClosedRange<Int>, _ word: String) -> [String] { range.map { "\(word) \($0)" } }
    private func list(_ range: ClosedRange<Int>) -> String { range.map(String.init).joined(separator: ",") }

    @Test func cellsAreAnnouncedAsTheyComeAndGoAndTheScreenAheadIsPrefetched() {
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100))
        let data = CollectionData(sections: [.init(id: "s0", itemIDs: (0..<300).map { "i\($0)" })])
        let view = CollectionView(data: data, layout: flow, viewportSize: Size(width: 320, height: 400))
        let recorder = Recorder()
        view.delegate = recorder
        view.prefetchDataSource = recorder
        view.layoutIfNeeded()
        // At rest on [0, 400): lines 0–3 (line 3 is 330 … 430) — items 0–11; nothing prefetched
        // before anything has scrolled.
        #expect(recorder.take() == items(0...11, "will"))

        // Down to 50: [50, 450) adds line 4 (440 … 540); the screen ahead, [450, 850), holds lines
        // 5, 6 and 7 (770 … 870): items 15–23.
        view.setContentOffset(Point(x: 0, y: 50))
        view.layoutIfNeeded()
        #expect(recorder.take() == items(12...14, "will") + ["prefetch \(list(15...23))"])

        // Down to 500: [500, 900) is lines 4–8; lines 0–3 left; the prefetched 15–23 came on screen
        // (nothing to cancel); ahead, [900, 1300): lines 9–11, items 27–35.
        view.setContentOffset(Point(x: 0, y: 500))
        view.layoutIfNeeded()
        #expect(recorder.take() == items(0...11, "end") + items(15...26, "will") + ["prefetch \(list(27...35))"])

        // Back up to 400: [400, 800) is lines 3–7; line 8 left, line 3 came back; scrolling turned,
        // so 27–35 will not appear: cancelled; ahead is now above, [0, 400): lines 0–2, items 0–8.
        view.setContentOffset(Point(x: 0, y: 400))
        view.layoutIfNeeded()
        #expect(recorder.take() == items(24...26, "end") + items(9...11, "will") + ["cancel \(list(27...35))", "prefetch \(list(0...8))"])
    }

    @Test func theTraceNamesTheCallsAsUIKitSpellsThem() {
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100))
        let data = CollectionData(sections: [.init(id: "s0", itemIDs: (0..<60).map { "i\($0)" })])
        let view = CollectionView(data: data, layout: flow, viewportSize: Size(width: 320, height: 400))
        view.trace = LayoutTrace()
        view.layoutIfNeeded()
        view.setContentOffset(Point(x: 0, y: 50))
        view.layoutIfNeeded()
        let lines = view.trace!.entries.filter { $0.layout == "delegate" || $0.layout == "dataSource" }.map { "\($0.call.name) \($0.call.details)" }
        #expect(lines.first == "collectionView(_:willDisplay:forItemAt:) [0, 0]")
        #expect(lines.contains("collectionView(_:willDisplay:forItemAt:) [0, 14]"))
        #expect(lines.last == "collectionView(_:prefetchItemsAt:) " + (15...23).map { "[0, \($0)]" }.joined(separator: " "))
    }
}
