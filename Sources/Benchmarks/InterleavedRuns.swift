
/// Runs several workloads in turn, round after round, so that a drift in the machine's speed
/// touches each alike: the way a workload is measured beside its peer.
enum InterleavedRuns {
    /// The seconds each of `workloads` took in each of `runs` rounds (after one warm-up round:
    /// fonts loaded, code paged in), by workload; `afterEach` runs after each, untimed (to
    /// let go of what a workload made, so that no run pays for freeing the one before).
    static func seconds<Failure: Error>(_ workloads: [() throws(Failure) -> Void], runs: Int,
                                        afterEach: () -> Void = {}) throws(Failure) -> [[Double]] {
        for work in workloads {
            try work()
            afterEach()
        }
        var samples = [[Double]](repeating: [], count: workloads.count)
        for _ in 0..<max(1, runs) {
            for (index, work) in workloads.enumerated() {
                samples[index].append(try Stopwatch.seconds(work))
                afterEach()
            }
        }
        return samples
    }
}
