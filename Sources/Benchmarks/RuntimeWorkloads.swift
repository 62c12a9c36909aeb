import CollectionLayout
import CollectionView
import Playground

/// The collection-view runtime's workloads: snapshot diffs and animation frames.
@MainActor
struct RuntimeWorkloads {
    var runs: Int

    /// Every runtime workload's result whose name passes `filter`.
    func results(including filter: (String) -> Bool) -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        if filter("diff.100k") { results.append(diff()) }
        if filter("transition.interpolate.2k") { results.append(interpolateTransition()) }
        return results
    }

    /// Milliseconds to diff 100,000 items with 10,000 deletions, 10,000 insertions and 2,000 moves.
    private func diff() -> BenchmarkResult {
        var generator = SplitMix64(seed: 3)
        let old = (0..<100_000).map { "item-\($0)" }
        var new = old
        for _ in 0..<10_000 { new.remove(at: Int.random(in: 0..<new.count, using: &generator)) }
        for index in 0..<10_000 { new.insert("new-\(index)", at: Int.random(in: 0...new.count, using: &generator)) }
        for _ in 0..<2_000 {
            let item = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
            new.insert(item, at: Int.random(in: 0...new.count, using: &generator))
        }
        let before = CollectionData(sections: [.init(id: "s0", itemIDs: old)])
        let after = CollectionData(sections: [.init(id: "s0", itemIDs: new)])
        var moves = 0
        let samples = (0..<runs).map { _ in
            Stopwatch.seconds { moves = SnapshotDiff.update(from: before, to: after).movedItems.count } * 1000
        }
        precondition(moves >= 1_000, "the diff found too few moves")
        return BenchmarkResult(name: "diff.100k", unit: "ms", samples: samples)
    }

    /// Milliseconds for one frame of a layout transition with 2,000 elements on screen.
    private func interpolateTransition() -> BenchmarkResult {
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 20, height: 20), minimumInteritemSpacing: 4, minimumLineSpacing: 4)
        let data = CollectionData(sections: [.init(id: "s0", itemIDs: (0..<2_000).map { "i\($0)" })])
        let view = CollectionView(data: data, layout: flow, viewportSize: Size(width: 1280, height: 800))
        let circle = CircleLayout()
        view.setLayout(circle, animated: true)
        var count = 0
        var time = 0.0
        let samples = (0..<runs).map { _ -> Double in
            time += Animator.defaultDuration / Double(runs + 1)
            view.advance(to: time)
            return Stopwatch.seconds { count = view.presentationElements().count } * 1000
        }
        precondition(count >= 2_000, "fewer than 2,000 elements were on screen (\(count))")
        return BenchmarkResult(name: "transition.interpolate.2k", unit: "ms", samples: samples)
    }
}
