import CHarfBuzz
import CollectionLayout
import Foundation
import Testing
@testable import Typography

/// Words of Latin, Vietnamese, Greek, Cyrillic and Hebrew built from each scalar shaped alone
/// (`ParagraphShaper+LoneScalarWords`), and Arabic from each letter's joined form: the measurer's
/// glyphs and pen positions are HarfBuzz's for each word (with the spaces after it) shaped alone on
/// the font file itself, kerning and ligatures included.
@MainActor @Suite struct LoneScalarWordsTests {
    /// A script's words for these tests: the face that draws them and the letters they are made of.
    struct Script: CustomStringConvertible, Sendable {
        var name: String
        var fontFile: String
        var letters: [UInt32]
        var rightToLeft = false
        /// Scalars now and then put in a word: marks and joiners that send it to HarfBuzz.
        var extras: [UInt32] = []
        var description: String { name }
    }

    /// Every Vietnamese vowel with each of its six tones, precomposed (NFC), and the consonants (đ among them).
    nonisolated static let vietnamese: [UInt32] = {
        let vowels = "aăâeêioôơuưyAĂÂEÊIOÔƠUƯY".unicodeScalars.flatMap { vowel in
            ["", "\u{300}", "\u{301}", "\u{309}", "\u{303}", "\u{323}"].compactMap { tone -> UInt32? in
                let composed = (String(Character(vowel)) + tone).precomposedStringWithCanonicalMapping.unicodeScalars
                return composed.count == 1 ? composed.first!.value : nil
            }
        }
        return vowels + "bcdđghklmnpqrstvxĐ".unicodeScalars.map(\.value)
    }()

    nonisolated static let scripts: [Script] = [
        Script(name: "Latin", fontFile: "Inter-Regular.otf",
               letters: Array(0x41...0x5A) + Array(0x61...0x7A) + Array(0xC0...0x17F).filter { $0 != 0xD7 && $0 != 0xF7 }
                   + "fi.,;:!?-'()".unicodeScalars.map(\.value),
               extras: [0x301, 0x308, 0x200D]),
        Script(name: "Vietnamese", fontFile: "Inter-Bold.otf", letters: vietnamese, extras: [0x303, 0x323]),
        Script(name: "Greek", fontFile: "Inter-Medium.otf", letters: Array(0x386...0x3CE).filter { $0 != 0x387 && $0 != 0x38B
                                                                                                    && $0 != 0x38D && $0 != 0x3A2 },
               extras: [0x301]),
        Script(name: "Cyrillic", fontFile: "Inter-SemiBold.otf", letters: Array(0x400...0x45F), extras: [0x306]),
        Script(name: "Hebrew", fontFile: "NotoSansHebrew-Regular.ttf", letters: Array(0x5D0...0x5EA) + [0x5BE, 0x5F3, 0x5F4],
               rightToLeft: true, extras: [0x5B4, 0x5BC]),
        Script(name: "Arabic", fontFile: "NotoSansArabic-Regular.ttf",
               letters: Array(0x621...0x63A) + Array(0x641...0x64A) + [0x67E, 0x686, 0x698, 0x6A9, 0x6AF, 0x6CC],
               rightToLeft: true, extras: [0x64E, 0x651, 0x200C, 0x200D]),
    ]

    /// The face of `file` in the shared library (a bundled weight or a fallback face).
    func face(_ file: String) throws -> FontFace {
        let fonts = TypographyTestSupport.fonts
        _ = fonts.fallbackFaces()
        return try #require(fonts.face(named: (file as NSString).deletingPathExtension), "\(file) is bundled")
    }

    /// What HarfBuzz gives the words of a line (each with the spaces after it) shaped one by one on
    /// the font file, laid side by side in visual order (right to left: the last word first):
    /// glyph ids and pen positions in font units, from 0.
    private static func expected(_ words: [String], reference: ShapingReferenceTests.ReferenceFont,
                                 rightToLeft: Bool) -> [(glyph: UInt32, x: Int32)] {
        var line: [(glyph: UInt32, x: Int32)] = []
        var pen: Int32 = 0
        for word in rightToLeft ? words.reversed() : words {
            let glyphs = reference.glyphsInFontUnits(word)
            for glyph in glyphs { line.append((glyph.glyph, pen + glyph.x)) }
            pen += glyphs.reduce(0) { $0 + $1.advance }
        }
        return line
    }

    /// Measures `words` (joined by spaces, in `font` at its units per em) and checks the line's glyphs
    /// and pen positions (up to a shift of the whole line) against HarfBuzz's on `script`'s file; returns whether they agree.
    @discardableResult
    func check(_ words: [String], script: Script, font: FontFace, measurer: TextMeasurer,
                       reference: ShapingReferenceTests.ReferenceFont) -> Bool {
        let text = words.joined(separator: " ")
        let spaced = words.indices.map { $0 + 1 < words.count ? words[$0] + " " : words[$0] }
        let expected = Self.expected(spaced, reference: reference, rightToLeft: script.rightToLeft)
        let layout = measurer.measure(text, font: font, pointSize: font.unitsPerEm)
        let glyphs = layout.lines.first?.glyphs ?? []
        // The line may start its pen elsewhere (a mark's offset first): compared from where it puts the first glyph.
        let origin = (glyphs.first?.x ?? 0) - Double(expected.first?.x ?? 0)
        let same = layout.lines.count == 1 && glyphs.count == expected.count
            && zip(glyphs, expected).allSatisfy { $0.glyphID == $1.glyph && $0.x - origin == Double($1.x) }
        #expect(same, """
            \(script) \(text.debugDescription): \(glyphs.map { "\($0.glyphID)@\($0.x - origin)" }) \
            against \(expected.map { "\($0.glyph)@\($0.x)" })
            """)
        // The width: every word's advances (the line ends in no space).
        let width = spaced.reduce(0) { $0 + reference.glyphsInFontUnits($1).reduce(0) { $0 + Int($1.advance) } }
        #expect(layout.width == Double(width), "\(script) \(text.debugDescription)")
        return same && layout.width == Double(width)
    }

    /// Lines of 2–8 words of 1–9 letters of each script, now and then one with a mark or a joiner,
    /// measured in the script's face (right-to-left text through the bidi pass, beside Inter's spaces):
    /// every line's glyphs and pen positions are HarfBuzz's, word by word.
    @Test(arguments: scripts)
    func everyWordIsHarfBuzzsWordShapedAlone(script: Script) throws {
        let face = try face(script.fontFile)
        let letters = script.letters.filter { face.hasGlyph(for: Unicode.Scalar($0)!) }
        #expect(letters.count * 10 > script.letters.count * 9, "\(script): \(face.name) draws nearly all its letters")
        // The requested font: the script's own for Latin, Greek and Cyrillic; Inter for Hebrew and Arabic (their face a fallback).
        let requested = script.rightToLeft ? TypographyTestSupport.regular : face
        let measurer = TypographyTestSupport.fonts.makeMeasurer()
        var random = SplitMix64(seed: 0x10E5 &+ UInt64(script.name.count))
        var agreeing = 0, wordCount = 0
        try TypographyTestSupport.withReference(script.fontFile) { reference in
            for _ in 0..<600 {
                let words = (0..<Int.random(in: 2...8, using: &random)).map { _ in
                    var word = String.UnicodeScalarView()
                    for _ in 0..<Int.random(in: 1...9, using: &random) {
                        word.append(Unicode.Scalar(letters.randomElement(using: &random)!)!)
                        if Int.random(in: 0..<40, using: &random) == 0, let extra = script.extras.randomElement(using: &random) {
                            word.append(Unicode.Scalar(extra)!)
                        }
                    }
                    return String(word)
                }
                wordCount += words.count
                // Measured at the face's own size: points are font units. Right to left the spaces are the face's too.
                if check(words, script: script, font: script.rightToLeft ? face : requested, measurer: measurer,
                         reference: reference) { agreeing += 1 }
            }
        }
        #expect(agreeing == 600)
        // Built from lone scalars (Arabic: from its letters' joined forms, `JoinedWordsTests`): HarfBuzz
        // shaped a minority of the words (those with a mark or a joiner, a letter that a contextual
        // lookup takes beside one it reads, a stretch that does more than kern, a lam and an alef).
        let shaped = measurer.shapedWordCount
        #expect(shaped * 2 < wordCount, "\(script): \(shaped) of \(wordCount)")
    }

    /// Pairs that kern ("AV", "To", "Ta", "Vậ") and letters that ligate in a face with ligatures
    /// ("ffi", "fi" in DejaVu Sans), alone and inside words, in every bundled Latin face: HarfBuzz's glyphs and advances.
    @Test(arguments: ["Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf", "DejaVuSans.ttf"])
    func kerningAndLigaturesAreHarfBuzzs(file: String) throws {
        let face = try face(file)
        let measurer = TypographyTestSupport.fonts.makeMeasurer()
        let script = Self.scripts[0]
        let lines = [["AV", "To", "ffi"], ["AVATAR", "Today", "office", "affine"], ["Vậy", "Tôi", "Yên", "Wă", "LTAVYJ"],
                     ["Tá", "Vö", "fiñ", "ŁÝ", "Ta.", "\"AV\""], ["AV", "AV", "ffi", "ffi", "To", "To"]]
        try TypographyTestSupport.withReference(file) { reference in
            for words in lines { check(words, script: script, font: face, measurer: measurer, reference: reference) }
            // Kerning is there to find: "AV" is narrower than its two letters apart.
            let alone = reference.glyphsInFontUnits("A").reduce(0) { $0 + $1.advance } + reference.glyphsInFontUnits("V").reduce(0) { $0 + $1.advance }
            let layout = measurer.measure("AV", font: face, pointSize: face.unitsPerEm)
            #expect(layout.width < Double(alone), "\(file) kerns AV")
        }
    }

    /// Shaped right to left, a face's table gives a bracket its mirror's glyph, as HarfBuzz does in a right-to-left run.
    @Test func rightToLeftTheTableMirrorsBrackets() throws {
        let face = TypographyTestSupport.regular
        let table = face.scalarGlyphTable(script: HB_SCRIPT_HEBREW, direction: HB_DIRECTION_RTL, language: nil)
        var open: hb_codepoint_t = 0, close: hb_codepoint_t = 0
        #expect(hb_font_get_nominal_glyph(face.hbFont, 0x28, &open) != 0 && hb_font_get_nominal_glyph(face.hbFont, 0x29, &close) != 0)
        #expect(table.entry(for: 0x28).glyph == close)
        #expect(face.scalarGlyphTable(script: HB_SCRIPT_LATIN, language: nil).entry(for: 0x28).glyph == open)
    }

    /// The faces' lookups, read: Inter's and Noto Sans Hebrew's kerning moves only a pair's first glyph, so
    /// a word's kerning is the sum of its pairs'.
    @Test func theBundledFacesKerningAddsUpPairByPair() throws {
        for file in ["Inter-Regular.otf", "NotoSansHebrew-Regular.ttf"] {
            let face = try face(file)
            #expect(face.scalarGlyphTable(script: HB_SCRIPT_LATIN, language: nil).pairsAdd, "\(file)")
        }
    }
}
