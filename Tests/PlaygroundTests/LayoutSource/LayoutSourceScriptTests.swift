import AppSupport
import CollectionLayout
import Commands
import Foundation
@testable import Playground
import Rendering
import SceneFormat
import Testing

/// The script action `loadLayoutSource {path, class}`: a second layout file compiled and switched to animated,
/// as a save does in the window, so that `shot --script … --animate` shows a reload.
@MainActor @Suite(.serialized) struct LayoutSourceScriptTests {
    /// Apple's CircleLayout with a smaller radius, min(width, height) / 4: in the circle scene's view, 800 × 512
    /// (600 less the toolbar's 56 and the status bar's 32), the first item's centre moves from x = 400 + 204.8
    /// (radius 512 / 2.5) to 400 + 128, its frame's x from 569.8 to 493.
    private func smallerCircle() throws -> String {
        try LayoutSourceFixtures.variant(of: "CircleLayout.swift", named: "SmallerCircle.swift",
                                         replacing: [("radius = min(size.width, size.height) / 2.5", "radius = min(size.width, size.height) / 4")])
    }

    /// The circle scene with Apple's CircleLayout, playing `actions`, whose `loadLayoutSource` may run code
    /// (`--allow-layout-source`).
    private func options(_ actions: [String], at: Double? = nil) throws -> ViewOptions {
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path("circle-scene.json"), fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = LayoutSourceFixtures.path("CircleLayout.swift")
        options.allowsScriptLayoutSource = true
        return try options.playing(actions, at: at)
    }

    @Test func aLoadedSourceAnimatesFromTheOldLayoutToTheNew() throws {
        let smaller = try smallerCircle()
        let load = #"{"at": 0.2, "do": "loadLayoutSource", "path": "\#(smaller)"}"#
        let before = try DumpCommand.run(try options([load], at: 0.19), all: true)
        #expect(LayoutSourceFixtures.isClose(try LayoutSourceFixtures.cellFrame(ofDump: before, item: 0), [569.8, 221, 70, 70]))
        // Mid-switch (it lasts 0.35 s), the first item is strictly between x = 569.8 and x = 493.
        let between = try #require(try LayoutSourceFixtures.cellFrame(ofDump: try DumpCommand.run(try options([load], at: 0.35), all: false), item: 0))
        #expect(between[0] > 493.5 && between[0] < 569.3, "\(between)")
        // Settled, the dump is the new file's, loaded directly.
        var direct = ViewOptions(scenePath: LayoutSourceFixtures.path("circle-scene.json"), fontsDirectory: TestPaths.fonts)
        direct.layoutSourcePath = smaller
        let expected = try DumpCommand.run(direct, all: true), settled = try DumpCommand.run(try options([load]), all: true)
        #expect(LayoutSourceFixtures.isClose(try LayoutSourceFixtures.cellFrame(ofDump: expected, item: 0), [493, 221, 70, 70]))
        let differences = try LayoutSourceFixtures.differences(expected, settled)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func animateShowsTheReloadFrameByFrame() throws {
        let smaller = try smallerCircle()
        var options = try options([#"{"at": 0.2, "do": "loadLayoutSource", "path": "\#(smaller)"}"#])
        options.size = Size(width: 400, height: 300)
        let output = try TestPaths.temporaryDirectory().appendingPathComponent("reload.webp").path
        var settings = AnimateCommand.Settings()
        settings.fps = 10
        settings.hold = 0
        try AnimateCommand.run(options, output: output, scale: 1, settings: settings)
        let frames = try AnimatedWebP.decode(try Data(contentsOf: URL(fileURLWithPath: output))).frames.map(\.image)
        // The first frame is the old layout, the last the new one loaded directly; frames between are neither.
        var start = options
        start.at = 0
        #expect(frames.first == (try start.makeModelAtMoment().renderedFrame(scale: 1)))
        var direct = ViewOptions(scenePath: LayoutSourceFixtures.path("circle-scene.json"), fontsDirectory: TestPaths.fonts)
        direct.layoutSourcePath = smaller
        direct.size = Size(width: 400, height: 300)
        let end = try direct.makeModelAtMoment().renderedFrame(scale: 1)
        #expect(frames.last == end)
        let between = frames.dropFirst().dropLast().filter { $0 != frames.first && $0 != end }
        #expect(between.count >= 2, "\(frames.count) frames")
    }

    @Test func aFileThatDoesNotCompileIsRefusedWithTheCompilersLines() throws {
        let broken = LayoutSourceFixtures.path("BrokenLayout.swift")
        let options = try options([#"{"at": 0.2, "do": "loadLayoutSource", "path": "\#(broken)"}"#])
        do {
            _ = try DumpCommand.run(options, all: true)
            Issue.record("the broken file was loaded")
        } catch let error as InputError {
            #expect(error.description.contains("\(broken):8:20: error: "), "\(error)")
            #expect(error.description.contains(options.scriptPath!), "\(error)")
        }
    }

    @Test func withoutAllowLayoutSourceAHeadlessCommandRefusesTheActionAndCompilesNothing() throws {
        // A layout file never compiled before, and a swiftc that leaves a mark if it is started at all.
        let directory = try TestPaths.temporaryDirectory()
        let layout = try LayoutSourceFixtures.variant(of: "CircleLayout.swift", appending: "// \(UUID().uuidString)\n")
        let (swiftc, started) = try LayoutSourceFixtures.markingSwiftc()
        let script = directory.appendingPathComponent("load.json")
        try #"{"actions": [{"at": 0.2, "do": "loadLayoutSource", "path": "\#(layout)"}]}"#.write(to: script, atomically: true, encoding: .utf8)
        let environment: [String: String?] = ["SWIFT_EXEC": swiftc, "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path]
        let result = try ProcessRunner.playground(["dump", LayoutSourceFixtures.path("circle-scene.json"), "--script", script.path],
                                                  environment: environment)
        #expect(result.status == 2)
        // The action's object starts on line 1, column 14.
        #expect(result.stderr == "error: \(script.path):1:14: loadLayoutSource: the script would compile and run \(layout); "
                + "scripts run Swift code only with --allow-layout-source\n")
        #expect(result.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: started), "swiftc was started")
        // With the flag, the fake swiftc is started (and fails): the action did compile.
        let allowed = try ProcessRunner.playground(["dump", LayoutSourceFixtures.path("circle-scene.json"), "--script", script.path,
                                                    "--allow-layout-source"], environment: environment)
        #expect(allowed.status == 2)
        #expect(FileManager.default.fileExists(atPath: started))
    }

    @Test func withAllowLayoutSourceAHeadlessCommandLoadsTheScriptsLayout() throws {
        // The circle scene in a built-in layout, then Apple's CircleLayout loaded by the script: its first item at
        // x = 400 + 512 / 2.5 − 35 = 569.8 in the 800 × 512 view, 70 points square.
        let script = try ScriptTestSupport.scriptFile([#"{"at": 0.2, "do": "loadLayoutSource", "path": "\#(LayoutSourceFixtures.path("CircleLayout.swift"))"}"#])
        let result = try ProcessRunner.playground(["dump", LayoutSourceFixtures.path("circle-scene.json"), "--script", script, "--all",
                                                   "--allow-layout-source"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(LayoutSourceFixtures.isClose(try LayoutSourceFixtures.cellFrame(ofDump: result.stdout, item: 0), [569.8, 221, 70, 70]))
    }

    @Test func aPlayerThatWasNotAllowedRefusesTheActionAndTheLayoutStays() throws {
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path("circle-scene.json"), fontsDirectory: TestPaths.fonts)
        options.layout = .kind(.circle)
        let model = try options.makeModel()
        let script = try ScriptDecoder.decode(#"{"actions": [{"at": 0, "do": "loadLayoutSource", "path": "/nowhere/MyLayout.swift"}]}"#,
                                              file: "/tmp/s.json")
        var player = ScriptPlayer(script: script)
        #expect(throws: InputError.self) { try player.playToEnd(on: model) }
        #expect(model.layoutSource == nil)
        var refused = ScriptPlayer(script: script)
        #expect(refused.playShowingRefusals(until: 1, on: model).map(\.description)
                == ["/tmp/s.json:1:14: loadLayoutSource: the script would compile and run /nowhere/MyLayout.swift; "
                    + "scripts run Swift code only with --allow-layout-source"])
    }

    @Test func theActionIsCheckedWhenTheScriptIsRead() throws {
        #expect(throws: InputError.self) { try ScriptDecoder.decode(#"{"actions": [{"at": 0, "do": "loadLayoutSource"}]}"#, file: "s.json") }
        #expect(throws: InputError.self) { try ScriptDecoder.decode(#"{"actions": [{"at": 0, "do": "loadLayoutSource", "path": ""}]}"#, file: "s.json") }
        let script = try ScriptDecoder.decode(#"{"actions": [{"at": 0, "do": "loadLayoutSource", "path": "My.swift", "class": "Mine"}]}"#,
                                              file: "/tmp/scripts/s.json")
        guard case .loadLayoutSource(let path, let className, let functionName) = script.actions.first?.action else {
            Issue.record("not a loadLayoutSource action")
            return
        }
        #expect(path == "/tmp/scripts/My.swift" && className == "Mine" && functionName == nil)
        // A file whose layout a function makes: `function`, as `--layout-function` names it.
        let byFunction = try ScriptDecoder.decode(#"{"actions": [{"at": 0, "do": "loadLayoutSource", "path": "My.swift", "function": "Grid.createLayout"}]}"#,
                                                  file: "/tmp/scripts/s.json")
        guard case .loadLayoutSource(_, nil, let function) = byFunction.actions.first?.action else {
            Issue.record("not a loadLayoutSource action with a function")
            return
        }
        #expect(function == "Grid.createLayout")
        #expect(throws: InputError.self) { try ScriptDecoder.decode(#"{"actions": [{"at": 0, "do": "loadLayoutSource", "path": "My.swift", "function": ""}]}"#, file: "s.json") }
    }
}
