import CFriBidi
@testable import Typography

/// FriBidi called directly on code points: the tests' independent reference for visual order.
enum BidiReference {
    /// FriBidi's paragraph direction for a writing direction.
    static func parType(_ direction: WritingDirection) -> FriBidiParType {
        switch direction {
        case .natural: FRIBIDI_PAR_ON
        case .leftToRight: FRIBIDI_PAR_LTR
        case .rightToLeft: FRIBIDI_PAR_RTL
        }
    }

    /// `fribidi_log2vis` on the whole string as one line: the logical index of each visual
    /// position, left to right, and whether the paragraph resolved right to left.
    static func visualOrder(of text: String, direction: WritingDirection) -> (order: [Int], rightToLeft: Bool) {
        let scalars = text.unicodeScalars.map { FriBidiChar($0.value) }
        var base = parType(direction)
        var visual = [FriBidiChar](repeating: 0, count: scalars.count + 1)
        var visualToLogical = [FriBidiStrIndex](repeating: 0, count: scalars.count + 1)
        let result = fribidi_log2vis(scalars, FriBidiStrIndex(scalars.count), &base, &visual, nil, &visualToLogical, nil)
        precondition(result != 0, "fribidi_log2vis failed")
        return (visualToLogical.prefix(scalars.count).map(Int.init), cfribidi_par_is_right_to_left(base) != 0)
    }

    /// The visual order of each line of one paragraph: levels for the whole paragraph
    /// (`fribidi_get_par_embedding_levels_ex`), then `fribidi_reorder_line` on each line.
    static func visualOrder(of text: String, lines: [Range<Int>], direction: WritingDirection) -> [[Int]] {
        let paragraph = levels(of: text.unicodeScalars.map { FriBidiChar($0.value) }, direction: direction)
        let (types, levels, base) = (paragraph.types, paragraph.levels, paragraph.base)
        let count = types.count
        return lines.map { line in
            var lineLevels = levels
            var map = (0..<FriBidiStrIndex(count)).map { $0 }
            precondition(fribidi_reorder_line(0, types, FriBidiStrIndex(line.count), FriBidiStrIndex(line.lowerBound),
                                              base, &lineLevels, nil, &map) != 0)
            return map[line].map(Int.init)
        }
    }

    /// FriBidi's paragraph analysis of `scalars` (brackets included): each one's bidi type and embedding level,
    /// and the paragraph's resolved direction.
    static func levels(of scalars: [FriBidiChar], direction: WritingDirection)
        -> (types: [FriBidiCharType], levels: [FriBidiLevel], base: FriBidiParType) {
        let count = FriBidiStrIndex(scalars.count)
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
        fribidi_get_bidi_types(scalars, count, &types)
        fribidi_get_bracket_types(scalars, count, types, &brackets)
        var base = parType(direction)
        precondition(fribidi_get_par_embedding_levels_ex(types, brackets, count, &base, &levels) != 0)
        return (types, levels, base)
    }

    /// The clusters of a line's glyphs in the order they are drawn, each once.
    static func clusterOrder(of line: TextLine) -> [Int] {
        var clusters: [Int] = []
        for glyph in line.glyphs where clusters.last != glyph.cluster { clusters.append(glyph.cluster) }
        return clusters
    }
}
