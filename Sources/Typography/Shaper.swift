import CHarfBuzz

/// Shapes text with HarfBuzz: kerning, ligatures and marks come from the font's OpenType tables.
///
/// Positions are in font units (the HarfBuzz font's scale is its units per em, unhinted), so a
/// shaped run serves every point size: multiply by `pointSize / unitsPerEm`.
@MainActor
public enum Shaper {
    /// The glyphs of `scalars[range]` in `font`, in font units; clusters index into `scalars`.
    /// `direction` is the run's direction from the bidirectional algorithm; without one
    /// (`HB_DIRECTION_INVALID`) HarfBuzz guesses it from the script.
    /// `buffer`, when given, is reused (cleared afterwards) instead of a buffer made and freed.
    /// `features` change HarfBuzz's default features (none: the defaults). `language` (nil:
    /// HarfBuzz's default) chooses the font's localized forms (`locl`: Korean's wider space in Noto
    /// Sans CJK, Serbian's Cyrillic letters). `script` (invalid: guessed from the scalars) is the
    /// script of the run the scalars were cut from.
    static func shapeInFontUnits(_ scalars: [UInt32], range: Range<Int>, font: FontFace,
                                 direction: hb_direction_t = HB_DIRECTION_INVALID, buffer: ShapingBuffer? = nil,
                                 features: [hb_feature_t] = [], language: hb_language_t? = nil,
                                 script: hb_script_t = HB_SCRIPT_INVALID) -> [ShapedGlyph] {
        shape(scalars, range: range, font: font, direction: direction, buffer: buffer, features: features, language: language,
              script: script, breakSafety: false).glyphs
    }

    /// The glyphs of `scalars[range]` as `shapeInFontUnits` gives them, and for each glyph whether
    /// HarfBuzz says cutting the run before it and shaping the parts alone would give other glyphs
    /// (`HB_GLYPH_FLAG_UNSAFE_TO_BREAK`).
    static func shapeInFontUnitsWithBreakSafety(_ scalars: [UInt32], range: Range<Int>, font: FontFace,
                                                direction: hb_direction_t = HB_DIRECTION_INVALID,
                                                buffer: ShapingBuffer? = nil, features: [hb_feature_t] = [],
                                                language: hb_language_t? = nil)
        -> (glyphs: [ShapedGlyph], unsafeToBreak: [Bool]) {
        shape(scalars, range: range, font: font, direction: direction, buffer: buffer, features: features, language: language,
              script: HB_SCRIPT_INVALID, breakSafety: true)
    }

    /// Shapes `buffer` in `font` with `features`.
    private nonisolated static func run(_ buffer: OpaquePointer?, font: OpaquePointer, features: [hb_feature_t]) {
        features.withUnsafeBufferPointer { hb_shape(font, buffer, $0.baseAddress, UInt32($0.count)) }
    }

    private static func shape(_ scalars: [UInt32], range: Range<Int>, font: FontFace, direction: hb_direction_t,
                              buffer reused: ShapingBuffer?, features: [hb_feature_t], language: hb_language_t?,
                              script: hb_script_t, breakSafety: Bool) -> (glyphs: [ShapedGlyph], unsafeToBreak: [Bool]) {
        var glyphs: [ShapedGlyph] = [], unsafeToBreak: [Bool] = []
        scalars.withUnsafeBufferPointer { text in
            shape(text, range: range, font: font, direction: direction, buffer: reused, features: features, language: language,
                  script: script, breakSafety: breakSafety, into: &glyphs, unsafeToBreak: &unsafeToBreak)
        }
        return (glyphs, unsafeToBreak)
    }

    /// The glyphs of `scalars` (a word on its own: no context around it) as `shapeInFontUnits` gives
    /// them for `Array(scalars)`, without copying the word into an array of its own first.
    static func shapeInFontUnits(_ scalars: ArraySlice<UInt32>, font: FontFace, direction: hb_direction_t = HB_DIRECTION_INVALID,
                                 buffer: ShapingBuffer? = nil, features: [hb_feature_t] = [], language: hb_language_t? = nil,
                                 script: hb_script_t = HB_SCRIPT_INVALID) -> [ShapedGlyph] {
        var glyphs: [ShapedGlyph] = []
        shapeInFontUnits(scalars, font: font, direction: direction, buffer: buffer, features: features, language: language,
                         script: script, appendingTo: &glyphs)
        return glyphs
    }

    /// The same, appended to `glyphs` (clusters still from the word's start).
    static func shapeInFontUnits(_ scalars: ArraySlice<UInt32>, font: FontFace, direction: hb_direction_t,
                                 buffer: ShapingBuffer?, features: [hb_feature_t], language: hb_language_t?,
                                 script: hb_script_t, appendingTo glyphs: inout [ShapedGlyph]) {
        var unsafeToBreak: [Bool] = []
        scalars.withUnsafeBufferPointer { word in
            shape(word, range: 0..<word.count, font: font, direction: direction, buffer: buffer, features: features,
                  language: language, script: script, breakSafety: false, into: &glyphs, unsafeToBreak: &unsafeToBreak)
        }
    }

    /// `shapeInFontUnitsWithBreakSafety` into arrays the caller reuses (emptied first, their capacity kept).
    static func shapeInFontUnitsWithBreakSafety(_ scalars: [UInt32], range: Range<Int>, font: FontFace, direction: hb_direction_t,
                                                buffer: ShapingBuffer, features: [hb_feature_t], language: hb_language_t?,
                                                into glyphs: inout [ShapedGlyph], unsafeToBreak: inout [Bool]) {
        glyphs.removeAll(keepingCapacity: true)
        unsafeToBreak.removeAll(keepingCapacity: true)
        scalars.withUnsafeBufferPointer { text in
            shape(text, range: range, font: font, direction: direction, buffer: buffer, features: features, language: language,
                  script: HB_SCRIPT_INVALID, breakSafety: true, into: &glyphs, unsafeToBreak: &unsafeToBreak)
        }
    }

    /// Shapes `scalars[range]` (the scalars around it as context) and appends the glyphs to
    /// `glyphs` and, with `breakSafety`, whether each is unsafe to break before to `unsafeToBreak`.
    private static func shape(_ scalars: UnsafeBufferPointer<UInt32>, range: Range<Int>, font: FontFace, direction: hb_direction_t,
                              buffer reused: ShapingBuffer?, features: [hb_feature_t], language: hb_language_t?,
                              script: hb_script_t, breakSafety: Bool, into glyphs: inout [ShapedGlyph],
                              unsafeToBreak: inout [Bool]) {
        guard !range.isEmpty else { return }
        let buffer = reused?.pointer ?? hb_buffer_create()
        defer { if reused == nil { hb_buffer_destroy(buffer) } else { hb_buffer_clear_contents(buffer) } }
        hb_buffer_add_utf32(buffer, scalars.baseAddress, Int32(scalars.count), UInt32(range.lowerBound), Int32(range.count))
        if direction != HB_DIRECTION_INVALID { hb_buffer_set_direction(buffer, direction) }
        if let language { hb_buffer_set_language(buffer, language) }
        if script != HB_SCRIPT_INVALID { hb_buffer_set_script(buffer, script) }
        hb_buffer_guess_segment_properties(buffer)
        if direction == HB_DIRECTION_INVALID, hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL,
           !scalars[range].contains(where: isStrongRightToLeft) {
            // Digits and punctuation of right-to-left scripts (Arabic-Indic digits) read left to right.
            hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
        }
        run(buffer, font: font.hbFont, features: features)

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        glyphs.reserveCapacity(glyphs.count + Int(count))
        for index in 0..<Int(count) {
            let info = infos[index], position = positions[index]
            glyphs.append(ShapedGlyph(glyphID: info.codepoint, cluster: Int(info.cluster),
                                      advance: Double(position.x_advance), xOffset: Double(position.x_offset),
                                      yOffset: Double(position.y_offset), font: 0))
        }
        if breakSafety {
            unsafeToBreak.reserveCapacity(unsafeToBreak.count + Int(count))
            for index in 0..<Int(count) {
                unsafeToBreak.append(hb_glyph_info_get_glyph_flags(infos + index).rawValue & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0)
            }
        }
    }

    /// The script HarfBuzz gives `scalars[range]` when it guesses (`hb_buffer_guess_segment_properties`):
    /// that of the first scalar of a script other than Common, Inherited or Unknown; Common when none is.
    static func guessedScript(_ scalars: [UInt32], range: Range<Int>) -> hb_script_t {
        let functions = hb_unicode_funcs_get_default()
        for index in range {
            let script = hb_unicode_script(functions, scalars[index])
            if script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN { return script }
        }
        return HB_SCRIPT_COMMON
    }

    /// Whether a scalar is a letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko…).
    static func isStrongRightToLeft(_ value: UInt32) -> Bool {
        let rightToLeftBlocks: [ClosedRange<UInt32>] = [0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF,
                                                        0x10800...0x10FFF, 0x1E800...0x1EFFF]
        guard rightToLeftBlocks.contains(where: { $0.contains(value) }),
              let scalar = Unicode.Scalar(value) else { return false }
        return scalar.properties.isAlphabetic
    }

    /// HarfBuzz alone on text in two faces: the scalars `scriptFace` is a fallback for (and the
    /// spaces between them) in it, the rest in `face`, each run shaped in one HarfBuzz call with
    /// one reused buffer; the advance in points. No bidirectional pass, no word cache: the
    /// benchmarks' baseline for Arabic and Hebrew text with Latin names and digits in it.
    public static func shapedWidthInScriptRuns(of text: String, face: FontFace, scriptFace: FontFace, pointSize: Double,
                                               buffer: ShapingBuffer) -> Double {
        let scalars = text.unicodeScalars.map(\.value)
        var units = 0.0
        // A run's advance in `face`'s units (the script face's scaled to them).
        func addRun(_ range: Range<Int>, inScript: Bool) {
            let font = inScript ? scriptFace : face
            units += shapeInFontUnits(scalars, range: range, font: font, buffer: buffer).reduce(0) { $0 + $1.advance }
                * face.unitsPerEm / font.unitsPerEm
        }
        var runStart = 0
        var runInScript = false
        for index in scalars.indices {
            let value = scalars[index]
            let inScript = value == 0x20 ? runInScript : scriptFace.isFallback(for: Unicode.Scalar(value)!)
            if index > runStart && inScript != runInScript {
                addRun(runStart..<index, inScript: runInScript)
                runStart = index
            }
            runInScript = inScript
        }
        addRun(runStart..<scalars.count, inScript: runInScript)
        return units * pointSize / face.unitsPerEm
    }

    /// HarfBuzz alone: shapes the whole string in one run at `pointSize` and returns its advance
    /// in points. The benchmarks' baseline and the tests' independent reference.
    public static func shapedWidth(of text: String, font: FontFace, pointSize: Double) -> Double {
        let scalars = text.unicodeScalars.map(\.value)
        let units = shapeInFontUnits(scalars, range: 0..<scalars.count, font: font).reduce(0) { $0 + $1.advance }
        return units * pointSize / font.unitsPerEm
    }
}
