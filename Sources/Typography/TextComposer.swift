/// Lays out one string: paragraphs at mandatory breaks, each shaped once by HarfBuzz, then
/// broken greedily at UAX #14 opportunities (inside a word only when the word alone is too
/// wide, between two characters; with a hyphenation factor, a line filled less than that
/// fraction of its width hyphenates the word that did not fit at a dictionary point, with a hyphen
/// drawn, as TextKit does), then truncated with "…" to a line limit. A paragraph with right-to-left text (or read
/// right to left) gets its embedding levels from FriBidi, is shaped in directional runs, and each
/// of its lines is reordered visually after breaking; other paragraphs skip all of that.
@MainActor
struct TextComposer {
    /// The text's Unicode scalar values (`scalarValues(of:)`).
    var scalars: [UInt32]
    /// The requested font first, then the fallbacks for scalars it has no glyph for.
    var fonts: [FontFace]
    /// The fonts' names (`TextLayout.fontNames`).
    var fontNames: [String]
    var pointSize: Double
    var width: Double?
    var maxLines: Int
    var writingDirection: WritingDirection
    /// TextKit's `hyphenationFactor`, 0…1 (0: never hyphenate).
    var hyphenationFactor: Double = 0
    var cache: ShapingCache
    /// The chain `fonts` was taken from (the cascade's choices and the emoji face); nil: `fonts` alone.
    var chain: FontChain? = nil
    /// The text's language (BCP 47), whose line-breaking rules apply.
    var language = "en"

    private var font: FontFace { fonts[0] }
    /// A shaper of this text's fonts, size and language (HarfBuzz's name for it: `ShapingLanguage`).
    private var shaper: ParagraphShaper {
        ParagraphShaper(fonts: fonts, pointSize: pointSize, cache: cache, chain: chain, language: ShapingLanguage.named(language))
    }

    private static let tolerance = 1e-6
    /// Whether a scalar ends a paragraph: LF, VT, FF, CR, NEL, LINE and PARAGRAPH SEPARATOR.
    private nonisolated static func isNewline(_ value: UInt32) -> Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Shaped glyphs and per-scalar advances of one paragraph.
    struct Paragraph {
        var range: Range<Int>
        var glyphs: [ShapedGlyph]
        /// The levels, when the paragraph has right-to-left text or reads right to left.
        var bidi: BidiParagraph?

        var direction: WritingDirection { bidi?.isRightToLeft == true ? .rightToLeft : .leftToRight }
    }

    func compose() -> TextLayout {
        let metrics = font.metrics(pointSize: pointSize)
        // Newlines end paragraphs. Where a line may end inside one (UAX #14, in the rules of the
        // text's language: an item's, else its scene's) is asked of ICU only when a paragraph is
        // wider than the line: text that fits, as most titles do, needs no more than its newlines.
        var breaks = LineBreaks(scalars: scalars, language: language)

        // Each scalar's advance and where clusters start are for breaking lines and truncating:
        // text measured with neither a width nor a line limit needs them not (nor their arrays).
        let breaksLines = width != nil || maxLines > 0
        var advances = [Double](repeating: 0, count: breaksLines ? scalars.count : 0)
        var clusterStarts = [Bool](repeating: false, count: breaksLines ? scalars.count + 1 : 0)
        // The lines' spans and the paragraphs in the arrays the last measurement gave back (below).
        var spans = cache.scratchSpans, paragraphs = cache.scratchParagraphs
        cache.scratchSpans = []
        cache.scratchParagraphs = []
        var hyphenated: Set<Int> = []
        var paragraphRanges = ParagraphRanges(scalars: scalars)
        while let range = paragraphRanges.next() {
            let bidi = writingDirection == .rightToLeft || BidiParagraph.containsRightToLeft(scalars, range: range)
                ? BidiParagraph(scalars, range: range, direction: writingDirection, reusing: &cache.scratchBidi) : nil
            if bidi != nil { cache.bidiParagraphCount += 1 }
            let glyphs = shaped(scalars, range: range, bidi: bidi)
            if breaksLines {
                for glyph in glyphs {
                    advances[glyph.cluster] += glyph.advance
                    clusterStarts[glyph.cluster] = true
                }
                clusterStarts[range.upperBound] = true
            }
            paragraphs.append(Paragraph(range: range, glyphs: glyphs, bidi: bidi))
            guard width != nil && !range.isEmpty else {
                // One line, as `wrap` would give it (without an array of its own).
                spans.append((range, paragraphs.count - 1))
                continue
            }
            for line in wrap(range, breaks: &breaks, advances: advances, clusterStarts: clusterStarts, scalars: scalars,
                             hyphenateLeftToRight: bidi == nil, hyphenated: &hyphenated) {
                spans.append((line, paragraphs.count - 1))
            }
        }

        var truncated = false
        if maxLines > 0 && spans.count > maxLines {
            spans.removeLast(spans.count - maxLines)
            truncated = true
        }
        var lines: [TextLine] = []
        // TextKit's line height: a line is as tall as the tallest face used on it (the cascade's
        // Thai, Devanagari or emoji faces reach higher and lower than the requested font).
        var top = 0.0
        for (index, span) in spans.enumerated() {
            let baseline = top + metrics.ascender
            let paragraph = paragraphs[span.paragraph]
            if truncated && index == spans.count - 1 {
                lines.append(truncatedLine(span.range, paragraph: paragraph, baseline: baseline,
                                           advances: advances, clusterStarts: clusterStarts, scalars: scalars))
            } else {
                let hyphenates = hyphenated.contains(span.range.upperBound)
                var composed = line(span.range, paragraph: paragraph, baseline: baseline, advances: advances, scalars: scalars,
                                    hyphen: hyphenates ? hyphenGlyph() : nil)
                // Ended where UAX #14 allows no break (and not at a hyphenation point): a word was cut.
                composed.cutsWordWithoutHyphen = !hyphenates && span.range.upperBound < paragraph.range.upperBound
                    && !span.range.isEmpty && breaks.asked?[span.range.upperBound - 1] == .prohibited
                lines.append(composed)
            }
            let lineMetrics = self.lineMetrics(lines[lines.count - 1], requested: metrics)
            lines[lines.count - 1].baseline = top + lineMetrics.ascender
            top += lineMetrics.lineHeight
        }
        var widest = 0.0
        for line in lines { widest = max(widest, line.width) }
        let baseWritingDirection = paragraphs.first?.direction ?? (writingDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        if paragraphs.count == 1 {
            // The paragraph's glyphs (and levels) are in the lines now: their arrays go back to the
            // shaper's cache for the next measurement (most text is one paragraph).
            var paragraph = paragraphs.removeLast()
            var glyphs = paragraph.glyphs
            paragraph.glyphs = []
            if glyphs.capacity <= 4_096 {
                glyphs.removeAll(keepingCapacity: true)
                cache.scratchParagraph = glyphs
            }
            if var bidi = paragraph.bidi, bidi.range.count <= 4_096 {
                paragraph.bidi = nil
                cache.scratchBidi = bidi.giveUpStorage()
            }
        }
        if paragraphs.capacity <= 64 && spans.capacity <= 64 {
            paragraphs.removeAll(keepingCapacity: true)
            spans.removeAll(keepingCapacity: true)
            cache.scratchParagraphs = paragraphs
            cache.scratchSpans = spans
        }
        return TextLayout(width: widest,
                          height: top,
                          lines: lines, ascender: metrics.ascender, descender: metrics.descender,
                          lineHeight: metrics.lineHeight, truncated: truncated,
                          fontNames: usedFontNames(lines), pointSize: pointSize,
                          baseWritingDirection: baseWritingDirection)
    }

    /// `scalars[range]` shaped, with size-specific tracking where a face has it: every glyph the
    /// composer lays out (a paragraph, a line cut inside a word, the hyphen, the "…") comes from here.
    private func shaped(_ scalars: [UInt32], range: Range<Int>, bidi: BidiParagraph?) -> [ShapedGlyph] {
        var glyphs = shaper.shape(scalars, range: range, bidi: bidi)
        if tracksBySize { applySizeSpecificTracking(to: &glyphs) }
        return glyphs
    }

    /// Whether a font of the chain has size-specific tracking (SF Pro): only then are glyphs looked at for it.
    private var tracksBySize: Bool {
        for face in fonts where face.sizeSpecificTracking != nil { return true }
        return false
    }

    /// Each cluster in a font with size-specific tracking (SF Pro's, `SizeSpecificTracking`) made
    /// wider by the tracking at this size, half of it before its first glyph, as Core Text and
    /// HarfBuzz apply a `trak` table; glyphs of other fonts (the cascade's Noto faces) keep theirs.
    private func applySizeSpecificTracking(to glyphs: inout [ShapedGlyph]) {
        let trackings: [Double?] = fonts.map { face in face.sizeSpecificTracking.map { $0.tracking(atPointSize: pointSize) } }
        var previousCluster = -1
        for index in glyphs.indices {
            let glyph = glyphs[index]
            defer { previousCluster = glyph.cluster }
            guard glyph.cluster != previousCluster, glyph.font < trackings.count, let tracking = trackings[glyph.font] else { continue }
            glyphs[index].advance += tracking
            glyphs[index].xOffset += tracking / 2
        }
    }

    /// The chain's names as far as the layout uses them (never fewer than the bundled ones): the
    /// cascade's faces are appended as other text needs them, and a layout names only its own, so
    /// measuring the same text again gives an equal layout whatever was measured in between.
    private func usedFontNames(_ lines: [TextLine]) -> [String] {
        guard let chain, fontNames.count > chain.bundledCount else { return fontNames }
        var highest = chain.bundledCount - 1
        for line in lines { for glyph in line.glyphs where glyph.font > highest { highest = glyph.font } }
        return highest + 1 == fontNames.count ? fontNames : Array(fontNames.prefix(highest + 1))
    }

    /// The metrics of a line: the requested font's, grown to the highest ascender, lowest
    /// descender and largest line gap of the cascade's faces drawn on it (`FontChain.bundledCount`
    /// on: the bundled fallbacks keep the requested font's line, as before the cascade).
    private func lineMetrics(_ line: TextLine, requested: FontMetrics) -> FontMetrics {
        guard let chain else { return requested }
        let first = chain.bundledCount
        var result = requested
        var seen = -1
        for glyph in line.glyphs where glyph.font >= first && glyph.font != seen && glyph.font < fonts.count {
            seen = glyph.font
            let other = fonts[glyph.font].metrics(pointSize: pointSize)
            result.ascender = max(result.ascender, other.ascender)
            result.descender = min(result.descender, other.descender)
            result.lineGap = max(result.lineGap, other.lineGap)
        }
        return result
    }

    /// The text's Unicode scalar values, decoded straight from its UTF-8 bytes (a Swift string's
    /// bytes are always valid UTF-8).
    nonisolated static func scalarValues(of text: String) -> [UInt32] {
        var values = [UInt32]()
        scalarValues(of: text, into: &values)
        return values
    }

    /// `scalarValues(of:)` into `values` (emptied first), an array the caller reuses.
    nonisolated static func scalarValues(of text: String, into values: inout [UInt32]) {
        values.removeAll(keepingCapacity: true)
        let decoded: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            values.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                let lead = UInt32(bytes[index])
                if lead < 0x80 {
                    values.append(lead)
                    index += 1
                } else if lead < 0xE0 {
                    values.append((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F))
                    index += 2
                } else if lead < 0xF0 {
                    values.append((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F))
                    index += 3
                } else {
                    values.append((lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                                  | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F))
                    index += 4
                }
            }
        }
        if decoded == nil { values.append(contentsOf: text.unicodeScalars.lazy.map(\.value)) }
    }

    /// The text's line break opportunities from ICU (`LineBreakOpportunities`), asked for the first
    /// time a paragraph is wider than its line, and then kept for the text's other paragraphs.
    @MainActor private struct LineBreaks {
        let scalars: [UInt32]
        let language: String
        /// ICU's answer, once asked.
        private(set) var asked: [LineBreakOpportunities.Opportunity]?

        init(scalars: [UInt32], language: String) {
            self.scalars = scalars
            self.language = language
        }

        /// The opportunity after each scalar.
        mutating func opportunities() -> [LineBreakOpportunities.Opportunity] {
            if let asked { return asked }
            let computed = LineBreakOpportunities.compute(scalars, language: language)
            asked = computed
            return computed
        }
    }

    /// The content of each paragraph, newline characters left out: a paragraph ends after each
    /// newline character (CR LF counts once) and at the end. A trailing newline starts one more,
    /// empty paragraph; empty text has none. Found one at a time, in one pass, with no array:
    /// this runs for every string measured.
    private struct ParagraphRanges {
        let scalars: [UInt32]
        /// The next scalar to look at, and where the paragraph being found starts.
        private var index = 0, start = 0
        /// Whether the empty paragraph after a trailing newline has been given.
        private var endedAfterNewline = false

        init(scalars: [UInt32]) {
            self.scalars = scalars
        }

        /// The next paragraph's range, nil after the last.
        mutating func next() -> Range<Int>? {
            let last = scalars.count - 1
            while index <= last {
                let current = index
                index += 1
                let value = scalars[current]
                guard current == last || (TextComposer.isNewline(value) && !(value == 0x0D && scalars[current + 1] == 0x0A)) else { continue }
                var end = current + 1
                while end > start && TextComposer.isNewline(scalars[end - 1]) { end -= 1 }
                let range = start..<end
                start = current + 1
                return range
            }
            guard !endedAfterNewline, last >= 0, TextComposer.isNewline(scalars[last]) else { return nil }
            endedAfterNewline = true
            return scalars.count..<scalars.count
        }
    }

    /// The hyphen drawn at the end of a hyphenated line (U+002D, in the requested font), shaped.
    private func hyphenGlyph() -> ShapedGlyph? {
        shaped([0x2D], range: 0..<1, bidi: nil).first
    }

    /// Where the line from `lineStart` ends when the word at `wordFrom` (the one that did not fit)
    /// is hyphenated: the last dictionary point whose line, with the hyphen, fits `limit`; nil
    /// when none does (or the word is not one of letters, or not left to right).
    private func hyphenationEnd(lineStart: Int, wordFrom: Int, range: Range<Int>, advances: [Double], clusterStarts: [Bool],
                                scalars: [UInt32], limit: Double) -> Int? {
        func isLetter(_ index: Int) -> Bool { Unicode.Scalar(scalars[index])?.properties.isAlphabetic == true }
        // The whole word (a line after a hyphenated one starts inside it): its points are the word's.
        var wordStart = wordFrom
        while wordStart > range.lowerBound, isLetter(wordStart - 1) { wordStart -= 1 }
        var wordEnd = wordFrom
        while wordEnd < range.upperBound, isLetter(wordEnd) { wordEnd += 1 }
        let word = scalars[wordStart..<wordEnd].compactMap(Unicode.Scalar.init)
        guard wordEnd - wordFrom >= 2, word.count == wordEnd - wordStart, let hyphen = hyphenGlyph() else { return nil }
        for point in Hyphenator.shared.breakPoints(word).reversed() where wordStart + point > wordFrom {
            let end = wordStart + point
            guard clusterStarts[end] else { continue }
            let width = advances[lineStart..<end].reduce(0, +) + hyphen.advance
            if width <= limit + Self.tolerance { return end }
        }
        return nil
    }

    /// Greedy line breaking of one paragraph at the allowed opportunities; a word wider than the
    /// line is hyphenated at a dictionary point when one fits (the line's end goes in `hyphenated`).
    private func wrap(_ range: Range<Int>, breaks: inout LineBreaks, advances: [Double],
                      clusterStarts: [Bool], scalars: [UInt32], hyphenateLeftToRight: Bool,
                      hyphenated: inout Set<Int>) -> [Range<Int>] {
        guard let limit = width, !range.isEmpty else { return [range] }
        var lines: [Range<Int>] = []
        var start = range.lowerBound
        while start < range.upperBound {
            var pen = 0.0, visible = 0.0
            var lastFit = start
            var index = start
            var overflowed = false
            while index < range.upperBound {
                pen += advances[index]
                if !isWhitespace(scalars[index]) { visible = pen }
                // Spaces hang past the edge: a line overflows at a cluster that draws, never at a space
                // (after a first cluster too wide for the line, its space stays with it).
                if visible > limit + Self.tolerance && index > start && clusterStarts[index] && !isWhitespace(scalars[index]) {
                    overflowed = true
                    break
                }
                index += 1
                if clusterStarts[index] && visible <= limit + Self.tolerance { lastFit = index }
            }
            guard overflowed else {
                lines.append(start..<range.upperBound)
                break
            }
            // The last opportunity before the cluster that overflowed (not the paragraph's end).
            let opportunities = breaks.opportunities()
            var lastBreak: Int?
            for candidate in stride(from: index, to: start, by: -1) where candidate < range.upperBound
                && opportunities[candidate - 1] == .allowed {
                lastBreak = candidate
                break
            }
            var end = lastBreak ?? lastFit
            // TextKit's rule: when the line as broken at whole words fills less than the
            // hyphenation factor of its width (a word alone too wide fills none of it), the word
            // that did not fit is hyphenated at a dictionary point, if one fits.
            if hyphenationFactor > 0, hyphenateLeftToRight,
               (lastBreak.map { visibleWidth(start..<$0, advances: advances, scalars: scalars) } ?? 0) < hyphenationFactor * limit,
               let point = hyphenationEnd(lineStart: start, wordFrom: lastBreak ?? start, range: range, advances: advances,
                                          clusterStarts: clusterStarts, scalars: scalars, limit: limit) {
                end = point
                hyphenated.insert(point)
            }
            if end <= start {
                // Not even one cluster fits: take the first cluster anyway.
                end = start + 1
                while end < range.upperBound && !clusterStarts[end] { end += 1 }
            }
            lines.append(start..<end)
            start = end
        }
        return lines
    }

    /// A finished line: its glyphs in visual order and its width without trailing spaces.
    private func line(_ range: Range<Int>, paragraph: Paragraph, baseline: Double,
                      advances: [Double], scalars: [UInt32], hyphen: ShapedGlyph? = nil) -> TextLine {
        // A line broken inside a word (after a hyphen, or a word too long for the line) is
        // shaped on its own, so that it drops the kerning and contextual forms that joined it
        // to what moved to the next line. Lines broken at spaces keep the paragraph's shaping.
        let cutsWord = !range.isEmpty && (range.upperBound < paragraph.range.upperBound && scalars[range.upperBound - 1] != 0x20)
            || (range.lowerBound > paragraph.range.lowerBound && scalars[range.lowerBound - 1] != 0x20)
        let shaped = cutsWord
            ? self.shaped(scalars, range: range, bidi: paragraph.bidi)
            : paragraph.glyphs
        var visibleEnd = range.upperBound
        while visibleEnd > range.lowerBound && isWhitespace(scalars[visibleEnd - 1]) { visibleEnd -= 1 }
        if let bidi = paragraph.bidi {
            return visuallyOrderedLine(range, shaped: shaped, bidi: bidi, visibleEnd: visibleEnd, baseline: baseline)
        }
        var glyphs: [PositionedGlyph] = []
        glyphs.reserveCapacity(shaped.count)
        var pen = 0.0, width = 0.0
        for glyph in shaped where range.contains(glyph.cluster) {
            glyphs.append(PositionedGlyph(glyphID: glyph.glyphID, x: pen + glyph.xOffset, y: glyph.yOffset, font: glyph.font,
                                          cluster: glyph.cluster))
            pen += glyph.advance
            if glyph.cluster < visibleEnd { width += glyph.advance }
        }
        if let hyphen {
            // The hyphen of a hyphenated line: drawn after its last letter, counted in its width.
            glyphs.append(PositionedGlyph(glyphID: hyphen.glyphID, x: pen + hyphen.xOffset, y: hyphen.yOffset, font: hyphen.font,
                                          cluster: range.upperBound - 1))
            width += hyphen.advance
        }
        return TextLine(start: range.lowerBound, end: range.upperBound, width: width, baseline: baseline, glyphs: glyphs,
                        writingDirection: .leftToRight)
    }

    /// A line of a bidirectional paragraph: its clusters laid out in FriBidi's visual order, each
    /// cluster's glyphs as HarfBuzz ordered them in its run, the visible text starting at x = 0.
    private func visuallyOrderedLine(_ range: Range<Int>, shaped: [ShapedGlyph], bidi: BidiParagraph,
                                     visibleEnd: Int, baseline: Double) -> TextLine {
        // Each cluster's glyphs, which HarfBuzz keeps together: the first one's index in `shaped`,
        // how many, and their advance (scratch memory, not an array of its own: this runs for every line).
        withUnsafeTemporaryAllocation(of: ClusterGlyphs.self, capacity: range.count) { clusters in
            clusters.initialize(repeating: ClusterGlyphs())
            for index in shaped.indices {
                let glyph = shaped[index]
                guard range.contains(glyph.cluster) else { continue }
                let cluster = glyph.cluster - range.lowerBound
                if clusters[cluster].count == 0 { clusters[cluster].first = index }
                clusters[cluster].count += 1
                clusters[cluster].advance += glyph.advance
            }
            // The visual order in scratch memory too.
            return withUnsafeTemporaryAllocation(of: Int.self, capacity: range.count) { order in
                bidi.visualOrder(of: range, into: order)
                // Trailing spaces sit at the paragraph's level (L1): for a right-to-left line they come
                // first, left of the visible text, so the pen starts that far left of 0.
                var leading = 0.0
                for index in order {
                    if index < visibleEnd && clusters[index - range.lowerBound].count > 0 { break }
                    leading += clusters[index - range.lowerBound].advance
                }
                var glyphs: [PositionedGlyph] = []
                glyphs.reserveCapacity(shaped.count)
                var pen = -leading, width = 0.0
                for index in order {
                    let cluster = clusters[index - range.lowerBound]
                    // Indices, not a slice of `shaped`: no retain and release for each cluster.
                    for position in cluster.first..<cluster.first + cluster.count {
                        let glyph = shaped[position]
                        glyphs.append(PositionedGlyph(glyphID: glyph.glyphID, x: pen + glyph.xOffset, y: glyph.yOffset,
                                                      font: glyph.font, cluster: glyph.cluster))
                        pen += glyph.advance
                        if glyph.cluster < visibleEnd { width += glyph.advance }
                    }
                }
                return TextLine(start: range.lowerBound, end: range.upperBound, width: width, baseline: baseline, glyphs: glyphs,
                                writingDirection: bidi.isRightToLeft ? .rightToLeft : .leftToRight)
            }
        }
    }

    /// Where one cluster's glyphs are in a line's shaping: the first one's index, how many, and their advance.
    private struct ClusterGlyphs {
        var first = 0, count = 0
        var advance = 0.0
    }

    /// The last kept line, shortened until it and "…" fit in the width.
    private func truncatedLine(_ range: Range<Int>, paragraph: Paragraph, baseline: Double,
                               advances: [Double], clusterStarts: [Bool], scalars: [UInt32]) -> TextLine {
        let ellipsis = shaped([0x2026], range: 0..<1, bidi: nil)
        let ellipsisWidth = ellipsis.reduce(0) { $0 + $1.advance }
        let limit = width ?? .infinity
        var end = range.upperBound
        while end > range.lowerBound
                && (visibleWidth(range.lowerBound..<end, advances: advances, scalars: scalars) + ellipsisWidth > limit + Self.tolerance
                    || isWhitespace(scalars[end - 1]) || !clusterStarts[end]) {
            end -= 1
        }
        var result = line(range.lowerBound..<end, paragraph: paragraph, baseline: baseline, advances: advances, scalars: scalars)
        // A word cut here is shaped on its own and can come out wider (an Arabic letter takes its
        // final form): give up clusters until the drawn line and "…" fit.
        while result.width + ellipsisWidth > limit + Self.tolerance && end > range.lowerBound {
            end -= 1
            while end > range.lowerBound && (!clusterStarts[end] || isWhitespace(scalars[end - 1])) { end -= 1 }
            result = line(range.lowerBound..<end, paragraph: paragraph, baseline: baseline, advances: advances, scalars: scalars)
        }
        // "…" goes at the logical end: right of a left-to-right line, left of a right-to-left one.
        let rightToLeft = result.writingDirection == .rightToLeft
        var pen = rightToLeft ? 0 : result.width
        var marks: [PositionedGlyph] = []
        for glyph in ellipsis {
            marks.append(PositionedGlyph(glyphID: glyph.glyphID, x: pen + glyph.xOffset, y: glyph.yOffset, font: glyph.font,
                                         cluster: end))
            pen += glyph.advance
        }
        if rightToLeft {
            for index in result.glyphs.indices { result.glyphs[index].x += ellipsisWidth }
            result.glyphs.insert(contentsOf: marks, at: 0)
        } else {
            result.glyphs.append(contentsOf: marks)
        }
        result.width += ellipsisWidth
        return result
    }

    private func visibleWidth(_ range: Range<Int>, advances: [Double], scalars: [UInt32]) -> Double {
        var end = range.upperBound
        while end > range.lowerBound && isWhitespace(scalars[end - 1]) { end -= 1 }
        return advances[range.lowerBound..<end].reduce(0, +)
    }

    private func isWhitespace(_ value: UInt32) -> Bool {
        Unicode.Scalar(value)?.properties.isWhitespace ?? false
    }
}
