import CHarfBuzz

/// Shapes one paragraph with the glyphs shaping it word by word would give, through the
/// `ShapingCache`, choosing for each scalar the first font of the fallback chain that has a glyph
/// for it (marks and joiners stay with the scalar before them); where no font has one, the
/// requested font draws its missing-glyph box. Fallback fonts made for one script
/// (`FontFace.fallbackScalars`) are asked only for its scalars. With bidirectional levels, words
/// are also split where the level changes, and each run is shaped in its level's direction.
/// Plain ASCII text takes `shapeASCII`; everything else runs of one font and level (`shapeByRuns`).
@MainActor
struct ParagraphShaper {
    /// The requested font first, then the fallbacks.
    var fonts: [FontFace]
    var pointSize: Double
    var cache: ShapingCache
    /// The chain `fonts` was taken from: which cascade face draws a scalar no bundled font has,
    /// and the emoji face (nil: `fonts` alone, tried in order).
    var chain: FontChain? = nil
    /// The text's language as HarfBuzz names it (`ShapingLanguage`): the fonts' localized forms follow it.
    var language: hb_language_t? = nil

    /// The glyphs of `scalars[range]` in points, in visual order within each run; runs in logical order.
    /// Without `bidi`, HarfBuzz guesses each word's direction from its script (left-to-right text).
    func shape(_ scalars: [UInt32], range: Range<Int>, bidi: BidiParagraph? = nil) -> [ShapedGlyph] {
        if bidi == nil, let glyphs = shapeASCII(scalars, range: range) { return glyphs }
        return shapeByRuns(scalars, range: range, bidi: bidi)
    }

    /// The words of `scalars[range]` (each: non-spaces, then the spaces after them).
    nonisolated static func words(_ scalars: [UInt32], range: Range<Int>) -> [Range<Int>] {
        var words: [Range<Int>] = []
        words.reserveCapacity(range.count / 4)
        var start = range.lowerBound
        while start < range.upperBound {
            let end = endOfWord(scalars, from: start, before: range.upperBound)
            words.append(start..<end)
            start = end
        }
        return words
    }

    /// Where the word that starts at `start` ends (its non-spaces, then the spaces after them), at
    /// `limit` at the latest: the loops that walk a run word by word without an array of words use it.
    @inline(__always)
    nonisolated static func endOfWord(_ scalars: [UInt32], from start: Int, before limit: Int) -> Int {
        var end = start
        while end < limit && scalars[end] != 0x20 { end += 1 }
        while end < limit && scalars[end] == 0x20 { end += 1 }
        return end
    }

    /// An ASCII paragraph in the requested font (which has every ASCII glyph), shaped with as few
    /// HarfBuzz calls as possible and the same glyphs as word by word: kept words come from the
    /// cache (a word is kept from its second sighting on: `ShapingCache.noteSighting`); a few new
    /// words are shaped alone, many are sliced from one shaping of the paragraph (`sliceNewWords`).
    /// Plain text is shaped with the features `PlainTextShaping` chooses, which give the same glyphs.
    /// Nil for other paragraphs (the word-by-word path).
    private func shapeASCII(_ scalars: [UInt32], range: Range<Int>) -> [ShapedGlyph]? {
        // Plain loops, not closures: this runs for every paragraph measured.
        guard !range.isEmpty else { return nil }
        var paragraphHasLetters = false, allProbed = true
        for index in range {
            let value = scalars[index]
            guard value < 0x80 else { return nil }
            if PlainTextShaping.isLetter(value) { paragraphHasLetters = true }
            if !PlainTextShaping.isPlainASCII(value) { allProbed = false }
        }
        let face = fonts[0]
        guard face.hasGlyph(for: "a") else { return nil }
        // One record per word, in one array: this runs for every paragraph measured.
        var words: [WordShaping] = []
        words.reserveCapacity(range.count / 4)
        var missing = 0
        for word in Self.words(scalars, range: range) {
            // A word seen before is looked up (and kept once shaped); a first sighting is only noted.
            let repeats = cache.noteSighting(of: scalars[word])
            let glyphs = repeats ? cache.cachedGlyphs(for: scalars[word], font: face, language: language) : nil
            if glyphs == nil { missing += word.count }
            words.append(WordShaping(range: word, repeats: repeats, glyphs: glyphs.map(WordShaping.Glyphs.own)))
        }
        let features = allProbed && missing > 0 ? PlainTextShaping.features(toShape: missing, in: face) : []
        var whole: [ShapedGlyph] = []
        // A few new words among kept ones are shaped alone; mostly new text, the paragraph at once.
        if missing > 0 && missing * 2 < range.count {
            for index in words.indices where words[index].glyphs == nil {
                words[index].glyphs = .own(cache.glyphs(for: scalars[words[index].range], font: face, language: language,
                                                        keep: words[index].repeats, features: features))
            }
        } else if missing > 0 {
            whole = sliceNewWords(&words, scalars, range: range, face: face, features: features,
                                  paragraphHasLetters: paragraphHasLetters)
        }
        let scale = pointSize / face.unitsPerEm
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(range.count)
        for word in words {
            switch word.glyphs! {
            case .slice(let slice):
                // Clusters of the paragraph's shaping already count from the text's start.
                for glyph in whole[slice] { glyphs.append(glyph.scaled(by: scale, clusterOffset: 0, font: 0)) }
            case .own(let own):
                for glyph in own { glyphs.append(glyph.scaled(by: scale, clusterOffset: word.range.lowerBound, font: 0)) }
            }
        }
        return glyphs
    }

    /// Shapes the whole paragraph once and gives each word without glyphs yet its slice of that
    /// shaping where HarfBuzz says cutting there changes nothing (no `UNSAFE_TO_BREAK` at either
    /// end, and the word's script is the paragraph's: both have letters, or neither), else shapes
    /// it alone; a word seen before is kept. Returns the paragraph's glyphs (font units).
    private func sliceNewWords(_ words: inout [WordShaping], _ scalars: [UInt32], range: Range<Int>, face: FontFace,
                               features: [hb_feature_t], paragraphHasLetters: Bool) -> [ShapedGlyph] {
        let (whole, unsafe) = Shaper.shapeInFontUnitsWithBreakSafety(scalars, range: range, font: face,
                                                                     buffer: cache.buffer, features: features, language: language)
        // The first glyph of each cluster (by scalar, from the paragraph's start; −1: none).
        var firstGlyph = [Int](repeating: -1, count: range.count + 1)
        for (index, glyph) in whole.enumerated() {
            let offset = glyph.cluster - range.lowerBound
            if offset >= 0 && offset < range.count && firstGlyph[offset] < 0 { firstGlyph[offset] = index }
        }
        firstGlyph[range.count] = whole.count
        for index in words.indices where words[index].glyphs == nil {
            let word = words[index].range
            let first = firstGlyph[word.lowerBound - range.lowerBound], last = firstGlyph[word.upperBound - range.lowerBound]
            // Safe where HarfBuzz says a cut changes nothing (the paragraph's ends always are).
            let safeStart = first >= 0 && (word.lowerBound == range.lowerBound || !unsafe[first])
            let safeEnd = last >= 0 && (word.upperBound == range.upperBound || !unsafe[last])
            var wordHasLetters = false
            for position in word where PlainTextShaping.isLetter(scalars[position]) {
                wordHasLetters = true
                break
            }
            if safeStart && safeEnd && first < last && wordHasLetters == paragraphHasLetters {
                if words[index].repeats {
                    var glyphs = Array(whole[first..<last])
                    for glyph in glyphs.indices { glyphs[glyph].cluster -= word.lowerBound }
                    cache.keep(glyphs, for: scalars[word], font: face, language: language)
                } else {
                    cache.countShaped()
                }
                words[index].glyphs = .slice(first..<last)
            } else {
                words[index].glyphs = .own(cache.glyphs(for: scalars[word], font: face, language: language, keep: words[index].repeats,
                                                        features: features))
            }
        }
        return whole
    }

    /// One word of an ASCII paragraph on its way through `shapeASCII`.
    private struct WordShaping {
        /// The word's scalars in the text.
        var range: Range<Int>
        /// Whether it had been seen before (so it is kept once shaped).
        var repeats: Bool
        /// Its glyphs once found (nil: not yet).
        var glyphs: Glyphs?

        /// Where a word's glyphs come from.
        enum Glyphs {
            /// Kept or shaped alone (font units, clusters from the word's start).
            case own([ShapedGlyph])
            /// A slice of the paragraph's shaping (clusters from the text's start).
            case slice(Range<Int>)
        }
    }

    /// The index in `fonts` of the font that draws `value`: marks and joiners stay with the
    /// scalar before them (in `previous`), else the first font of the chain that has it.
    func fontIndex(for value: UInt32, previous: Int) -> Int {
        // No mark, joiner or variation selector comes before U+0300.
        if value >= 0x300 && Self.staysWithPrevious(value) { return previous }
        guard let scalar = Unicode.Scalar(value) else { return 0 }
        if let chain, chain.emojiIndex >= 0, FontChain.prefersEmoji(value) { return chain.emojiIndex }
        if fonts[0].hasGlyph(for: scalar) { return 0 }
        let bundled = min(chain?.bundledCount ?? fonts.count, fonts.count)
        for index in 1..<bundled where fonts[index].isFallback(for: scalar) { return index }
        if let choice = chain?.cascadeChoices[value], choice < fonts.count { return choice }
        return 0
    }

    /// Whether a scalar is drawn in the font of the one before it: a mark, ZWJ or a variation selector.
    private static func staysWithPrevious(_ value: UInt32) -> Bool {
        if value == 0x200D || (0xFE00...0xFE0F).contains(value) { return true }
        switch hb_unicode_general_category(hb_unicode_funcs_get_default(), value) {
        case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK,
             HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK: return true
        default: return false
        }
    }
}
