import CollectionLayout
import CollectionView
import Playground

/// The data-source workloads: index-path mapping through a composed data source.
@MainActor
struct DataSourceWorkloads {
    var runs: Int

    /// Every data-source workload's result whose name passes `filter`.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        filter("datasource.composed.map.100k") ? [try mapThroughComposition()] : []
    }

    /// Milliseconds to map 100,000 global index paths to their child's local ones and back,
    /// through a composed source of 10 children (each 10 sections of 1,000 items).
    private func mapThroughComposition() throws -> BenchmarkResult {
        let children = try (0..<10).map { child in
            try ComposedDataSource(children: (0..<10).map { section in
                BasicDataSource(sectionID: "c\(child)s\(section)", items: (0..<1_000).map { "c\(child)s\(section)i\($0)" })
            })
        }
        let composed = try ComposedDataSource(children: children)
        let mapping = composed.mapping
        var generator = SplitMix64(seed: 100)
        let indexPaths = (0..<100_000).map { _ in
            IndexPath(item: Int.random(in: 0..<1_000, using: &generator), section: Int.random(in: 0..<100, using: &generator))
        }
        var roundTrips = 0
        let samples = (0..<runs).map { _ in
            Stopwatch.seconds {
                roundTrips = 0
                for indexPath in indexPaths {
                    guard let local = mapping.localIndexPath(forGlobal: indexPath),
                          mapping.globalIndexPath(forLocal: local.indexPath, inChild: local.child) == indexPath else { continue }
                    roundTrips += 1
                }
            } * 1000
        }
        precondition(roundTrips == indexPaths.count, "an index path did not map back to itself")
        return BenchmarkResult(name: "datasource.composed.map.100k", unit: "ms", samples: samples)
    }
}
