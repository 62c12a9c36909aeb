import CollectionLayout
import Foundation
import Testing
@testable import Typography
import CHarfBuzz

/// CJK runs built from each scalar shaped alone (`ParagraphShaper+ContextFree`): the measurer's
/// glyphs and pen positions are those HarfBuzz gives the whole line in one run, in Japanese,
/// Simplified and Traditional Chinese and Korean, in the Noto Sans CJK face the cascade picks for
/// the language — HarfBuzz run here on the font file itself.
@MainActor @Suite struct ContextFreeShapingTests {
    /// The languages whose glyph forms differ (`locl`), each with its own face of the collection.
    nonisolated static let languages = ["ja", "zh-Hans", "zh-Hant", "ko"]

    /// The installed Noto Sans CJK face the cascade draws ideographs with for `language`.
    private func cjkFace(_ library: FontLibrary, _ language: String) throws -> FontFace {
        let face = try #require(library.cascade(for: .regular, language: language).face(for: 0x4E00),
                                "Noto Sans CJK is installed (fonts-noto-cjk)")
        try #require(face.path.hasSuffix(".ttc") || face.path.hasSuffix(".otf"), "\(face.path) is Noto Sans CJK")
        return face
    }

    /// A line of phrases of ideographs, kana, CJK punctuation, fullwidth forms, Hangul and the
    /// ideographic space, separated by spaces; with `marks`, now and then a combining sound mark
    /// after a kana or a variation selector after an ideograph (which HarfBuzz joins to the scalar before).
    private static func line(using random: inout SplitMix64, marks: Bool) -> String {
        let blocks: [ClosedRange<UInt32>] = [0x4E00...0x9FA5, 0x4E00...0x9FA5, 0x4E00...0x9FA5, 0x3041...0x3093, 0x30A1...0x30F6,
                                             0x3001...0x3002, 0x300C...0x300F, 0xFF01...0xFF5E, 0xAC00...0xD7A3, 0x3000...0x3000]
        var text = String.UnicodeScalarView()
        let target = Int.random(in: 10...40, using: &random)
        while text.count < target {
            if !text.isEmpty { text.append(" ") }
            // Each phrase starts with an ideograph, so the spaces between phrases stay in the CJK face.
            text.append(Unicode.Scalar(UInt32.random(in: 0x4E00...0x9FA5, using: &random))!)
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                let block = blocks.randomElement(using: &random)!
                let value = UInt32.random(in: block, using: &random)
                text.append(Unicode.Scalar(value)!)
                if marks && Int.random(in: 0..<12, using: &random) == 0 {
                    text.append((0x3041...0x30F6).contains(value) ? "\u{3099}" : "\u{FE00}")
                }
            }
        }
        // Ending in an ideograph: a line's width leaves out the white space it ends with, HarfBuzz's does not.
        text.append(Unicode.Scalar(UInt32.random(in: 0x4E00...0x9FA5, using: &random))!)
        return String(text)
    }

    @Test(arguments: languages)
    func cjkLinesAreHarfBuzzsWholeRunInTheLanguagesFace(language: String) throws {
        let library = FontLibrary(directory: TypographyTestSupport.packageRoot.appendingPathComponent("fonts").path)
        let face = try cjkFace(library, language)
        let measurer = library.makeMeasurer()
        var random = SplitMix64(seed: 0xC7C)
        let reference = try ShapingReferenceTests.ReferenceFont(path: face.path, index: face.index)
        defer { reference.close() }
        var withMarks = 0
        for number in 0..<300 {
            let text = Self.line(using: &random, marks: number % 3 == 0)
            if text.unicodeScalars.contains(where: { $0 == "\u{3099}" || $0 == "\u{FE00}" }) { withMarks += 1 }
            // At the face's units per em, points are its font units.
            let layout = measurer.measure(text, font: try library.face(.regular), pointSize: face.unitsPerEm, language: language)
            let glyphs = try #require(layout.lines.first?.glyphs)
            let expected = reference.glyphsInFontUnits(text, language: language)
            #expect(layout.lines.count == 1)
            #expect(glyphs.allSatisfy { layout.fontNames[$0.font] == face.name }, "\(language) \(text.debugDescription): one face")
            let same = glyphs.count == expected.count
                && zip(glyphs, expected).allSatisfy { $0.glyphID == $1.glyph && $0.x == Double($1.x) && $0.y == 0 }
            #expect(same, "\(language) \(text.debugDescription)")
            #expect(layout.width == Double(expected.reduce(0) { $0 + $1.advance }), "\(language) \(text.debugDescription)")
        }
        // Lines with marks took HarfBuzz's whole-run path; the rest were built from lone scalars.
        #expect(withMarks > 20)
    }

    @Test func aLineOfIdeographsAndSpacesAsksHarfBuzzForNoWord() throws {
        let library = FontLibrary(directory: TypographyTestSupport.packageRoot.appendingPathComponent("fonts").path)
        let face = try cjkFace(library, "zh-Hans")
        let measurer = library.makeMeasurer()
        // Ideographs are full width: 1 em each; Noto Sans CJK's space is 0.224 em (224 of 1,000 units).
        let layout = measurer.measure("汉字 测量 很快", font: try library.face(.regular), pointSize: 17, language: "zh-Hans")
        #expect(abs(layout.width - (6 * 17 + 2 * 0.224 * 17)) < 1e-9)
        #expect(layout.fontNames.last == face.name)
        #expect(measurer.shapedWordCount == 0)
    }

    @Test func kanaThatKernAreShapedTogetherAndIdeographsBesideThemAlone() throws {
        let library = FontLibrary(directory: TypographyTestSupport.packageRoot.appendingPathComponent("fonts").path)
        _ = try cjkFace(library, "ja")
        let measurer = library.makeMeasurer()
        // HarfBuzz kerns ゆ (U+3086) before ぶ (U+3076) in Noto Sans CJK JP by −30 units (1,970 for
        // the pair, not 2,000: hb_shape on the file); the ideographs around them are 1,000 each.
        let kerned = measurer.measure("漢ゆぶ字", font: try library.face(.regular), pointSize: 1000, language: "ja")
        #expect(kerned.width == 3970)
        // Apart, with an ideograph between them, nothing kerns.
        let apart = measurer.measure("ゆ字ぶ", font: try library.face(.regular), pointSize: 1000, language: "ja")
        #expect(apart.width == 3000)
    }
}

/// What `GlyphInteractions` reads from Noto Sans CJK JP's lookups, checked against what HarfBuzz
/// does on the file (hb_shape and hb_ot_layout_lookup_collect_glyphs, run apart from this code).
@MainActor @Suite struct GlyphInteractionsTests {
    @Test func ideographsAreFreeKanaPairAndTheSpaceIsAContextualInput() throws {
        let library = FontLibrary(directory: TypographyTestSupport.packageRoot.appendingPathComponent("fonts").path)
        let face = try #require(library.cascade(for: .regular, language: "ja").face(for: 0x4E00))
        let interactions = GlyphInteractions(font: face.hbFont)
        func glyph(_ scalar: Unicode.Scalar) -> GlyphInteractions.Glyph {
            var glyph: UInt32 = 0
            _ = hb_font_get_nominal_glyph(face.hbFont, scalar.value, &glyph)
            return interactions.glyph(glyph)
        }
        // 一 and 漢: no lookup of the default features but single substitutions takes them.
        for ideograph: Unicode.Scalar in ["一", "漢"] {
            #expect(glyph(ideograph).kind == .free && glyph(ideograph).inputMask == 0 && glyph(ideograph).contextMask == 0)
        }
        // あ: a ligature's component (with the combining sound marks) and a kerning pair's glyph.
        #expect(glyph("あ").kind == .pairing)
        // The space: the input of a chaining `calt` lookup whose context ideographs are not.
        #expect(glyph(" ").inputMask != 0)
        #expect(glyph(" ").inputMask & glyph("漢").contextMask == 0)
        // A glyph the face does not have assumes nothing.
        #expect(interactions.glyph(UInt32.max).kind == .unpredictable)
    }
}
