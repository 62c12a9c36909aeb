import AppSupport
import CollectionLayout
import Foundation
import Spawning

/// A running layout host (`LayoutSourceCompiler.Build`): the child process that runs the user's layout,
/// spoken to over pipes, one JSON line a request and one an answer. A child that dies or does not answer
/// within `timeout` ends the conversation with a `LayoutHostFailure` naming the user's file and line
/// (from the Swift runtime's backtrace); the playground goes on. What the layout prints (its `print()`, which
/// the host points at standard error) is passed on a line at a time, never taken for an answer; the host's
/// standard error is a pipe read as answers are awaited, so no file is left behind.
///
/// The child never outlives the playground: it asks the kernel to be told when its parent ends
/// (`PR_SET_PDEATHSIG`, however the playground ends: a quit, a signal, a trap, kill -9), and then kills its
/// process group — itself and everything the layout started. The kernel tells it when the *thread* that
/// started it ends, so it is started from the main thread, as the model's code runs.
package final class LayoutHostProcess {
    /// The build the child runs.
    package let build: LayoutSourceCompiler.Build
    /// How long an answer may take before the child is taken to hang: 3 s by default, ten times what the
    /// first answer for a 10,000-item circle takes in a debug host (0.3 s, process start included), so that a
    /// hang is reported within about 3.5 s (the backtrace's line included) and a slow first layout is not one.
    package let timeout: Double
    /// The failure that ended the child, once it has.
    package private(set) var failure: LayoutHostFailure?
    /// The number of requests answered: one round trip each.
    package private(set) var roundTrips = 0
    /// Measures a cell or supplementary view the user's layout self-sizes: the size it prefers at the
    /// attributes' width, along the axes a compositional layout estimates (nil: not said; the size's nil: the layout's stays).
    package var measure: ((LayoutAttributes, SelfSizingAxes?) -> Size?)?
    /// Measures text the user's layout measures itself (`NSString.size(withAttributes:)`, a `UILabel`): in the system
    /// font at a point size and weight (`UIFont.Weight`'s value), on at most a number of lines (0: any), wrapped at a
    /// width (nil: one line); the answer is the width, height, first and last baselines, nil: the host estimates.
    package var measureText: ((LayoutHostTextRequest) -> [Double]?)?
    /// The scene's sections by id with their items' ids, in order, for a layout that looks items up by id.
    package var identifiers: (() -> [(section: String, items: [String])])?
    /// Where a line the layout printed goes (its `print()` and anything else on its standard error but the
    /// runtime's report of a trap): the playground's standard error, as it was printed.
    package var passOn: (String) -> Void = { TerminalLine.writeToStandardError($0) }

    /// The environment variable in which the child is given this process's id, to check that its parent
    /// is still the one that started it (the host's `HostLifetime.parentVariable`).
    package static let parentVariable = "LAYOUT_HOST_PARENT"

    /// The child (`ChildProcess`: its pipes and exit are its own, whatever other children this process starts).
    private var child: ChildProcess
    /// How the child ended, once it has been seen to.
    private var termination: ChildProcess.Termination?
    /// The child's answers read and not yet taken (an incomplete line).
    private var buffer: [UInt8] = []
    /// What the child wrote to its standard error and was not passed on yet: lines it printed, the runtime's reports.
    private var errorBuffer: [UInt8] = []
    /// Whether the child's standard error has ended (everything that held it has ended or closed it).
    private var errorsEnded = false
    /// Whether the lines printed before the child failed were passed on.
    private var passedOnAtFailure = false

    /// Starts the child; it waits for requests.
    package init(build: LayoutSourceCompiler.Build, timeout: Double = 3) throws {
        self.build = build
        self.timeout = timeout
        // A child that died must not take the playground with it when a request is written to its pipe.
        signal(SIGPIPE, SIG_IGN)
        var environment = ProcessInfo.processInfo.environment
        environment[Self.parentVariable] = "\(getpid())"
        // A trap prints a symbolicated backtrace (file and line) on standard error, and nobody is asked anything.
        environment["SWIFT_BACKTRACE"] = "enable=yes,interactive=no,output-to=stderr,color=no,sanitize=no,threads=crashed,registers=none,images=none,limit=32,symbolicate=fast"
        do {
            child = try ChildProcess.launch(build.executable.path, arguments: [], environment: environment,
                                            input: .pipe, output: .pipe, errors: .pipe, ownProcessGroup: true)
        } catch {
            throw PlaygroundError("\(build.sourcePath): cannot start the compiled layout: \(error.description)")
        }
    }

    deinit {
        stop()
        child.closeInput()
        child.closeOutputs()
    }

    /// Whether the child is still there to answer.
    package var isRunning: Bool { failure == nil && childIsRunning }

    /// Whether the child has not ended (it is reaped the moment it is seen to have).
    private var childIsRunning: Bool {
        if termination == nil { termination = child.endedYet() }
        return termination == nil
    }

    /// Ends the child (closing its input ends a healthy one; a stuck one is killed).
    package func stop() {
        guard childIsRunning else { return }
        child.closeInput()
        endProcessGroup()
    }

    /// Waits at most `seconds` for the child to end by itself.
    private func awaitExit(within seconds: Double) {
        let until = Date().addingTimeInterval(seconds)
        while childIsRunning && Date() < until { usleep(10_000) }
    }

    /// Kills the child and everything it started, then waits (briefly) until it is seen to end. The child
    /// runs in a process group of its own, which holds the Swift runtime's backtracer too (a process the
    /// child starts when it traps or is asked for its backtrace), so that none is left behind.
    private func endProcessGroup() {
        kill(-child.pid, SIGKILL)
        kill(child.pid, SIGKILL)
        awaitExit(within: 5)
    }

    /// Sends one request and waits for its answer.
    package func request(_ object: [String: Any]) throws(LayoutHostFailure) -> [String: Any] {
        if let failure { throw failure }
        do {
            var data = try JSONSerialization.data(withJSONObject: object)
            data.append(UInt8(ascii: "\n"))
            try write(data)
            while true {
                let line = try readLine(deadline: Date().addingTimeInterval(timeout))
                guard let answer = try JSONSerialization.jsonObject(with: line) as? [String: Any] else {
                    throw fail(LayoutHostFailure(line: "\(build.sourcePath): the layout host answered something that is not JSON"))
                }
                // A cell asking to be measured while the host works on the request: answered, then read on.
                if let element = answer["measure"] {
                    let axes = (answer["axes"] as? [String]).map { names in
                        SelfSizingAxes(names.compactMap { ["width": SelfSizingAxes.width, "height": .height][$0] })
                    }
                    let size = LayoutHostWire.attributes(element).flatMap { measure?($0, axes) }
                    var reply = try JSONSerialization.data(withJSONObject: size.map { [$0.width, $0.height] } ?? NSNull(),
                                                           options: [.fragmentsAllowed])
                    reply.append(UInt8(ascii: "\n"))
                    try write(reply)
                    continue
                }
                // The scene's ids, asked by a layout looking items up through its data source: answered, then read on.
                if answer["identifiers"] != nil {
                    let sections = (identifiers?() ?? []).map { [$0.section, $0.items] as [Any] }
                    var reply = try JSONSerialization.data(withJSONObject: sections)
                    reply.append(UInt8(ascii: "\n"))
                    try write(reply)
                    continue
                }
                // Text the layout measures while the host works on the request: answered, then read on.
                if let text = answer["measureText"] {
                    let measured = LayoutHostTextRequest(json: text).flatMap { measureText?($0) }
                    var reply = try JSONSerialization.data(withJSONObject: measured ?? NSNull(), options: [.fragmentsAllowed])
                    reply.append(UInt8(ascii: "\n"))
                    try write(reply)
                    continue
                }
                roundTrips += 1
                passOnPrintedLines()
                return answer
            }
        } catch let failure as LayoutHostFailure {
            throw failure
        } catch {
            throw fail(LayoutHostFailure(line: "\(build.sourcePath): \(error.localizedDescription)"))
        }
    }

    /// Writes all of `data` to the child's input; a closed pipe means the child is gone.
    private func write(_ data: Data) throws(LayoutHostFailure) {
        let fd = child.input
        guard fd >= 0 else { throw diedFailure() }
        var failed = false
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                offset += written
            }
        }
        if failed { throw diedFailure() }
    }

    /// Reads one line of the child's output, waiting at most until `deadline`; what it writes to its standard
    /// error meanwhile is read too (a child whose standard error is full would stop).
    private func readLine(deadline: Date) throws(LayoutHostFailure) -> Data {
        let fd = child.output
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = Data(buffer[..<newline])
                buffer.removeSubrange(...newline)
                return line
            }
            let remaining = deadline.timeIntervalSinceNow
            // A child past its time that is already reporting a trap is crashing (its backtracer is slow), not hanging.
            if remaining <= 0 { throw isCrashing ? diedFailure() : hungFailure() }
            // A negative descriptor (standard error ended) is left out by poll(2).
            var pollers = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: errorsEnded ? -1 : child.errors, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&pollers, 2, Int32(min(remaining * 1000, 1000).rounded(.up)))
            if ready < 0 { if errno == EINTR { continue }; throw diedFailure() }
            if pollers[1].revents != 0 { drainErrors() }
            if pollers[0].revents == 0 { continue }
            let count = Glibc.read(fd, &chunk, chunk.count)
            if count < 0 { if errno == EINTR { continue }; throw diedFailure() }
            if count == 0 { throw diedFailure() }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    /// Whether the child's standard error already shows the Swift runtime reporting a trap.
    private var isCrashing: Bool {
        let output = errorOutput()
        return output.contains("Fatal error") || output.contains("Program crashed")
    }

    /// The failure of a child that ended: its trap's message and the user's line, from its standard error.
    private func diedFailure() -> LayoutHostFailure {
        // The runtime's backtracer may still be writing the trap's backtrace: it is given until it names the
        // user's line, or ten seconds (under AddressSanitizer it cannot read the instrumented child in time).
        awaitBacktraceLine()
        if childIsRunning { endProcessGroup() }
        passOnLinesBeforeReport()
        return fail(LayoutHostFailure.fromCrash(standardError: errorOutput(), sourcePath: build.sourcePath, className: build.entry.backtraceOwner,
                                                ending: termination?.description ?? "signal \(SIGKILL)"))
    }

    /// How long a child reporting a trap or a hang is given to write the backtrace line naming the user's file
    /// before it is killed. It takes a few hundredths of a second on a quiet machine and seconds on a loaded one
    /// (the runtime's backtracer is a process of its own that reads and symbolicates the child); a child whose
    /// runtime does not report at all ends at once, and is not waited for.
    package static let backtraceWait = 10.0

    /// Waits until the child's backtrace names the user's file or is finished without it (a frame in a system
    /// call can hide the caller's), the child has ended, or `backtraceWait` has passed.
    private func awaitBacktraceLine() {
        let name = (build.sourcePath as NSString).lastPathComponent
        let until = Date().addingTimeInterval(Self.backtraceWait)
        while childIsRunning && Date() < until {
            let output = errorOutput()
            // The backtrace names the user's line long before the runtime has finished writing it all.
            if LayoutHostFailure.firstLine(in: output, of: name) != nil || output.contains("\nBacktrace took ") { return }
            usleep(20_000)
        }
    }

    /// The failure of a child that did not answer in time: it is asked for its backtrace (SIGABRT, which the
    /// Swift runtime reports like a crash), then killed.
    private func hungFailure() -> LayoutHostFailure {
        kill(child.pid, SIGABRT)
        awaitBacktraceLine()
        endProcessGroup()
        passOnLinesBeforeReport()
        return fail(LayoutHostFailure.fromHang(standardError: errorOutput(), sourcePath: build.sourcePath, className: build.entry.backtraceOwner,
                                               timeout: JSONWriter.format(timeout)))
    }

    /// Remembers the failure that ended the conversation.
    private func fail(_ failure: LayoutHostFailure) -> LayoutHostFailure {
        if self.failure == nil { self.failure = failure }
        return self.failure!
    }

    /// What the child wrote to its standard error since the lines last passed on.
    private func errorOutput() -> String {
        drainErrors()
        return String(decoding: errorBuffer, as: UTF8.self)
    }

    /// Reads what the child's standard error holds now, without waiting (a megabyte at most: a child that
    /// writes without end does not keep the playground here).
    private func drainErrors() {
        guard !errorsEnded, child.errors >= 0 else { return }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        for _ in 0..<16 {
            var poller = pollfd(fd: child.errors, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 0)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return }
            let count = Glibc.read(child.errors, &chunk, chunk.count)
            if count < 0 { if errno == EINTR { continue }; errorsEnded = true; return }
            if count == 0 { errorsEnded = true; return }
            errorBuffer.append(contentsOf: chunk[..<count])
        }
    }

    /// Passes on the whole lines the child printed since the last time (a line still being written waits).
    private func passOnPrintedLines() {
        drainErrors()
        guard let end = errorBuffer.lastIndex(of: UInt8(ascii: "\n")) else { return }
        let text = String(decoding: errorBuffer[..<end], as: UTF8.self)
        errorBuffer.removeSubrange(...end)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { passOn(String(line)) }
    }

    /// For a child that failed: passes on the lines it printed before the runtime's report of the trap or
    /// the hang (which the failure's one line sums up), or all of them when there is no report.
    private func passOnLinesBeforeReport() {
        guard !passedOnAtFailure else { return }
        passedOnAtFailure = true
        var lines = errorOutput().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The last piece is a line not ended, or nothing after the last newline.
        lines.removeLast()
        if let report = lines.firstIndex(where: { $0.contains("Fatal error") || $0.contains("Program crashed") }) {
            lines.removeSubrange(report...)
            while lines.last?.isEmpty == true { lines.removeLast() }
        }
        for line in lines { passOn(line) }
    }
}
