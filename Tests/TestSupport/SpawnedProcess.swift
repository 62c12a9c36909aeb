import CSpawn
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process a test starts (the `playground` executable, swiftc, xdotool), started so that the
/// tests running beside it in the same process cannot hold it up, nor it them.
///
/// Foundation's `Process` learns that a child ended when a socket the child holds closes, and its
/// `Pipe`s end when every holder of their write end closes it; its pipes are not close-on-exec, and it
/// closes a new child's other descriptors from a list taken a moment before the child starts. A pipe
/// another thread opens in that moment goes to the new child, so a test reading xdotool's output could
/// wait until an unrelated swiftc or window, started by a test beside it, ended (a minute or more).
/// Here the child's output goes to files, its end is seen with `waitpid`, and the child closes every
/// descriptor but its standard streams (`posix_spawn_file_actions_addclosefrom_np`).
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
    public enum Termination: Equatable, CustomStringConvertible {
        /// It exited with this status.
        case exited(Int32)
        /// This signal ended it.
        case signalled(Int32)

        /// The exit status, or as a shell gives it, 128 plus the signal's number: 0 only for success.
        public var status: Int32 {
            switch self {
            case .exited(let status): status
            case .signalled(let signal): 128 + signal
            }
        }

        /// "exit status 2", "signal 9".
        public var description: String {
            switch self {
            case .exited(let status): "exit status \(status)"
            case .signalled(let signal): "signal \(signal)"
            }
        }
    }

    /// A child that could not be started.
    public struct LaunchFailure: Error, CustomStringConvertible {
        /// What went wrong, and with which executable.
        public var description: String
    }

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

    /// The child's process id.
    public let pid: pid_t
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
        func path(of stream: Stream, _ name: String) -> String? {
            switch stream {
            case .captured: scratch.appendingPathComponent(name).path
            case .file(let path): path
            case .discarded: nil
            }
        }
        let outputPath = path(of: output, "stdout"), errorPath = path(of: errors, "stderr")
        outputFile = output == .captured ? outputPath.map(URL.init(fileURLWithPath:)) : nil
        errorFile = errors == .captured ? errorPath.map(URL.init(fileURLWithPath:)) : nil
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        for (descriptor, path) in [(Int32(1), outputPath), (2, errorPath)] {
            posix_spawn_file_actions_addopen(&actions, descriptor, path ?? "/dev/null", O_WRONLY | O_CREAT | O_APPEND, 0o644)
        }
        posix_spawn_file_actions_addclosefrom_np(&actions, 3)
        if let directory { posix_spawn_file_actions_addchdir_np(&actions, directory) }
        // The child starts with default signal handling and nothing blocked, whatever this process ignores
        // (a test process ignores SIGPIPE once it has talked to a layout host).
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let variables = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for variable in variables { free(variable) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, variables)
        guard result == 0 else {
            try? FileManager.default.removeItem(at: scratch)
            throw LaunchFailure(description: "cannot start \(executable): \(String(cString: strerror(result)))")
        }
        self.pid = pid
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
    public var isRunning: Bool {
        guard ended == nil else { return false }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == 0 { return true }
        if result < 0 && errno == EINTR { return true }
        ended = result == pid ? Self.termination(status) : .exited(-1)
        return false
    }

    /// How the child ended, once it has (nil while it runs).
    public var termination: Termination? {
        _ = isRunning
        return ended
    }

    /// Waits for the child to end and says how it did.
    @discardableResult
    public func wait() -> Termination {
        if let ended { return ended }
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, 0)
            if result == pid { break }
            if result < 0 && errno == EINTR { continue }
            ended = .exited(-1)
            return .exited(-1)
        }
        let termination = Self.termination(status)
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

    private static func termination(_ status: Int32) -> Termination {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
}
