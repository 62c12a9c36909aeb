import CollectionLayout
import Foundation
import Pictures
import Rendering
import TestSupport
import Testing
@testable import Playground

/// A `playground run` window under Xvfb driven by xdotool, as a person's mouse and keyboard
/// would. Nothing waits a fixed time for the app: each wait polls an observable condition until
/// it holds — the window exists, the screen shows what a headless model of the same moment
/// shows, the app's layout trace (`run --trace`) names a call, a file appears — and fails,
/// naming the condition, after a generous timeout (the suite also runs under the sanitizers).
/// The one fixed duration is a gesture's own: holding a card still long enough to lift it.
@MainActor
final class WindowDriver {
    /// The running app.
    let process: SpawnedProcess
    /// Where the app writes every call its collection view makes to its layouts, as they happen.
    let tracePath: String
    /// The app's standard error.
    let errors: URL
    /// The X window id of the app's window, as xdotool names it.
    private(set) var window = ""

    /// How long a wait may take before the test fails.
    static let timeout = 120.0

    /// A wait that ran out of time.
    struct Timeout: Error, CustomStringConvertible {
        /// What was waited for.
        var description: String
    }

    /// Whether there is a display and xdotool to drive it; records why not otherwise.
    static func toolsAreThere() -> Bool {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            Issue.record("no DISPLAY: run the suite with `make test`, which starts Xvfb")
            return false
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xdotool") else {
            Issue.record("xdotool is missing: `make test` installs it")
            return false
        }
        return true
    }

    /// Starts `playground` with `arguments` (and `--trace` into `directory`), waits until its
    /// window is on screen and, unless `movingToTopLeft` is false (to see where the app put it),
    /// moves it to the screen's top-left (there is no window manager to place it) and waits
    /// until its first frame is drawn.
    init(_ arguments: [String], in directory: URL, movingToTopLeft: Bool = true) throws {
        tracePath = directory.appendingPathComponent("trace.log").path
        errors = directory.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        // Remembered state and recovery copies live in the test's folder, never the user's.
        process = try SpawnedProcess(TestPaths.executable, arguments + ["--trace", tracePath],
                                     environment: ProcessRunner.isolatedEnvironment(in: directory),
                                     output: .discarded, errors: .file(errors.path))
        let process = process, errors = errors
        do {
            try Self.waitUntil("the window is on screen") {
                // An app that ended will never show its window: say how it ended at once.
                if let ended = process.termination {
                    throw Timeout(description: "the app ended (\(ended)) before its window was seen")
                }
                // This app's window (its _NET_WM_PID), whatever else the display shows.
                self.window = try Self.output(["search", "--all", "--onlyvisible", "--pid", "\(process.pid)", "--name", "Collection Playground"])
                    .split(separator: "\n").first.map(String.init) ?? ""
                return !self.window.isEmpty
            }
        } catch let timeout as Timeout {
            throw Timeout(description: "\(timeout.description) (running: \(process.isRunning), "
                          + "stderr: \((try? String(contentsOf: errors, encoding: .utf8)) ?? ""))")
        }
        guard movingToTopLeft else { return }
        // SDL centres the window when it first shows it, which may come after a move: move it
        // until it is at the top-left and its first frame is drawn there (a new window is black
        // until the app presents a frame; the toolbar is light).
        // What the last look saw, for the message should the wait fail.
        var lastGeometry = "", lastPixel: UInt32?, moves = 0
        do {
            try Self.waitUntil("the window is at the top-left with its first frame drawn") {
                if let ended = process.termination {
                    throw Timeout(description: "the app ended (\(ended)) before its window was at the top-left and drawn")
                }
                lastGeometry = try Self.output(["getwindowgeometry", self.window])
                // A window that is gone (its id no longer answers) is looked for again by the app's pid.
                if lastGeometry.isEmpty, let found = try Self.output(["search", "--all", "--onlyvisible", "--pid", "\(process.pid)",
                                                                      "--name", "Collection Playground"]).split(separator: "\n").first {
                    self.window = String(found)
                    return false
                }
                guard lastGeometry.contains("Position: 0,0 ") else {
                    try xdotool(["windowmove", self.window, "0", "0"])
                    moves += 1
                    return false
                }
                lastPixel = ScreenPixels.colour(x: 4, y: 4)
                return (lastPixel ?? 0) != 0
            }
        } catch let timeout as Timeout {
            let pixel = lastPixel.map { String(format: "#%06X", $0) } ?? "unread"
            throw Timeout(description: "\(timeout.description) (running: \(process.isRunning), last seen: "
                          + "\(lastGeometry.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "; ")), "
                          + "pixel (4, 4) \(pixel), \(moves) moves; stderr: \((try? String(contentsOf: errors, encoding: .utf8)) ?? ""))")
        }
    }

    /// Where the window is and how large, as xdotool reports them: "Position: X,Y (screen: 0)"
    /// and "Geometry: W×H".
    func geometry() throws -> (x: Int, y: Int, width: Int, height: Int) {
        let text = try Self.output(["getwindowgeometry", window])
        let numbers = text.split(whereSeparator: { !$0.isNumber && $0 != "-" }).compactMap { Int($0) }
        guard numbers.count >= 5 else { throw Timeout(description: "xdotool gave no geometry for window \(window): \(text)") }
        return (numbers[1], numbers[2], numbers[numbers.count - 2], numbers[numbers.count - 1])
    }

    /// Polls `condition` every 20 ms until it holds; throws `Timeout` naming `what` after `timeout` seconds.
    static func waitUntil(_ what: String, timeout: Double = WindowDriver.timeout, _ condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while try !condition() {
            guard Date() < deadline else { throw Timeout(description: "timed out after \(Int(timeout)) s waiting until \(what)") }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Runs xdotool with `arguments` and waits for it.
    func xdotool(_ arguments: [String]) throws {
        _ = try Self.output(arguments)
    }

    /// What xdotool printed.
    private static func output(_ arguments: [String]) throws -> String {
        try SpawnedProcess.run("/usr/bin/xdotool", arguments, errors: .discarded).standardOutput
    }

    /// The lines of the app's layout trace so far.
    func traceLines() -> [String] {
        ((try? String(contentsOfFile: tracePath, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Waits until a line of the trace after the first `skipping` contains `text`.
    func waitForTrace(_ text: String, skipping: Int = 0, what: String) throws {
        try Self.waitUntil(what) { traceLines().dropFirst(skipping).contains { $0.contains(text) } }
    }

    /// Waits until the screen shows, somewhere in `box` (window points: the window is at the
    /// top-left, at 1×), what a headless render `expected` shows there instead of `before` — at a
    /// pixel where `expected` is one flat colour and clearly differs from `before`.
    func waitUntilScreenShows(_ expected: RGBAImage, insteadOf before: RGBAImage, in box: Rect, what: String) throws {
        guard let point = Self.telltalePixel(in: box, expected: expected, before: before) else {
            throw Timeout(description: "no pixel in \(box) tells whether \(what)")
        }
        let pixel = expected[point.x, point.y]
        let colour = UInt32(pixel.r) << 16 | UInt32(pixel.g) << 8 | UInt32(pixel.b)
        try Self.waitUntil(what) {
            ScreenPixels.colour(x: point.x, y: point.y).map { ScreenPixels.close($0, colour) } ?? false
        }
    }

    /// A pixel inside `box` whose 3×3 neighbourhood is one colour in `expected` and which differs
    /// from `before` by more than 32 in a channel (the pixel nearest the box's centre).
    static func telltalePixel(in box: Rect, expected: RGBAImage, before: RGBAImage) -> (x: Int, y: Int)? {
        let minX = max(1, Int(box.minX.rounded(.up))), maxX = min(expected.width - 2, Int(box.maxX) - 1)
        let minY = max(1, Int(box.minY.rounded(.up))), maxY = min(expected.height - 2, Int(box.maxY) - 1)
        guard minX <= maxX, minY <= maxY else { return nil }
        func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [Int] {
            let p = image[x, y]
            return [Int(p.r), Int(p.g), Int(p.b)]
        }
        var candidates: [(x: Int, y: Int)] = []
        for y in minY...maxY {
            for x in minX...maxX {
                let colour = rgb(expected, x, y)
                guard zip(colour, rgb(before, x, y)).contains(where: { abs($0 - $1) > 32 }) else { continue }
                let flat = (-1...1).allSatisfy { dy in (-1...1).allSatisfy { dx in rgb(expected, x + dx, y + dy) == colour } }
                if flat { candidates.append((x, y)) }
            }
        }
        return candidates.min { a, b in
            abs(Double(a.x) - box.midX) + abs(Double(a.y) - box.midY) < abs(Double(b.x) - box.midX) + abs(Double(b.y) - box.midY)
        }
    }

    /// Presses the left button at `point` and waits until the press is drawn (the pixel under
    /// the pointer changes: a card dims while pressed).
    func press(at point: (x: Int, y: Int)) throws {
        try xdotool(["mousemove", "\(point.x)", "\(point.y)"])
        let before = ScreenPixels.colour(x: point.x, y: point.y)
        try xdotool(["mousedown", "1"])
        try Self.waitUntil("the press at \(point) is drawn") { ScreenPixels.colour(x: point.x, y: point.y) != before }
    }

    /// Keeps the pointer still for `seconds`: the gesture itself (a press held still long enough
    /// lifts a card), timed on the app's clock, which is the wall clock in a window.
    func holdStill(for seconds: Double) {
        Thread.sleep(forTimeInterval: seconds)
    }

    /// Quits with Ctrl+Q and waits for the app to exit; expects a clean exit. With
    /// `discardingChanges`, D then answers "Don't Save" to the question an unsaved edit asks
    /// (the app reads keys in order: the question is up before the D arrives; a clean app has
    /// quit already and never reads it). `keysBefore` go in the same `xdotool` call with no delay
    /// between keys, so that the window reads them with Ctrl+Q in one batch of events.
    func quit(discardingChanges: Bool = false, keysBefore: [String] = [],
              sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try xdotool(["key"] + (keysBefore.isEmpty ? [] : ["--delay", "0"]) + keysBefore + ["ctrl+q"] + (discardingChanges ? ["d"] : []))
        try Self.waitUntil("the app quits") { !process.isRunning }
        #expect(process.termination == .exited(0),
                "\(process.termination.map(String.init(describing:)) ?? "running"): \((try? String(contentsOf: errors, encoding: .utf8)) ?? "")",
                sourceLocation: sourceLocation)
    }

    /// Ends the app if it is still running (a test that failed midway).
    func stop() {
        process.terminate()
    }

    /// The cells' ids in a state file the app wrote on exit (`--state-on-exit`).
    static func cells(inState path: String) throws -> [String] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
        return (json["elements"] as! [[String: Any]]).filter { $0["category"] as? String == "cell" }.compactMap { $0["id"] as? String }
    }
}
