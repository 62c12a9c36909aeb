import Playground
import Typography

/// The soak's memory figures (run only when `--filter` names them: it takes minutes):
/// `soak.memory.100k-frames` is the heap in megabytes sampled once a pass (1,200 frames) after
/// the warm-up (median, smallest, largest), `….same-point-growth` the growth of the heap between
/// pass k and pass k + 30 (the same point of the script) for every k, in percent (flat: max ≤ 5),
/// `….live-views` the views presented, sampled with the heap.
@MainActor
struct SoakWorkloads {
    var fonts: FontLibrary

    /// The workloads' names.
    static let names = ["soak.memory.100k-frames", "soak.memory.100k-frames.same-point-growth", "soak.memory.100k-frames.live-views"]

    /// The soak's results when `filter` is given and names one of them; nothing otherwise.
    func results(filter: String?) throws -> [BenchmarkResult] {
        guard let filter, Self.names.contains(where: { $0.contains(filter) }) else { return [] }
        let session = SoakSession(frames: 100_000, sampleEvery: SoakSession.cycleFrames, renderEvery: 10, fonts: fonts)
        let report = try session.run()
        let afterWarmUp = report.samples.filter { $0.frame > report.warmUpFrames }
        return [
            BenchmarkResult(name: Self.names[0], unit: "MB", samples: afterWarmUp.map(\.heapMegabytes)),
            BenchmarkResult(name: Self.names[1], unit: "%", samples: report.samePointGrowths),
            BenchmarkResult(name: Self.names[2], unit: "views", samples: afterWarmUp.map { Double($0.liveViews) }),
        ].filter { $0.name.contains(filter) }
    }
}
