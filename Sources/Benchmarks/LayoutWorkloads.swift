import CollectionLayout
import CollectionView
import Foundation
import Playground
import Typography

/// The flow-layout workloads of the layout-core issue.
@MainActor
struct LayoutWorkloads {
    var runs: Int
    var corpus: TextCorpus
    var fonts: FontLibrary

    /// Every layout workload's result whose name passes `filter`.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        if filter("flow.prepare.fixed.100k") {
            let collection = CountedCollection(counts: [100_000], bounds: Rect(x: 0, y: 0, width: 1024, height: 768))
            let layout = FlowLayout()
            layout.metrics.itemSize = Size(width: 90, height: 90)
            layout.context = collection
            layout.prepare()
            let samples = (0..<runs).map { _ in Stopwatch.seconds { layout.prepare() } * 1000 }
            results.append(BenchmarkResult(name: "flow.prepare.fixed.100k", unit: "ms", samples: samples))
        }
        for (name, count) in [("flow.query.10k", 10_000), ("flow.query.1m", 1_000_000)] where filter(name) {
            results.append(query(name: name, itemCount: count))
        }
        if filter("flow.invalidate.one.100k") { results.append(invalidateOne()) }
        if filter("flow.selfsize.first-frame.1m") { results.append(try selfSizingFirstFrame()) }
        if filter("flow.memory.1m") { results.append(memory()) }
        return results
    }

    /// Microseconds to reflow after one item of a 100,000-item layout changes size.
    private func invalidateOne() -> BenchmarkResult {
        let collection = CountedCollection(counts: [100_000], bounds: Rect(x: 0, y: 0, width: 1024, height: 768))
        let layout = FlowLayout()
        layout.metrics.itemSize = Size(width: 300, height: 120)
        layout.estimatedItemSize = Size(width: 300, height: 120)
        layout.context = collection
        layout.prepare()
        var generator = SplitMix64(seed: 7)
        let samples = (0..<runs).map { _ -> Double in
            let indexPath = IndexPath(item: Int.random(in: 0..<100_000, using: &generator), section: 0)
            let original = layout.layoutAttributesForItem(at: indexPath)!
            var preferred = original
            preferred.size.height = original.size.height == 120 ? 150 : 120
            return Stopwatch.seconds {
                _ = layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
                layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                         withOriginalAttributes: original))
                layout.prepare()
            } * 1e6
        }
        return BenchmarkResult(name: "flow.invalidate.one.100k", unit: "µs", samples: samples)
    }

    /// Milliseconds from a new 1,000,000-item self-sizing layout to its first screen measured
    /// (real text, cold caches) and laid out.
    private func selfSizingFirstFrame() throws -> BenchmarkResult {
        let font = try fonts.face(for: .body)
        let size = TextStyle.body.pointSize(for: .L)
        let count = 1_000_000
        let data = CollectionData(sections: [CollectionData.Section(id: "s0", itemIDs: (0..<count).map { "i\($0)" })])
        let samples = (0..<runs).map { _ -> Double in
            let sizer = TextCellSizer(texts: corpus.paragraphs, font: font, pointSize: size, measurer: fonts.makeMeasurer())
            return Stopwatch.seconds {
                let layout = FlowLayout()
                layout.metrics.itemSize = Size(width: 300, height: 120)
                layout.estimatedItemSize = Size(width: 300, height: 120)
                let view = CollectionView(data: data, layout: layout, viewportSize: Size(width: 1024, height: 768))
                view.cellSizer = sizer
                view.layoutIfNeeded()
                precondition(sizer.measured > 0, "nothing was measured")
            } * 1000
        }
        return BenchmarkResult(name: "flow.selfsize.first-frame.1m", unit: "ms", samples: samples)
    }

    /// Megabytes of heap a prepared 1,000,000-item flow layout adds.
    private func memory() -> BenchmarkResult {
        let samples = (0..<min(runs, 3)).map { _ -> Double in
            let before = HeapMemory.megabytes()
            let collection = CountedCollection(counts: [1_000_000], bounds: Rect(x: 0, y: 0, width: 1024, height: 768))
            let layout = FlowLayout()
            layout.estimatedItemSize = Size(width: 300, height: 120)
            layout.context = collection
            layout.prepare()
            let after = HeapMemory.megabytes()
            withExtendedLifetime(layout) {}
            return after - before
        }
        return BenchmarkResult(name: "flow.memory.1m", unit: "MB", samples: samples)
    }

    /// Microseconds per attributes-in-rect query of a 1024×768 rect at seeded random offsets.
    private func query(name: String, itemCount: Int) -> BenchmarkResult {
        let collection = CountedCollection(counts: [itemCount], bounds: Rect(x: 0, y: 0, width: 1024, height: 768))
        let layout = FlowLayout()
        layout.metrics.itemSize = Size(width: 90, height: 90)
        layout.context = collection
        layout.prepare()
        return RectQueryBenchmark.run(layout, name: name, runs: runs)
    }
}
