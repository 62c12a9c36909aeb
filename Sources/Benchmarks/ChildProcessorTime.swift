#if canImport(Glibc)
import Glibc
#endif

/// The processor time of child processes: what a workload that starts `playground` as a user
/// runs it took, whatever else the machine runs.
enum ChildProcessorTime {
    /// The processor time (user and system) of every child process this one has waited for, so far.
    static func seconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        return [usage.ru_utime, usage.ru_stime].reduce(0) { $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6 }
    }
}
