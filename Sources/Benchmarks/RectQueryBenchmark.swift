import CollectionLayout

/// The rect-query workload every layout shares: microseconds per `layoutAttributesForElements(in:)`
/// of a 1024×768 rect at 1,000 seeded random offsets down a prepared layout's content.
enum RectQueryBenchmark {
    /// The result named `name` for `layout` (already prepared), over `runs` runs.
    @MainActor
    static func run(_ layout: any CollectionViewLayout, name: String, runs: Int) -> BenchmarkResult {
        let height = layout.collectionViewContentSize.height
        var generator = SplitMix64(seed: 42)
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
