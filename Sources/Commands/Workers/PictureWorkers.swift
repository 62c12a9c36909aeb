import AppSupport
import Foundation
import Playground

/// How a command that makes many independent pictures (`gallery`, `sheet`) spreads them over
/// the cores — `--jobs N`. The model, its fonts and canvases belong to the main actor, so the
/// pictures are not shared among threads: each worker is a process of this executable, started
/// with the command's own arguments and `--worker`, that builds its own models from the same
/// options and makes the jobs its parent hands it (the same pictures, to the byte, as one
/// process makes).
public enum PictureWorkers: Sendable, Equatable {
    /// One picture after another in this process (`--jobs 1`).
    case inProcess
    /// This many worker processes, each started with `arguments` (this process must be the
    /// `playground` executable, which the workers run again).
    case processes(count: Int, arguments: [String])
    /// This process is a worker: it makes the jobs its parent numbers on its standard input.
    case worker

    /// The option that makes a process a worker (hidden from `--help`).
    public static let workerOption = "--worker"

    /// From `--jobs` (nil: one a core), `--worker`, and the arguments this command was started
    /// with (after the executable's name), which the workers are started with too.
    public init(jobs: Int?, isWorker: Bool, commandArguments: [String]) throws(InputError) {
        if isWorker {
            self = .worker
            return
        }
        let count = jobs ?? ProcessInfo.processInfo.activeProcessorCount
        guard count >= 1 else { throw InputError("--jobs must be at least 1, got \(count)") }
        self = count == 1 ? .inProcess : .processes(count: count, arguments: commandArguments + [Self.workerOption])
    }

    /// Whether this process is a worker, making pictures for its parent and nothing else.
    public var isWorker: Bool { self == .worker }

    /// Makes jobs `0..<jobs` with `make` — here, in the workers, or (in a worker) the ones the
    /// parent hands over — and gives each one's payload to `receive` in this process, in the
    /// jobs' order (a worker receives nothing). `folder` is where the jobs write files, if they do;
    /// `name` names a job in an error.
    @MainActor
    package func perform(jobs: Int, folder: String?, name: (Int) -> String,
                 make: (Int) throws -> [UInt8], receive: (Int, [UInt8]) throws -> Void) throws {
        switch self {
        case .processes(let count, let arguments) where count > 1 && jobs > 1:
            try WorkerPool(arguments: arguments, count: min(count, jobs), folder: folder)
                .run(jobs: jobs, name: name) { report in try receive(report.job, report.payload) }
        case .inProcess, .processes:
            for job in 0..<jobs { try receive(job, try make(job)) }
        case .worker:
            try WorkerLoop.serve(make)
        }
    }
}
