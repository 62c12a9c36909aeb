import AppSupport
import CollectionLayout
import Foundation
import LayoutSource

/// `run --layout-source FILE.swift`: the file is compiled again in the background whenever it changes on
/// disk (a "Compiling…" toast; the window keeps the layout it has meanwhile). A good build is probed
/// (its host started and asked for the layout) and then shown with the layout-switch animation; a compile
/// error shows the compiler's lines over the last working layout and on standard error, and a build whose
/// layout traps or hangs is reported the same way and not switched to.
@MainActor
public final class LayoutSourceWatch {
    /// The file watched.
    let path: String
    /// `--layout-class`, if given.
    let className: String?
    /// `--layout-function`, if given.
    let functionName: String?
    /// The file's contents when last compiled (or being compiled).
    private var lastContents: Data?
    /// The build under way, if any.
    private var pending: PendingBuild?
    /// When the build under way started (for `reloadDurations`).
    private var pendingStart = Date()
    /// How long each finished reload took, from the change being seen to the new layout's attributes.
    public private(set) var reloadDurations: [Double] = []

    /// Watches `path` (`--layout-source`) with the class `className` or the function `functionName` names (or the file's only one).
    public init(path: String, className: String?, functionName: String? = nil) {
        self.path = path
        self.className = className
        self.functionName = functionName
    }

    /// Compiles the file now, waiting for it, and shows it in `model` at once (the window's first frame):
    /// a compile error or a trap shows in the window over the scene's own layout.
    public func loadNow(into model: PlaygroundModel) {
        lastContents = LayoutSourceFiles.snapshot(of: path)
        pendingStart = Date()
        do {
            let build = try LayoutSourceCompiler.buildBlocking(sourcePath: path, className: className, functionName: functionName)
            show(build, in: model, animated: false)
        } catch {
            report(error, in: model)
        }
    }

    /// Starts a build when the file changed and shows a finished one; returns true when the window must be redrawn.
    @discardableResult
    public func poll(_ model: PlaygroundModel) -> Bool {
        if let pending {
            // A finished build is taken on the main thread; a running one is left to run.
            guard let result = pending.take() else { return false }
            self.pending = nil
            switch result {
            case .success(let build): show(build, in: model, animated: true)
            case .failure(let error): report(error, in: model)
            }
            return true
        }
        let contents = LayoutSourceFiles.snapshot(of: path)
        guard let contents, contents != lastContents else { return false }
        lastContents = contents
        pendingStart = Date()
        model.showToast("Compiling \((path as NSString).lastPathComponent)…")
        let box = PendingBuild()
        pending = box
        let (path, className, functionName) = (path, className, functionName)
        Task.detached {
            do { box.finish(.success(try await LayoutSourceCompiler.build(sourcePath: path, className: className, functionName: functionName))) } catch { box.finish(.failure(error)) }
        }
        return true
    }

    /// Waits (up to `timeout` seconds) for the build under way and shows it: for scripts, tests and the bench.
    public func waitForPendingBuild(_ model: PlaygroundModel, timeout: Double = 120) {
        let until = Date().addingTimeInterval(timeout)
        while pending != nil && Date() < until {
            Thread.sleep(forTimeInterval: 0.005)
            poll(model)
        }
    }

    /// The loaded layout that is shown (the last that built and answered).
    package private(set) var session: LayoutSourceSession?

    /// Whether a build is under way.
    public var isCompiling: Bool { pending != nil }

    /// Starts the build's host, asks it for the layout of what is on screen, and switches to it; a host
    /// that traps or hangs on that first request is reported and the last working layout stays.
    private func show(_ build: LayoutSourceCompiler.Build, in model: PlaygroundModel, animated: Bool) {
        do {
            session = try model.loadLayoutSource(build, animated: animated)
            reloadDurations.append(Date().timeIntervalSince(pendingStart))
        } catch {
            report(error, in: model)
        }
    }

    /// Shows a failure over the window (the compiler's error lines, or one line) and writes it on standard error.
    private func report(_ error: any Error, in model: PlaygroundModel) {
        let text: String
        switch error {
        case let compile as LayoutSourceCompileError:
            FileHandle.standardError.write(Data((compile.description + "\n").utf8))
            let errors = compile.lines.filter { $0.contains("error: ") }
            text = (errors.isEmpty ? compile.lines : errors).joined(separator: "\n")
        case let failure as LayoutHostFailure:
            TerminalLine.writeToStandardError("error: " + failure.line)
            text = failure.line
        default:
            TerminalLine.writeToStandardError("error: \(error)")
            text = "\(error)"
        }
        model.document.setFileError(text)
    }

    /// A build running in the background: its result once the task has it.
    private final class PendingBuild: @unchecked Sendable {
        private let lock = NSLock()
        private var result: Result<LayoutSourceCompiler.Build, any Error>?
        /// Stores the result (from the build's task).
        func finish(_ value: Result<LayoutSourceCompiler.Build, any Error>) { lock.withLock { result = value } }
        /// The result, once there is one.
        func take() -> Result<LayoutSourceCompiler.Build, any Error>? { lock.withLock { result } }
    }
}
