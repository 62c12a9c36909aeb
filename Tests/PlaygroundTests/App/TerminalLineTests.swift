import AppSupport
import Foundation
@testable import Playground
import Testing

/// What reaches a terminal from a user's strings: control characters escaped, every script intact.
struct TerminalLineTests {
    @Test func controlCharactersBecomeVisibleEscapes() {
        #expect(TerminalLine.escaped("\u{1B}[2Jgone") == "\\u{1B}[2Jgone")
        #expect(TerminalLine.escaped("a\nb\tc\rd") == "a\\nb\\tc\\rd")
        #expect(TerminalLine.escaped("bell\u{07} del\u{7F} csi\u{9B}") == "bell\\u{7} del\\u{7F} csi\\u{9B}")
    }

    @Test func textInEveryScriptIsLeftAsItIs() {
        let text = "Café 東京 กรุงเทพ مرحبا 👨‍👩‍👧‍👦 #️⃣"
        #expect(TerminalLine.escaped(text) == text)
    }

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
