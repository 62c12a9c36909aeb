import AppSupport
import Foundation
import Playground
import Spawning
#if canImport(Glibc)
import Glibc
#endif

/// The parent's side of `--jobs N`: starts the worker processes, hands the job numbers out one
/// at a time to whichever worker is free (so a slow picture holds no other up), and passes the
/// reports on in the jobs' order (one that comes early waits for those before it), so what the
/// command does with them is the same whatever the number of workers. A worker's other lines on
/// standard error (a warning) are passed on to this process's. When a worker fails, no more jobs
/// are handed out, the others finish the one they are on and end, and the first failure is
/// thrown as one line: the worker's own error.
@MainActor
package struct WorkerPool {
    /// The arguments that start a worker for this command (the executable is this process's own).
    package var arguments: [String]
    /// How many workers to start.
    package var count: Int
    /// The folder the jobs write their files into, if any: a worker stopped by a signal may have
    /// left a temporary file there, which is removed.
    package var folder: String?

    /// One worker process and what has come from it so far.
    private struct Worker {
        var process: ChildProcess
        /// The job it is making.
        var job: Int?
        /// Bytes of its standard output not yet read as a whole report.
        var reports: [UInt8] = []
        /// Bytes of its standard error not yet ending a line.
        var errors: [UInt8] = []
        /// Its last `error:` line, without the prefix.
        var errorLine: String?
        /// Whether its standard output and error are still open, and whether it has been waited for.
        var outputOpen = true, errorsOpen = true, ended = false
    }

    /// Makes jobs `0..<jobs` in the workers; `receive` gets each report, in this process, in
    /// the jobs' order; `name` names a job in an error.
    package func run(jobs: Int, name: (Int) -> String, receive: (WorkerReport) throws -> Void) throws {
        // A worker that is gone makes writing to it fail with EPIPE rather than end this process.
        signal(SIGPIPE, SIG_IGN)
        var workers: [Worker] = []
        var failure: (any Error)?
        do {
            for _ in 0..<count { workers.append(Worker(process: try ChildProcess.launchThisExecutable(arguments: arguments, input: .pipe, output: .pipe, errors: .pipe))) }
        } catch {
            // The ones started see their input end before any job and end.
            failure = error
        }
        var next = 0
        var early: [Int: WorkerReport] = [:]
        var delivered = 0

        func handOut(to index: Int) {
            if failure == nil, next < jobs {
                let line = Array("\(next)\n".utf8)
                // The descriptor is read first: a closure that captures `workers` itself is a send
                // of the local that Swift 6's region checks refuse in a release build.
                let input = workers[index].process.input
                if line.withUnsafeBytes({ write(input, $0.baseAddress, $0.count) }) == line.count {
                    workers[index].job = next
                    next += 1
                    return
                }
            }
            workers[index].process.closeInput()
        }

        func readReports(of index: Int, _ bytes: ArraySlice<UInt8>) {
            workers[index].reports += bytes
            while true {
                let report: WorkerReport
                do {
                    guard let taken = try WorkerReport.take(from: &workers[index].reports) else { return }
                    guard taken.job == workers[index].job else { throw PlaygroundError("a worker process sent a report for a job it was not making") }
                    report = taken
                } catch {
                    // A worker that says what cannot be understood is stopped.
                    failure = failure ?? error
                    workers[index].reports = []
                    kill(workers[index].process.pid, SIGKILL)
                    return
                }
                workers[index].job = nil
                early[report.job] = report
                handOut(to: index)
                while failure == nil, let ready = early.removeValue(forKey: delivered) {
                    delivered += 1
                    do {
                        try receive(ready)
                    } catch {
                        failure = failure ?? error
                    }
                }
            }
        }

        func pass(_ line: String, from index: Int) {
            if line.hasPrefix("error: ") {
                workers[index].errorLine = String(line.dropFirst("error: ".count))
            } else {
                TerminalLine.writeToStandardError(line)
            }
        }

        func readErrors(of index: Int, _ bytes: ArraySlice<UInt8>) {
            workers[index].errors += bytes
            while let newline = workers[index].errors.firstIndex(of: UInt8(ascii: "\n")) {
                pass(String(decoding: workers[index].errors[..<newline], as: UTF8.self), from: index)
                workers[index].errors.removeFirst(newline + 1)
            }
        }

        func end(_ index: Int) {
            workers[index].ended = true
            workers[index].process.closeInput()
            let termination = workers[index].process.wait()
            if case .signalled = termination, let folder { AtomicFile.removeTemporaryFiles(of: workers[index].process.pid, in: folder) }
            // Read before `||`, whose autoclosure would capture `workers` (refused in release, as above).
            let wasMaking = workers[index].job != nil
            guard termination != .exited(0) || wasMaking else { return }
            var making = ""
            if let job = workers[index].job { making = " while making \(name(job))" }
            let error: any Error = switch termination {
            case .exited(2): InputError(workers[index].errorLine ?? "a worker process ended with status 2\(making)")
            case .exited(let status):
                PlaygroundError(workers[index].errorLine ?? "a worker process ended with status \(status)\(making)")
            case .signalled(let signal): PlaygroundError("a worker process was stopped by signal \(signal)\(making)")
            }
            failure = failure ?? error
        }

        for index in workers.indices { handOut(to: index) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while workers.contains(where: { !$0.ended }) {
            var watched: [(index: Int, isOutput: Bool)] = []
            var descriptors: [pollfd] = []
            for (index, worker) in workers.enumerated() {
                if worker.outputOpen {
                    watched.append((index, true))
                    descriptors.append(pollfd(fd: worker.process.output, events: Int16(POLLIN), revents: 0))
                }
                if worker.errorsOpen {
                    watched.append((index, false))
                    descriptors.append(pollfd(fd: worker.process.errors, events: Int16(POLLIN), revents: 0))
                }
            }
            if !descriptors.isEmpty, poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
                guard errno == EINTR else { throw PlaygroundError("cannot wait for the worker processes: \(String(cString: strerror(errno)))") }
                continue
            }
            for (position, (index, isOutput)) in watched.enumerated() where descriptors[position].revents != 0 {
                let descriptor = descriptors[position].fd
                let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                if count <= 0 {
                    close(descriptor)
                    if isOutput { workers[index].outputOpen = false } else {
                        workers[index].errorsOpen = false
                        if !workers[index].errors.isEmpty { pass(String(decoding: workers[index].errors, as: UTF8.self), from: index) }
                    }
                } else if isOutput {
                    readReports(of: index, chunk[..<count])
                } else {
                    readErrors(of: index, chunk[..<count])
                }
            }
            for index in workers.indices where !workers[index].ended && !workers[index].outputOpen && !workers[index].errorsOpen {
                end(index)
            }
        }
        if let failure { throw failure }
        guard delivered == jobs else { throw PlaygroundError("the worker processes ended before making every picture") }
    }
}
