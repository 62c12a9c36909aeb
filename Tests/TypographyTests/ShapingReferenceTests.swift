import CFreeType
import CHarfBuzz
import Foundation
import Testing
@testable import Typography

/// Measured widths of 40 strings agree within 1 pt with HarfBuzz and FreeType run here on the font files.
@MainActor @Suite struct ShapingReferenceTests {
    /// Latin with kerning pairs, accented and combining text, digits and punctuation; no trailing spaces.
    nonisolated static let strings: [String] = [
        // Kerning pairs.
        "AVAVA", "To", "Wa", "Tower", "WAVE", "Yo-yo", "LT", "P.", "Av Ty", "Ta Te To Tu",
        "Typography", "Kerning: AV Wa Yo To", "VAT office", "fly jump quay",
        // Accented, precomposed and combining.
        "Café", "naïve façade", "Ångström", "Zürich", "cafe\u{301}", "a\u{308}o\u{308}u\u{308}",
        "Crème brûlée", "Łódź", "Ærøskøbing", "man\u{303}ana", "Dvořák", "x\u{323}\u{301}y\u{30A}",
        // Digits.
        "0123456789", "3.14159", "1,000,000", "2024-06-30", "12:45",
        // Punctuation.
        "Hello, world!", "\"Quoted\" — dash", "(parens) [brackets] {braces}", "a/b\\c", "¿Qué? ¡Sí!",
        "It’s “smart”", "#1 @home & 50% off", "Wait…", "The quick brown fox jumps over the lazy dog.",
    ]

    nonisolated static let sizes: [Double] = [11, 17, 28, 53]


    /// One font file opened by this test alone: a FreeType face and a HarfBuzz face on the file's bytes.
    struct ReferenceFont {
        let library: FT_Library
        let ftFace: FT_Face
        let hbFace: OpaquePointer

        /// The face at `index` of the file (a collection such as `NotoSansCJK-Regular.ttc` holds several).
        init(path: String, index: Int = 0) throws {
            var library: FT_Library?
            try #require(FT_Init_FreeType(&library) == 0)
            var face: FT_Face?
            try #require(FT_New_Face(library, path, FT_Long(index), &face) == 0, "FreeType opens \(path)")
            let blob = hb_blob_create_from_file(path)
            try #require(hb_blob_get_length(blob) > 0, "HarfBuzz reads \(path)")
            self.library = library!
            self.ftFace = face!
            self.hbFace = hb_face_create(blob, UInt32(index))
            hb_blob_destroy(blob)
        }

        func close() {
            hb_face_destroy(hbFace)
            FT_Done_Face(ftFace)
            FT_Done_FreeType(library)
        }

        /// The whole string shaped in one run at `pointSize` (scale in 26.6): glyph ids and advances in points.
        func shape(_ text: String, pointSize: Double, features: [String] = []) -> [(glyph: UInt32, advance: Double)] {
            let font = hb_font_create(hbFace)
            defer { hb_font_destroy(font) }
            let scale = Int32((pointSize * 64).rounded())
            hb_font_set_scale(font, scale, scale)
            hb_ot_font_set_funcs(font)
            let buffer = hb_buffer_create()
            defer { hb_buffer_destroy(buffer) }
            hb_buffer_add_utf8(buffer, text, -1, 0, -1)
            hb_buffer_guess_segment_properties(buffer)
            var parsed: [hb_feature_t] = features.map { string in
                var feature = hb_feature_t()
                _ = hb_feature_from_string(string, -1, &feature)
                return feature
            }
            hb_shape(font, buffer, &parsed, UInt32(parsed.count))
            var count: UInt32 = 0
            let infos = hb_buffer_get_glyph_infos(buffer, &count)!
            let positions = hb_buffer_get_glyph_positions(buffer, &count)!
            return (0..<Int(count)).map { (infos[$0].codepoint, Double(positions[$0].x_advance) / 64) }
        }

        /// The whole string shaped in one run in font units (the font's default scale) with HarfBuzz's
        /// default features changed by `features`: each glyph's id, cluster (a UTF-8 offset), position
        /// (the pen plus its offset) and advance. `language` (BCP 47; nil: HarfBuzz's default) picks localized forms.
        func glyphsInFontUnits(_ text: String, features: [String] = [],
                               language: String? = nil) -> [(glyph: UInt32, cluster: UInt32, x: Int32, advance: Int32, y: Int32)] {
            let font = hb_font_create(hbFace)
            defer { hb_font_destroy(font) }
            let buffer = hb_buffer_create()
            defer { hb_buffer_destroy(buffer) }
            hb_buffer_add_utf8(buffer, text, -1, 0, -1)
            if let language { hb_buffer_set_language(buffer, hb_language_from_string(language, -1)) }
            hb_buffer_guess_segment_properties(buffer)
            var parsed = [hb_feature_t](repeating: hb_feature_t(), count: features.count)
            for (index, string) in features.enumerated() { _ = hb_feature_from_string(string, -1, &parsed[index]) }
            hb_shape(font, buffer, &parsed, UInt32(parsed.count))
            var count: UInt32 = 0
            let infos = hb_buffer_get_glyph_infos(buffer, &count)!
            let positions = hb_buffer_get_glyph_positions(buffer, &count)!
            var glyphs: [(glyph: UInt32, cluster: UInt32, x: Int32, advance: Int32, y: Int32)] = []
            glyphs.reserveCapacity(Int(count))
            var pen: Int32 = 0
            for index in 0..<Int(count) {
                glyphs.append((infos[index].codepoint, infos[index].cluster, pen + positions[index].x_offset,
                               positions[index].x_advance, positions[index].y_offset))
                pen += positions[index].x_advance
            }
            return glyphs
        }

        /// The sum of HarfBuzz's advances for the whole string, in points.
        func shapedWidth(_ text: String, pointSize: Double, features: [String] = []) -> Double {
            shape(text, pointSize: pointSize, features: features).reduce(0) { $0 + $1.advance }
        }

        /// FreeType's unhinted advance of one glyph at `pointSize` points (72 dpi, so points are pixels).
        func linearAdvance(_ glyph: UInt32, pointSize: Double) -> Double? {
            guard FT_Set_Char_Size(ftFace, 0, FT_F26Dot6((pointSize * 64).rounded()), 72, 72) == 0,
                  FT_Load_Glyph(ftFace, glyph, Int32(FT_LOAD_NO_HINTING)) == 0 else { return nil }
            return Double(ftFace.pointee.glyph.pointee.linearHoriAdvance) / 65536
        }
    }

    @Test func theCorpusIsLargeEnough() {
        #expect(Self.strings.count >= 30)
        #expect(Self.strings.allSatisfy { $0.last.map { !$0.isWhitespace } ?? false })
    }

    @Test(arguments: [FontWeight.regular, .bold], sizes)
    func measuredWidthsMatchHarfBuzzOverTheFontFile(weight: FontWeight, size: Double) throws {
        let face = try TypographyTestSupport.fonts.face(weight)
        let measurer = TextMeasurer()
        try TypographyTestSupport.withReference(weight.fileName) { reference in
            for text in Self.strings {
                let expected = reference.shapedWidth(text, pointSize: size)
                let layout = measurer.measure(text, font: face, pointSize: size)
                #expect(layout.lines.count == 1, "\(text.debugDescription)")
                #expect(abs(layout.width - expected) <= 1, """
                    \(text.debugDescription) at \(size) pt in \(weight): measured \(layout.width), reference \(expected)
                    """)
            }
        }
    }

    @Test(arguments: sizes)
    func freeTypeAdvancesAreTheUnkernedHarfBuzzAdvances(size: Double) throws {
        try TypographyTestSupport.withReference(FontWeight.regular.fileName) { reference in
            for text in Self.strings {
                let shaped = reference.shape(text, pointSize: size)
                let unkerned = reference.shapedWidth(text, pointSize: size, features: ["-kern"])
                var freeTypeSum = 0.0
                for glyph in shaped {
                    freeTypeSum += try #require(reference.linearAdvance(glyph.glyph, pointSize: size))
                }
                // Each HarfBuzz advance is rounded to 1/64 pt; FreeType's is exact to 1/65536.
                let tolerance = Double(shaped.count) / 64 + 1e-6
                #expect(abs(freeTypeSum - unkerned) <= tolerance,
                        "\(text.debugDescription) at \(size) pt: FreeType \(freeTypeSum), unkerned HarfBuzz \(unkerned)")
            }
        }
    }

    @Test(arguments: sizes)
    func kerningMakesAVAVANarrowerThanItsFreeTypeAdvances(size: Double) throws {
        let measured = TextMeasurer().measure("AVAVA", font: TypographyTestSupport.regular, pointSize: size).width
        try TypographyTestSupport.withReference(FontWeight.regular.fileName) { reference in
            let shaped = reference.shape("AVAVA", pointSize: size)
            #expect(shaped.count == 5)
            var freeTypeSum = 0.0
            for glyph in shaped {
                freeTypeSum += try #require(reference.linearAdvance(glyph.glyph, pointSize: size))
            }
            let kerned = shaped.reduce(0) { $0 + $1.advance }
            // Four A–V / V–A pairs, each kerned by several hundredths of an em.
            #expect(kerned < freeTypeSum - 0.1 * size, "kerned \(kerned), unkerned \(freeTypeSum)")
            #expect(measured < freeTypeSum - 0.1 * size)
            #expect(abs(measured - kerned) <= 1)
        }
    }

    @Test(arguments: ["To", "Wa", "Ty", "Yo", "LT", "P."])
    func kernedPairsAreNarrowerThanTheirFreeTypeAdvances(pair: String) throws {
        let size = 28.0
        let measured = TextMeasurer().measure(pair, font: TypographyTestSupport.regular, pointSize: size).width
        try TypographyTestSupport.withReference(FontWeight.regular.fileName) { reference in
            var freeTypeSum = 0.0
            for glyph in reference.shape(pair, pointSize: size) {
                freeTypeSum += try #require(reference.linearAdvance(glyph.glyph, pointSize: size))
            }
            #expect(measured < freeTypeSum - 0.25, "\(pair): measured \(measured), unkerned \(freeTypeSum)")
            #expect(abs(measured - reference.shapedWidth(pair, pointSize: size)) <= 1)
        }
    }

    @Test func combiningSequencesMeasureLikeTheirPrecomposedForms() {
        let measurer = TextMeasurer()
        let font = TypographyTestSupport.regular
        for (decomposed, precomposed) in [("cafe\u{301}", "café"), ("a\u{308}o\u{308}u\u{308}", "äöü"),
                                          ("man\u{303}ana", "mañana"), ("A\u{30A}ngstro\u{308}m", "Ångström")] {
            let left = measurer.measure(decomposed, font: font, pointSize: 17).width
            let right = measurer.measure(precomposed, font: font, pointSize: 17).width
            #expect(abs(left - right) < 1e-6, "\(decomposed.debugDescription) \(left) vs \(right)")
        }
    }
}
