import Dispatch

/// Measures how long a piece of work takes, in seconds, from the monotonic clock.
enum Stopwatch {
    /// Runs `work` once and returns the seconds it took.
    static func seconds(_ work: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
