import Foundation
import Testing
@testable import Playground

/// A child process holds nothing of this process's but its own streams: a pipe another part of this
/// process has open (Foundation's pipes are not close-on-exec) does not go to it, so whoever reads that
/// pipe is not kept waiting until this unrelated child ends.
@Suite struct ChildProcessTests {
    /// The descriptors a running process has open, by number.
    private func descriptors(of pid: pid_t) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").sorted()
    }

    @Test(arguments: [ChildProcess.Streams.discarded, .pipes, .pipesWithErrorsInFile("/dev/null")])
    func aChildHasOnlyItsThreeStreams(streams: ChildProcess.Streams) throws {
        let other = Pipe()
        defer { try? other.fileHandleForWriting.close() }
        var child = try ChildProcess.launch("/bin/sleep", arguments: ["30"], streams: streams, ownProcessGroup: true)
        defer {
            kill(child.pid, SIGKILL)
            _ = child.wait()
            child.closeInput()
            child.closeOutputs()
        }
        // sleep has exec'd once its folder's command line says so.
        let until = Date().addingTimeInterval(30)
        while (try? String(contentsOfFile: "/proc/\(child.pid)/cmdline", encoding: .utf8))?.hasPrefix("/bin/sleep") != true, Date() < until {
            usleep(5_000)
        }
        #expect(try descriptors(of: child.pid) == ["0", "1", "2"])
        // Its own process group, whose id is its pid (the fifth field of /proc/PID/stat).
        let stat = try String(contentsOfFile: "/proc/\(child.pid)/stat", encoding: .utf8)
        let fields = stat[stat.range(of: ")")!.upperBound...].split(separator: " ")
        #expect(fields[2] == "\(child.pid)")
    }

    @Test func anEndedChildIsSeenWithItsStatus() throws {
        let child = try ChildProcess.launch("/bin/sh", arguments: ["-c", "exit 3"], streams: .discarded)
        #expect(child.wait() == .exited(3))
        let killed = try ChildProcess.launch("/bin/sleep", arguments: ["30"], streams: .discarded)
        #expect(killed.endedYet() == nil)
        kill(killed.pid, SIGKILL)
        #expect(killed.wait() == .signalled(SIGKILL))
    }
}
