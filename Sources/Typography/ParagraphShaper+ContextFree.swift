import CHarfBuzz

/// Runs of CJK text built from each scalar's glyph shaped alone, with the glyphs HarfBuzz would
/// give the whole run: every ideograph and Hangul syllable of Noto Sans CJK is free of its
/// neighbours (`GlyphInteractions`), so a line of Chinese is a table lookup per scalar, not a
/// HarfBuzz call; only stretches of glyphs that may interact (kana that kern) are shaped, and a
/// run holding one that may depend on its context (a combining mark, a variation selector, a
/// contextual lookup's input beside a glyph that lookup reads) is shaped whole as before.
extension ParagraphShaper {
    /// The scripts whose runs take this path: Han, Hiragana, Katakana, Hangul, Bopomofo — scripts
    /// HarfBuzz shapes without reordering, whose letters a CJK face draws one for one.
    @inline(__always)
    nonisolated static func buildsFromLoneScalars(_ script: hb_script_t) -> Bool {
        script == HB_SCRIPT_HAN || script == HB_SCRIPT_HIRAGANA || script == HB_SCRIPT_KATAKANA
            || script == HB_SCRIPT_HANGUL || script == HB_SCRIPT_BOPOMOFO
    }

    /// Appends the glyphs of `run` (in `script`) built from its scalars shaped alone (see above) and
    /// returns true, or appends nothing and returns false when the run is not CJK text left to right or
    /// holds a scalar whose glyph may depend on its context.
    func shapeContextFree(_ scalars: [UInt32], run: Run, script: hb_script_t, into glyphs: inout [ShapedGlyph]) -> Bool {
        guard run.direction != HB_DIRECTION_RTL, Self.buildsFromLoneScalars(script) else { return false }
        let face = fonts[run.font]
        let table = face.scalarGlyphTable(script: script, language: language)
        let scale = pointSize / face.unitsPerEm
        let start = glyphs.count
        /// The kind of the scalar at `position`, or nil when its glyph may depend on its context.
        func kind(at position: Int, _ entry: ScalarGlyphTable.Entry) -> ScalarGlyphTable.Kind? {
            if entry.kind == .wholeRun { return nil }
            guard entry.inputMask != 0 else { return entry.kind }
            // The input of a contextual lookup: shaped as alone when no neighbour is one that lookup reads.
            var neighbours: UInt64 = 0
            if position > run.range.lowerBound { neighbours |= table.entry(for: scalars[position - 1]).contextMask }
            if position + 1 < run.range.upperBound { neighbours |= table.entry(for: scalars[position + 1]).contextMask }
            return entry.inputMask & neighbours == 0 ? entry.kind : nil
        }
        /// Appends one glyph shaped alone (font units) for the scalar at `cluster`.
        func append(_ glyph: UInt32, advance: Int, cluster: Int) {
            glyphs.append(ShapedGlyph(glyphID: glyph, cluster: cluster, advance: Double(advance) * scale, xOffset: 0, yOffset: 0,
                                      font: run.font))
        }
        /// Takes back what the run appended: it goes to HarfBuzz whole.
        func giveUp() -> Bool {
            glyphs.removeSubrange(start...)
            return false
        }
        var index = run.range.lowerBound
        while index < run.range.upperBound {
            let entry = table.entry(for: scalars[index])
            guard let first = kind(at: index, entry) else { return giveUp() }
            if first == .free {
                append(entry.glyph, advance: entry.advance, cluster: index)
                index += 1
                continue
            }
            // The stretch of glyphs that may change with each other, up to the next free one.
            var end = index + 1
            while end < run.range.upperBound {
                guard let next = kind(at: end, table.entry(for: scalars[end])) else { return giveUp() }
                if next == .free { break }
                end += 1
            }
            if end == index + 1 && first == .pairing {
                append(entry.glyph, advance: entry.advance, cluster: index)
            } else if end == index + 2 && first == .pairing, case let second = table.entry(for: scalars[index + 1]),
                      second.kind == .pairing,
                      let pair = table.pair(scalars[index], scalars[index + 1], first: entry, second: second),
                      pair.firstOffset == 0, pair.secondOffset == 0 {
                // Two that may kern, and HarfBuzz only kerns them: their glyphs with the pair's advances.
                append(entry.glyph, advance: pair.firstAdvance, cluster: index)
                append(second.glyph, advance: pair.secondAdvance, cluster: index + 1)
            } else {
                let stretch = scalars[index..<end]
                let repeats = cache.noteSighting(of: stretch)
                for glyph in cache.glyphs(for: stretch, font: face, direction: run.direction, language: language, script: script,
                                          keep: repeats) {
                    glyphs.append(glyph.scaled(by: scale, clusterOffset: index, font: run.font))
                }
            }
            index = end
        }
        return true
    }
}
