import CHarfBuzz

/// Runs of Thai and Lao shaped syllable by syllable: text in these scripts runs its words
/// together without spaces, so no word repeats while its syllables repeat all the time. The run is
/// cut at the start of each grapheme cluster where no lookup of the face can take glyphs from both
/// sides (`GlyphInteractions.Reach`: Noto Sans Thai kerns a leading vowel with its consonant, so
/// those stay together; a syllable's marks stay with their base), and each piece is shaped by
/// HarfBuzz alone, or found in the shaping cache once it has been seen before. The glyphs are
/// those HarfBuzz gives the whole run; a run holding a glyph whose shaping cannot be foretold is
/// shaped whole as before.
extension ParagraphShaper {
    /// The scripts whose runs take this path: those HarfBuzz's Thai shaper shapes, whose
    /// reordering (the decomposed SARA AM) stays inside a cluster.
    @inline(__always)
    nonisolated static func shapesClusterByCluster(_ script: hb_script_t) -> Bool {
        script == HB_SCRIPT_THAI || script == HB_SCRIPT_LAO
    }

    /// Appends the glyphs of `run` (in `script`) shaped piece by piece (see above) and returns true,
    /// or appends nothing and returns false when the run is not Thai or Lao left to right or holds a
    /// glyph whose shaping cannot be foretold.
    func shapeByClusters(_ scalars: [UInt32], run: Run, script: hb_script_t, into glyphs: inout [ShapedGlyph]) -> Bool {
        guard run.direction != HB_DIRECTION_RTL, Self.shapesClusterByCluster(script) else { return false }
        let face = fonts[run.font]
        let boundaries = face.clusterBoundaries
        let scale = pointSize / face.unitsPerEm
        let start = glyphs.count
        /// Appends the glyphs of one piece.
        func append(_ piece: Range<Int>) {
            let text = scalars[piece]
            let repeats = cache.noteSighting(of: text)
            for glyph in cache.glyphs(for: text, font: face, direction: run.direction, language: language, script: script,
                                      keep: repeats) {
                glyphs.append(glyph.scaled(by: scale, clusterOffset: piece.lowerBound, font: run.font))
            }
        }
        var pieceStart = run.range.lowerBound
        let first = boundaries.entry(for: scalars[pieceStart])
        guard !first.reach.unpredictable else { return false }
        // The reach of the last cluster of the piece so far: what lookups may join to a cluster after it.
        var lastCluster = first.reach
        var previousIsPrepend = first.isPrepend
        for index in run.range.dropFirst() {
            let entry = boundaries.entry(for: scalars[index])
            if entry.reach.unpredictable {
                glyphs.removeSubrange(start...)
                return false
            }
            if entry.startsCluster && !previousIsPrepend {
                if !lastCluster.mayMeet(entry.reach) {
                    append(pieceStart..<index)
                    pieceStart = index
                }
                lastCluster = entry.reach
            } else {
                lastCluster.formUnion(entry.reach)
            }
            previousIsPrepend = entry.isPrepend
        }
        append(pieceStart..<run.range.upperBound)
        return true
    }
}
