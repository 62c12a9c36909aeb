import CollectionLayout
import Foundation

/// One loaded user layout: its build, the running layout host, and the last answer it gave, which
/// every `RemoteLayout` made from the session shares (a frame costs at most one round trip, and a
/// host that trapped leaves the last working layout on screen).
package final class LayoutSourceSession {
    /// The build the host runs.
    package let build: LayoutSourceCompiler.Build
    /// The child process.
    package let host: LayoutHostProcess
    /// The environment of the last answer.
    package private(set) var answeredEnvironment: LayoutHostWire.Environment?
    /// The clock's time of the last answer.
    package private(set) var answeredTime: Double?
    /// The last whole-layout answer (kept when the host fails).
    package private(set) var answer = LayoutHostWire.LayoutAnswer()
    /// The content inset and offset the layout set in an answer, until the collection view takes them.
    private var askedScrollState = AskedScrollState()
    /// Told once when the host traps or hangs.
    package var onFailure: ((LayoutHostFailure) -> Void)?
    /// The failure that ended the host, if any.
    package var failure: LayoutHostFailure? { host.failure }

    /// Starts the host of a build and checks that it answers.
    package init(build: LayoutSourceCompiler.Build, timeout: Double = 3) throws {
        self.build = build
        host = try LayoutHostProcess(build: build, timeout: timeout)
        _ = try? host.request(["op": "hello"])
    }

    /// Starts the host with the answer of an earlier session, shown until this one answers.
    package convenience init(build: LayoutSourceCompiler.Build, keeping earlier: LayoutSourceSession?) throws {
        try self.init(build: build)
        if let earlier { answer = earlier.answer }
    }

    /// The whole layout for an environment at a time of the playground's clock: the cached answer when it is
    /// the same (or, for a layout that does not read the content offset, differs only there; the time counts only
    /// while the layout's dynamic animators move its items), else one round trip, which carries the time.
    package func layout(for environment: LayoutHostWire.Environment, time: Double = 0) -> LayoutHostWire.LayoutAnswer {
        if let answered = answeredEnvironment {
            var same = answered
            // The touch moves with the content too: only a layout that hears scrolls reads it.
            if !answer.scrollInvalidates { same.offset = environment.offset; same.touch = environment.touch }
            if same == environment, !answer.dynamicsRunning || answeredTime == time { return answer }
        }
        // A layout that lays out again on every scroll is asked for the bounds and a viewport around them, not
        // the whole content: a frame of scrolling costs what is near the screen.
        var request: [String: Any] = ["op": "layout", "environment": environment.json, "time": time]
        if answer.scrollInvalidates, answeredEnvironment != nil {
            let size = environment.size
            request["rect"] = [environment.offset.x - size.width, environment.offset.y - size.height, size.width * 3, size.height * 3]
        }
        guard let json = send(request) else { return answer }
        keep(LayoutHostWire.LayoutAnswer(json: json))
        answeredEnvironment = environment
        answeredTime = time
        return answer
    }

    /// Every element of the content for the environment last answered: for a query past the rectangle
    /// of a partial answer (`dump --all`, an item scrolled to); the answer becomes whole.
    package func wholeLayout() -> LayoutHostWire.LayoutAnswer {
        guard answer.rect != nil, let environment = answeredEnvironment,
              let json = send(["op": "layout", "environment": environment.json]) else { return answer }
        keep(LayoutHostWire.LayoutAnswer(json: json))
        return answer
    }

    /// Keeps a fresh answer, and what it asked of the scroll state (once: a cached answer asks nothing again).
    private func keep(_ fresh: LayoutHostWire.LayoutAnswer) {
        answer = fresh
        if let inset = fresh.askedScrollState.contentInset { askedScrollState.contentInset = inset }
        if let offset = fresh.askedScrollState.contentOffset { askedScrollState.contentOffset = offset }
    }

    /// The content inset and offset the layout set since they were last taken (see `ScrollAdjustingLayout`).
    package func takeAskedScrollState() -> AskedScrollState {
        defer { askedScrollState = AskedScrollState() }
        return askedScrollState
    }

    /// Sends a request; nil (and `onFailure` told, once) when the host has failed.
    package func send(_ request: [String: Any]) -> [String: Any]? {
        let wasRunning = host.failure == nil
        do {
            return try host.request(request)
        } catch {
            if wasRunning { onFailure?(error) }
            return nil
        }
    }
}
