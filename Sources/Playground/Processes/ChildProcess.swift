import CSpawn
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A child process started with `posix_spawn`: a worker of this executable (`--jobs`), or the
/// host of a user's layout. Its standard input and output are pipes this process holds the other
/// ends of, or `/dev/null`; its standard error a pipe, a file, or `/dev/null`.
///
/// Every descriptor this process opens for it is close-on-exec from the moment it exists
/// (`pipe2`), and the child closes every other descriptor it would inherit
/// (`posix_spawn_file_actions_addclosefrom_np`), so it holds nothing but its own streams — not
/// another child's pipes, nor one another thread opened that instant. (Foundation's `Process`
/// closes a list of descriptors taken a moment before the child starts, and its pipes are not
/// close-on-exec: a pipe opened meanwhile goes to the child, and whoever reads that pipe then waits
/// until this unrelated child ends.) Its end is seen with `waitpid`.
struct ChildProcess {
    /// How a child process ended.
    enum Termination: Equatable, CustomStringConvertible {
        /// It exited with this status.
        case exited(Int32)
        /// A signal stopped it.
        case signalled(Int32)

        /// "exit status 1", "signal 9".
        var description: String {
            switch self {
            case .exited(let status): "exit status \(status)"
            case .signalled(let signal): "signal \(signal)"
            }
        }
    }

    /// Where the child's standard streams go.
    enum Streams {
        /// Pipes: `input`, `output` and `errors` are this process's ends.
        case pipes
        /// Pipes for input and output; standard error appended to this file (created if missing).
        case pipesWithErrorsInFile(String)
        /// `/dev/null`, all three.
        case discarded
    }

    /// The child's process id.
    let pid: pid_t
    /// The write end of the child's standard input (-1: closed, or discarded).
    private(set) var input: Int32
    /// The read end of the child's standard output (-1: discarded).
    let output: Int32
    /// The read end of the child's standard error (-1: discarded, or in a file).
    let errors: Int32

    /// Starts this process's own executable again with `arguments` (not counting its name), in
    /// this process's environment and folder — by `/proc/self/exe`, so even an executable
    /// rebuilt (replaced) since this process started is the same one.
    static func launchThisExecutable(arguments: [String], streams: Streams) throws(PlaygroundError) -> ChildProcess {
        try launch("/proc/self/exe", name: CommandLine.arguments.first ?? "playground", arguments: arguments, streams: streams)
    }

    /// Starts `executable` with `arguments` (not counting its name, which is `name` or the
    /// executable's path), in `environment` (nil: this process's) and this process's folder; with
    /// `ownProcessGroup`, in a process group of its own (whose id is its `pid`), so that it and
    /// everything it starts can be ended together.
    static func launch(_ executable: String, name: String? = nil, arguments: [String], environment: [String: String]? = nil,
                       streams: Streams, ownProcessGroup: Bool = false) throws(PlaygroundError) -> ChildProcess {
        // [0]: the child's end, [1]: ours — for the input the other way round.
        var pipes: [[Int32]] = []
        func closeAll() { for pair in pipes { for descriptor in pair { close(descriptor) } } }
        // Standard error's file, unless it is a pipe; and how many of the three streams are pipes.
        let (errorFile, pipeCount): (String?, Int) = switch streams {
        case .pipes: (nil, 3)
        case .pipesWithErrorsInFile(let path): (path, 2)
        case .discarded: ("/dev/null", 0)
        }
        for _ in 0..<pipeCount {
            var pair: [Int32] = [-1, -1]
            guard pipe2(&pair, O_CLOEXEC) == 0 else {
                let code = errno
                closeAll()
                throw PlaygroundError("cannot start \(executable): \(String(cString: strerror(code)))")
            }
            pipes.append(pair)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if pipes.isEmpty {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, pipes[0][0], 0)
            posix_spawn_file_actions_adddup2(&actions, pipes[1][1], 1)
        }
        if let errorFile {
            posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        } else {
            posix_spawn_file_actions_adddup2(&actions, pipes[2][1], 2)
        }
        posix_spawn_file_actions_addclosefrom_np(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        }
        let argv = ([name ?? executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let variables = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer { for variable in variables ?? [] { free(variable) } }
        var pid: pid_t = 0
        let result = variables.map { posix_spawn(&pid, executable, &actions, &attributes, argv, $0) }
            ?? posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard result == 0 else {
            closeAll()
            throw PlaygroundError("cannot start \(executable): \(String(cString: strerror(result)))")
        }
        guard !pipes.isEmpty else { return ChildProcess(pid: pid, input: -1, output: -1, errors: -1) }
        close(pipes[0][0])
        close(pipes[1][1])
        if pipes.count > 2 { close(pipes[2][1]) }
        return ChildProcess(pid: pid, input: pipes[0][1], output: pipes[1][0], errors: pipes.count > 2 ? pipes[2][0] : -1)
    }

    /// Closes the child's standard input: it reads its end.
    mutating func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// Closes this process's ends of the child's standard output and error (once nothing more is read).
    func closeOutputs() {
        if output >= 0 { close(output) }
        if errors >= 0 { close(errors) }
    }

    /// Waits for the child to end and says how it did.
    func wait() -> Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .exited(-1) }
        }
        return Self.termination(status)
    }

    /// How the child ended, if it has (nil while it runs); it is then reaped, so the caller keeps
    /// the answer.
    func endedYet() -> Termination? {
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
