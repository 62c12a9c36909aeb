import AppInput
import CollectionLayout
import CSDL2
import Foundation
@testable import Playground
@testable import Rendering
import Testing
import Typography

/// Dropping files on a real window under Xvfb: a drop pushed through SDL's own event queue
/// arrives as `InputEvent.dropFile`, and a script's `dropFile` — the same path into the model —
/// opens a scene in the window (remembered among the recent files) or, for a broken file, says
/// why and leaves the scene as it was. In the serialized `CommandLineTests`, as every real-window
/// test is: two windows at once on one display would take each other's input.
extension CommandLineTests {
    private func hasDisplay() -> Bool {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            Issue.record("no DISPLAY: run the suite with `make test`, which starts Xvfb")
            return false
        }
        return true
    }

    @Test func aFileDroppedThroughSDLsQueueArrivesAsADrop() throws {
        guard hasDisplay() else { return }
        let window = try AppWindow(title: "drop", size: Size(width: 320, height: 240), fonts: FontLibrary(directory: TestPaths.fonts))
        _ = window.events(waitingUpTo: 0.2) // the new window's own events (exposed…)
        let path = "/tmp/Dropped scène.json"
        // As a desktop's drop arrives: begin, the file (a copy SDL's receiver frees), complete.
        for type in [SDL_DROPBEGIN, SDL_DROPFILE, SDL_DROPCOMPLETE] {
            var event = SDL_Event()
            event.type = type.rawValue
            if type == SDL_DROPFILE { event.drop.file = SDL_strdup(path) }
            #expect(SDL_PushEvent(&event) == 1)
        }
        var drops: [InputEvent] = []
        for _ in 0..<10 where drops.isEmpty {
            drops = window.events(waitingUpTo: 0.5).filter { if case .dropFile = $0 { true } else { false } }
        }
        #expect(drops == [.dropFile(path)])
    }

    /// Runs `run --script` on the built-in scene with `actions`, in `directory`, for two seconds;
    /// returns the cells on exit and what was printed on standard error.
    private func runDropping(_ actions: String, in directory: URL) throws -> (cells: [String], stderr: String) {
        let script = directory.appendingPathComponent("drop.json")
        try Data("{\"actions\": [\(actions)]}".utf8).write(to: script)
        let state = directory.appendingPathComponent("state.json").path
        let result = try ProcessRunner.playground(
            ["run", "--script", script.path, "--exit-after", "2", "--size", "800x600", "--state-on-exit", state],
            environment: ["XDG_CONFIG_HOME": directory.appendingPathComponent("config").path])
        #expect(result.status == 0, "\(result.stderr)")
        return (try WindowDriver.cells(inState: state), result.stderr)
    }

    @Test func aDroppedSceneOpensInTheWindowAndIsRemembered() throws {
        guard hasDisplay() else { return }
        let directory = try TestPaths.temporaryDirectory()
        let scenes = directory.appendingPathComponent("scenes")
        try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.fixture("small-scene.json"), toPath: scenes.appendingPathComponent("small.json").path)
        // The path is taken from the script's folder.
        let (cells, _) = try runDropping(#"{"at": 0.3, "do": "dropFile", "path": "scenes/small.json"}"#, in: directory)
        // The fixture's items: six squares a…f, then three bars.
        #expect(cells.count == 9)
        #expect(Array(cells.prefix(6)) == ["a", "b", "c", "d", "e", "f"])
        let recent = directory.appendingPathComponent("config/collection-playground/recent.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: recent)) as? [String: Any]
        #expect(json?["files"] as? [String] == [scenes.appendingPathComponent("small.json").path])
    }

    @Test func aDroppedBrokenFileSaysWhyAndTheSceneStays() throws {
        guard hasDisplay() else { return }
        let directory = try TestPaths.temporaryDirectory()
        let broken = directory.appendingPathComponent("broken.json")
        try Data("{\n  \"sections\": [\n    {\"items\": [}\n  ]\n}\n".utf8).write(to: broken)
        let (cells, stderr) = try runDropping(#"{"at": 0.3, "do": "dropFile", "path": "broken.json"}"#, in: directory)
        #expect(stderr == "error: \(broken.path):3:16: expected a value, found '}'\n")
        // The built-in scene's cells, as `dump --all` lists them.
        let dump = try ProcessRunner.playground(["dump", "--all"])
        let json = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as! [String: Any]
        let builtIn = (json["elements"] as! [[String: Any]]).filter { $0["category"] as? String == "cell" }.compactMap { $0["id"] as? String }
        #expect(!builtIn.isEmpty && cells == builtIn)
        // Nothing opened, so nothing is remembered.
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("config/collection-playground/recent.json").path))
    }

    @Test func aDroppedScriptPlaysOnTheScene() throws {
        guard hasDisplay() else { return }
        let directory = try TestPaths.temporaryDirectory()
        try Data(#"{"actions": [{"at": 0.2, "do": "setLayout", "layout": "grid", "animated": false}]}"#.utf8)
            .write(to: directory.appendingPathComponent("to-grid.json"))
        let script = directory.appendingPathComponent("drop.json")
        try Data(#"{"actions": [{"at": 0.3, "do": "dropFile", "path": "to-grid.json"}]}"#.utf8).write(to: script)
        let state = directory.appendingPathComponent("state.json").path
        let result = try ProcessRunner.playground(["run", "--script", script.path, "--exit-after", "2", "--size", "800x600",
                                                   "--state-on-exit", state])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: state))) as? [String: Any]
        #expect(json?["layout"] as? String == "grid")
    }

    @Test func ctrlOListsTheRememberedFilesAndReturnOpensTheNewest() throws {
        guard WindowDriver.toolsAreThere() else { return }
        let directory = try TestPaths.temporaryDirectory()
        let scene = directory.appendingPathComponent("small.json")
        try FileManager.default.copyItem(atPath: TestPaths.fixture("small-scene.json"), toPath: scene.path)
        // Remembered from an earlier run (the driver's config home is in the test's folder), with a file since gone.
        let config = directory.appendingPathComponent("config/collection-playground")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("{\"files\": [\"\(directory.path)/gone.json\", \"\(scene.path)\"]}".utf8).write(to: config.appendingPathComponent("recent.json"))
        let state = directory.appendingPathComponent("state.json").path
        let window = try WindowDriver(["run", "--size", "1024x768", "--exit-after", "60", "--state-on-exit", state], in: directory)
        defer { window.stop() }
        try window.xdotool(["mousemove", "500", "400"])
        try window.xdotool(["key", "ctrl+o"])
        try window.xdotool(["key", "Return"])
        try WindowDriver.waitUntil("the remembered scene is open") {
            (try? String(contentsOf: config.appendingPathComponent("recent.json"), encoding: .utf8))?.contains("gone.json") == false
        }
        try window.quit()
        #expect(Array(try WindowDriver.cells(inState: state).prefix(6)) == ["a", "b", "c", "d", "e", "f"])
    }
}

extension CommandLineTests {
    @Test func aSceneDroppedByAScriptIsDrawnAtOnceWithoutFurtherInput() throws {
        guard WindowDriver.toolsAreThere() else { return }
        let directory = try TestPaths.temporaryDirectory()
        let scene = directory.appendingPathComponent("small.json")
        try FileManager.default.copyItem(atPath: TestPaths.fixture("small-scene.json"), toPath: scene.path)
        // The drop comes well after the window is placed, and nothing moves after it.
        let script = directory.appendingPathComponent("drop.json")
        try Data(#"{"actions": [{"at": 4, "do": "dropFile", "path": "small.json"}]}"#.utf8).write(to: script)
        let window = try WindowDriver(["run", "--size", "800x600", "--exit-after", "60", "--script", script.path], in: directory)
        defer { window.stop() }
        // What the window shows before and after the drop, drawn headless.
        let before = try ViewOptions(size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts).makeModel().renderedFrame(scale: 1)
        let after = try ViewOptions(scenePath: scene.path, size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts).makeModel()
            .renderedFrame(scale: 1)
        try window.waitUntilScreenShows(after, insteadOf: before, in: Rect(x: 0, y: 60, width: 800, height: 480),
                                        what: "the dropped scene is drawn without further input")
    }

    /// A real desktop drop: another X client speaks XDND to the window (as a file manager does),
    /// the pointer never moves, and the next frame shows the scene; it is open when the app quits.
    @Test func aSceneDroppedFromTheDesktopOpensAndIsDrawnWithoutFurtherInput() throws {
        guard WindowDriver.toolsAreThere() else { return }
        let directory = try TestPaths.temporaryDirectory()
        // A name a URI must percent-encode (a space, an accented letter).
        let scene = directory.appendingPathComponent("Dropped scène.json")
        try FileManager.default.copyItem(atPath: TestPaths.fixture("small-scene.json"), toPath: scene.path)
        let state = directory.appendingPathComponent("state.json").path
        let window = try WindowDriver(["run", "--size", "800x600", "--exit-after", "60", "--state-on-exit", state], in: directory)
        defer { window.stop() }
        let before = try ViewOptions(size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts).makeModel().renderedFrame(scale: 1)
        let after = try ViewOptions(scenePath: scene.path, size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts).makeModel()
            .renderedFrame(scale: 1)
        let outcome = try DesktopDrop.drop([scene.path], on: window.window, x: 400, y: 300)
        #expect(outcome == DesktopDrop.Outcome(accepted: true, finished: true, requestedType: "text/uri-list"))
        try window.waitUntilScreenShows(after, insteadOf: before, in: Rect(x: 0, y: 60, width: 800, height: 480),
                                        what: "the scene dropped from the desktop is drawn without further input")
        try window.quit()
        #expect(Array(try WindowDriver.cells(inState: state).prefix(6)) == ["a", "b", "c", "d", "e", "f"])
    }
}
