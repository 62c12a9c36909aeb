import CHarfBuzz
import Testing
@testable import Typography

/// Fallback: Noto Sans Arabic and Hebrew for their scripts, DejaVu Sans for other scripts Inter lacks,
/// Inter's .notdef for the rest, whole clusters, LTR digits.
@MainActor @Suite struct FallbackTests {
    private let fonts = TypographyTestSupport.fonts
    private let measurer = TypographyTestSupport.fonts.makeMeasurer()
    private var inter: FontFace { TypographyTestSupport.regular }

    /// The fallback chain after Inter, in order (FontLibrary.fallbackFiles).
    private static let fallbackNames = ["NotoSansArabic-Regular", "NotoSansHebrew-Regular", "DejaVuSans"]

    private func fallback(named name: String) throws -> FontFace {
        #expect(fonts.fallbackFaces().map(\.name) == Self.fallbackNames)
        return try #require(fonts.fallbackFaces().first { $0.name == name })
    }

    private func dejaVu() throws -> FontFace { try fallback(named: "DejaVuSans") }

    private func glyphID(of text: String, in face: FontFace) -> UInt32 {
        var glyph: hb_codepoint_t = 0
        _ = hb_font_get_nominal_glyph(face.hbFont, text.unicodeScalars.first!.value, &glyph)
        return glyph
    }

    // MARK: Scalars Inter lacks

    @Test(arguments: [("שלום", "NotoSansHebrew-Regular"), ("سلام", "NotoSansArabic-Regular"),
                      ("Հայերեն", "DejaVuSans"), ("☃♞", "DejaVuSans")])
    func scalarsInterLacksAreDrawnFromTheirFallback(text: String, fontName: String) throws {
        let face = try fallback(named: fontName)
        for scalar in text.unicodeScalars {
            #expect(!inter.hasGlyph(for: scalar), "Inter has U+\(String(scalar.value, radix: 16))")
            #expect(face.hasGlyph(for: scalar), "\(fontName) lacks U+\(String(scalar.value, radix: 16))")
        }
        for size in [11.0, 17, 28] {
            let layout = measurer.measure(text, font: inter, pointSize: size)
            #expect(layout.fontNames == ["Inter-Regular"] + Self.fallbackNames)
            let glyphs = layout.lines.flatMap(\.glyphs)
            // One glyph per scalar, except Arabic's lam-alef ligature.
            #expect(glyphs.count == text.unicodeScalars.count - (text.contains("لا") ? 1 : 0))
            for glyph in glyphs {
                #expect(layout.fontNames[glyph.font] == fontName)
                #expect(glyph.glyphID != 0)
            }
            #expect(layout.width > 0.3 * size * Double(glyphs.count), "\(text) at \(size): width \(layout.width)")
            // What HarfBuzz, run here on the fallback's file alone, gives for the same text (its
            // advances come in 1/64 points, so each glyph may differ by that much).
            let reference = try ShapingReferenceTests.ReferenceFont(
                path: TypographyTestSupport.packageRoot.appendingPathComponent("fonts/\(fontName).ttf").path)
            defer { reference.close() }
            let expected = reference.shapedWidth(text, pointSize: size)
            #expect(abs(layout.width - expected) <= Double(glyphs.count) / 64, "\(text) at \(size): \(layout.width) vs \(expected)")
            // Line metrics stay the requested font's.
            #expect(layout.ascender == inter.metrics(pointSize: size).ascender)
        }
    }

    @Test func theStarIsInterSoTheRequestedFontWins() throws {
        // "★" is in Inter (and in DejaVu Sans): the requested font is asked first.
        let star: Unicode.Scalar = "★"
        #expect(inter.hasGlyph(for: star))
        #expect(try dejaVu().hasGlyph(for: star))
        let layout = measurer.measure("★", font: inter, pointSize: 17)
        let glyph = try #require(layout.lines.first?.glyphs.first)
        #expect(glyph.font == 0)
        #expect(glyph.glyphID == glyphID(of: "★", in: inter))
        #expect(layout.width > 0)
    }

    @Test func mixedTextSwitchesFontsPerScalar() throws {
        let hebrew = try fallback(named: "NotoSansHebrew-Regular")
        let text = "Shalom שלום!"
        let layout = measurer.measure(text, font: inter, pointSize: 17)
        let glyphs = try #require(layout.lines.first?.glyphs)
        #expect(glyphs.count == 12)
        #expect(glyphs.map(\.font) == [0, 0, 0, 0, 0, 0, 0, 2, 2, 2, 2, 0])
        // Right to left within the Hebrew word: its last letter, final mem, is drawn first.
        #expect(glyphs[7].glyphID == glyphID(of: "ם", in: hebrew))
        #expect(glyphs[10].glyphID == glyphID(of: "ש", in: hebrew))
        #expect(zip(glyphs, glyphs.dropFirst()).allSatisfy { $0.x < $1.x })
    }

    @Test(arguments: [("שָׁלוֹם", "NotoSansHebrew-Regular"), ("Հ\u{301}այ", "DejaVuSans")])
    func marksStayInTheFontOfTheirBase(text: String, fontName: String) throws {
        // Inter has U+0301 but not the Armenian base; Inter has no Hebrew points at all.
        let layout = measurer.measure(text, font: inter, pointSize: 17)
        let glyphs = layout.lines.flatMap(\.glyphs)
        #expect(!glyphs.isEmpty)
        #expect(glyphs.allSatisfy { layout.fontNames[$0.font] == fontName && $0.glyphID != 0 })
    }

    // MARK: Scalars no font has

    // (CJK and emoji draw from the installed cascade now: CascadeTests.) Unassigned scalars and
    // the last plane's private use have no face anywhere.
    @Test(arguments: ["\u{0378}\u{0379}", "\u{10FFFD}"])
    func scalarsNoFontHasDrawIntersMissingGlyph(text: String) throws {
        let fallback = try dejaVu()
        for scalar in text.unicodeScalars {
            #expect(!inter.hasGlyph(for: scalar))
            #expect(!fallback.hasGlyph(for: scalar))
        }
        let notdefAdvance = Double(hb_font_get_glyph_h_advance(inter.hbFont, 0)) * 17 / inter.unitsPerEm
        #expect(notdefAdvance > 0)
        let layout = measurer.measure(text, font: inter, pointSize: 17)
        let glyphs = layout.lines.flatMap(\.glyphs)
        #expect(glyphs.count == text.unicodeScalars.count)
        for glyph in glyphs {
            #expect(glyph.glyphID == 0)
            #expect(glyph.font == 0)
        }
        #expect(abs(layout.width - notdefAdvance * Double(glyphs.count)) < 1e-6)
        #expect(zip(glyphs, glyphs.dropFirst()).allSatisfy { $0.x < $1.x })
        // The missing-glyph box has ink, so something visible is drawn.
        let bitmap = try #require(inter.rasterize(glyphID: 0, pixelSize: 17))
        #expect(bitmap.coverage.contains { $0 > 0 })
    }

    @Test(arguments: ["漢字🐈", "🐈\u{200D}⬛", "👩🏽\u{200D}💻", "a🐈b", "\u{10FFFD}x", "\u{E000}"])
    func textNoFontCoversMeasuresWithoutCrashingAtAnyWidth(text: String) {
        for width in [nil, 0.5, 5, 12, 40] as [Double?] {
            for maxLines in [0, 1, 2] {
                let layout = measurer.measure(text, font: inter, pointSize: 17, width: width, maxLines: maxLines)
                #expect(layout.width > 0, "\(text.debugDescription) width \(String(describing: width))")
                #expect(!layout.lines.isEmpty)
                #expect(layout.lines.allSatisfy { $0.start <= $0.end && $0.end <= text.unicodeScalars.count })
            }
        }
    }

    /// Flags are pairs of regional indicators (U+1F1E6…U+1F1FF). Measured in a child process, so
    /// that a line breaker aborting on that line-break class (the one before ICU did) fails this test alone.
    @Test(arguments: ["🇫🇷", "🇫🇷🇯🇵", "Paris 🇫🇷", "🇯🇵 Tokyo"])
    func flagsMeasureWithoutCrashingWhenWrapping(text: String) async {
        await #expect(processExitsWith: .success) { [text] in
            await MainActor.run {
                let measurer = TypographyTestSupport.fonts.makeMeasurer()
                for width in [nil, 5, 40, 200] as [Double?] {
                    let layout = measurer.measure(text, font: TypographyTestSupport.regular, pointSize: 17, width: width)
                    precondition(layout.width > 0 && !layout.lines.isEmpty)
                }
            }
        }
    }

    // MARK: Combining sequences

    @Test(arguments: ["e\u{301}", "a\u{308}", "q\u{323}\u{301}", "o\u{31B}\u{323}", "Հ\u{301}", "שָׁ"])
    func combiningSequencesAreNeverSplitAcrossLines(sequence: String) {
        #expect(sequence.count == 1)
        let text = String(repeating: sequence, count: 6)
        let boundaries = TypographyTestSupport.graphemeBoundaries(text)
        for width in [0.5, 1, 4, 9, 15] {
            let layout = measurer.measure(text, font: inter, pointSize: 17, width: width)
            for line in layout.lines {
                #expect(boundaries.contains(line.start) && boundaries.contains(line.end),
                        "\(text.debugDescription) at width \(width): line \(line.start)..<\(line.end)")
                #expect(!line.glyphs.isEmpty)
            }
            #expect(layout.lines.first?.start == 0)
            #expect(layout.lines.last?.end == text.unicodeScalars.count)
            for (previous, next) in zip(layout.lines, layout.lines.dropFirst()) { #expect(previous.end == next.start) }
            if width <= 1 {
                // Nothing fits: one whole sequence per line.
                #expect(layout.lines.count == 6, "\(text.debugDescription) at width \(width)")
            }
        }
    }

    @Test func combiningSequencesAreNeverSplitWhenTruncated() {
        let text = "cafe\u{301} cafe\u{301} cafe\u{301} na\u{308}i\u{308}ve"
        let boundaries = TypographyTestSupport.graphemeBoundaries(text)
        for width in stride(from: 10.0, through: 120, by: 3) {
            let layout = measurer.measure(text, font: inter, pointSize: 17, width: width, maxLines: 1)
            for line in layout.lines {
                #expect(boundaries.contains(line.start) && boundaries.contains(line.end),
                        "width \(width): line \(line.start)..<\(line.end)")
            }
        }
    }

    // MARK: Arabic-Indic digits

    @Test(arguments: ["١٢٣٤", "۱۲۳۴"])
    func arabicIndicDigitsReadLeftToRight(digits: String) throws {
        // Each digit's glyph, measured alone.
        var alone: [(id: UInt32, font: Int)] = []
        for scalar in digits.unicodeScalars {
            let glyph = try #require(measurer.measure(String(scalar), font: inter, pointSize: 17).lines.first?.glyphs.first)
            alone.append((glyph.glyphID, glyph.font))
        }
        #expect(Set(alone.map(\.id)).count == 4 && !alone.contains { $0.id == 0 })
        for text in [digits, "n° \(digits)", "(\(digits))"] {
            let layout = measurer.measure(text, font: inter, pointSize: 17)
            let glyphs = try #require(layout.lines.first?.glyphs)
            var positions: [Double] = []
            for digit in alone {
                let glyph = try #require(glyphs.first { $0.glyphID == digit.id && $0.font == digit.font },
                                         "\(text): no glyph \(digit.id)")
                positions.append(glyph.x)
            }
            #expect(positions == positions.sorted() && Set(positions).count == 4,
                    "\(text.debugDescription): x in text order \(positions)")
        }
    }
}
