import Testing
@testable import Typography

/// Measurement as a user sees it: lines break where UAX #14 allows, long words break inside,
/// newlines are honoured, the last line is truncated with "…" that fits, and repeated
/// measurement comes from the cache.
@MainActor @Suite struct TextMeasurementTests {
    private let measurer = TextMeasurer()
    private var font: FontFace { TypographyTestSupport.regular }

    private func lines(_ text: String, width: Double? = nil, maxLines: Int = 0, size: Double = 17) -> [String] {
        let layout = measurer.measure(text, font: font, pointSize: size, width: width, maxLines: maxLines)
        let scalars = Array(text.unicodeScalars)
        return layout.lines.map { line in
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[line.start..<line.end])
            return String(view)
        }
    }

    /// HarfBuzz run here on the Inter Regular file itself: the independent reference.
    private func withReference<T>(_ body: (ShapingReferenceTests.ReferenceFont) throws -> T) throws -> T {
        let reference = try ShapingReferenceTests.ReferenceFont(
            path: TypographyTestSupport.packageRoot.appendingPathComponent("fonts/Inter-Regular.otf").path)
        defer { reference.close() }
        return try body(reference)
    }

    private func width(_ text: String, size: Double = 17) -> Double {
        measurer.measure(text, font: font, pointSize: size).width
    }

    @Test func metricsComeFromTheFont() {
        let layout = measurer.measure("Hello", font: font, pointSize: 17)
        #expect(abs(layout.ascender - 16.47) < 0.05)
        #expect(abs(layout.descender + 4.11) < 0.05)
        #expect(abs(layout.lineHeight - (layout.ascender - layout.descender)) < 1e-9)
        #expect(layout.lines.count == 1)
        #expect(layout.height == layout.lineHeight)
        #expect(layout.firstBaseline == layout.ascender)
    }

    @Test func wrapsAtSpacesAndKeepsTrailingSpacesOutOfTheWidth() throws {
        #expect(lines("The quick brown fox", width: 120) == ["The quick ", "brown fox"])
        let layout = measurer.measure("The quick brown fox", font: font, pointSize: 17, width: 120)
        #expect(layout.lines.allSatisfy { $0.width <= 120 })
        // The first line is as wide as "The quick" without its trailing space, as HarfBuzz shapes
        // it here (advances in 1/64 pt: 9 glyphs may differ by 9/64), and narrower than with the space.
        let (bare, spaced) = try withReference { ($0.shapedWidth("The quick", pointSize: 17), $0.shapedWidth("The quick ", pointSize: 17)) }
        #expect(abs(layout.lines[0].width - bare) <= 9.0 / 64, "\(layout.lines[0].width) vs \(bare)")
        #expect(spaced - bare > 9.0 / 64)
        #expect(abs(layout.lines[1].baseline - layout.lines[0].baseline - layout.lineHeight) < 1e-9)
    }

    @Test func breaksAfterHyphensAndBeforeOpeningParentheses() {
        let hyphen = lines("well-known", width: width("well-kno"))
        #expect(hyphen == ["well-", "known"])
        // UAX #14 allows a break before "(" after a closing one (but not after a letter: LB30).
        let paren = lines("f(x)(y)", width: width("f(x)(y"))
        #expect(paren == ["f(x)", "(y)"])
    }

    @Test func neverBreaksBeforeClosingPunctuation() {
        // "fox." may not become "fox" + "." : the period stays with its word.
        let result = lines("a fox.", width: width("a fox"))
        #expect(result == ["a ", "fox."])
        let closing = lines("(a) (b)", width: width("(a) (b"))
        #expect(closing == ["(a) ", "(b)"])
    }

    @Test func breaksBetweenCJKIdeographs() {
        // Inter has no CJK glyphs, so each ideograph measures as the same missing-glyph box.
        let text = "漢字漢字"
        let result = lines(text, width: width("漢字") + 0.5)
        #expect(result == ["漢字", "漢字"])
    }

    @Test func aWordLongerThanTheWidthBreaksInsideTheWord() {
        let result = lines("Supercalifragilistic", width: 60)
        #expect(result.count > 1)
        #expect(result.joined() == "Supercalifragilistic")
        let layout = measurer.measure("Supercalifragilistic", font: font, pointSize: 17, width: 60)
        #expect(layout.lines.allSatisfy { $0.width <= 60 })
    }

    @Test func explicitNewlinesAreHonoured() {
        #expect(lines("one\ntwo\n\nfour") == ["one", "two", "", "four"])
        #expect(lines("trailing\n") == ["trailing", ""])
        #expect(lines("crlf\r\nnext") == ["crlf", "next"])
        // Every newline character ends a paragraph; CR LF counts once, CR CR LF twice.
        #expect(lines("\n") == ["", ""])
        #expect(lines("cr\rnext") == ["cr", "next"])
        #expect(lines("a\r\r\nb") == ["a", "", "b"])
        #expect(lines("\u{2028}line\u{2029}para\u{85}nel") == ["", "line", "para", "nel"])
    }

    @Test func truncatesTheLastLineWithAnEllipsisThatFits() throws {
        let text = "Also called the manul, it lives on the cold steppes of Central Asia."
        let layout = measurer.measure(text, font: font, pointSize: 15, width: 150, maxLines: 2)
        #expect(layout.truncated)
        #expect(layout.lines.count == 2)
        #expect(layout.lines.allSatisfy { $0.width <= 150 })
        // The last glyph is Inter's "…", as HarfBuzz finds it in the font file.
        let ellipsis = try withReference { $0.shape("…", pointSize: 15).first?.glyph }
        #expect(ellipsis != nil && layout.lines[1].glyphs.last?.glyphID == ellipsis)
        let untruncated = measurer.measure(text, font: font, pointSize: 15, width: 150)
        #expect(!untruncated.truncated)
        #expect(untruncated.lines.count > 2)
    }

    @Test func emptyAndWhitespaceOnlyText() {
        let empty = measurer.measure("", font: font, pointSize: 17)
        #expect(empty.lines.isEmpty && empty.width == 0 && empty.height == 0)
        let spaces = measurer.measure("   ", font: font, pointSize: 17, width: 50)
        #expect(spaces.lines.count == 1)
        #expect(spaces.width == 0)
    }

    @Test func aTenThousandCharacterStringWrapsIntoManyLines() {
        let words = ["lynx", "ocelot", "caracal", "serval", "margay"]
        var text = ""
        var index = 0
        while text.unicodeScalars.count < 10_000 {
            text += words[index % words.count] + " "
            index += 1
        }
        let layout = measurer.measure(text, font: font, pointSize: 17, width: 300)
        #expect(layout.lines.count > 100)
        #expect(layout.lines.allSatisfy { $0.width <= 300 })
        #expect(layout.lines.last?.end == text.unicodeScalars.count)
        // Lines tile the text without gaps or overlaps.
        for (previous, next) in zip(layout.lines, layout.lines.dropFirst()) { #expect(previous.end == next.start) }
    }

    @Test func kerningNarrowsAVAVA() {
        // Shaped "AVAVA" is narrower than its letters measured one by one.
        let separate = 3 * width("A") + 2 * width("V")
        #expect(width("AVAVA") < separate - 1)
    }

    @Test func repeatedMeasurementComesFromTheCache() {
        let fresh = TextMeasurer()
        _ = fresh.measure("Ocelot", font: font, pointSize: 17, width: 100)
        _ = fresh.measure("Ocelot", font: font, pointSize: 17, width: 100)
        #expect(fresh.computedCount == 1)
        _ = fresh.measure("Ocelot", font: font, pointSize: 19, width: 100)
        #expect(fresh.computedCount == 2)
    }

    @Test func aMissingFontIsAnErrorNamingTheFile() {
        #expect(throws: TypographyError.fontMissing(path: "/nope/Inter.otf")) { try FontFace(path: "/nope/Inter.otf") }
    }
}
