import CHarfBuzz

/// Words of Arabic built from each letter's joined form shaped alone (`ScalarGlyphTable` of a
/// `JoiningForm`), where the face's own lookups (`GlyphInteractions`) say that is what HarfBuzz
/// gives the word — no HarfBuzz call for most new words.
///
/// A word is the measurer's (letters, then the spaces after them), shaped as if alone. Each
/// letter's form comes from Unicode's joining types, as HarfBuzz's Arabic shaper finds it (the
/// first letter joins nothing before it, the last nothing after it); its glyph is the one HarfBuzz
/// gives the letter between joiners that ask for that form. The word is built from those glyphs
/// when none is changed by a neighbour: no glyph is a contextual lookup's input beside a glyph that
/// lookup reads (contextual kerning), no two glyphs that a ligature, pair adjustment or attachment
/// may take stand side by side (lam and alef make one glyph), no mark (its letters join across it),
/// and the face picks no form by context (Noto Sans Arabic's isolated heh). Any other word — and a
/// word of digits or of another script — is shaped by HarfBuzz, as before.
extension ParagraphShaper {
    /// The scripts whose words take this path: Arabic, whose letters join.
    @inline(__always)
    nonisolated static func buildsJoinedWords(_ script: hb_script_t) -> Bool {
        script == HB_SCRIPT_ARABIC
    }

    /// A face's tables of its letters in each joined form, for one run.
    struct JoinedFormTables {
        let isolated: ScalarGlyphTable, initial: ScalarGlyphTable, medial: ScalarGlyphTable, final: ScalarGlyphTable
        /// Whether the run is right to left (each word's glyphs are put in visual order).
        let rightToLeft: Bool

        /// The table of `form`.
        @inline(__always)
        subscript(form: JoiningForm) -> ScalarGlyphTable {
            switch form {
            case .isolated: isolated
            case .initial: initial
            case .medial: medial
            case .final: final
            }
        }
    }

    /// The joined-form tables of `run`'s face, or nil when its words do not take this path: the run
    /// is not Arabic, or has no direction from the bidi pass (a paragraph without a right-to-left
    /// letter: Arabic-Indic digits, which `Shaper` reads left to right), or its face makes no forms of
    /// its own or is shaped by more than its lookups.
    func joinedFormTables(run: Run, script: hb_script_t) -> JoinedFormTables? {
        guard Self.buildsJoinedWords(script), run.direction != HB_DIRECTION_INVALID else { return nil }
        let face = fonts[run.font]
        let direction = run.direction
        guard let isolated = face.joinedFormTable(.isolated, script: script, direction: direction, language: language),
              isolated.facePredictable,
              let initial = face.joinedFormTable(.initial, script: script, direction: direction, language: language),
              let medial = face.joinedFormTable(.medial, script: script, direction: direction, language: language),
              let final = face.joinedFormTable(.final, script: script, direction: direction, language: language) else { return nil }
        return JoinedFormTables(isolated: isolated, initial: initial, medial: medial, final: final,
                                rightToLeft: direction == HB_DIRECTION_RTL)
    }

    /// Appends the glyphs of `scalars[word]` (in points, visual order, clusters from the text's start)
    /// built from its letters' joined forms and returns true; appends nothing and returns false when
    /// a neighbour may change a glyph (see above) and HarfBuzz must shape the word.
    func appendJoinedWord(_ scalars: [UInt32], word: Range<Int>, tables: JoinedFormTables, scale: Double, font: Int,
                          into glyphs: inout [ShapedGlyph]) -> Bool {
        guard !word.isEmpty, Shaper.guessedScript(scalars, range: word) == HB_SCRIPT_ARABIC else { return false }
        let count = word.count
        return withUnsafeTemporaryAllocation(of: JoinedLetter.self, capacity: count) { letters in
            // Each letter's form and its glyph in that form.
            var previousJoinsForwards = false
            var type = JoiningForm.joiningType(of: scalars[word.lowerBound])
            for offset in 0..<count {
                let position = word.lowerBound + offset
                let next = position + 1 < word.upperBound ? JoiningForm.joiningType(of: scalars[position + 1]) : .none
                if type == .transparent { return false }
                let form = JoiningForm(joinsBackwards: previousJoinsForwards && type.joinsBackwards,
                                       joinsForwards: type.joinsForwards && next.joinsBackwards)
                let entry = tables[form].entry(for: scalars[position])
                if entry.kind == .wholeRun || entry.kind == .shapedWithNeighbours { return false }
                (letters.baseAddress! + offset).initialize(to: JoinedLetter(entry: entry, form: form))
                previousJoinsForwards = type.joinsForwards
                type = next
            }
            // Each glyph stands as shaped alone where no lookup may take it together with a neighbour;
            // two that one may (lam then alef, one ligature glyph; contextual kerning) are shaped as a
            // pair, once; a longer stretch is composed from its pairs (see `appendStretch`).
            let table = tables[.isolated]
            let start = glyphs.count
            var offset = 0
            while offset < count {
                var end = offset + 1
                while end < count && Self.mayMeet(letters[end - 1].entry, letters[end].entry, table: table) { end += 1 }
                let position = word.lowerBound + offset
                if end == offset + 1 {
                    let entry = letters[offset].entry
                    glyphs.append(ShapedGlyph(glyphID: entry.glyph, cluster: position, advance: Double(entry.advance) * scale,
                                              xOffset: 0, yOffset: 0, font: font))
                } else if end == offset + 2,
                          let pair = table.joinedPair(scalars[position], letters[offset].form, scalars[position + 1], letters[offset + 1].form) {
                    for glyph in pair { glyphs.append(glyph.scaled(by: scale, clusterOffset: position, font: font)) }
                } else if end == offset + 2 || !appendStretch(scalars, letters: letters, stretch: offset..<end, word: word, table: table,
                                                               scale: scale, font: font, into: &glyphs) {
                    glyphs.removeSubrange(start...)
                    return false
                }
                offset = end
            }
            if tables.rightToLeft { glyphs[start...].reverse() }
            return true
        }
    }

    /// Appends the glyphs of three or more letters that lookups may take together, each as the pair
    /// it makes with a neighbour changes it — where the face's lookups read only pairs
    /// (`ScalarGlyphTable.stretchesComposeFromPairs`), no letter may join more than a pair (a long
    /// ligature), every pair keeps its two glyphs, and each glyph is changed by one pair at most
    /// (a lookup applies once at a glyph: which of two would is not the pairs' to say). Else false,
    /// and the caller takes back what the word appended.
    private func appendStretch(_ scalars: [UInt32], letters: UnsafeMutableBufferPointer<JoinedLetter>, stretch: Range<Int>,
                               word: Range<Int>, table: ScalarGlyphTable, scale: Double, font: Int,
                               into glyphs: inout [ShapedGlyph]) -> Bool {
        guard table.stretchesComposeFromPairs else { return false }
        for offset in stretch where letters[offset].entry.joinsBeyondPairs { return false }
        /// The two glyphs of the letters at `offset` and after it shaped as a pair, nil unless they keep their glyphs.
        func pair(at offset: Int) -> [ShapedGlyph]? {
            let position = word.lowerBound + offset
            guard let pair = table.joinedPair(scalars[position], letters[offset].form, scalars[position + 1], letters[offset + 1].form),
                  pair.count == 2, pair[0].glyphID == letters[offset].entry.glyph, pair[1].glyphID == letters[offset + 1].entry.glyph
            else { return nil }
            return pair
        }
        var before: [ShapedGlyph]? = nil
        for offset in stretch {
            let after = offset + 1 < stretch.upperBound ? pair(at: offset) : nil
            if offset + 1 < stretch.upperBound && after == nil { return false }
            let entry = letters[offset].entry
            let alone = ShapedGlyph(glyphID: entry.glyph, cluster: 0, advance: Double(entry.advance), xOffset: 0, yOffset: 0, font: 0)
            /// Whether `glyph` is the letter's lone glyph changed.
            func changes(_ glyph: ShapedGlyph) -> Bool {
                glyph.advance != alone.advance || glyph.xOffset != 0 || glyph.yOffset != 0
            }
            var glyph = alone
            if let before, changes(before[1]) { glyph = before[1] }
            if let after, changes(after[0]) {
                if changes(glyph) { return false }
                glyph = after[0]
            }
            glyphs.append(ShapedGlyph(glyphID: entry.glyph, cluster: word.lowerBound + offset, advance: glyph.advance * scale,
                                      xOffset: glyph.xOffset * scale, yOffset: glyph.yOffset * scale, font: font))
            before = after
        }
        return true
    }

    /// Whether a lookup may take the glyphs of two neighbouring letters together (`first` before
    /// `second`): asked of their reaches only when either may join a letter or both are read by a
    /// contextual lookup. The word holds no mark, so a letter only marks attach to meets nothing.
    @inline(__always)
    private static func mayMeet(_ first: ScalarGlyphTable.Entry, _ second: ScalarGlyphTable.Entry, table: ScalarGlyphTable) -> Bool {
        guard pairs(first) || pairs(second) || first.contextMask & second.contextMask != 0 else { return false }
        return table.reach(of: first.glyph).mayMeet(table.reach(of: second.glyph))
    }

    /// Whether an entry's glyph may join a neighbour of a word without marks (a lam and an alef that ligate).
    @inline(__always)
    private static func pairs(_ entry: ScalarGlyphTable.Entry?) -> Bool {
        entry?.kind == .pairing && entry?.pairsBeyondMarks == true
    }

    /// A letter of a word on its way through `appendJoinedWord`: its form and its entry there.
    private struct JoinedLetter {
        var entry: ScalarGlyphTable.Entry
        var form: JoiningForm
    }
}
