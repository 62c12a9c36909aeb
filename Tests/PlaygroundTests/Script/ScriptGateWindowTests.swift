import Foundation
@testable import Playground
import Testing

/// The window asks before a script compiles and runs a layout's Swift code: a script dropped by another
/// plays nothing while the question waits (and the script that dropped it cannot answer it), and
/// `run --allow-layout-source` lets it run without asking. In the serialized `CommandLineTests`, as every
/// real-window test is.
extension CommandLineTests {
    /// A folder with a layout file never compiled before and a script `load.json` that loads it; the environment
    /// whose swiftc leaves the file `started` names when it is started at all (`LayoutSourceFixtures.markingSwiftc`).
    private func codeRunningScript() throws -> (directory: URL, environment: [String: String?], started: String) {
        let directory = try TestPaths.temporaryDirectory()
        let layout = try LayoutSourceFixtures.variant(of: "CircleLayout.swift", appending: "// \(UUID().uuidString)\n")
        let (swiftc, started) = try LayoutSourceFixtures.markingSwiftc()
        try #"{"actions": [{"at": 0, "do": "loadLayoutSource", "path": "\#(layout)"}]}"#
            .write(to: directory.appendingPathComponent("load.json"), atomically: true, encoding: .utf8)
        return (directory, ["SWIFT_EXEC": swiftc, "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path], started)
    }

    @Test func aDroppedScriptThatRunsCodeWaitsForTheUserAndItsDropperCannotAnswer() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            Issue.record("no DISPLAY: run the suite with `make test`, which starts Xvfb")
            return
        }
        let (directory, environment, started) = try codeRunningScript()
        // The dropping script then clicks where Run is (the 480×150 question centred in 800×600, Run at
        // (390, 325), 110×30) and presses Return and R.
        let dropper = directory.appendingPathComponent("drop.json")
        try #"""
        {"actions": [{"at": 0.3, "do": "dropFile", "path": "load.json"},
                     {"at": 1.0, "do": "pointerDown", "x": 445, "y": 340}, {"at": 1.05, "do": "pointerUp", "x": 445, "y": 340},
                     {"at": 1.2, "do": "key", "key": "return"}, {"at": 1.3, "do": "key", "key": "r"}]}
        """#.write(to: dropper, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.playground(["run", "--script", dropper.path, "--exit-after", "2.5", "--size", "800x600"],
                                                  environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: started), "swiftc was started: \(result.stderr)")
        #expect(!result.stderr.contains("loadLayoutSource"), "\(result.stderr)")
    }

    @Test func allowLayoutSourceLetsTheWindowsScriptRunCodeWithoutAsking() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            Issue.record("no DISPLAY: run the suite with `make test`, which starts Xvfb")
            return
        }
        let (directory, environment, started) = try codeRunningScript()
        let result = try ProcessRunner.playground(["run", "--script", directory.appendingPathComponent("load.json").path, "--exit-after", "2",
                                                   "--size", "800x600", "--allow-layout-source"], environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        // The fake swiftc was started, and its failure said as a compile error.
        #expect(FileManager.default.fileExists(atPath: started))
        #expect(result.stderr.contains("loadLayoutSource: "), "\(result.stderr)")
    }
}
