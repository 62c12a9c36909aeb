import CardDrawing
import CollectionLayout
import CollectionView
import Playground
import SceneFormat
import Typography

/// The grid's workloads: 10,000 variable-height rows (a one-column self-sizing table, 375
/// points wide) whose heights come from their text (`GridRowContent`: a title and a corpus
/// string as subtitle, at L).
/// - `grid.prepare.variable.10k`: one `prepare()` with every row's text measured (heights
///   known): rows as tall as their text, positions, separators.
/// - `grid.prepare.variable.10k.again`: coming back to a text size seen before, as the app does:
///   a fresh layout seeded with the heights its rows measured last time (`GridMeasuredHeights`:
///   the data compared with the data they were measured in, then taken as they are), and its prepare.
/// - `grid.prepare.variable.10k.again-after-edit`: the same after a row was deleted meanwhile:
///   the heights looked up by item id for each of the 9,999 rows.
/// - `grid.query.10k`: attributes in a 1024×768 rect at random offsets of 10,000 cells in
///   three columns of 44-point rows — each cell's attributes carrying its `columnIndex` (peer:
///   `flow.query.10k`).
@MainActor
struct GridWorkloads {
    var runs: Int
    var corpus: TextCorpus
    var fonts: FontLibrary

    /// Every grid workload's result whose name passes `filter`.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        if filter("grid.query.10k") { results.append(query()) }
        guard filter("grid.prepare.variable.10k") else { return results }
        try fonts.loadAll()
        let measurer = fonts.makeMeasurer()
        let items = (0..<10_000).map { index in
            SceneItem(id: "row-\(index)", title: "Row \(index + 1)", subtitle: corpus.paragraphs[index % corpus.paragraphs.count])
        }
        let width = 375.0
        // The first visit measures every row (not timed here: `text.measure.*` times measuring).
        let measured = try items.map {
            try GridRowContent(item: $0, width: width, category: .L, fonts: fonts, measurer: measurer).preferredHeight
        }
        /// A one-column grid of variable rows over `rows` items (the layout holds its context weakly:
        /// the caller keeps the collection).
        func freshGrid(rows: Int) -> (GridLayout, CountedCollection) {
            let collection = CountedCollection(counts: [rows], bounds: Rect(x: 0, y: 0, width: width, height: 800))
            let grid = GridLayout()
            grid.defaultMetrics = GridSectionMetrics(rowHeight: .estimated(60), numberOfColumns: 1)
            grid.context = collection
            return (grid, collection)
        }
        func prepared(_ heights: [Double]) -> (GridLayout, CountedCollection) {
            let (grid, collection) = freshGrid(rows: heights.count)
            grid.prepare()
            var context = InvalidationContext()
            for (item, height) in heights.enumerated() {
                guard let original = grid.layoutAttributesForItem(at: IndexPath(item: item, section: 0)) else { continue }
                var preferred = original
                preferred.size.height = height
                context.formUnion(grid.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
            }
            grid.invalidateLayout(with: context)
            return (grid, collection)
        }
        let (grid, collection) = prepared(measured)
        var first: [Double] = []
        withExtendedLifetime(collection) {
            for _ in 0..<runs {
                grid.invalidateLayout(with: GridLayout.metricsChanged)
                first.append(Stopwatch.seconds { grid.prepare() } * 1000)
            }
        }
        precondition(abs(grid.collectionViewContentSize.height - measured.reduce(0, +)) < 1e-6, "a row did not take its text's height")
        // What the app keeps when it leaves the text size (`GridMeasuredHeights`): the heights by
        // index path for the data they were measured in, and by item id.
        let data = CollectionData(sections: [CollectionData.Section(id: "s0", itemIDs: items.map(\.id))])
        var byID: [String: Double] = [:]
        for (indexPath, height) in grid.measuredItemHeights { byID[items[indexPath.item].id] = height }
        let kept = GridMeasuredHeights(data: data, byIndexPath: grid.measuredItemHeights, byItemID: byID)
        /// Milliseconds to seed a fresh grid with the kept heights for `current` data, and prepare it.
        func revisit(_ current: CollectionData) -> (milliseconds: Double, contentHeight: Double) {
            let (layout, collection) = freshGrid(rows: current.sections[0].itemIDs.count)
            let milliseconds = withExtendedLifetime(collection) {
                Stopwatch.seconds {
                    layout.useMeasuredHeights(kept.heights(for: current))
                    layout.prepare()
                } * 1000
            }
            return (milliseconds, layout.collectionViewContentSize.height)
        }
        var again: [Double] = []
        for _ in 0..<runs {
            let run = revisit(data)
            again.append(run.milliseconds)
            precondition(abs(run.contentHeight - measured.reduce(0, +)) < 1e-6, "a row lost its height")
        }
        // After an edit (one row deleted): the heights looked up by item id for 9,999 rows.
        let edited = CollectionData(sections: [CollectionData.Section(id: "s0", itemIDs: Array(items.dropFirst().map(\.id)))])
        let afterEdit = (0..<runs).map { _ in revisit(edited).milliseconds }
        return results + [BenchmarkResult(name: "grid.prepare.variable.10k", unit: "ms", samples: first),
                BenchmarkResult(name: "grid.prepare.variable.10k.again-after-edit", unit: "ms", samples: afterEdit),
                BenchmarkResult(name: "grid.prepare.variable.10k.again", unit: "ms", samples: again)].filter { filter($0.name) }
    }

    /// Microseconds per rect query of 10,000 cells in three columns of fixed 44-point rows.
    private func query() -> BenchmarkResult {
        let collection = CountedCollection(counts: [10_000], bounds: Rect(x: 0, y: 0, width: 1024, height: 768))
        let grid = GridLayout()
        grid.defaultMetrics = GridSectionMetrics(rowHeight: .fixed(44), numberOfColumns: 3)
        grid.context = collection
        grid.prepare()
        return withExtendedLifetime(collection) { RectQueryBenchmark.run(grid, name: "grid.query.10k", runs: runs) }
    }
}
