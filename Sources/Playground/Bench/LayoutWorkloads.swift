import CollectionLayout

/// The flow-layout workloads of the layout-core issue.
@MainActor
struct LayoutWorkloads {
    var runs: Int

    /// Every layout workload's result whose name passes `filter`.
    func results(including filter: (String) -> Bool) -> [BenchmarkResult] {
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
        return results
    }

    /// Microseconds per attributes-in-rect query of a 1024×768 rect at seeded random offsets.
    private func query(name: String, itemCount: Int) -> BenchmarkResult {
        let collection = CountedCollection(counts: [itemCount], bounds: Rect(x: 0, y: 0, width: 1024, height: 768))
        let layout = FlowLayout()
        layout.metrics.itemSize = Size(width: 90, height: 90)
        layout.context = collection
        layout.prepare()
        let height = layout.collectionViewContentSize.height
        var generator = SeededGenerator(seed: 42)
        let offsets = (0..<1000).map { _ in Double.random(in: 0...max(0, height - 768), using: &generator) }
        var found = 0
        let samples = (0..<runs).map { _ in
            Stopwatch.seconds {
                for y in offsets { found += layout.layoutAttributesForElements(in: Rect(x: 0, y: y, width: 1024, height: 768)).count }
            } / Double(offsets.count) * 1e6
        }
        precondition(found > 0, "queries found nothing")
        return BenchmarkResult(name: name, unit: "µs", samples: samples)
    }
}
