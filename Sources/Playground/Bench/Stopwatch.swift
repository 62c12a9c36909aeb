import Dispatch

/// Measures how long a piece of work takes, in seconds, from the monotonic clock.
enum Stopwatch {
    /// Runs `work` once and returns the seconds it took.
    static func seconds<Failure: Error>(_ work: () throws(Failure) -> Void) throws(Failure) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Runs each of `works` once to warm up (code paged in, files cached), then `runs` rounds of
    /// every one in turn, and returns each one's seconds, round by round — so that the machine's
    /// speed drifting during the rounds touches them all alike.
    static func interleavedSeconds<Failure: Error>(_ works: [() throws(Failure) -> Void], runs: Int) throws(Failure) -> [[Double]] {
        for work in works { try work() }
        var samples = [[Double]](repeating: [], count: works.count)
        for _ in 0..<runs {
            for (index, work) in works.enumerated() { samples[index].append(try seconds(work)) }
        }
        return samples
    }
}
