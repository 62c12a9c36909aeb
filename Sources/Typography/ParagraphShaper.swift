import CHarfBuzz

/// Shapes one paragraph word by word through the `ShapingCache`, choosing for each scalar the
/// first font of the fallback chain that has a glyph for it (marks and joiners stay with the
/// scalar before them); where no font has one, the requested font draws its missing-glyph box.
/// Fallback fonts made for one script (`FontFace.fallbackScalars`) are asked only for its scalars.
/// With bidirectional levels, words are also split where the level changes, and each run is
/// shaped in its level's direction.
@MainActor
struct ParagraphShaper {
    /// The requested font first, then the fallbacks.
    var fonts: [FontFace]
    var pointSize: Double
    var cache: ShapingCache

    /// The glyphs of `scalars[range]` in points, in visual order within each run; runs in logical order.
    /// Without `bidi`, HarfBuzz guesses each word's direction from its script (left-to-right text).
    func shape(_ scalars: [UInt32], range: Range<Int>, bidi: BidiParagraph? = nil) -> [ShapedGlyph] {
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(range.count)
        var start = range.lowerBound
        while start < range.upperBound {
            // A word: non-spaces, then the spaces after them.
            var end = start
            while end < range.upperBound && scalars[end] != 0x20 { end += 1 }
            while end < range.upperBound && scalars[end] == 0x20 { end += 1 }
            if let bidi {
                // Directional runs inside the word, each in its own direction.
                var runStart = start
                while runStart < end {
                    let level = bidi.level(at: runStart)
                    var runEnd = runStart + 1
                    while runEnd < end && bidi.level(at: runEnd) == level { runEnd += 1 }
                    appendRuns(scalars, range: runStart..<runEnd,
                               direction: level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR, into: &glyphs)
                    runStart = runEnd
                }
            } else {
                appendRuns(scalars, range: start..<end, direction: HB_DIRECTION_INVALID, into: &glyphs)
            }
            start = end
        }
        return glyphs
    }

    private func appendRuns(_ scalars: [UInt32], range: Range<Int>, direction: hb_direction_t,
                            into glyphs: inout [ShapedGlyph]) {
        guard fonts.count > 1 else {
            append(scalars, range: range, font: 0, direction: direction, into: &glyphs)
            return
        }
        var runStart = range.lowerBound
        var runFont = fontIndex(for: scalars[runStart], previous: 0)
        var index = runStart + 1
        while index < range.upperBound {
            let font = fontIndex(for: scalars[index], previous: runFont)
            if font != runFont {
                append(scalars, range: runStart..<index, font: runFont, direction: direction, into: &glyphs)
                runStart = index
                runFont = font
            }
            index += 1
        }
        append(scalars, range: runStart..<range.upperBound, font: runFont, direction: direction, into: &glyphs)
    }

    private func append(_ scalars: [UInt32], range: Range<Int>, font: Int, direction: hb_direction_t,
                        into glyphs: inout [ShapedGlyph]) {
        let face = fonts[font]
        let scale = pointSize / face.unitsPerEm
        for glyph in cache.glyphs(for: scalars[range], font: face, direction: direction) {
            glyphs.append(glyph.scaled(by: scale, clusterOffset: range.lowerBound, font: font))
        }
    }

    private func fontIndex(for value: UInt32, previous: Int) -> Int {
        guard let scalar = Unicode.Scalar(value) else { return 0 }
        if Self.staysWithPrevious(scalar) { return previous }
        if fonts[0].hasGlyph(for: scalar) { return 0 }
        for index in 1..<fonts.count where fonts[index].isFallback(for: scalar) { return index }
        return 0
    }

    private static func staysWithPrevious(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark: return true
        default: return scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value)
        }
    }
}
