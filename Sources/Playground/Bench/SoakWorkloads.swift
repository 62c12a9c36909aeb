import Typography

/// The soak's memory figures (run only when `--filter` names them: it takes minutes):
/// `soak.memory.100k-frames` is the heap in megabytes sampled every 1,000 frames after the
/// warm-up (median, smallest, largest), `….peak-growth` how much the heap's peak in the last
/// quarter exceeds the first quarter's, in percent (flat: within ±5), `….live-views` the views
/// presented, sampled with the heap.
@MainActor
struct SoakWorkloads {
    var fonts: FontLibrary

    /// The workloads' names.
    static let names = ["soak.memory.100k-frames", "soak.memory.100k-frames.peak-growth", "soak.memory.100k-frames.live-views"]

    /// The soak's results when `filter` is given and names one of them; nothing otherwise.
    func results(filter: String?) throws -> [BenchmarkResult] {
        guard let filter, Self.names.contains(where: { $0.contains(filter) }) else { return [] }
        let session = SoakSession(frames: 100_000, sampleEvery: 1_000, renderEvery: 10, fonts: fonts)
        let report = try session.run()
        let afterWarmUp = report.samples.filter { $0.frame > report.warmUpFrames }
        return [
            BenchmarkResult(name: Self.names[0], unit: "MB", samples: afterWarmUp.map(\.heapMegabytes)),
            BenchmarkResult(name: Self.names[1], unit: "%", samples: [report.peakGrowthPercent]),
            BenchmarkResult(name: Self.names[2], unit: "views", samples: afterWarmUp.map { Double($0.liveViews) }),
        ].filter { $0.name.contains(filter) }
    }
}
