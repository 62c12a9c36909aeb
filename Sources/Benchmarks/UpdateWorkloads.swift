import CollectionLayout
import CollectionView
import Playground

/// The batch-update workloads of the UIKit-fidelity issue.
@MainActor
struct UpdateWorkloads {
    var runs: Int

    /// Every update workload's result whose name passes `filter`.
    func results(including filter: (String) -> Bool) -> [BenchmarkResult] {
        filter("flow.update.insert.selfsized.100k") ? [insertIntoMeasuredFlow()] : []
    }

    /// A sizer whose answers belong to items ("i<n>" wants 60 + 37n mod 90 points), counting
    /// the items it is asked about more than once.
    private final class CountingSizer: CellSizer {
        var asked: Set<String> = []
        var askedAgain = 0

        static func height(item: Int) -> Double { 60 + Double((item * 37) % 90) }

        func preferredLayoutAttributes(fitting attributes: LayoutAttributes, itemID: String) -> LayoutAttributes? {
            if !asked.insert(itemID).inserted { askedAgain += 1 }
            var preferred = attributes
            preferred.size.height = Int(itemID.dropFirst()).map(Self.height(item:)) ?? 90
            return preferred
        }
    }

    /// Milliseconds for one animated insert above the screen into a 100,000-item self-sizing
    /// flow (one section, three columns) whose every size is measured; no item is measured again.
    private func insertIntoMeasuredFlow() -> BenchmarkResult {
        let count = 100_000
        let layout = FlowLayout()
        layout.metrics.itemSize = Size(width: 300, height: 120)
        layout.estimatedItemSize = Size(width: 300, height: 120)
        let data = CollectionData(sections: [CollectionData.Section(id: "s0", itemIDs: (0..<count).map { "i\($0)" })])
        let view = CollectionView(data: data, layout: layout, viewportSize: Size(width: 1024, height: 768))
        // Every item measured (varied heights), in one invalidation.
        var everything = InvalidationContext()
        for item in 0..<count {
            let indexPath = IndexPath(item: item, section: 0)
            let original = layout.layoutAttributesForItem(at: indexPath)!
            var preferred = original
            preferred.size.height = CountingSizer.height(item: item)
            everything.formUnion(layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        }
        view.invalidateLayout(with: everything)
        view.setContentOffset(Point(x: 0, y: view.contentSize.height / 2))
        let sizer = CountingSizer()
        view.cellSizer = sizer
        view.layoutIfNeeded()
        var generator = SplitMix64(seed: 11)
        var added = 0
        let samples = (0..<runs).map { _ -> Double in
            var sections = view.data.sections
            added += 1
            sections[0].itemIDs.insert("new\(added)", at: Int.random(in: 0..<count / 10, using: &generator))
            let index = sections[0].itemIDs.firstIndex(of: "new\(added)")!
            var update = BatchUpdate()
            update.insertedItems = [IndexPath(item: index, section: 0)]
            let resulting = CollectionData(sections: sections)
            // The app's old data is the app's to free, after the update.
            let previous = view.data
            let seconds = Stopwatch.seconds {
                try! view.performBatchUpdates(update, resultingData: resulting, animated: true)
            }
            withExtendedLifetime(previous) {}
            view.advance(to: view.animationsEndTime)
            return seconds * 1000
        }
        precondition(sizer.askedAgain == 0, "inserts measured \(sizer.askedAgain) cells again")
        return BenchmarkResult(name: "flow.update.insert.selfsized.100k", unit: "ms", samples: samples)
    }
}
