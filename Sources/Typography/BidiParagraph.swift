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
    private var types: [FriBidiCharType]
    /// The embedding level of each scalar of the paragraph (odd: right to left), before the line rules.
    private var levels: [FriBidiLevel]

    /// The arrays of a paragraph no longer needed, for the next one to fill (`giveUpStorage`).
    struct Storage {
        var types: [FriBidiCharType] = []
        var levels: [FriBidiLevel] = []
    }

    /// Resolves the levels of `scalars[range]` in `direction` (`.natural`: from the first strong character).
    init(_ scalars: [UInt32], range: Range<Int>, direction: WritingDirection) {
        var storage = Storage()
        self.init(scalars, range: range, direction: direction, reusing: &storage)
    }

    /// The same, filling the arrays of `storage` (taken from it) rather than arrays of its own.
    init(_ scalars: [UInt32], range: Range<Int>, direction: WritingDirection, reusing storage: inout Storage) {
        self.range = range
        var types = storage.types, levels = storage.levels
        storage = Storage()
        types.removeAll(keepingCapacity: true)
        types.append(contentsOf: repeatElement(FriBidiCharType(rawValue: 0), count: range.count))
        levels.removeAll(keepingCapacity: true)
        levels.append(contentsOf: repeatElement(0, count: range.count))
        var base: FriBidiParType = switch direction {
        case .natural: cfribidi_par_on
        case .leftToRight: cfribidi_par_ltr
        case .rightToLeft: cfribidi_par_rtl
        }
        if !range.isEmpty {
            let length = FriBidiStrIndex(range.count)
            let hasBrackets = scalars.withUnsafeBufferPointer { text in
                let start = text.baseAddress! + range.lowerBound
                fribidi_get_bidi_types(start, length, &types)
                return Self.mayHaveBrackets(text, range: range)
            }
            // Most paragraphs need no embeddings, isolates or brackets: their levels without FriBidi's run lists.
            let resolvedRightToLeft = hasBrackets ? nil : types.withUnsafeBufferPointer { types in
                levels.withUnsafeMutableBufferPointer { BidiLevelsWithoutEmbeddings.resolve(types, base: base, into: $0) }
            }
            if let resolvedRightToLeft {
                base = resolvedRightToLeft ? cfribidi_par_rtl : cfribidi_par_ltr
            } else if !Self.friBidiLevels(scalars, range: range, types: types, hasBrackets: hasBrackets, base: &base,
                                          levels: &levels) {
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

    /// FriBidi's levels of the paragraph into `levels` (its base direction resolved into `base`);
    /// false when FriBidi could not allocate.
    private static func friBidiLevels(_ scalars: [UInt32], range: Range<Int>, types: [FriBidiCharType], hasBrackets: Bool,
                                      base: inout FriBidiParType, levels: inout [FriBidiLevel]) -> Bool {
        let length = FriBidiStrIndex(range.count)
        // Brackets (rule N0) only where there may be one; none is 0, `FRIBIDI_NO_BRACKET`.
        var brackets = [FriBidiBracketType](repeating: 0, count: range.count)
        if hasBrackets {
            scalars.withUnsafeBufferPointer { text in
                fribidi_get_bracket_types(text.baseAddress! + range.lowerBound, length, types, &brackets)
            }
        }
        return fribidi_get_par_embedding_levels_ex(types, brackets, length, &base, &levels) != 0
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

    /// The paragraph's arrays, emptied, for another paragraph to fill (this one is left without them).
    mutating func giveUpStorage() -> Storage {
        var storage = Storage(types: types, levels: levels)
        types = []
        levels = []
        storage.types.removeAll(keepingCapacity: true)
        storage.levels.removeAll(keepingCapacity: true)
        return storage
    }

    /// The embedding level of the scalar at `index` (an index into the whole text).
    func level(at index: Int) -> Int {
        Int(levels[index - range.lowerBound])
    }

    /// The scalars of `line` (a range of the whole text inside the paragraph), as indices into the
    /// whole text, in visual order from left to right: FriBidi's `fribidi_reorder_line`, which also
    /// puts trailing whitespace at the paragraph's level (L1).
    func visualOrder(of line: Range<Int>) -> [Int] {
        [Int](unsafeUninitializedCapacity: line.count) { order, initialized in
            visualOrder(of: line, into: order)
            initialized = line.count
        }
    }

    /// `visualOrder(of:)` written into `order` (at least `line.count` long), not an array of its own.
    func visualOrder(of line: Range<Int>, into order: UnsafeMutableBufferPointer<Int>) {
        guard !line.isEmpty else { return }
        let offset = line.lowerBound - range.lowerBound, count = line.count
        let base = isRightToLeft ? cfribidi_par_rtl : cfribidi_par_ltr
        // Only the line's own types and levels matter to L1–L2: pass those (the levels copied, as
        // FriBidi changes them), in scratch memory rather than arrays of their own.
        withUnsafeTemporaryAllocation(of: FriBidiLevel.self, capacity: count) { lineLevels in
            withUnsafeTemporaryAllocation(of: FriBidiStrIndex.self, capacity: count) { map in
                for index in 0..<count {
                    lineLevels[index] = levels[offset + index]
                    map[index] = FriBidiStrIndex(index)
                }
                let result = types.withUnsafeBufferPointer { types in
                    fribidi_reorder_line(0, types.baseAddress! + offset, FriBidiStrIndex(count), 0, base,
                                         lineLevels.baseAddress!, nil, map.baseAddress!)
                }
                for index in 0..<count { order[index] = line.lowerBound + (result != 0 ? Int(map[index]) : index) }
            }
        }
    }
}
