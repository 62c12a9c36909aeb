import CFriBidi

/// The embedding levels of a paragraph with no explicit embedding, override or isolate, no
/// paired bracket and no boundary neutral, segment or paragraph separator — most text — by the
/// rules of the Unicode Bidirectional Algorithm that such a paragraph needs: P2–P3 (its level from
/// its first strong character), W1–W7 (weak types), N1–N2 (neutrals) and I1–I2 (levels), every
/// character at the paragraph's embedding level. FriBidi's `fribidi_get_par_embedding_levels_ex`
/// gives the same levels (`BidiLevelsTests` checks random paragraphs of every type handled here)
/// but allocates a linked list of runs on the way; this is a few passes over one small array.
/// Any other paragraph takes FriBidi (nil).
enum BidiLevelsWithoutEmbeddings {
    /// The simplified types the rules work on.
    private enum Kind: UInt8 {
        case l, r, al, en, an, es, et, cs, nsm, neutral
    }

    /// The levels of a paragraph of `types` into `levels` (as many) and whether it reads right to
    /// left; `base` is FriBidi's paragraph type (`cfribidi_par_on`: from the first strong character).
    /// Nil, leaving `levels` as they were, when a type needs more of the algorithm.
    static func resolve(_ types: UnsafeBufferPointer<FriBidiCharType>, base: FriBidiParType,
                        into levels: UnsafeMutableBufferPointer<FriBidiLevel>) -> Bool? {
        let count = types.count
        return withUnsafeTemporaryAllocation(of: Kind.self, capacity: max(count, 1)) { kinds -> Bool? in
            var firstStrong: Kind?
            for index in 0..<count {
                guard let kind = kind(of: types[index]) else { return nil }
                kinds[index] = kind
                if firstStrong == nil && (kind == .l || kind == .r || kind == .al) { firstStrong = kind }
            }
            // P2–P3: the paragraph's level (no strong character: left to right).
            let rightToLeft = base == cfribidi_par_on ? (firstStrong == .r || firstStrong == .al) : base == cfribidi_par_rtl
            let edge: Kind = rightToLeft ? .r : .l
            // W1: a non-spacing mark takes the type of the character before it (at the start, the paragraph's).
            for index in 0..<count where kinds[index] == .nsm { kinds[index] = index == 0 ? edge : kinds[index - 1] }
            // W2: European digits after Arabic letters are Arabic digits; W3: Arabic letters are R.
            var lastStrong = edge
            for index in 0..<count {
                switch kinds[index] {
                case .l, .r: lastStrong = kinds[index]
                case .al: lastStrong = .al; kinds[index] = .r
                case .en where lastStrong == .al: kinds[index] = .an
                default: break
                }
            }
            // W4: one separator between two numbers of a type joins them.
            if count >= 3 {
                for index in 1..<count - 1 {
                    let before = kinds[index - 1], after = kinds[index + 1]
                    switch kinds[index] {
                    case .es where before == .en && after == .en, .cs where before == .en && after == .en: kinds[index] = .en
                    case .cs where before == .an && after == .an: kinds[index] = .an
                    default: break
                    }
                }
            }
            // W5: terminators next to European digits are digits; W6: other separators and terminators are neutral.
            var index = 0
            while index < count {
                guard kinds[index] == .et else {
                    if kinds[index] == .es || kinds[index] == .cs { kinds[index] = .neutral }
                    index += 1
                    continue
                }
                var end = index
                while end < count && kinds[end] == .et { end += 1 }
                let becomes: Kind = (index > 0 && kinds[index - 1] == .en) || (end < count && kinds[end] == .en) ? .en : .neutral
                for position in index..<end { kinds[position] = becomes }
                index = end
            }
            // W7: European digits after a left-to-right letter (or at a left-to-right start) are L.
            lastStrong = edge
            for index in 0..<count {
                switch kinds[index] {
                case .l, .r: lastStrong = kinds[index]
                case .en where lastStrong == .l: kinds[index] = .l
                default: break
                }
            }
            // N1–N2: neutrals between two of one direction (digits count as R) take it, else the paragraph's.
            index = 0
            while index < count {
                guard kinds[index] == .neutral else {
                    index += 1
                    continue
                }
                var end = index
                while end < count && kinds[end] == .neutral { end += 1 }
                let before = index == 0 ? edge : direction(of: kinds[index - 1])
                let after = end == count ? edge : direction(of: kinds[end])
                let resolved = before == after ? before : edge
                for position in index..<end { kinds[position] = resolved }
                index = end
            }
            // I1–I2: the levels.
            for index in 0..<count {
                let level: FriBidiLevel = switch (kinds[index], rightToLeft) {
                case (.l, false): 0
                case (.r, _): 1
                default: 2 // L at an odd level, numbers at either
                }
                levels[index] = level
            }
            return rightToLeft
        }
    }

    /// The direction a resolved strong or number type counts as next to neutrals (N1): L, else R.
    private static func direction(of kind: Kind) -> Kind {
        kind == .l ? .l : .r
    }

    /// The simplified type of a FriBidi type (white space is a neutral here; rule L1 is the line's,
    /// `fribidi_reorder_line`'s); nil for a type these rules do not cover.
    private static func kind(of type: FriBidiCharType) -> Kind? {
        switch type {
        case cfribidi_type_l: .l
        case cfribidi_type_r: .r
        case cfribidi_type_al: .al
        case cfribidi_type_en: .en
        case cfribidi_type_an: .an
        case cfribidi_type_es: .es
        case cfribidi_type_et: .et
        case cfribidi_type_cs: .cs
        case cfribidi_type_nsm: .nsm
        case cfribidi_type_ws, cfribidi_type_on: .neutral
        default: nil
        }
    }
}
