import Foundation
import Testing

/// What reaches a terminal from a scene: a user's string in a warning, escaped.
struct TerminalLineWarningTests {
    /// A scene whose picture name holds an escape sequence: the warning names it, escaped, on one line.
    @Test func aScenesPictureWarningReachesTheTerminalEscaped() throws {
        let directory = try TestPaths.temporaryDirectory()
        let scene = directory.appendingPathComponent("escapes.json")
        let json = #"{"sections": [{"items": [{"id": "a", "title": "A", "image": "\u001b[2J\u001b[31mred.png"}]}]}"#
        try Data(json.utf8).write(to: scene)
        let result = try ProcessRunner.playground(["shot", scene.path, "--out", directory.appendingPathComponent("x.png").path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.utf8.contains(0x1B))
        let warnings = result.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("\\u{1B}[2J\\u{1B}[31mred.png") == true, "\(result.stderr)")
    }
}
