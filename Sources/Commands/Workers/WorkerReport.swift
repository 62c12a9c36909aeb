import AppSupport
import Playground

/// What a worker process sends back for each job it finishes, on its standard output: a
/// header line `JOB BYTES` and then that many bytes of payload (a picture's pixels, a word).
package struct WorkerReport: Equatable {
    /// The job's number.
    package var job: Int
    /// What the job made, for the command to use.
    package var payload: [UInt8]

    /// The report as it goes down the pipe.
    package var encoded: [UInt8] {
        Array("\(job) \(payload.count)\n".utf8) + payload
    }

    /// Takes the first whole report off the front of `buffer`, if it holds one yet; throws when
    /// what it holds cannot be a report.
    package static func take(from buffer: inout [UInt8]) throws(PlaygroundError) -> WorkerReport? {
        guard let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) else {
            guard buffer.count < 64 else { throw malformed }
            return nil
        }
        let fields = String(decoding: buffer[..<newline], as: UTF8.self).split(separator: " ")
        guard fields.count == 2, let job = Int(fields[0]), let count = Int(fields[1]), job >= 0, count >= 0 else { throw malformed }
        let end = newline + 1 + count
        guard buffer.count >= end else { return nil }
        let report = WorkerReport(job: job, payload: Array(buffer[(newline + 1)..<end]))
        buffer.removeFirst(end)
        return report
    }

    private static var malformed: PlaygroundError { PlaygroundError("a worker process sent a report that cannot be read") }
}
