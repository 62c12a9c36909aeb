import CollectionLayout
import Foundation
import Testing
@testable import Typography
import CHarfBuzz

/// Thai and Lao runs shaped syllable by syllable (`ParagraphShaper+Clusters`): the measurer's
/// glyphs and pen positions, marks' offsets included, are those HarfBuzz gives the whole line in
/// one run in the face the cascade picks — HarfBuzz run here on the font file itself.
@MainActor @Suite struct ClusterShapingTests {
    /// The installed face the cascade draws `scalar` with.
    private func face(_ library: FontLibrary, for scalar: UInt32) throws -> FontFace {
        try #require(library.cascade(for: .regular, language: "en").face(for: scalar), "fonts-noto-core is installed")
    }

    /// A script's letters for random syllables: leading vowels, consonants, vowels and marks
    /// above and below, tone marks, the spacing vowels after (SARA AM among them), digits.
    struct Letters {
        var leading: ClosedRange<UInt32>
        var consonants: ClosedRange<UInt32>
        var below: [UInt32]
        var above: [UInt32]
        var tones: [UInt32]
        var after: [UInt32]
        var digits: ClosedRange<UInt32>
        /// Whole words of the script, written by hand, put in now and then.
        var words: [String]

        static let thai = Letters(leading: 0x0E40...0x0E44, consonants: 0x0E01...0x0E2E, below: [0x0E38, 0x0E39, 0x0E3A],
                                  above: [0x0E31, 0x0E34, 0x0E35, 0x0E36, 0x0E37, 0x0E47], tones: [0x0E48, 0x0E49, 0x0E4A, 0x0E4B, 0x0E4C],
                                  after: [0x0E30, 0x0E32, 0x0E33, 0x0E45, 0x0E46], digits: 0x0E50...0x0E59,
                                  words: ["ภาษาไทย", "น้ำใจ", "กรุงเทพมหานคร", "ปั้น", "ฝั่ง", "ฟ้า", "ฬ้า", "ญุ", "ฐุ", "ฤๅษี", "ฦๅ", "ป่ำ",
                                          "สวัสดีครับ", "ก็", "ๆ"])
        static let lao = Letters(leading: 0x0EC0...0x0EC4, consonants: 0x0E81...0x0EAE, below: [0x0EB8, 0x0EB9],
                                 above: [0x0EB1, 0x0EB4, 0x0EB5, 0x0EB6, 0x0EB7, 0x0EBB], tones: [0x0EC8, 0x0EC9, 0x0ECA, 0x0ECB, 0x0ECC],
                                 after: [0x0EB0, 0x0EB2, 0x0EB3], digits: 0x0ED0...0x0ED9,
                                 words: ["ສະບາຍດີ", "ພາສາລາວ", "ນ້ຳ", "ເຂົ້າ", "ໄປ"])

        /// A line of phrases of random syllables and hand-written words, separated by spaces.
        @MainActor func line(in face: FontFace, using random: inout SplitMix64) -> String {
            var text = String.UnicodeScalarView()
            /// Appends a scalar of the script that the face draws (the blocks have holes, and letters added lately).
            @discardableResult func add(_ value: UInt32) -> Bool {
                guard let scalar = Unicode.Scalar(value), face.hasGlyph(for: scalar) else { return false }
                text.append(scalar)
                return true
            }
            let target = Int.random(in: 10...50, using: &random)
            while text.count < target {
                if !text.isEmpty && Int.random(in: 0..<3, using: &random) == 0 { text.append(" ") }
                switch Int.random(in: 0..<12, using: &random) {
                case 0: text.append(contentsOf: words.randomElement(using: &random)!.unicodeScalars)
                case 1: for _ in 0..<Int.random(in: 1...3, using: &random) { add(UInt32.random(in: digits, using: &random)) }
                default:
                    if Int.random(in: 0..<5, using: &random) == 0 { add(UInt32.random(in: leading, using: &random)) }
                    // Marks only after a consonant the face draws (a mark after a space is another matter).
                    guard add(UInt32.random(in: consonants, using: &random)) else { continue }
                    if Int.random(in: 0..<4, using: &random) == 0 { add(below.randomElement(using: &random)!) }
                    if Int.random(in: 0..<3, using: &random) == 0 { add(above.randomElement(using: &random)!) }
                    if Int.random(in: 0..<3, using: &random) == 0 { add(tones.randomElement(using: &random)!) }
                    if Int.random(in: 0..<4, using: &random) == 0 { add(after.randomElement(using: &random)!) }
                }
            }
            return String(text)
        }
    }

    @Test(arguments: [("Thai", UInt32(0x0E01)), ("Lao", UInt32(0x0E81))])
    func linesAreHarfBuzzsWholeRunInTheScriptsFace(script: String, letter: UInt32) throws {
        let library = FontLibrary(directory: TypographyTestSupport.packageRoot.appendingPathComponent("fonts").path)
        let face = try face(library, for: letter)
        let letters = script == "Thai" ? Letters.thai : Letters.lao
        let measurer = library.makeMeasurer()
        var random = SplitMix64(seed: 0x7A1)
        let reference = try ShapingReferenceTests.ReferenceFont(path: face.path, index: face.index)
        defer { reference.close() }
        for _ in 0..<400 {
            var text = letters.line(in: face, using: &random)
            // Ending in a letter: a line's width leaves out the white space it ends with, HarfBuzz's does not.
            while text.last == " " { text.removeLast() }
            // At the face's units per em, points are its font units.
            let layout = measurer.measure(text, font: try library.face(.regular), pointSize: face.unitsPerEm)
            let glyphs = try #require(layout.lines.first?.glyphs)
            let expected = reference.glyphsInFontUnits(text)
            #expect(layout.lines.count == 1)
            #expect(glyphs.allSatisfy { layout.fontNames[$0.font] == face.name }, "\(script) \(text.debugDescription): one face")
            let same = glyphs.count == expected.count
                && zip(glyphs, expected).allSatisfy { $0.glyphID == $1.glyph && $0.x == Double($1.x) && $0.y == Double($1.y) }
            #expect(same, "\(script) \(text.debugDescription)")
            #expect(layout.width == Double(expected.reduce(0) { $0 + $1.advance }), "\(script) \(text.debugDescription)")
        }
    }

    @Test func aLineOfSyllablesSeenBeforeAsksHarfBuzzForNothing() throws {
        let library = FontLibrary(directory: TypographyTestSupport.packageRoot.appendingPathComponent("fonts").path)
        _ = try face(library, for: 0x0E01)
        let measurer = library.makeMeasurer()
        let body = try library.face(.regular)
        // Three lines of the same syllables in other orders: no line repeats, so the measurement
        // cache cannot answer, but from the third on every syllable has been seen twice and kept.
        _ = measurer.measure("กินข้าวไหม", font: body, pointSize: 17)
        _ = measurer.measure("ไหมกินข้าว", font: body, pointSize: 17)
        let before = measurer.shapedWordCount
        let third = measurer.measure("ข้าวไหมกิน", font: body, pointSize: 17)
        #expect(measurer.shapedWordCount == before)
        #expect(third.width > 0)
    }

    @Test func aLeadingVowelAndItsConsonantAreShapedTogetherForTheirKerning() throws {
        let library = FontLibrary(directory: TypographyTestSupport.packageRoot.appendingPathComponent("fonts").path)
        let face = try face(library, for: 0x0E01)
        let reference = try ShapingReferenceTests.ReferenceFont(path: face.path, index: face.index)
        defer { reference.close() }
        // Noto Sans Thai kerns เ (U+0E40) before ง (U+0E07): the pair is narrower than its glyphs
        // shaped one by one (hb_shape on the file, apart from this code).
        let apart = reference.glyphsInFontUnits("เ").reduce(0) { $0 + $1.advance } + reference.glyphsInFontUnits("ง").reduce(0) { $0 + $1.advance }
        let together = reference.glyphsInFontUnits("เง").reduce(0) { $0 + $1.advance }
        #expect(together < apart)
        let measurer = library.makeMeasurer()
        let layout = measurer.measure("กเง", font: try library.face(.regular), pointSize: face.unitsPerEm)
        let alone = reference.glyphsInFontUnits("ก").reduce(0) { $0 + $1.advance }
        #expect(layout.width == Double(alone + together))
    }
}

/// Fonts with one trap each for the syllable-by-syllable path (`scripts/make-thai-lookup-test-fonts.py`:
/// Noto Sans Thai cut down, its lookups replaced): a lookup that joins glyphs of two clusters in a
/// way a glyph-by-glyph reading of the tables can miss. Each trap is shown to be real — the text's
/// pieces shaped apart by HarfBuzz differ from the whole — and the measurer gives the whole.
@MainActor @Suite struct ClusterShapingTrapTests {
    /// Each font, its text, and where cutting it would go wrong.
    nonisolated static let traps: [(font: String, text: String, pieces: [String])] = [
        ("LegacyKern", "กข", ["ก", "ข"]),
        ("ContextualSubstitute", "กุง", ["กุ", "ง"]),
        ("ThreeClusterLigature", "กขฃ", ["กข", "ฃ"]),
        ("LigatureThatKerns", "กุง", ["กุ", "ง"]),
        ("NestedPair", "กข", ["ก", "ข"]),
        ("SaraAmKern", "กำง", ["กำ", "ง"]),
        ("FractionSlash", "๑⁄๒", ["๑", "⁄", "๒"]),
        ("Trak", "กข", ["ก", "ข"]),
        ("Buzz", "กข", ["ก", "ข"]),
    ]

    @Test(arguments: traps.indices)
    func aTrapIsShapedWhole(index: Int) throws {
        let trap = Self.traps[index]
        let path = TypographyTestSupport.fixtures.appendingPathComponent("ThaiLookups/\(trap.font).ttf").path
        let face = try FontFace(path: path)
        let reference = try ShapingReferenceTests.ReferenceFont(path: path, index: 0)
        defer { reference.close() }
        let whole = reference.glyphsInFontUnits(trap.text)
        var apart: [(glyph: UInt32, x: Int32)] = []
        var pen: Int32 = 0
        for piece in trap.pieces {
            for glyph in reference.glyphsInFontUnits(piece) { apart.append((glyph.glyph, pen + glyph.x)) }
            pen += reference.glyphsInFontUnits(piece).reduce(0) { $0 + $1.advance }
        }
        let trapIsReal = apart.count != whole.count || zip(apart, whole).contains { $0.glyph != $1.glyph || $0.x != $1.x }
            || pen != whole.reduce(0) { $0 + $1.advance }
        #expect(trapIsReal, "\(trap.font): the pieces shaped apart are the whole")
        let library = FontLibrary(directory: TypographyTestSupport.packageRoot.appendingPathComponent("fonts").path)
        let measurer = library.makeMeasurer()
        // Three times: a piece is kept from its second sighting on and found in the cache from the third.
        for _ in 0..<3 {
            let layout = measurer.measure(trap.text, font: face, pointSize: face.unitsPerEm)
            let glyphs = try #require(layout.lines.first?.glyphs)
            #expect(glyphs.map(\.glyphID) == whole.map(\.glyph), "\(trap.font)")
            #expect(glyphs.map(\.x) == whole.map { Double($0.x) }, "\(trap.font)")
            #expect(layout.width == Double(whole.reduce(0) { $0 + $1.advance }), "\(trap.font)")
        }
    }
}

/// What `GlyphInteractions.Reach` reads from Noto Sans Thai's lookups, against the tables as
/// fontTools lists them: `kern` adjusts a leading vowel before a consonant, `mark` attaches tone
/// marks to consonants, and a chaining `ccmp` lookup swaps ญ for its short form before a vowel below.
@MainActor @Suite struct GlyphReachTests {
    @Test func noToSansThaisLookupsJoinWhatTheyJoin() throws {
        let library = FontLibrary(directory: TypographyTestSupport.packageRoot.appendingPathComponent("fonts").path)
        let face = try #require(library.cascade(for: .regular, language: "th").face(for: 0x0E01), "fonts-noto-core is installed")
        let table = face.clusterBoundaries
        func entry(_ scalar: Unicode.Scalar) -> ClusterBoundaryTable.Entry { table.entry(for: scalar.value) }
        // A leading vowel kerns with the consonant after it: the two may not be shaped apart.
        #expect(entry("เ").reach.mayMeet(entry("ง").reach))
        // A consonant followed by another: nothing joins them.
        #expect(!entry("ก").reach.mayMeet(entry("ข").reach))
        // A tone mark attaches to the consonant before it, never to one after it.
        #expect(entry("ก").reach.mayMeet(entry("่").reach))
        #expect(!entry("่").reach.mayMeet(entry("ก").reach))
        // Clusters start at consonants and leading vowels, not at marks or SARA AM (a spacing vowel).
        #expect(entry("ก").startsCluster && entry("เ").startsCluster)
        #expect(!entry("่").startsCluster && !entry("ำ").startsCluster)
        // ญ takes its short form before a vowel below it: a below vowel read after ญ, not before.
        #expect(entry("ญ").reach.mayMeet(entry("ุ").reach))
    }
}
