import CFriBidi

/// One paragraph's embedding levels from the Unicode Bidirectional Algorithm (UAX #9), as FriBidi
/// resolves them, and the visual order of its lines (rules L1–L2, also FriBidi's).
///
/// Lines are broken in logical order first; each line is then reordered on its own.
struct BidiParagraph {
    /// The paragraph's scalars in the whole text.
    let range: Range<Int>
    /// The resolved base direction: given, or from the first strong character.
    let isRightToLeft: Bool
    /// FriBidi's bidirectional type of each scalar of the paragraph.
    private let types: [FriBidiCharType]
    /// The embedding level of each scalar of the paragraph (odd: right to left), before the line rules.
    private let levels: [FriBidiLevel]

    /// Resolves the levels of `scalars[range]` in `direction` (`.natural`: from the first strong character).
    init(_ scalars: [UInt32], range: Range<Int>, direction: WritingDirection) {
        self.range = range
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: range.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: range.count)
        var levels = [FriBidiLevel](repeating: 0, count: range.count)
        var base: FriBidiParType = switch direction {
        case .natural: cfribidi_par_on
        case .leftToRight: cfribidi_par_ltr
        case .rightToLeft: cfribidi_par_rtl
        }
        if !range.isEmpty {
            let length = FriBidiStrIndex(range.count)
            scalars.withUnsafeBufferPointer { text in
                let start = text.baseAddress! + range.lowerBound
                fribidi_get_bidi_types(start, length, &types)
                // Brackets (rule N0) only where there may be one; none is 0, `FRIBIDI_NO_BRACKET`.
                if Self.mayHaveBrackets(text, range: range) { fribidi_get_bracket_types(start, length, types, &brackets) }
            }
            if fribidi_get_par_embedding_levels_ex(types, brackets, length, &base, &levels) == 0 {
                // FriBidi could not allocate: keep every scalar at the base level (no reordering).
                if base == cfribidi_par_on { base = cfribidi_par_ltr }
                levels = [FriBidiLevel](repeating: cfribidi_par_is_right_to_left(base) != 0 ? 1 : 0, count: range.count)
            }
        } else if base == cfribidi_par_on {
            base = cfribidi_par_ltr
        }
        self.isRightToLeft = cfribidi_par_is_right_to_left(base) != 0
        self.types = types
        self.levels = levels
    }

    /// Whether `scalars[range]` may hold a paired bracket (Unicode's BidiBrackets.txt): ( ) [ ] { },
    /// U+0F3A–U+0F3D, U+169B–U+169C, or anything from U+2045 on; most text has none.
    private static func mayHaveBrackets(_ scalars: UnsafeBufferPointer<UInt32>, range: Range<Int>) -> Bool {
        for index in range {
            switch scalars[index] {
            case 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x0F3A...0x0F3D, 0x169B...0x169C, 0x2045...: return true
            default: continue
            }
        }
        return false
    }

    /// Whether `scalars[range]` needs the algorithm at all: a right-to-left letter (R, AL) or an
    /// explicit right-to-left embedding, override or isolate. Scalars below U+0590 never are.
    static func containsRightToLeft(_ scalars: [UInt32], range: Range<Int>) -> Bool {
        for index in range where scalars[index] >= 0x0590 {
            if cfribidi_type_is_right_to_left(fribidi_get_bidi_type(scalars[index])) != 0 { return true }
        }
        return false
    }

    /// The embedding level of the scalar at `index` (an index into the whole text).
    func level(at index: Int) -> Int {
        Int(levels[index - range.lowerBound])
    }

    /// The scalars of `line` (a range of the whole text inside the paragraph), as indices into the
    /// whole text, in visual order from left to right: FriBidi's `fribidi_reorder_line`, which also
    /// puts trailing whitespace at the paragraph's level (L1).
    func visualOrder(of line: Range<Int>) -> [Int] {
        guard !line.isEmpty else { return [] }
        let offset = line.lowerBound - range.lowerBound
        // Only the line's own types and levels matter to L1–L2: pass that slice.
        var lineLevels = Array(levels[offset..<offset + line.count])
        var map = [FriBidiStrIndex](repeating: 0, count: line.count)
        for index in map.indices { map[index] = FriBidiStrIndex(index) }
        let base = isRightToLeft ? cfribidi_par_rtl : cfribidi_par_ltr
        let result = types.withUnsafeBufferPointer { types in
            fribidi_reorder_line(0, types.baseAddress! + offset, FriBidiStrIndex(line.count), 0, base,
                                 &lineLevels, nil, &map)
        }
        var order = [Int](repeating: 0, count: line.count)
        for index in order.indices { order[index] = result != 0 ? Int(map[index]) + line.lowerBound : line.lowerBound + index }
        return order
    }
}
