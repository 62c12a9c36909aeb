import Foundation
import Spawning

/// A child process a test starts (the `playground` executable, swiftc, xdotool), started so that the
/// tests running beside it in the same process cannot hold it up, nor it them: a `ChildProcess`
/// (which holds nothing of this process's but its own streams, and whose end is seen with
/// `waitpid`) whose output goes to files rather than pipes, so that nobody has to read it while it runs.
///
/// Foundation's `Process` learns that a child ended when a socket the child holds closes, and its
/// `Pipe`s end when every holder of their write end closes it; its pipes are not close-on-exec, and it
/// closes a new child's other descriptors from a list taken a moment before the child starts. A pipe
/// another thread opens in that moment goes to the new child, so a test reading xdotool's output could
/// wait until an unrelated swiftc or window, started by a test beside it, ended (a minute or more).
public final class SpawnedProcess {
    /// Where one of the child's standard streams goes.
    public enum Stream: Equatable {
        /// Into a file of its own, read back with `standardOutput` or `standardError`.
        case captured
        /// Appended to this file (created if missing): two streams may share one.
        case file(String)
        /// To `/dev/null`.
        case discarded
    }

    /// How a child ended.
    public typealias Termination = ChildProcess.Termination

    /// What a child printed and how it ended, once it has.
    public struct Result {
        /// How it ended.
        public var termination: Termination
        /// Its standard output, when captured.
        public var standardOutput: String
        /// Its standard error, when captured.
        public var standardError: String
        /// The exit status (128 plus the signal's number when a signal ended it).
        public var status: Int32 { termination.status }
    }

    /// The child.
    private let child: ChildProcess
    /// The child's process id.
    public var pid: pid_t { child.pid }
    /// How it ended, once `waitpid` said so.
    private var ended: Termination?
    /// The folder holding the captured streams' files.
    private let scratch: URL
    /// The captured streams' files.
    private let outputFile: URL?, errorFile: URL?

    /// Starts `executable` with `arguments`, in `environment` (nil: this process's) and `directory`
    /// (nil: this process's); its standard input is `/dev/null`.
    public init(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                in directory: String? = nil, output: Stream = .captured, errors: Stream = .captured) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("spawned-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        self.scratch = scratch
        // A captured stream's own file in the scratch folder, and where the child's stream goes.
        func destination(_ stream: Stream, _ name: String) -> (captured: URL?, target: ChildProcess.Stream) {
            switch stream {
            case .captured:
                let file = scratch.appendingPathComponent(name)
                return (file, .file(file.path))
            case .file(let path): return (nil, .file(path))
            case .discarded: return (nil, .discarded)
            }
        }
        let standardOutput = destination(output, "stdout"), standardError = destination(errors, "stderr")
        outputFile = standardOutput.captured
        errorFile = standardError.captured
        do {
            child = try ChildProcess.launch(executable, arguments: arguments, environment: environment, in: directory,
                                            output: standardOutput.target, errors: standardError.target)
        } catch {
            try? FileManager.default.removeItem(at: scratch)
            throw error
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// Starts `executable` with `arguments`, waits for it to end, and returns what it printed.
    public static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                           in directory: String? = nil, output: Stream = .captured, errors: Stream = .captured) throws -> Result {
        let process = try SpawnedProcess(executable, arguments, environment: environment, in: directory, output: output, errors: errors)
        let termination = process.wait()
        return Result(termination: termination, standardOutput: process.standardOutput, standardError: process.standardError)
    }

    /// Whether the child is still running (it is reaped the moment it is seen to have ended).
    public var isRunning: Bool { termination == nil }

    /// How the child ended, once it has (nil while it runs).
    public var termination: Termination? {
        if ended == nil { ended = child.endedYet() }
        return ended
    }

    /// Waits for the child to end and says how it did.
    @discardableResult
    public func wait() -> Termination {
        if let ended { return ended }
        let termination = child.wait()
        ended = termination
        return termination
    }

    /// Sends the child `signal` (SIGTERM by default) if it is still running.
    public func terminate(with signal: Int32 = SIGTERM) {
        if isRunning { kill(pid, signal) }
    }

    /// What the child has written to its captured standard output so far.
    public var standardOutput: String { Self.text(of: outputFile) }

    /// What the child has written to its captured standard error so far.
    public var standardError: String { Self.text(of: errorFile) }

    private static func text(of file: URL?) -> String {
        guard let file, let data = FileManager.default.contents(atPath: file.path) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }
}
