import SceneFormat
import TestSupport
import Testing

/// Xcode's scheme pseudo-languages, each string worked out by hand from the rule the docs give
/// (docs/environments.md): doubled with a space, bracketed with "[# " and " #]", every ASCII letter
/// its accented form from the table; the scene key read and a bad value refused.
@Suite struct PseudoLanguageTests {
    @Test func doubleLengthRepeatsTheStringAfterASpace() {
        #expect(PseudoLanguage.doubleLength.apply("Wi-Fi") == "Wi-Fi Wi-Fi")
        #expect(PseudoLanguage.doubleLength.apply("Title") == "Title Title")
        #expect(PseudoLanguage.doubleLength.apply("") == "")
    }

    @Test func boundedPutsTheStringBetweenMarks() {
        #expect(PseudoLanguage.bounded.apply("Café") == "[# Café #]")
        #expect(PseudoLanguage.bounded.apply("") == "")
    }

    @Test func accentedTurnsEachASCIILetterAndLeavesTheRest() {
        // S → Š U+0160, e → é U+00E9, t → ť U+0165 (twice), i → î U+00EE, n → ñ U+00F1, g → ĝ U+011D, s → š U+0161.
        #expect(PseudoLanguage.accented.apply("Settings") == "\u{160}\u{E9}\u{165}\u{165}\u{EE}\u{F1}\u{11D}\u{161}")
        #expect(PseudoLanguage.accented.apply("Settings") == "Šéťťîñĝš")
        // W → Ŵ U+0174, i → î, F → Ḟ U+1E1E; the hyphen, the space and the digit stay; "é" is not ASCII and stays.
        #expect(PseudoLanguage.accented.apply("Wi-Fi 2") == "\u{174}\u{EE}-\u{1E1E}\u{EE} 2")
        #expect(PseudoLanguage.accented.apply("Café") == "\u{106}\u{E1}\u{1E1F}\u{E9}")
        // Every letter of the alphabet becomes one scalar, none of them ASCII.
        let alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let accented = PseudoLanguage.accented.apply(alphabet)
        #expect(accented.unicodeScalars.count == 52 && accented.unicodeScalars.allSatisfy { !$0.isASCII })
    }

    @Test func noneAndRightToLeftLeaveTheTextAsWritten() {
        #expect(PseudoLanguage.none.apply("Wi-Fi") == "Wi-Fi")
        #expect(PseudoLanguage.rightToLeft.apply("Wi-Fi") == "Wi-Fi")
        #expect(PseudoLanguage.rightToLeft.mirrorsLayout && !PseudoLanguage.accented.mirrorsLayout)
    }

    @Test func anItemShowsItsTextsButKeepsItsIDAndTheSectionItsHeader() {
        var item = SceneItem(id: "wifi", title: "Wi-Fi", subtitle: "On")
        item.customFields = ["time": "9:41"]
        let shown = item.shown(in: .doubleLength)
        #expect(shown.id == "wifi" && shown.title == "Wi-Fi Wi-Fi" && shown.subtitle == "On On" && shown.customFields["time"] == "9:41 9:41")
        #expect(shown.text(forKey: "title") == "Wi-Fi Wi-Fi")
        #expect(item.title == "Wi-Fi")
        let section = SceneSection(id: "s", headerText: "Connections", footerText: nil, layout: SectionMetricsOverride(), items: [item])
        let bounded = section.shown(in: .bounded)
        #expect(bounded.headerText == "[# Connections #]" && bounded.footerText == nil && bounded.items[0].title == "Wi-Fi")
    }

    @Test func theSceneKeyIsReadAndABadValueRefused() throws {
        let scene = try SceneDecoder.decode(#"{"pseudoLanguage": "accented", "sections": []}"#, file: "s.json")
        #expect(scene.pseudoLanguage == .accented)
        #expect(try SceneDecoder.decode(#"{"sections": []}"#, file: "s.json").pseudoLanguage == PseudoLanguage.none)
        SceneTestSupport.expectRefused(#"{"pseudoLanguage": "klingon", "sections": []}"#,
                                       with: "scene.json:1:20: \"pseudoLanguage\" must be one of: none, doubleLength, accented, bounded, rightToLeft, got \"klingon\"")
    }
}
