import CHarfBuzz
import CollectionLayout
import Testing
@testable import Typography

/// Plain text is shaped without `ccmp` only where that gives HarfBuzz's own glyphs: the probe,
/// its de Bruijn sequence, and the measurer's glyphs for text whose words never repeat.
@MainActor @Suite struct PlainTextShapingTests {
    /// The words of `text` as the measurer cuts it: non-spaces, then the spaces after them.
    private static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if character != " " && current.last == " " {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    @Test func aDeBruijnSequencePutsEveryPairSideBySideExactlyOnce() {
        let sequence = DeBruijnSequence.windows(of: Array("abc"), length: 2)
        // 3 × 3 pairs, plus the first letter again so that the last pair is read straight.
        #expect(sequence.count == 10)
        let windows = (0..<sequence.count - 1).map { String(sequence[$0...$0 + 1]) }
        let everyPair = ["aa", "ab", "ac", "ba", "bb", "bc", "ca", "cb", "cc"]
        #expect(windows.sorted() == everyPair)
    }

    @Test func aDeBruijnSequenceOfTriplesHasEveryTripleOnce() {
        let sequence = DeBruijnSequence.windows(of: Array("wxyz"), length: 3)
        #expect(sequence.count == 64 + 2)
        var seen: [String: Int] = [:]
        for start in 0...(sequence.count - 3) { seen[String(sequence[start..<start + 3]), default: 0] += 1 }
        #expect(seen.count == 64 && seen.values.allSatisfy { $0 == 1 })
    }

    /// The tags of features as `hb_feature_to_string` writes them ("-ccmp").
    private static func names(_ features: [hb_feature_t]) -> [String] {
        features.map { feature in
            var feature = feature
            var text = [CChar](repeating: 0, count: 128)
            hb_feature_to_string(&feature, &text, 128)
            return String(cString: text)
        }
    }

    @Test func interShapesPlainTextWithoutCompositionOrMarks() throws {
        for weight in FontWeight.allCases {
            let features = PlainTextShaping.probedFeatures(for: try TypographyTestSupport.fonts.face(weight))
            // Inter has no `mkmk` (no mark-on-mark positioning) to turn off.
            #expect(Self.names(features) == ["-ccmp", "-mark"], "\(weight)")
        }
    }

    @Test func theScriptFacesShapeTheirPlainTextWithoutMarks() throws {
        let fonts = TypographyTestSupport.fonts
        _ = fonts.fallbackFaces()
        // Noto Sans Hebrew has no `mkmk`.
        for (name, expected) in [("NotoSansArabic-Regular", ["-ccmp", "-mark", "-mkmk"]), ("NotoSansHebrew-Regular", ["-ccmp", "-mark"])] {
            let face = try #require(fonts.face(named: name))
            #expect(Self.names(PlainTextShaping.probedFeatures(for: face)) == expected, "\(name)")
        }
    }

    @Test func anAlphabetHasNoMarksAndOnlyWhatItsFaceDraws() throws {
        let fonts = TypographyTestSupport.fonts
        let inter = TypographyTestSupport.regular
        let latin = PlainTextShaping.alphabet(of: inter)
        // Tab, 95 printable ASCII, and of U+00A0–U+017F all but the soft hyphen (a format character).
        #expect(latin.first == 0x09 && latin.contains(0xE9) && latin.contains(0x142) && !latin.contains(0xAD) && !latin.contains(0x301))
        let hebrew = try #require(fonts.fallbackFaces().first { $0.name == "NotoSansHebrew-Regular" })
        let letters = PlainTextShaping.alphabet(of: hebrew)
        // The space, the 27 letters (final forms included) and what else of U+0590–U+05FF is not a point or an accent.
        #expect(letters.first == 0x20 && letters.contains(0x5D0) && letters.contains(0x5EA) && !letters.contains(0x5B4))
        #expect(!PlainTextShaping.isPlain(0x5B4, in: hebrew) && PlainTextShaping.isPlain(0x5D0, in: hebrew))
    }

    @Test func aFaceRunsTheProbeOnlyAfterShapingMuchPlainText() throws {
        // A library of its own: the shared faces' counts depend on the other tests.
        let face = try FontLibrary(directory: TypographyTestSupport.packageRoot.appendingPathComponent("fonts").path).face(.regular)
        let measurer = TextMeasurer()
        for index in 0..<100 { _ = measurer.measure("Card \(index) of a small scene", font: face, pointSize: 17) }
        #expect(face.probedPlainTextFeatures == nil)
        // 2,000 strings of 30 new letters: past the 50,000 shaped after which the probe runs.
        var random = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let text = String((0..<30).map { _ in "abcdefghijklmnopqrstuvwxyz".randomElement(using: &random)! })
            _ = measurer.measure(text, font: face, pointSize: 17)
        }
        #expect(face.probedPlainTextFeatures?.count == 2)
    }

    @Test func aFaceSaysWhichSubstitutionFeaturesItHas() {
        let inter = TypographyTestSupport.regular
        #expect(inter.hasSubstitutionFeature("ccmp") && inter.hasSubstitutionFeature("calt"))
        // Kerning is positioning (GPOS), not substitution; no font has a "zzzz" feature.
        #expect(!inter.hasSubstitutionFeature("kern") && !inter.hasSubstitutionFeature("zzzz"))
    }

    @Test func theProbeNoticesAFeatureThatChangesPlainText() {
        // Without kerning "AV" and "To" come out wider: the probe must say so.
        #expect(!PlainTextShaping.leavesTextUnchanged([PlainTextShaping.feature("-kern")], in: TypographyTestSupport.regular,
                                                 windowLength: 2))
    }

    /// Every triple of plain ASCII characters, not only the pairs the probe shapes, comes out the
    /// same without `ccmp`, `mark` and `mkmk` in every bundled weight, with letters (Latin) and
    /// without them (the default script) — HarfBuzz run here on the font files.
    @Test(arguments: FontWeight.allCases)
    func everyTripleOfPlainTextShapesTheSameWithoutCompositionOrMarks(weight: FontWeight) throws {
        let withLetters = (0..<0x80).filter(PlainTextShaping.isPlainASCII)
        let withoutLetters = withLetters.filter { !(0x41...0x5A).contains($0) && !(0x61...0x7A).contains($0) }
        #expect(withoutLetters.count == 96 - 52)
        try TypographyTestSupport.withReference(weight.fileName) { reference in
            for alphabet in [withLetters, withoutLetters] {
                let characters = alphabet.map { Character(Unicode.Scalar($0)!) }
                let probe = String(DeBruijnSequence.windows(of: characters, length: 3))
                #expect(probe.count == alphabet.count * alphabet.count * alphabet.count + 2)
                let defaults = reference.glyphsInFontUnits(probe)
                let withoutComposition = reference.glyphsInFontUnits(probe, features: ["-ccmp", "-mark"])
                #expect(defaults.count == withoutComposition.count)
                let same = zip(defaults, withoutComposition).allSatisfy {
                    $0.glyph == $1.glyph && $0.cluster == $1.cluster && $0.x == $1.x && $0.advance == $1.advance
                }
                #expect(same, "\(alphabet.count) characters")
            }
        }
    }

    /// Strings of random letters (the benchmark's "words that never repeat"), digits and
    /// punctuation: the measurer's glyphs and pen positions are HarfBuzz's with its default
    /// features, each word (with the spaces after it) shaped alone, as the measurer promises —
    /// both with the defaults (before the probe) and with the probe's features (after it).
    @Test(arguments: [false, true])
    func measuredGlyphsOfNeverRepeatingWordsAreHarfBuzzs(afterTheProbe: Bool) throws {
        // A face of its own, its probe's answer set up front: the shared faces' depends on the other tests.
        let face = try FontLibrary(directory: TypographyTestSupport.packageRoot.appendingPathComponent("fonts").path).face(.regular)
        face.probedPlainTextFeatures = afterTheProbe ? PlainTextShaping.probedFeatures(for: face) : []
        #expect(face.probedPlainTextFeatures?.count == (afterTheProbe ? 2 : 0))
        let measurer = TextMeasurer()
        var random = SplitMix64(seed: 0xA5C11)
        let characters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,;:!?-'\"()/&")
        try TypographyTestSupport.withReference(FontWeight.regular.fileName) { reference in
            for _ in 0..<800 {
                var text = ""
                while text.count < Int.random(in: 20...60, using: &random) {
                    let word = String((0..<Int.random(in: 1...10, using: &random)).map { _ in characters.randomElement(using: &random)! })
                    text += text.isEmpty ? word : " " + word
                }
                var expected: [(glyph: UInt32, x: Int32)] = []
                var wordStart: Int32 = 0
                for word in Self.words(of: text) {
                    for glyph in reference.glyphsInFontUnits(word) { expected.append((glyph.glyph, wordStart + glyph.x)) }
                    wordStart += reference.glyphsInFontUnits(word).reduce(0) { $0 + $1.advance }
                }
                // At the font's units per em, points are font units.
                let glyphs = measurer.measure(text, font: face, pointSize: face.unitsPerEm).lines.first?.glyphs ?? []
                let same = glyphs.count == expected.count
                    && zip(glyphs, expected).allSatisfy { $0.glyphID == $1.glyph && $0.x == Double($1.x) }
                #expect(same, """
                    \(text.debugDescription): \(glyphs.map { "\($0.glyphID)@\($0.x)" }) against \(expected.map { "\($0.glyph)@\($0.x)" })
                    """)
            }
        }
    }
}
