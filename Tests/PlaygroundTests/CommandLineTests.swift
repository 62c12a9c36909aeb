import CollectionLayout
import Foundation
@testable import Playground
import Rendering
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
        (["dump", "--layout", "table"], "error: --layout must be one of: flow, stacked, circle, coverflow, compositional, grid, line, got \"table\""),
        (["dump", "/no/such.json"], "error: /no/such.json: no such scene file"),
        (["shot", "--out", "picture.jpg"], "error: --out must name a .png file, got \"picture.jpg\""),
        (["shot", "--scale", "0", "--out", "x.png"], "error: --scale must be a number from 1 to 4, got 0"),
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

    @Test func runOpensARealWindowAndWritesItsPicture() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            Issue.record("no DISPLAY: run the suite with `make test`, which starts Xvfb")
            return
        }
        let out = try TestPaths.temporaryDirectory().appendingPathComponent("window.png").path
        let result = try ProcessRunner.playground(["run", "--exit-after", "1", "--screenshot", out, "--size", "800x600"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGFile.read(out)
        #expect(image.width >= 800 && image.height >= 600)
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
/// same serialized suite as the other window test, so only one window is open at a time.
extension CommandLineTests {
    /// Whether there is a display and xdotool to drive it; records why not otherwise.
    private func windowToolsAreThere() -> Bool {
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

    /// Starts `playground` with `arguments` (its stderr into `errors`, when given), waits `settle`
    /// seconds for its window, and moves the window to the screen's top-left (there is no window
    /// manager to place it).
    private func openWindow(_ arguments: [String], settle: Double = 1.5, errors: URL? = nil) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TestPaths.executable)
        process.arguments = arguments
        if let errors {
            FileManager.default.createFile(atPath: errors.path, contents: nil)
            process.standardError = try FileHandle(forWritingTo: errors)
        }
        try process.run()
        Thread.sleep(forTimeInterval: settle)
        try xdotool(["search", "--sync", "--name", "Collection Playground", "windowmove", "%@", "0", "0"])
        Thread.sleep(forTimeInterval: 0.3)
        return process
    }

    /// Presses `keys` in the window (`pause` seconds after each), quits with Ctrl+Q, expects a
    /// clean exit and returns the cells' ids from the state the window wrote on exit.
    private func pressQuitAndReadCells(_ keys: [String], pause: Double, process: Process, state: String) throws -> [String] {
        for key in keys {
            try xdotool(["key", key])
            Thread.sleep(forTimeInterval: pause)
        }
        try xdotool(["key", "ctrl+q"])
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && process.terminationReason == .exit,
                "\(process.terminationReason == .uncaughtSignal ? "signal" : "status") \(process.terminationStatus)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state))) as! [String: Any]
        return (json["elements"] as! [[String: Any]]).filter { $0["category"] as? String == "cell" }.compactMap { $0["id"] as? String }
    }

    private func xdotool(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
    }

    @Test func aClickOnTheToolbarADragThatReordersAndCtrlSInARealWindow() throws {
        guard windowToolsAreThere() else { return }
        let directory = try TestPaths.temporaryDirectory()
        let state = directory.appendingPathComponent("state.json").path
        let shots = directory.appendingPathComponent("shots").path
        // Quits on Ctrl+Q at the end; the time limit only guards against a stuck run.
        let errors = directory.appendingPathComponent("stderr.txt")
        let process = try openWindow(["run", "--size", "1024x768", "--exit-after", "30", "--state-on-exit", state, "--screenshots-dir", shots],
                                     errors: errors)
        // Drag Ocelot (first card) onto the third column, holding first so it lifts.
        try xdotool(["mousemove", "160", "180", "mousedown", "1"])
        Thread.sleep(forTimeInterval: 0.6)
        for x in stride(from: 200, through: 850, by: 50) {
            try xdotool(["mousemove", "\(x)", "180"])
            Thread.sleep(forTimeInterval: 0.03)
        }
        Thread.sleep(forTimeInterval: 0.2)
        try xdotool(["mouseup", "1"])
        Thread.sleep(forTimeInterval: 0.5)
        // Ctrl+S with the pointer over the window (keyboard focus follows it without a manager).
        try xdotool(["key", "ctrl+s"])
        Thread.sleep(forTimeInterval: 0.5)
        // Click the Cover Flow segment.
        let plain = try ViewOptions(size: "1024x768", fontsDirectory: TestPaths.fonts).makeModel()
        let segment = try #require(plain.toolbarControls.first { $0.action == .layout(.coverflow) }).frame
        try xdotool(["mousemove", "\(Int(segment.midX))", "\(Int(segment.midY))", "click", "1"])
        Thread.sleep(forTimeInterval: 0.5)
        try xdotool(["key", "ctrl+q"])
        process.waitUntilExit()
        #expect(process.terminationStatus == 0 && process.terminationReason == .exit,
                "\(process.terminationReason == .uncaughtSignal ? "signal" : "status") \(process.terminationStatus): \((try? String(contentsOf: errors, encoding: .utf8)) ?? "")")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state))) as! [String: Any]
        #expect(json["layout"] as? String == "coverflow")
        let order = (json["elements"] as! [[String: Any]]).filter { $0["category"] as? String == "cell" }.compactMap { $0["id"] as? String }
        #expect(Array(order.prefix(3)) == ["lynx", "snow-leopard", "ocelot"])
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
        // The episodes load for 1.2 s after the window opens (waits are generous: the suite also
        // runs under the sanitizers, several times slower).
        let process = try openWindow(["run", TestPaths.podcastScene, "--size", "900x760", "--exit-after", "30", "--state-on-exit", state],
                                     settle: 4)
        // Where the second row and its Delete button are, from a model of the same page.
        let model = try ViewOptions(scenePath: TestPaths.podcastScene, size: "900x760", fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        let row = try #require(model.windowFrame(ofItemAt: CollectionLayout.IndexPath(item: 1, section: 0)))
        try model.swipe(at: CollectionLayout.IndexPath(item: 1, section: 0), dx: -150, velocity: -800)
        model.settle()
        let delete = try #require(model.swipeActionFrames().first { $0.action.kind == .delete }).frame
        // A quick drag left on the row (no hold): 300 points in about 0.25 s — further than the
        // actions are wide, so it opens even if a slow run sees no speed.
        let y = Int(row.midY)
        try xdotool(["mousemove", "\(Int(row.midX) + 150)", "\(y)", "mousedown", "1"])
        for step in 1...10 {
            Thread.sleep(forTimeInterval: 0.025)
            try xdotool(["mousemove", "\(Int(row.midX) + 150 - step * 30)", "\(y)"])
        }
        try xdotool(["mouseup", "1"])
        Thread.sleep(forTimeInterval: 2)
        try xdotool(["mousemove", "\(Int(delete.midX))", "\(Int(delete.midY))", "click", "1"])
        Thread.sleep(forTimeInterval: 1.5)
        return try pressQuitAndReadCells(keys, pause: 1, process: process, state: state)
    }

    @Test func aDragOpensARowsActionsDeleteRemovesItAndCtrlZBringsItBackInARealWindow() throws {
        guard windowToolsAreThere() else { return }
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
        guard windowToolsAreThere() else { return }
        let scene = try InspectorTestSupport.copy(TestPaths.defaultScene)
        let state = (scene as NSString).deletingLastPathComponent + "/state.json"
        // Where the Line spacing track is, from a model of the same window with the panel open.
        let model = try InspectorTestSupport.model(scene)
        let (layout, parameters, _, _) = try #require(model.inspectorLayout())
        let row = try #require(parameters.firstIndex { $0.label == "Line spacing" })
        let track = layout.rows[row].control
        let process = try openWindow(["run", scene, "--size", "1024x768", "--exit-after", "30", "--state-on-exit", state])
        try xdotool(["mousemove", "300", "400", "key", "i"])
        Thread.sleep(forTimeInterval: 0.8)
        // Three quarters along a track from 0 to 80: 60.
        try xdotool(["mousemove", "\(Int((track.minX + track.width * 0.75).rounded()))", "\(Int(track.midY))", "click", "1"])
        Thread.sleep(forTimeInterval: 0.8)
        try xdotool(["key", "ctrl+shift+s"])
        Thread.sleep(forTimeInterval: 0.5)
        try xdotool(["key", "ctrl+q"])
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let saved = try SceneDecoder.load(path: scene)
        #expect(abs(saved.layout.metrics.minimumLineSpacing - 60) <= 1)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state))) as! [String: Any]
        // The collection is the window less the panel.
        let frame = try #require(json["collectionFrame"] as? [String: Double])
        #expect(frame["width"] == 1024 - layout.frame.width)
    }
}

/// The context menu in a real window under Xvfb, driven by xdotool: a right-click on a card and
/// Copy, a right-click on another and Paste (through the system clipboard), then Ctrl+Z.
extension CommandLineTests {
    /// Copies item 0 and pastes it after item 2 with the mouse, presses `keys`, quits; the cells' ids on exit.
    private func copyAndPasteInAWindow(thenPress keys: [String]) throws -> [String] {
        let directory = try TestPaths.temporaryDirectory()
        let state = directory.appendingPathComponent("state.json").path
        // Where the cards and the menu's rows are, from a model of the same window.
        let model = try ViewOptions(size: "1024x768", fontsDirectory: TestPaths.fonts).makeModel()
        func centre(_ item: Int) throws -> Point {
            let frame = try #require(model.windowFrame(ofItemAt: CollectionLayout.IndexPath(item: item, section: 0)))
            return Point(x: frame.midX.rounded(), y: frame.midY.rounded())
        }
        func row(_ action: PlaygroundModel.ContextMenuAction, at point: Point) throws -> Point {
            model.handle(.secondaryClick(point))
            let menu = try #require(model.contextMenu)
            model.handleKey("escape", modifiers: [])
            let box = menu.rowFrame(try #require(PlaygroundModel.ContextMenuAction.allCases.firstIndex(of: action)))
            return Point(x: box.midX.rounded(), y: box.midY.rounded())
        }
        let first = try centre(0), third = try centre(2)
        let copy = try row(.copy, at: first), paste = try row(.paste, at: third)
        let process = try openWindow(["run", "--size", "1024x768", "--exit-after", "30", "--state-on-exit", state])
        for (target, choice) in [(first, copy), (third, paste)] {
            try xdotool(["mousemove", "\(Int(target.x))", "\(Int(target.y))", "click", "3"])
            Thread.sleep(forTimeInterval: 0.5)
            try xdotool(["mousemove", "\(Int(choice.x))", "\(Int(choice.y))", "click", "1"])
            Thread.sleep(forTimeInterval: 0.8)
        }
        return try pressQuitAndReadCells(keys, pause: 0.8, process: process, state: state)
    }

    @Test func copyThenPasteThroughTheContextMenuAndUndoInARealWindow() throws {
        guard windowToolsAreThere() else { return }
        let pasted = try copyAndPasteInAWindow(thenPress: [])
        #expect(Array(pasted.prefix(5)) == ["ocelot", "lynx", "snow-leopard", "ocelot-copy", "cheetah"])
        let undone = try copyAndPasteInAWindow(thenPress: ["ctrl+z"])
        #expect(Array(undone.prefix(4)) == ["ocelot", "lynx", "snow-leopard", "cheetah"])
        #expect(!undone.contains("ocelot-copy"))
    }
}
