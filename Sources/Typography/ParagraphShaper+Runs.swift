import CHarfBuzz

/// Every paragraph but plain ASCII text: cut into runs of one font and one embedding level
/// (`itemize`), each run shaped with as few HarfBuzz calls as possible and the same glyphs as
/// shaping it word by word — a run's new words are sliced from one shaping of the whole run
/// where HarfBuzz says a cut there changes nothing, as `shapeASCII` does for plain text.
extension ParagraphShaper {
    /// A stretch of a paragraph in one font at one embedding level.
    struct Run {
        /// Its scalars in the text.
        var range: Range<Int>
        /// Its font's index in `fonts`.
        var font: Int
        /// Its direction from the bidirectional algorithm (`HB_DIRECTION_INVALID` without one: guessed).
        var direction: hb_direction_t
    }

    /// The glyphs of `scalars[range]` shaped run by run (see `shape`).
    func shapeByRuns(_ scalars: [UInt32], range: Range<Int>, bidi: BidiParagraph?) -> [ShapedGlyph] {
        // The array a measurement gave back (`TextComposer.compose`), when there is one.
        var glyphs = cache.scratchParagraph
        cache.scratchParagraph = []
        glyphs.reserveCapacity(range.count)
        // The runs in the cache's scratch array (taken out while in use), not an array of their own.
        var runs = cache.scratchRuns
        cache.scratchRuns = []
        itemize(scalars, range: range, bidi: bidi, into: &runs)
        for run in runs {
            shapeRun(scalars, run: run, into: &glyphs)
        }
        runs.removeAll(keepingCapacity: true)
        cache.scratchRuns = runs
        return glyphs
    }

    /// The paragraph's runs in logical order: each scalar in the first font of the chain that has
    /// it (`fontIndex`), a space between two letters of a fallback face in that face
    /// (so a sentence of Arabic or Hebrew is one run, as Pango and browsers resolve the script of
    /// the spaces between words), and a new run wherever the font or the embedding level changes.
    func itemize(_ scalars: [UInt32], range: Range<Int>, bidi: BidiParagraph?) -> [Run] {
        var runs: [Run] = []
        itemize(scalars, range: range, bidi: bidi, into: &runs)
        return runs
    }

    /// `itemize(_:range:bidi:)` into `runs` (emptied first), an array the caller reuses.
    func itemize(_ scalars: [UInt32], range: Range<Int>, bidi: BidiParagraph?, into runs: inout [Run]) {
        runs.removeAll(keepingCapacity: true)
        guard !range.isEmpty else { return }
        // The requested face's recent font choices, taken out of the cache while in use (not copied).
        let chain = ObjectIdentifier(fonts[0])
        var choices = cache.fontChoices.removeValue(forKey: chain) ?? [UInt16](repeating: 0, count: Self.fontChoiceSlots)
        defer { cache.fontChoices[chain] = choices }
        // Plain loops, not closures: this runs for every paragraph measured.
        var runStart = range.lowerBound
        var runFont = fonts.count > 1 ? cachedFontIndex(for: scalars[runStart], previous: 0, choices: &choices) : 0
        // A scalar followed by VS16 or the keycap mark (☎️, #️⃣) asks for its emoji presentation.
        let emoji = self.chain?.emojiIndex ?? -1
        if emoji >= 0 && Self.asksForEmoji(scalars, after: runStart, in: range) { runFont = emoji }
        var runLevel = bidi?.level(at: runStart) ?? 0
        // Spaces not yet given a font: they go with the font after them if it is the run's script face.
        var pendingSpaces = -1
        // Whether spaces between two of its scalars stay in the last font asked about (-1: none yet):
        // asked once a run, not once a space.
        var spacesStay = (font: -1, stay: false)
        var index = range.lowerBound + 1
        while index < range.upperBound {
            let value = scalars[index]
            let level = bidi?.level(at: index) ?? 0
            if value == 0x20 && fonts.count > 1 && level == runLevel && runFont != 0 {
                if pendingSpaces < 0 { pendingSpaces = index }
                index += 1
                continue
            }
            var font = fonts.count > 1 ? cachedFontIndex(for: value, previous: runFont, choices: &choices) : 0
            if emoji >= 0 && Self.asksForEmoji(scalars, after: index, in: range) { font = emoji }
            if pendingSpaces >= 0 {
                // Spaces between two scalars of a fallback face go with them (a sentence of
                // Arabic or Hebrew is one run, as Pango resolves the spaces between its words);
                // else they start a run of the first font.
                let staysInRun = font == runFont && level == runLevel && spacesStayIn(runFont, known: &spacesStay)
                if !staysInRun {
                    let spaceLevel = bidi?.level(at: pendingSpaces) ?? 0
                    runs.append(Run(range: runStart..<pendingSpaces, font: runFont, direction: Self.direction(runLevel, bidi)))
                    runStart = pendingSpaces
                    runFont = 0
                    runLevel = spaceLevel
                }
                pendingSpaces = -1
            }
            if font != runFont || level != runLevel {
                runs.append(Run(range: runStart..<index, font: runFont, direction: Self.direction(runLevel, bidi)))
                runStart = index
                runFont = font
                runLevel = level
            }
            index += 1
        }
        if pendingSpaces >= 0 {
            runs.append(Run(range: runStart..<pendingSpaces, font: runFont, direction: Self.direction(runLevel, bidi)))
            runStart = pendingSpaces
            runFont = 0
        }
        runs.append(Run(range: runStart..<range.upperBound, font: runFont, direction: Self.direction(runLevel, bidi)))
    }

    /// Whether the scalar at `index` is followed by VARIATION SELECTOR-16 or COMBINING ENCLOSING
    /// KEYCAP (U+20E3), which ask for the emoji presentation of the scalar before them.
    @inline(__always)
    nonisolated static func asksForEmoji(_ scalars: [UInt32], after index: Int, in range: Range<Int>) -> Bool {
        guard index + 1 < range.upperBound else { return false }
        let next = scalars[index + 1]
        return next == 0xFE0F || next == 0x20E3
    }

    /// Whether spaces between two scalars of `fonts[font]` stay in it: it is a fallback face — bundled
    /// (Noto Sans Arabic, Noto Sans Hebrew, DejaVu Sans for Georgian or Armenian) or the cascade's —
    /// but not the emoji face, and draws a space, as Pango keeps the spaces of a run in its font
    /// (the last answer remembered in `known`).
    private func spacesStayIn(_ font: Int, known: inout (font: Int, stay: Bool)) -> Bool {
        if known.font != font {
            let fallbackFace = font > 0 && font != chain?.emojiIndex
            known = (font, fallbackFace && fonts[font].hasGlyph(for: " "))
        }
        return known.stay
    }

    /// Slots of the direct-mapped table of font choices (a power of two): 32,768 of 16 bits (64 KB a
    /// requested font), so that the 20,992 ideographs of CJK Unified Ideographs never evict each
    /// other (with 1,024, a tenth of the time measuring never-repeating CJK went to choosing fonts again).
    static let fontChoiceSlots = 32_768

    /// `fontIndex(for:previous:)` through the table of recent choices: each slot holds the rest of
    /// a scalar (its bits above the slot's 15) in its high byte and its choice + 1 below (255: stays
    /// with the scalar before it; 0: empty).
    func cachedFontIndex(for value: UInt32, previous: Int, choices: inout [UInt16]) -> Int {
        let slot = Int(value) & (Self.fontChoiceSlots - 1)
        let entry = choices[slot]
        var choice = Int(entry & 0xFF)
        if UInt32(entry >> 8) != value >> 15 || choice == 0 {
            // A sentinel previous (not a font) tells a scalar that stays with the one before it.
            let chosen = fontIndex(for: value, previous: 254)
            choice = chosen + 1
            choices[slot] = UInt16(value >> 15) << 8 | UInt16(choice)
        }
        return choice == 255 ? previous : choice - 1
    }

    /// HarfBuzz's direction for an embedding level (`HB_DIRECTION_INVALID` without the bidirectional algorithm).
    private static func direction(_ level: Int, _ bidi: BidiParagraph?) -> hb_direction_t {
        guard bidi != nil else { return HB_DIRECTION_INVALID }
        return level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR
    }

    /// Appends the glyphs of `run`, word by word in logical order (each word's glyphs in visual
    /// order): kept words from the cache, a few new ones shaped alone, many sliced from one
    /// shaping of the whole run.
    private func shapeRun(_ scalars: [UInt32], run: Run, into glyphs: inout [ShapedGlyph]) {
        // CJK text: built from its scalars shaped alone; Thai and Lao: syllable by syllable; Latin,
        // Greek, Cyrillic, Hebrew…: word by word from its scalars shaped alone — where that gives
        // HarfBuzz's glyphs.
        let script = Shaper.guessedScript(scalars, range: run.range)
        if shapeContextFree(scalars, run: run, script: script, into: &glyphs)
            || shapeByClusters(scalars, run: run, script: script, into: &glyphs)
            || shapeWordsFromLoneScalars(scalars, run: run, script: script, into: &glyphs) { return }
        let face = fonts[run.font]
        let scale = pointSize / face.unitsPerEm
        // Arabic: words built from their letters' joined forms where that gives HarfBuzz's glyphs.
        let joined = joinedFormTables(run: run, script: script)
        if Self.isOneWord(scalars, run.range) {
            // One word (a name among another script's words, a number, a lone space): no slicing to do.
            let word = run.range
            if let joined, appendJoinedWord(scalars, word: word, tables: joined, scale: scale, font: run.font, into: &glyphs) {
                return
            }
            let repeats = word.count == 1 || cache.noteSighting(of: scalars[word])
            if !repeats {
                // Seen for the first time: shaped straight onto the paragraph's glyphs, then scaled there.
                let plain = PlainTextShaping.isPlain(scalars[word], bits: PlainTextShaping.plainBits(of: face))
                let features = plain ? PlainTextShaping.features(toShape: word.count, in: face) : []
                let first = glyphs.count
                cache.shapeUnkept(scalars[word], font: face, direction: run.direction, language: language, features: features,
                                  appendingTo: &glyphs)
                for index in first..<glyphs.count {
                    glyphs[index] = glyphs[index].scaled(by: scale, clusterOffset: word.lowerBound, font: run.font)
                }
                return
            }
            let own = cache.cachedGlyphs(for: scalars[word], font: face, direction: run.direction, language: language) ?? {
                let plain = PlainTextShaping.isPlain(scalars[word], bits: PlainTextShaping.plainBits(of: face))
                let features = plain ? PlainTextShaping.features(toShape: word.count, in: face) : []
                return cache.glyphs(for: scalars[word], font: face, direction: run.direction, language: language, keep: repeats,
                                    features: features)
            }()
            for glyph in own { glyphs.append(glyph.scaled(by: scale, clusterOffset: word.lowerBound, font: run.font)) }
            return
        }
        // The words and the run's shaping in the cache's scratch arrays (taken out while in use), not
        // arrays of their own: this runs for every run measured.
        var words = cache.scratchWords, whole = cache.scratchWhole, built = cache.scratchBuilt
        cache.scratchWords = []
        cache.scratchWhole = []
        cache.scratchBuilt = []
        defer {
            words.removeAll(keepingCapacity: true)
            whole.removeAll(keepingCapacity: true)
            built.removeAll(keepingCapacity: true)
            cache.scratchWords = words
            cache.scratchWhole = whole
            cache.scratchBuilt = built
        }
        var missing = 0, missingPlain = 0
        let plainBits = PlainTextShaping.plainBits(of: face)
        // The words (`ParagraphShaper.words`: non-spaces, then the spaces after them), not gathered first.
        var wordStart = run.range.lowerBound
        while wordStart < run.range.upperBound {
            let wordEnd = Self.endOfWord(scalars, from: wordStart, before: run.range.upperBound)
            let word = wordStart..<wordEnd
            wordStart = wordEnd
            if let joined {
                let first = built.count
                if appendJoinedWord(scalars, word: word, tables: joined, scale: scale, font: run.font, into: &built) {
                    words.append(RunWord(range: word, repeats: false, plain: false, glyphs: .built(first..<built.count)))
                    continue
                }
            }
            // A word seen before is looked up (and kept once shaped); a first sighting is only noted.
            // A lone scalar (the "…" of a truncated line, a hyphen) is always kept: there are few.
            let repeats = word.count == 1 || cache.noteSighting(of: scalars[word])
            let kept = repeats ? cache.cachedGlyphs(for: scalars[word], font: face, direction: run.direction, language: language) : nil
            let plain = PlainTextShaping.isPlain(scalars[word], bits: plainBits)
            var glyphs: RunWord.Glyphs?
            if let kept {
                glyphs = .own(kept)
            } else {
                missing += word.count
                if plain { missingPlain += word.count }
            }
            words.append(RunWord(range: word, repeats: repeats, plain: plain, glyphs: glyphs))
        }
        guard missing > 0 else {
            append(words, whole: whole, built: built, scale: scale, font: run.font, into: &glyphs)
            return
        }
        // Plain words are shaped with the probe's features (the same glyphs as the defaults).
        let features = missingPlain > 0 ? PlainTextShaping.features(toShape: missingPlain, in: face) : []
        if words.count == 1 || missing * 2 < run.range.count {
            for index in words.indices where words[index].glyphs == nil {
                words[index].glyphs = .own(shapeAlone(scalars, words[index], run: run, face: face, features: features))
            }
        } else {
            sliceNewWords(&words, scalars, run: run, face: face, features: features, into: &whole)
        }
        append(words, whole: whole, built: built, scale: scale, font: run.font, into: &glyphs)
    }

    /// Whether `scalars[range]` is one word: no space followed by anything but spaces.
    private nonisolated static func isOneWord(_ scalars: [UInt32], _ range: Range<Int>) -> Bool {
        endOfWord(scalars, from: range.lowerBound, before: range.upperBound) == range.upperBound
    }

    /// Appends the words' glyphs in points, in logical word order.
    private func append(_ words: [RunWord], whole: [ShapedGlyph], built: [ShapedGlyph], scale: Double, font: Int,
                        into glyphs: inout [ShapedGlyph]) {
        for word in words {
            switch word.glyphs! {
            case .built(let slice):
                // Built in points, clusters from the text's start.
                glyphs.append(contentsOf: built[slice])
            case .slice(let slice):
                // Clusters of the run's shaping already count from the text's start.
                for glyph in whole[slice] { glyphs.append(glyph.scaled(by: scale, clusterOffset: 0, font: font)) }
            case .own(let own):
                for glyph in own { glyphs.append(glyph.scaled(by: scale, clusterOffset: word.range.lowerBound, font: font)) }
            }
        }
    }

    /// A word of a run shaped on its own (font units, clusters from the word's start); kept when
    /// seen before. A plain word takes the probe's `features`; any other, the defaults.
    private func shapeAlone(_ scalars: [UInt32], _ word: RunWord, run: Run, face: FontFace,
                            features: [hb_feature_t]) -> [ShapedGlyph] {
        cache.glyphs(for: scalars[word.range], font: face, direction: run.direction, language: language, keep: word.repeats,
                     features: word.plain ? features : [])
    }

    /// Shapes the whole run once and gives each word without glyphs yet its slice of that shaping
    /// where that is what shaping it alone gives: HarfBuzz flags neither end unsafe to break (the
    /// run's ends always are safe), the word's glyphs lie side by side, and the word alone would
    /// be shaped in the run's script; else the word is shaped alone. The run's glyphs go in `whole`
    /// (emptied first: an array the caller reuses).
    private func sliceNewWords(_ words: inout [RunWord], _ scalars: [UInt32], run: Run, face: FontFace,
                               features: [hb_feature_t], into whole: inout [ShapedGlyph]) {
        let range = run.range
        // The probe's features, turned back to the defaults over the words that are not plain.
        var runFeatures = features
        if !features.isEmpty {
            for word in words where !word.plain {
                runFeatures += PlainTextShaping.defaults(over: word.range, undoing: features)
            }
        }
        var unsafe = cache.scratchUnsafe
        cache.scratchUnsafe = []
        defer {
            unsafe.removeAll(keepingCapacity: true)
            cache.scratchUnsafe = unsafe
        }
        Shaper.shapeInFontUnitsWithBreakSafety(scalars, range: range, font: face, direction: run.direction, buffer: cache.buffer,
                                               features: runFeatures, language: language, into: &whole, unsafeToBreak: &unsafe)
        // For each scalar of the run: the word it is in (by index in `words`); and each word's
        // glyphs in `whole`: where they lie, and whether a cluster starts at its first scalar.
        // Scratch memory, not arrays of their own: this runs for every run of new words.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: range.count) { wordOf in
            withUnsafeTemporaryAllocation(of: WordSpan.self, capacity: words.count) { spans in
                spans.initialize(repeating: WordSpan())
                for (index, word) in words.enumerated() {
                    for position in word.range { wordOf[position - range.lowerBound] = index }
                }
                for (index, glyph) in whole.enumerated() {
                    let offset = glyph.cluster - range.lowerBound
                    guard offset >= 0 && offset < range.count else { continue }
                    let word = wordOf[offset]
                    spans[word].lowest = min(spans[word].lowest, index)
                    spans[word].highest = max(spans[word].highest, index)
                    spans[word].count += 1
                    if glyph.cluster == words[word].range.lowerBound {
                        spans[word].startsCluster = true
                        if unsafe[index] { spans[word].unsafeStart = true }
                    }
                }
                assignSlices(&words, spans: UnsafeBufferPointer(spans), whole: whole, scalars, run: run, face: face,
                             features: features)
            }
        }
    }

    /// Gives each word of `sliceNewWords` without glyphs its slice of the run's shaping `whole`
    /// where that is what shaping it alone gives (see there), else shapes it alone.
    private func assignSlices(_ words: inout [RunWord], spans: UnsafeBufferPointer<WordSpan>, whole: [ShapedGlyph],
                              _ scalars: [UInt32], run: Run, face: FontFace, features: [hb_feature_t]) {
        let range = run.range
        let runScript = Shaper.guessedScript(scalars, range: range)
        for index in words.indices where words[index].glyphs == nil {
            let word = words[index].range
            let span = spans[index]
            let safeStart = span.startsCluster && (word.lowerBound == range.lowerBound || !span.unsafeStart)
            let safeEnd = word.upperBound == range.upperBound
                || (index + 1 < words.count && spans[index + 1].startsCluster && !spans[index + 1].unsafeStart)
            let together = span.count > 0 && span.highest - span.lowest + 1 == span.count
            if safeStart && safeEnd && together && Shaper.guessedScript(scalars, range: word) == runScript {
                let slice = span.lowest..<span.highest + 1
                if words[index].repeats {
                    var glyphs = Array(whole[slice])
                    for glyph in glyphs.indices { glyphs[glyph].cluster -= word.lowerBound }
                    cache.keep(glyphs, for: scalars[word], font: face, direction: run.direction, language: language)
                } else {
                    cache.countShaped()
                }
                words[index].glyphs = .slice(slice)
            } else {
                words[index].glyphs = .own(shapeAlone(scalars, words[index], run: run, face: face, features: features))
            }
        }
    }

    /// Where a word's glyphs lie in its run's shaping.
    private struct WordSpan {
        /// The lowest and highest index of its glyphs, and how many there are.
        var lowest = Int.max, highest = -1, count = 0
        /// Whether a cluster starts at its first scalar, and whether HarfBuzz flags it unsafe to break before.
        var startsCluster = false, unsafeStart = false
    }

    /// One word of a run on its way through `shapeRun`.
    struct RunWord {
        /// The word's scalars in the text (its part inside the run).
        var range: Range<Int>
        /// Whether it had been seen before (so it is kept once shaped).
        var repeats: Bool
        /// Whether every scalar is in the face's alphabet (`PlainTextShaping`).
        var plain: Bool
        /// Its glyphs once found (nil: not yet).
        var glyphs: Glyphs?

        /// Where a word's glyphs come from.
        enum Glyphs {
            /// Kept or shaped alone (font units, clusters from the word's start).
            case own([ShapedGlyph])
            /// A slice of the run's shaping (clusters from the text's start).
            case slice(Range<Int>)
            /// Built from its letters' joined forms (`appendJoinedWord`): a slice of the run's built
            /// glyphs, in points, clusters from the text's start.
            case built(Range<Int>)
        }
    }
}
