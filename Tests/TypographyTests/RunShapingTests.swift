import CollectionLayout
import Foundation
import Testing
@testable import Typography

/// Text beyond plain ASCII, shaped run by run (`ParagraphShaper+Runs`): the measurer's glyphs
/// and pen positions are HarfBuzz's with its default features, each word (with the spaces after
/// it) shaped alone in its face — accented Latin (precomposed, and decomposed into letters and
/// combining marks) in every Inter weight, Hebrew and Arabic sentences in their Noto faces —
/// before the probe and after it (`PlainTextShaping`), HarfBuzz run here on the font files.
@MainActor @Suite struct RunShapingTests {
    /// A library of its own, its faces' probe answers set up front: the shared faces' depend on the other tests.
    private func library(afterTheProbe: Bool) throws -> FontLibrary {
        let library = FontLibrary(directory: TypographyTestSupport.packageRoot.appendingPathComponent("fonts").path)
        for face in try FontWeight.allCases.map({ try library.face($0) }) + library.fallbackFaces() {
            face.probedPlainTextFeatures = afterTheProbe ? PlainTextShaping.probedFeatures(for: face) : []
        }
        return library
    }

    /// The words of `text` as the measurer cuts it: non-spaces, then the spaces after them.
    private static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar != " " && current.last == " " {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
            current.append(scalar)
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// `count` lines of 20–60 scalars of words made by `word`.
    private static func lines(count: Int, seed: UInt64, word: (inout SplitMix64) -> String) -> [String] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            var text = ""
            let target = Int.random(in: 20...60, using: &random)
            while text.unicodeScalars.count < target {
                let next = word(&random)
                text += text.isEmpty ? next : " " + next
            }
            return text
        }
    }

    /// The glyphs (id and x) HarfBuzz gives the words of `text` each shaped alone, laid side by
    /// side in the order given (logical for left-to-right text, reversed for right-to-left).
    private static func expected(_ words: [String], reference: ShapingReferenceTests.ReferenceFont) -> [(glyph: UInt32, x: Int32)] {
        var expected: [(glyph: UInt32, x: Int32)] = []
        var wordStart: Int32 = 0
        for word in words {
            let glyphs = reference.glyphsInFontUnits(word)
            for glyph in glyphs { expected.append((glyph.glyph, wordStart + glyph.x)) }
            wordStart += glyphs.reduce(0) { $0 + $1.advance }
        }
        return expected
    }

    private static func same(_ glyphs: [PositionedGlyph], _ expected: [(glyph: UInt32, x: Int32)]) -> Bool {
        glyphs.count == expected.count && zip(glyphs, expected).allSatisfy { $0.glyphID == $1.glyph && $0.x == Double($1.x) }
    }

    @Test(arguments: [false, true])
    func accentedLatinWordsAreHarfBuzzsInEveryWeight(afterTheProbe: Bool) throws {
        let library = try library(afterTheProbe: afterTheProbe)
        // Those Inter draws (ĸ and ŉ it leaves to DejaVu Sans).
        let accented = (0xDF...0x17F).compactMap { Unicode.Scalar(UInt32($0)) }
            .filter { $0.properties.isLowercase && $0 != "÷" && TypographyTestSupport.regular.hasGlyph(for: $0) }
        let lines = Self.lines(count: 200, seed: 0x1A7, word: { random in
            var word = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...9, using: &random) {
                word.append(Int.random(in: 0..<4, using: &random) == 0 ? accented.randomElement(using: &random)!
                            : "abcdefghijklmnopqrstuvwxyzAZ09.,'".unicodeScalars.randomElement(using: &random)!)
            }
            let text = String(word)
            // A fifth of the words decomposed: letters and combining marks.
            return Int.random(in: 0..<5, using: &random) == 0 ? text.decomposedStringWithCanonicalMapping : text
        })
        #expect(lines.contains { $0.unicodeScalars.contains { (0x300...0x36F).contains($0.value) } })
        for weight in FontWeight.allCases {
            let face = try library.face(weight)
            let measurer = library.makeMeasurer()
            try TypographyTestSupport.withReference(weight.fileName) { reference in
                for text in lines {
                    // At the font's units per em, points are font units.
                    let glyphs = measurer.measure(text, font: face, pointSize: face.unitsPerEm).lines.first?.glyphs ?? []
                    let expected = Self.expected(Self.words(of: text), reference: reference)
                    #expect(Self.same(glyphs, expected), "\(weight) \(text.debugDescription)")
                }
            }
        }
    }

    @Test(arguments: [false, true])
    func hebrewAndArabicSentencesAreHarfBuzzsInTheirFaces(afterTheProbe: Bool) throws {
        let library = try library(afterTheProbe: afterTheProbe)
        for (file, letters) in [("NotoSansHebrew-Regular.ttf", 0x05D0...0x05EA), ("NotoSansArabic-Regular.ttf", 0x0621...0x063A)] {
            let face = try #require(library.fallbackFaces().first { $0.path.hasSuffix(file) })
            let measurer = library.makeMeasurer()
            let lines = Self.lines(count: 200, seed: 0x2B8, word: { random in
                String(String.UnicodeScalarView((0..<Int.random(in: 1...7, using: &random)).map { _ in
                    Unicode.Scalar(UInt32(Int.random(in: letters, using: &random)))!
                }))
            })
            try TypographyTestSupport.withReference(file) { reference in
                for text in lines {
                    // Every glyph is the script face's (the spaces between its words too): at its
                    // units per em, points are its font units. The line reads right to left: the
                    // last word is leftmost.
                    let glyphs = measurer.measure(text, font: try library.face(.regular), pointSize: face.unitsPerEm).lines.first?.glyphs ?? []
                    let expected = Self.expected(Self.words(of: text).reversed(), reference: reference)
                    #expect(Self.same(glyphs, expected), "\(file) \(text.debugDescription)")
                    #expect(glyphs.allSatisfy { $0.font == 1 || $0.font == 2 }, "\(file): a space left the script's face")
                }
            }
        }
    }
}
