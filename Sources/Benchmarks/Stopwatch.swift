import Dispatch

/// Measures how long a piece of work takes, in seconds, from the monotonic clock.
enum Stopwatch {
    /// Runs `work` once and returns the seconds it took.
    static func seconds<Failure: Error>(_ work: () throws(Failure) -> Void) throws(Failure) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
