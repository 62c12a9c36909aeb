
/// The figures of one workload: the median, fastest and slowest of its runs.
public struct BenchmarkResult: Sendable {
    /// The workload's contract name, e.g. `text.measure.cold`.
    public var name: String
    /// The unit of the figures, e.g. `strings/s` or `ms`.
    public var unit: String
    /// The median run.
    public var median: Double
    /// The smallest figure.
    public var min: Double
    /// The largest figure.
    public var max: Double
    /// How many runs were made.
    public var runs: Int
    /// Further figures of the workload, by name (`scroll.photos.2k`'s `peakRSSMiB` and `framesWaited`).
    public var extras: [(name: String, value: Double)] = []

    /// Summarises the figures of several runs.
    init(name: String, unit: String, samples: [Double]) {
        let sorted = samples.sorted()
        self.name = name
        self.unit = unit
        median = sorted.isEmpty ? 0 : (sorted.count % 2 == 1 ? sorted[sorted.count / 2]
                                       : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2)
        min = sorted.first ?? 0
        max = sorted.last ?? 0
        runs = sorted.count
    }
}
