import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A process of this executable, started with `posix_spawn`: its standard input, output and
/// error are either pipes this process holds the other ends of, or `/dev/null`. Every
/// descriptor this process opens for it is close-on-exec, so a second child never inherits the
/// first one's pipes (and the first one still sees the end of its input when it is closed).
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
        /// `/dev/null`, all three.
        case discarded
    }

    /// The child's process id.
    let pid: pid_t
    /// The write end of the child's standard input (-1: closed, or discarded).
    private(set) var input: Int32
    /// The read end of the child's standard output (-1: discarded).
    let output: Int32
    /// The read end of the child's standard error (-1: discarded).
    let errors: Int32

    /// Starts this process's own executable again with `arguments` (not counting its name), in
    /// this process's environment and folder — by `/proc/self/exe`, so even an executable
    /// rebuilt (replaced) since this process started is the same one.
    static func launchThisExecutable(arguments: [String], streams: Streams) throws(PlaygroundError) -> ChildProcess {
        // [0]: the child's end, [1]: ours — for the input the other way round.
        var pipes: [[Int32]] = []
        func closeAll() { for pair in pipes { for descriptor in pair { close(descriptor) } } }
        if case .pipes = streams {
            for _ in 0..<3 {
                var pair: [Int32] = [-1, -1]
                guard pipe(&pair) == 0 else {
                    let code = errno
                    closeAll()
                    throw PlaygroundError("cannot start a worker process: \(String(cString: strerror(code)))")
                }
                for descriptor in pair { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
                pipes.append(pair)
            }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if pipes.isEmpty {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        } else {
            posix_spawn_file_actions_adddup2(&actions, pipes[0][0], 0)
            posix_spawn_file_actions_adddup2(&actions, pipes[1][1], 1)
            posix_spawn_file_actions_adddup2(&actions, pipes[2][1], 2)
        }
        let argv = ([CommandLine.arguments.first ?? "playground"] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, "/proc/self/exe", &actions, nil, argv, environ)
        guard result == 0 else {
            closeAll()
            throw PlaygroundError("cannot start a worker process: \(String(cString: strerror(result)))")
        }
        guard !pipes.isEmpty else { return ChildProcess(pid: pid, input: -1, output: -1, errors: -1) }
        close(pipes[0][0])
        close(pipes[1][1])
        close(pipes[2][1])
        return ChildProcess(pid: pid, input: pipes[0][1], output: pipes[1][0], errors: pipes[2][0])
    }

    /// Closes the child's standard input: it reads its end.
    mutating func closeInput() {
        if input >= 0 { close(input) }
        input = -1
    }

    /// Waits for the child to end and says how it did.
    func wait() -> Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .exited(-1) }
        }
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
}
