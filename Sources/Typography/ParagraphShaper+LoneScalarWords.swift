import CHarfBuzz

/// Runs of Latin, Greek, Cyrillic, Armenian, Georgian and Hebrew text built word by word from each
/// scalar's glyph shaped alone (`ScalarGlyphTable`), where the face's own lookups
/// (`GlyphInteractions`) say that is what HarfBuzz gives the word — whatever Unicode block its
/// letters come from: Vietnamese's ư ơ ấ ặ ễ ộ as much as ASCII.
///
/// A word is the measurer's (non-spaces, then the spaces after them) and is shaped as if alone, as
/// everywhere in the measurer. Each scalar's glyph is looked up; a glyph that no joining lookup
/// takes (free) stands as it is; a stretch of glyphs that kern with each other is composed from
/// each neighbouring pair shaped once (`ScalarGlyphTable.pair`) when the face's pair
/// adjustments add up (`GlyphInteractions.pairAdjustmentsAdditive`: none moves a pair's second
/// glyph, so HarfBuzz skips none) and none of its glyphs joins a neighbour in any other way (a
/// ligature, a cursive or mark attachment); any other stretch is shaped by HarfBuzz. A word holding
/// a scalar whose glyph may depend on its context (a combining mark, a joiner, a contextual
/// lookup's input beside a glyph that lookup reads), or not in the run's script (a number, a name in
/// another script), is shaped by HarfBuzz alone. Right to left (Hebrew), the table is shaped right
/// to left — mirrored brackets included — and each word's glyphs are put in visual order.
extension ParagraphShaper {
    /// The scripts whose words take this path: those HarfBuzz shapes with its default shaper (or,
    /// for Hebrew, one that only composes marks), one glyph per letter without reordering or joining.
    @inline(__always)
    nonisolated static func buildsWordsFromLoneScalars(_ script: hb_script_t) -> Bool {
        script == HB_SCRIPT_LATIN || script == HB_SCRIPT_GREEK || script == HB_SCRIPT_CYRILLIC
            || script == HB_SCRIPT_HEBREW || script == HB_SCRIPT_ARMENIAN || script == HB_SCRIPT_GEORGIAN
    }

    /// Appends the glyphs of `run` (in `script`) word by word, each built from its scalars shaped
    /// alone or shaped by HarfBuzz (see above), and returns true; appends nothing and returns false
    /// when the run's script does not take this path or its face is shaped by more than its lookups.
    func shapeWordsFromLoneScalars(_ scalars: [UInt32], run: Run, script: hb_script_t, into glyphs: inout [ShapedGlyph]) -> Bool {
        guard Self.buildsWordsFromLoneScalars(script) else { return false }
        let face = fonts[run.font]
        // Without the bidi pass HarfBuzz takes the script's direction, as it would for the word alone.
        let direction = run.direction == HB_DIRECTION_INVALID ? hb_script_get_horizontal_direction(script) : run.direction
        let table = face.scalarGlyphTable(script: script, direction: direction, language: language)
        guard table.pairsAdd else { return false }
        let scale = pointSize / face.unitsPerEm
        var start = run.range.lowerBound
        while start < run.range.upperBound {
            let end = Self.endOfWord(scalars, from: start, before: run.range.upperBound)
            let word = start..<end
            let first = glyphs.count
            if Shaper.guessedScript(scalars, range: word) == script
                && appendWord(scalars, word: word, table: table, face: face, font: run.font, direction: direction, script: script,
                              scale: scale, into: &glyphs) {
                if direction == HB_DIRECTION_RTL { glyphs[first...].reverse() }
            } else {
                glyphs.removeSubrange(first...)
                let repeats = word.count == 1 || cache.noteSighting(of: scalars[word])
                for glyph in cache.glyphs(for: scalars[word], font: face, direction: run.direction, language: language,
                                          keep: repeats) {
                    glyphs.append(glyph.scaled(by: scale, clusterOffset: word.lowerBound, font: run.font))
                }
            }
            start = end
        }
        return true
    }

    /// Appends the glyphs of `word` in logical order built from its scalars' entries in `table`
    /// and returns true; false (with glyphs perhaps appended, for the caller to take back) when a
    /// scalar's glyph may depend on its context.
    private func appendWord(_ scalars: [UInt32], word: Range<Int>, table: ScalarGlyphTable, face: FontFace, font: Int,
                            direction: hb_direction_t, script: hb_script_t, scale: Double,
                            into glyphs: inout [ShapedGlyph]) -> Bool {
        /// The entry of the scalar at `position`, nil when its glyph may depend on its neighbours.
        func entry(at position: Int) -> ScalarGlyphTable.Entry? {
            let entry = table.entry(for: scalars[position])
            if entry.kind == .wholeRun { return nil }
            guard entry.inputMask != 0 else { return entry }
            // The input of a contextual lookup: shaped as alone when no neighbour is one that lookup reads.
            var neighbours: UInt64 = 0
            if position > word.lowerBound { neighbours |= table.entry(for: scalars[position - 1]).contextMask }
            if position + 1 < word.upperBound { neighbours |= table.entry(for: scalars[position + 1]).contextMask }
            return entry.inputMask & neighbours == 0 ? entry : nil
        }
        /// Appends one glyph (its advance in font units) for the scalar at `cluster`.
        func append(_ glyph: UInt32, advance: Int, cluster: Int) {
            glyphs.append(ShapedGlyph(glyphID: glyph, cluster: cluster, advance: Double(advance) * scale, xOffset: 0, yOffset: 0,
                                      font: font))
        }
        var index = word.lowerBound
        while index < word.upperBound {
            guard let first = entry(at: index) else { return false }
            if first.kind == .free {
                append(first.glyph, advance: first.advance, cluster: index)
                index += 1
                continue
            }
            // The stretch of glyphs that may change with each other, up to the next free one.
            var end = index + 1
            var composable = first.kind == .pairing && !first.joinsBeyondPairs
            while end < word.upperBound {
                guard let next = entry(at: end) else { return false }
                if next.kind == .free { break }
                if next.kind != .pairing || next.joinsBeyondPairs { composable = false }
                end += 1
            }
            if composable && appendKerned(scalars, stretch: index..<end, table: table, scale: scale, font: font, into: &glyphs) {
                index = end
                continue
            }
            // Shaped by HarfBuzz, in visual order: put back in logical order, as the word is built.
            let stretch = scalars[index..<end]
            let repeats = cache.noteSighting(of: stretch)
            let shaped = cache.glyphs(for: stretch, font: face, direction: direction, language: language, script: script, keep: repeats)
            if direction == HB_DIRECTION_RTL {
                for glyph in shaped.reversed() { glyphs.append(glyph.scaled(by: scale, clusterOffset: index, font: font)) }
            } else {
                for glyph in shaped { glyphs.append(glyph.scaled(by: scale, clusterOffset: index, font: font)) }
            }
            index = end
        }
        return true
    }

    /// Appends the lone glyphs of a stretch of glyphs that only kern with each other, each advance and
    /// offset changed by what HarfBuzz does to it beside the glyph before it and the glyph after it,
    /// and returns true; appends nothing and returns false when a pair does more than kern.
    private func appendKerned(_ scalars: [UInt32], stretch: Range<Int>, table: ScalarGlyphTable, scale: Double, font: Int,
                              into glyphs: inout [ShapedGlyph]) -> Bool {
        let start = glyphs.count
        var previous = table.entry(for: scalars[stretch.lowerBound])
        // The advance and offset of the glyph before, with their changes beside the one before it.
        var previousAdvance = previous.advance, previousOffset = 0
        for position in stretch.dropFirst() {
            let next = table.entry(for: scalars[position])
            guard let pair = table.pair(scalars[position - 1], scalars[position], first: previous, second: next) else {
                glyphs.removeSubrange(start...)
                return false
            }
            glyphs.append(ShapedGlyph(glyphID: previous.glyph, cluster: position - 1,
                                      advance: Double(previousAdvance + pair.firstAdvance - previous.advance) * scale,
                                      xOffset: Double(previousOffset + pair.firstOffset) * scale, yOffset: 0, font: font))
            previousAdvance = pair.secondAdvance
            previousOffset = pair.secondOffset
            previous = next
        }
        glyphs.append(ShapedGlyph(glyphID: previous.glyph, cluster: stretch.upperBound - 1, advance: Double(previousAdvance) * scale,
                                  xOffset: Double(previousOffset) * scale, yOffset: 0, font: font))
        return true
    }
}
