import AppSupport
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
}
