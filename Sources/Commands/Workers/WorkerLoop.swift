import AppSupport
import Foundation
import Playground
#if canImport(Glibc)
import Glibc
#endif

/// The worker's side of `--jobs N`: reads job numbers from standard input, one a line, makes
/// each and writes its report to standard output, until the input ends. Anything else this
/// process prints goes to standard error, so it cannot be mistaken for a report.
package enum WorkerLoop {
    /// Serves jobs with `make` until the parent closes the input.
    @MainActor
    package static func serve(_ make: (Int) throws -> [UInt8]) throws {
        let reports = dup(STDOUT_FILENO)
        guard reports >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
            throw PlaygroundError("a worker process cannot set up its output: \(String(cString: strerror(errno)))")
        }
        defer { close(reports) }
        while let line = readLine() {
            guard let job = Int(line), job >= 0 else { throw PlaygroundError("a worker process was handed \"\(line)\", not a job number") }
            try send(WorkerReport(job: job, payload: try make(job)).encoded, to: reports)
        }
    }

    /// Writes all of `bytes` to `descriptor`.
    private static func send(_ bytes: [UInt8], to descriptor: Int32) throws(PlaygroundError) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + sent, $0.count - sent) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw PlaygroundError("a worker process cannot send its report: \(String(cString: strerror(errno)))") }
            sent += count
        }
    }
}
