import Foundation
import Spawning
import Testing

/// A child process holds nothing of this process's but its own streams: a pipe another part of this
/// process has open (Foundation's pipes are not close-on-exec) does not go to it, so whoever reads that
/// pipe is not kept waiting until this unrelated child ends. It starts in the folder asked for, with
/// default signal handling, and its streams go where they are sent.
@Suite struct ChildProcessTests {
    /// The descriptors a running process has open, by number.
    private func descriptors(of pid: pid_t) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").sorted()
    }

    /// What a process's descriptor refers to, as `/proc/PID/fd` shows it ("/dev/null", "pipe:[123]").
    private func target(of descriptor: String, in pid: pid_t) -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(descriptor)")) ?? "closed"
    }

    /// Waits until `pid` has exec'd `program` (its command line says so).
    private func awaitExec(_ pid: pid_t, _ program: String) {
        let until = Date().addingTimeInterval(30)
        while (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8))?.hasPrefix(program) != true, Date() < until {
            usleep(5_000)
        }
    }

    /// Waits up to 30 s until `pid` is asleep in the kernel's nanosleep (its wait channel, or its
    /// system call: `nanosleep` or `clock_nanosleep`); whether it got there.
    private func awaitSleeping(_ pid: pid_t) -> Bool {
        let until = Date().addingTimeInterval(30)
        while Date() < until {
            let state = kernelState(of: pid)
            if state.waitChannel.contains("nanosleep") || Self.sleepCalls.contains(state.systemCall) { return true }
            usleep(5_000)
        }
        return false
    }

    /// Where `pid` waits in the kernel (`/proc/PID/wchan`) and the number of the system call it is in
    /// (the first field of `/proc/PID/syscall`; "running" when it is in none).
    private func kernelState(of pid: pid_t) -> (waitChannel: String, systemCall: String) {
        let channel = (try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)) ?? ""
        let call = (try? String(contentsOfFile: "/proc/\(pid)/syscall", encoding: .utf8))?.split(separator: " ").first.map(String.init) ?? ""
        return (channel, call)
    }

    /// `nanosleep` and `clock_nanosleep`'s numbers on this processor (Linux's syscall tables).
    #if arch(arm64)
    private static let sleepCalls: Set<String> = ["101", "115"]
    #else
    private static let sleepCalls: Set<String> = ["35", "230"]
    #endif

    /// A folder of its own for one test.
    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-process-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: [[ChildProcess.Stream.discarded, .discarded, .discarded], [.pipe, .pipe, .pipe], [.pipe, .pipe, .file("/dev/null")]])
    func aChildHasOnlyItsThreeStreams(streams: [ChildProcess.Stream]) throws {
        let other = Pipe()
        defer { try? other.fileHandleForWriting.close() }
        var child = try ChildProcess.launch("/bin/sleep", arguments: ["30"], input: streams[0], output: streams[1], errors: streams[2],
                                            ownProcessGroup: true)
        defer {
            kill(child.pid, SIGKILL)
            _ = child.wait()
            child.closeInput()
            child.closeOutputs()
        }
        awaitExec(child.pid, "/bin/sleep")
        // Right after exec the dynamic loader and sleep's own start (libc, then the locale archive) each
        // hold a descriptor for a moment, with moments of none between them (a loaded machine caught
        // one, under ASan, after seeing only the three). Once it sleeps it opens nothing more, and a
        // descriptor given by mistake stays for its whole life: the descriptors are read then.
        try #require(awaitSleeping(child.pid), "sleep never went to sleep: \(kernelState(of: child.pid))")
        // On failure, what each extra descriptor is (a file, a pipe, a socket) names where it came from.
        let held = try descriptors(of: child.pid)
        #expect(held == ["0", "1", "2"], "\(held.map { "\($0) → \(target(of: $0, in: child.pid))" })")
        // Its own process group, whose id is its pid (the fifth field of /proc/PID/stat).
        let stat = try String(contentsOfFile: "/proc/\(child.pid)/stat", encoding: .utf8)
        let fields = stat[stat.range(of: ")")!.upperBound...].split(separator: " ")
        #expect(fields[2] == "\(child.pid)")
    }

    @Test func anEndedChildIsSeenWithItsStatus() throws {
        let child = try ChildProcess.launch("/bin/sh", arguments: ["-c", "exit 3"], output: .discarded, errors: .discarded)
        #expect(child.wait() == .exited(3))
        let killed = try ChildProcess.launch("/bin/sleep", arguments: ["30"], output: .discarded, errors: .discarded)
        #expect(killed.endedYet() == nil)
        kill(killed.pid, SIGKILL)
        let termination = killed.wait()
        #expect(termination == .signalled(SIGKILL))
        // As a shell gives it: 128 + 9.
        #expect(termination.status == 137 && termination.description == "signal 9")
    }

    @Test func pipesCarryInputAndOutputAndAFileTakesStandardErrorInTheFolderAsked() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let errors = folder.appendingPathComponent("errors.txt").path
        var child = try ChildProcess.launch("/bin/sh", arguments: ["-c", "read line; echo \"got $line\"; pwd >&2; echo second >&2"],
                                            in: folder.path, input: .pipe, output: .pipe, errors: .file(errors))
        #expect(child.errors == -1)
        let line = Array("hello\n".utf8)
        #expect(line.withUnsafeBytes { write(child.input, $0.baseAddress, $0.count) } == line.count)
        child.closeInput()
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = read(child.output, &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[..<count]
        }
        child.closeOutputs()
        #expect(child.wait() == .exited(0))
        #expect(String(decoding: output, as: UTF8.self) == "got hello\n")
        // pwd names the folder as the kernel resolves it (the temporary folder may be a link).
        let resolved = URL(fileURLWithPath: folder.path).resolvingSymlinksInPath().path
        #expect(try String(contentsOfFile: errors, encoding: .utf8) == "\(resolved)\nsecond\n")
    }

    @Test func twoStreamsSentToOneFileAreBothKeptInOrder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let both = folder.appendingPathComponent("both.txt").path
        try Data("before\n".utf8).write(to: URL(fileURLWithPath: both))
        let child = try ChildProcess.launch("/bin/sh", arguments: ["-c", "echo out; echo err >&2; echo out2"],
                                            output: .file(both), errors: .file(both))
        #expect(child.wait() == .exited(0))
        // Appended after what the file held.
        #expect(try String(contentsOfFile: both, encoding: .utf8) == "before\nout\nerr\nout2\n")
    }

    @Test func aSignalThisProcessIgnoresIsTheChildsToHandle() throws {
        // This process ignores SIGPIPE (as the playground does while it talks to a layout host or its workers);
        // a child would inherit that across exec, and the Swift runtime or a shell would not see the signal.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let child = try ChildProcess.launch("/bin/sleep", arguments: ["30"], output: .discarded, errors: .discarded)
        defer {
            kill(child.pid, SIGKILL)
            _ = child.wait()
        }
        awaitExec(child.pid, "/bin/sleep")
        let status = try String(contentsOfFile: "/proc/\(child.pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("SigIgn:") })
        // The mask of ignored signals, in hexadecimal: signal n is bit n - 1 (SIGPIPE, 13: 0x1000).
        let ignored = try #require(UInt64(line.dropFirst("SigIgn:".count).trimmingCharacters(in: .whitespaces), radix: 16))
        #expect(ignored & (1 << (UInt64(SIGPIPE) - 1)) == 0, "\(line)")
    }

    @Test func aProgramThatIsNotThereIsOneLine() {
        #expect(throws: ChildProcess.LaunchFailure.self) {
            try ChildProcess.launch("/no/such/program", arguments: [], output: .discarded, errors: .discarded)
        }
        do {
            _ = try ChildProcess.launch("/no/such/program", arguments: [], output: .discarded, errors: .discarded)
        } catch {
            #expect(error.description == "cannot start /no/such/program: No such file or directory")
        }
    }
}
