import CollectionLayout
import Foundation
import Interactions
import Pictures
@testable import Playground
import Rendering
import SceneFormat
import TestSupport
import Testing

/// The `playground` executable as users and scripts run it: exit statuses, one-line errors,
/// headless shots with no display, and a real window under Xvfb.
@MainActor @Suite(.serialized) struct CommandLineTests {
    @Test func shotWritesAPNGWithNoDisplay() throws {
        let out = try TestPaths.temporaryDirectory().appendingPathComponent("x.png").path
        let result = try ProcessRunner.playground(["shot", "--out", out, "--size", "400x300"], environment: ["DISPLAY": nil])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGFile.read(out)
        #expect(image.width == 400 && image.height == 300)
    }

    @Test(arguments: [
        (["shot", "--out", "x.png", "--category", "huge"], "error: --category must be one of: xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5, got \"huge\""),
        (["dump", "--size", "0x10"], "error: --size must be between 1x1 and 16384x16384 points, got \"0x10\""),
        (["dump", "--layout", "table"], "error: --layout must be one of: flow, stacked, circle, coverflow, compositional, grid, line, list, got \"table\""),
        (["dump", "/no/such.json"], "error: /no/such.json: no such scene file"),
        (["shot", "--out", "picture.jpg"], "error: --out must name a .png file, got \"picture.jpg\""),
        (["shot", "--scale", "0", "--out", "x.png"], "error: --scale must be a number from 1 to 4, got 0"),
        (["measure", "hi", "--hyphenation-factor", "1.5"], "error: --hyphenation-factor must be a number from 0 to 1"),
        (["measure", "hi", "--style", "giant"], "error: --style must be one of: largeTitle title1 title2 title3 headline body callout subheadline footnote caption1 caption2, got \"giant\""),
    ])
    func badUsageExitsWithStatusTwoAndOneLine(_ arguments: [String], _ message: String) throws {
        let result = try ProcessRunner.playground(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == message + "\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func brokenSceneFileExitsWithStatusTwoNamingTheSpot() throws {
        let directory = try TestPaths.temporaryDirectory()
        let scene = directory.appendingPathComponent("broken.json")
        try Data("{\n  \"sections\": [\n    {\"items\": [}\n  ]\n}\n".utf8).write(to: scene)
        let result = try ProcessRunner.playground(["shot", scene.path, "--out", directory.appendingPathComponent("x.png").path])
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(scene.path):3:16: expected a value, found '}'\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.png").path))
    }

    @Test func aFontsFolderWithoutTheFontsIsBadInputNamingTheFile() throws {
        let empty = try TestPaths.temporaryDirectory()
        let result = try ProcessRunner.playground(["dump", "--fonts", empty.path])
        #expect(result.status == 2)
        #expect(result.stderr == "error: font file not found: \(empty.path)/Inter-Regular.otf\n")
    }

    @Test func unwritableOutputFailsWithOneLine() throws {
        let result = try ProcessRunner.playground(["shot", "--out", "/no/such/folder/x.png"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("error: cannot write /no/such/folder/x.png"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test func measurePrintsTheContractJSON() throws {
        let result = try ProcessRunner.playground(["measure", "The quick brown fox", "--style", "body", "--width", "120"])
        #expect(result.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        #expect(json["font"] as? String == "Inter-Regular")
        #expect(json["pointSize"] as? Double == 17)
        let lines = json["lines"] as! [[String: Double]]
        #expect(lines.count == 2)
        #expect(lines[0]["start"] == 0 && lines[0]["end"] == 10 && lines[1]["end"] == 19)
        #expect((json["width"] as! Double) <= 120)
    }

    @Test func measureHyphenatesOnlyWithAFactor() throws {
        // "Secretarybird" at AX5 (the headline's 53 points) in 250: "Secre-" with a factor
        // (sec=re=tary=bird, "Secretary-" too wide), eight letters cut with no hyphen without one.
        func lines(_ extra: [String]) throws -> [[Double]] {
            let result = try ProcessRunner.playground(["measure", "Secretarybird", "--style", "headline", "--category", "AX5",
                                                       "--width", "250"] + extra)
            let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
            return (json["lines"] as! [[String: Double]]).map { [$0["start"]!, $0["end"]!] }
        }
        #expect(try lines(["--hyphenation-factor", "1"]) == [[0, 5], [5, 13]])
        // Without: the longest run of letters that fits 250, read off each prefix's own width.
        func width(_ text: String) throws -> Double {
            let result = try ProcessRunner.playground(["measure", text, "--style", "headline", "--category", "AX5"])
            return (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any])["width"] as! Double
        }
        #expect(try width("Secretar") <= 250 && width("Secretary") > 250)
        #expect(try lines([]) == [[0, 8], [8, 13]])
    }

    @Test func runWithNoDisplayAnsweringSaysSoAtOnce() throws {
        // A display number nobody serves, and none at all: SDL falls back to drawing into memory,
        // where the window would run unseen until --exit-after.
        for (display, named) in [(":4711" as String?, "DISPLAY=:4711"), (nil, "DISPLAY is not set")] {
            let result = try ProcessRunner.playground(["run", "--exit-after", "5"], environment: ["DISPLAY": display, "WAYLAND_DISPLAY": nil])
            #expect(result.status == 1)
            #expect(result.stderr.split(separator: "\n").last == "error: cannot open a window: no display answered (\(named); `shot` needs none)",
                    "\(result.stderr)")
        }
    }

    @Test func runOpensARealWindowAndWritesItsPicture() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            Issue.record("no DISPLAY: run the suite with `make test`, which starts Xvfb")
            return
        }
        let out = try TestPaths.temporaryDirectory().appendingPathComponent("window.png").path
        let result = try ProcessRunner.playground(["run", "--exit-after", "1", "--screenshot", out, "--size", "800x600"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGFile.read(out)
        // The window's pixels exactly (under Xvfb a point is a pixel), not the larger texture a GPU renderer draws into.
        #expect(image.width == 800 && image.height == 600)
        // Not blank: the bar, the cards and the background give many distinct colours.
        var colours = Set<UInt32>()
        for y in stride(from: 0, to: image.height, by: 7) {
            for x in stride(from: 0, to: image.width, by: 7) {
                let p = image[x, y]
                colours.insert(UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b))
            }
        }
        #expect(colours.count > 20)
    }
}

/// A real window under Xvfb driven by xdotool, as a person's mouse and keyboard would; in the
/// same serialized suite as the other window test, so only one window is open at a time. Each
/// wait is a condition polled until it holds (`WindowDriver`); input that only needs the events
/// before it handled is sent at once, as the app handles X's events in the order they came.
extension CommandLineTests {
    @Test func aClickOnTheToolbarADragThatReordersAndCtrlSInARealWindow() throws {
        guard WindowDriver.toolsAreThere() else { return }
        let directory = try TestPaths.temporaryDirectory()
        let state = directory.appendingPathComponent("state.json").path
        let shots = directory.appendingPathComponent("shots").path
        // Quits on Ctrl+Q at the end; the time limit only guards against a stuck run.
        let window = try WindowDriver(["run", "--size", "1024x768", "--exit-after", "60", "--state-on-exit", state, "--screenshots-dir", shots],
                                      in: directory)
        defer { window.stop() }
        // Drag Ocelot (first card) onto the third column, holding first so it lifts (0.3 s on
        // the app's clock from when the press is handled: held 0.6 s from when it is drawn).
        try window.press(at: (160, 180))
        window.holdStill(for: 0.6)
        try window.xdotool(stride(from: 200, through: 850, by: 50).flatMap { ["mousemove", "\($0)", "180"] })
        try window.waitForTrace("layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)  [0, 2]",
                                what: "the lifted card's gap opens at the third place")
        try window.xdotool(["mouseup", "1"])
        // Ctrl+S with the pointer over the window (keyboard focus follows it without a manager).
        try window.xdotool(["key", "ctrl+s"])
        try WindowDriver.waitUntil("the screenshot is written") {
            ((try? FileManager.default.contentsOfDirectory(atPath: shots)) ?? []).contains { $0.hasSuffix(".png") }
        }
        // Click the Cover Flow segment.
        let plain = try SceneTestSupport.builtInScene()
        let segment = try #require(plain.toolbarControls.first { $0.action == .layout(.coverflow) }).frame
        let traced = window.traceLines().count
        try window.xdotool(["mousemove", "\(Int(segment.midX))", "\(Int(segment.midY))", "click", "1"])
        try window.waitForTrace("CoverFlowLayout", skipping: traced, what: "the switch to cover flow begins")
        try window.quit(discardingChanges: true)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state))) as! [String: Any]
        #expect(json["layout"] as? String == "coverflow")
        #expect(Array(try WindowDriver.cells(inState: state).prefix(3)) == ["lynx", "snow-leopard", "ocelot"])
        let files = (try? FileManager.default.contentsOfDirectory(atPath: shots)) ?? []
        #expect(files.count == 1 && files.first?.hasSuffix(".png") == true)
    }
}

/// Swipe to edit in a real window under Xvfb, driven by xdotool: a quick drag to the left opens
/// a row's actions, a click on Delete removes the row, Ctrl+Z brings it back.
extension CommandLineTests {
    /// Runs the podcast page in a window, waits for its episodes, opens the second row's actions
    /// with a drag, clicks Delete, then presses `keys`; returns the episodes' ids on exit.
    private func swipeAndDeleteInAWindow(thenPress keys: [String]) throws -> [String] {
        let directory = try TestPaths.temporaryDirectory()
        let state = directory.appendingPathComponent("state.json").path
        // Where the second row and its Delete button are, and how the open actions look, from a
        // model of the same page.
        let model = try ViewOptions(scenePath: TestPaths.podcastScene, size: Size(width: 900, height: 760), fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        let row = try #require(model.windowFrame(ofItemAt: CollectionLayout.IndexPath(item: 1, section: 0)))
        let shut = try model.renderedFrame(scale: 1)
        try model.swipe(at: CollectionLayout.IndexPath(item: 1, section: 0), dx: -150, velocity: -800)
        model.settle()
        let delete = try #require(model.swipeActionFrames().first { $0.action.kind == .delete }).frame
        let open = try model.renderedFrame(scale: 1)
        let window = try WindowDriver(["run", TestPaths.podcastScene, "--size", "900x760", "--exit-after", "60", "--state-on-exit", state],
                                      in: directory)
        defer { window.stop() }
        // The episodes load 1.2 s (on the app's clock) after the window opens.
        try window.waitForTrace("prepare(forCollectionViewUpdates:)  insert [0, 0]", what: "the episodes load")
        // A quick drag left on the row (no hold): 300 points, further than the actions are wide,
        // so they open whatever speed the app sees (all at once, it sees none).
        let y = Int(row.midY)
        try window.xdotool(["mousemove", "\(Int(row.midX) + 150)", "\(y)", "mousedown", "1"]
                           + (1...10).flatMap { ["mousemove", "\(Int(row.midX) + 150 - $0 * 30)", "\(y)"] } + ["mouseup", "1"])
        // The Delete button slides in: click it once it is on screen.
        try window.waitUntilScreenShows(open, insteadOf: shut, in: delete, what: "the row's Delete button is on screen")
        let traced = window.traceLines().count
        try window.xdotool(["mousemove", "\(Int(delete.midX))", "\(Int(delete.midY))", "click", "1"])
        try window.waitForTrace("delete [0, 1]", skipping: traced, what: "the row is deleted")
        for key in keys { try window.xdotool(["key", key]) }
        try window.quit(discardingChanges: true)
        return try WindowDriver.cells(inState: state)
    }

    @Test func aDragOpensARowsActionsDeleteRemovesItAndCtrlZBringsItBackInARealWindow() throws {
        guard WindowDriver.toolsAreThere() else { return }
        // Episode 13 is the second row.
        let deleted = try swipeAndDeleteInAWindow(thenPress: [])
        #expect(deleted.contains("episode-14") && !deleted.contains("episode-13"))
        let undone = try swipeAndDeleteInAWindow(thenPress: ["ctrl+z"])
        #expect(undone.contains("episode-14") && undone.contains("episode-13"))
    }
}


/// The inspector in a real window under Xvfb, driven by xdotool: I opens it, a click on a
/// slider's track sets the value under the pointer, Ctrl+Shift+S writes it into the scene file.
extension CommandLineTests {
    @Test func theInspectorTunesAndSavesTheSceneInARealWindow() throws {
        guard WindowDriver.toolsAreThere() else { return }
        let inspector = try InspectorWindow(row: "Line spacing")
        defer { inspector.window.stop() }
        // Three quarters along a track from 0 to 80: 60.
        let track = inspector.row.control
        let click = (Int((track.minX + track.width * 0.75).rounded()), Int(track.midY))
        try inspector.window.xdotool(["mousemove", "\(click.0)", "\(click.1)", "click", "1", "key", "ctrl+shift+s"])
        try WindowDriver.waitUntil("the scene file is saved with the new line spacing") {
            ((try? SceneDecoder.load(path: inspector.scene)).map { abs($0.layout.metrics.minimumLineSpacing - 60) <= 1 }) ?? false
        }
        try inspector.window.quit()
        let saved = try SceneDecoder.load(path: inspector.scene)
        #expect(abs(saved.layout.metrics.minimumLineSpacing - 60) <= 1)
        // The collection is the window less the panel.
        let frame = try #require(try inspector.stateOnExit()["collectionFrame"] as? [String: Double])
        #expect(frame["width"] == 1024 - inspector.panel.frame.width)
    }
}

/// The context menu in a real window under Xvfb, driven by xdotool: a right-click on a card and
/// Copy, a right-click on another and Paste (through the system clipboard), then Ctrl+Z.
extension CommandLineTests {
    /// Copies item 0 and pastes it after item 2 with the mouse, presses `keys`, quits; the cells' ids on exit.
    private func copyAndPasteInAWindow(thenPress keys: [String]) throws -> [String] {
        let directory = try TestPaths.temporaryDirectory()
        let state = directory.appendingPathComponent("state.json").path
        // Where the cards and the menu's rows are, and how the open menu looks, from a model of the same window.
        let model = try SceneTestSupport.builtInScene()
        func centre(_ item: Int) throws -> Point {
            let frame = try #require(model.windowFrame(ofItemAt: CollectionLayout.IndexPath(item: item, section: 0)))
            return Point(x: frame.midX.rounded(), y: frame.midY.rounded())
        }
        func row(_ action: ContextMenuAction, at point: Point) throws -> (row: Rect, menu: RGBAImage, before: RGBAImage) {
            let before = try model.renderedFrame(scale: 1)
            model.handle(.secondaryClick(point))
            let menu = try #require(model.contextMenu)
            let shown = try model.renderedFrame(scale: 1)
            model.handleKey("escape", modifiers: [])
            return (menu.rowFrame(try #require(ContextMenuAction.allCases.firstIndex(of: action))), shown, before)
        }
        let first = try centre(0), third = try centre(2)
        let copy = try row(.copy, at: first), paste = try row(.paste, at: third)
        let window = try WindowDriver(["run", "--size", "1024x768", "--exit-after", "60", "--state-on-exit", state], in: directory)
        defer { window.stop() }
        for (target, choice) in [(first, copy), (third, paste)] {
            try window.xdotool(["mousemove", "\(Int(target.x))", "\(Int(target.y))", "click", "3"])
            // The row is clicked once the menu shows it.
            try window.waitUntilScreenShows(choice.menu, insteadOf: choice.before, in: choice.row, what: "the context menu is open")
            try window.xdotool(["mousemove", "\(Int(choice.row.midX.rounded()))", "\(Int(choice.row.midY.rounded()))", "click", "1"])
        }
        try window.waitForTrace("insert [0, 3]", what: "the pasted card is inserted after the third")
        for key in keys { try window.xdotool(["key", key]) }
        try window.quit(discardingChanges: true)
        return try WindowDriver.cells(inState: state)
    }

    @Test func copyThenPasteThroughTheContextMenuAndUndoInARealWindow() throws {
        guard WindowDriver.toolsAreThere() else { return }
        let pasted = try copyAndPasteInAWindow(thenPress: [])
        #expect(Array(pasted.prefix(5)) == ["ocelot", "lynx", "snow-leopard", "ocelot-copy", "cheetah"])
        let undone = try copyAndPasteInAWindow(thenPress: ["ctrl+z"])
        #expect(Array(undone.prefix(4)) == ["ocelot", "lynx", "snow-leopard", "cheetah"])
        #expect(!undone.contains("ocelot-copy"))
    }
}
