import CSpawn
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process started with `posix_spawn` that holds nothing of this process's but its own
/// standard streams: the playground's gallery workers and the hosts of users' layouts, and every
/// process the tests start (the executable, swiftc, xdotool).
///
/// Every descriptor this process opens for it is close-on-exec from the moment it exists
/// (`pipe2`), and the child closes every other descriptor it would inherit
/// (`posix_spawn_file_actions_addclosefrom_np`), so it holds nothing but its own streams — not
/// another child's pipes, nor one another thread opened that instant. (Foundation's `Process`
/// closes a list of descriptors taken a moment before the child starts, and its pipes are not
/// close-on-exec: a pipe opened meanwhile goes to the child, and whoever reads that pipe then waits
/// until this unrelated child ends.) It starts with default signal handling and nothing blocked,
/// whatever this process ignores, and its end is seen with `waitpid`.
public struct ChildProcess {
    /// How a child process ended.
    public enum Termination: Equatable, Sendable, CustomStringConvertible {
        /// It exited with this status.
        case exited(Int32)
        /// A signal stopped it.
        case signalled(Int32)

        /// The exit status, or as a shell gives it, 128 plus the signal's number: 0 only for success.
        public var status: Int32 {
            switch self {
            case .exited(let status): status
            case .signalled(let signal): 128 + signal
            }
        }

        /// "exit status 1", "signal 9".
        public var description: String {
            switch self {
            case .exited(let status): "exit status \(status)"
            case .signalled(let signal): "signal \(signal)"
            }
        }
    }

    /// Where one of the child's standard streams goes (or, for its input, comes from).
    public enum Stream: Equatable, Sendable {
        /// A pipe whose other end this process holds (`input`, `output`, `errors`).
        case pipe
        /// This file: read for the input; for output, appended to (created if missing), so two streams may share one.
        case file(String)
        /// `/dev/null`.
        case discarded
    }

    /// A child that could not be started: what went wrong, and with which executable.
    public struct LaunchFailure: Error, CustomStringConvertible {
        /// "cannot start /usr/bin/xdotool: No such file or directory".
        public var description: String
    }

    /// The child's process id (and, when it was started in a process group of its own, the group's).
    public let pid: pid_t
    /// The write end of the child's standard input (-1: not a pipe, or closed).
    public private(set) var input: Int32
    /// The read end of the child's standard output (-1: not a pipe).
    public let output: Int32
    /// The read end of the child's standard error (-1: not a pipe).
    public let errors: Int32

    /// Starts `executable` with `arguments` (not counting its name, which is `name` or the
    /// executable's path), in `environment` (nil: this process's) and `directory` (nil: this
    /// process's); with `ownProcessGroup`, in a process group of its own (whose id is its `pid`), so
    /// that it and everything it starts can be ended together.
    public static func launch(_ executable: String, name: String? = nil, arguments: [String], environment: [String: String]? = nil,
                              in directory: String? = nil, input: Stream = .discarded, output: Stream, errors: Stream,
                              ownProcessGroup: Bool = false) throws(LaunchFailure) -> ChildProcess {
        func failure(_ code: Int32) -> LaunchFailure {
            LaunchFailure(description: "cannot start \(executable): \(String(cString: strerror(code)))")
        }
        // Each stream's pipe, if it is one: [0] the read end, [1] the write end.
        var pipes: [Int32: [Int32]] = [:]
        func closePipes() { for pair in pipes.values { for descriptor in pair { close(descriptor) } } }
        for (descriptor, stream) in [(Int32(0), input), (1, output), (2, errors)] where stream == .pipe {
            var pair: [Int32] = [-1, -1]
            guard pipe2(&pair, O_CLOEXEC) == 0 else {
                let code = errno
                closePipes()
                throw failure(code)
            }
            pipes[descriptor] = pair
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, stream) in [(Int32(0), input), (1, output), (2, errors)] {
            let flags = descriptor == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_APPEND
            switch stream {
            case .pipe: posix_spawn_file_actions_adddup2(&actions, pipes[descriptor]![descriptor == 0 ? 0 : 1], descriptor)
            case .file(let path): posix_spawn_file_actions_addopen(&actions, descriptor, path, flags, 0o644)
            case .discarded: posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", flags, 0)
            }
        }
        posix_spawn_file_actions_addclosefrom_np(&actions, 3)
        if let directory { posix_spawn_file_actions_addchdir_np(&actions, directory) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= Int32(POSIX_SPAWN_SETPGROUP)
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let argv = ([name ?? executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let variables = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { for variable in variables ?? [] { free(variable) } }
        var pid: pid_t = 0
        let result = variables.map { posix_spawn(&pid, executable, &actions, &attributes, argv, $0) }
            ?? posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard result == 0 else {
            closePipes()
            throw failure(result)
        }
        // The child's ends are its own now.
        if let pair = pipes[0] { close(pair[0]) }
        if let pair = pipes[1] { close(pair[1]) }
        if let pair = pipes[2] { close(pair[1]) }
        return ChildProcess(pid: pid, input: pipes[0]?[1] ?? -1, output: pipes[1]?[0] ?? -1, errors: pipes[2]?[0] ?? -1)
    }

    /// Closes the child's standard input, if it is a pipe: the child reads its end.
    public mutating func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// Closes this process's ends of the child's standard output and error (once nothing more is read).
    public func closeOutputs() {
        if output >= 0 { close(output) }
        if errors >= 0 { close(errors) }
    }

    /// Waits for the child to end and says how it did (it is then reaped: call once).
    public func wait() -> Termination {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, 0)
            if result == pid { return Self.termination(status) }
            guard result < 0 && errno == EINTR else { return .exited(-1) }
        }
    }

    /// How the child ended, if it has (nil while it runs); it is then reaped, so the caller keeps
    /// the answer.
    public func endedYet() -> Termination? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == 0 || (result < 0 && errno == EINTR) { return nil }
        return result == pid ? Self.termination(status) : .exited(-1)
    }

    private static func termination(_ status: Int32) -> Termination {
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
}
