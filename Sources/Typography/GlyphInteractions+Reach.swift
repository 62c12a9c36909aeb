import CHarfBuzz

/// What the lookups may do across a boundary between two stretches of text, glyph by glyph: the
/// reach of the glyphs on either side says whether the two can be shaped apart and their glyphs
/// put side by side — as `ParagraphShaper.shapeByClusters` shapes Thai and Lao syllable by syllable.
///
/// A lookup crosses the boundary only where one of its matches holds the glyph just before it and
/// the glyph just after it: a pair adjustment, a ligature, a cursive or mark attachment whose first
/// glyph is before and a later one after; a context read by a lookup with the glyph before in its
/// backtrack, input or lookahead and the glyph after in a later or the same part. Each lookup is a
/// bit (its rank among lookups of its sort, modulo 64: two sharing a bit only make the answer more
/// careful), and a glyph's reach is that of every glyph the substitutions may turn it into.
extension GlyphInteractions {
    /// What a glyph (and everything it may become) is to the lookups that join or read neighbours.
    struct Reach: Equatable {
        /// The joining lookups (pair adjustment, ligature, cursive, mark attachment) it may be the first glyph of.
        var firstOf: UInt64 = 0
        /// The joining lookups it may be a later glyph of (any of their input, to be careful).
        var laterOf: UInt64 = 0
        /// Whether it is the first glyph of a class-based pair adjustment, which may move it beside any glyph.
        var firstBesideAny = false
        /// The contextual lookups that read it before their input, as their input, after their input.
        var backtrack: UInt64 = 0
        var input: UInt64 = 0
        var lookahead: UInt64 = 0
        /// Whether a lookup whose result cannot be foretold (alternates, skipped bases) takes it.
        var unpredictable = false
        /// Whether it is a mark (GDEF), which lookups may skip to reach the glyph before it.
        var isMark = false

        /// Adds the reach of another glyph of the same stretch.
        mutating func formUnion(_ other: Reach) {
            firstOf |= other.firstOf
            laterOf |= other.laterOf
            firstBesideAny = firstBesideAny || other.firstBesideAny
            backtrack |= other.backtrack
            input |= other.input
            lookahead |= other.lookahead
            unpredictable = unpredictable || other.unpredictable
            isMark = isMark || other.isMark
        }

        /// Whether some lookup may take a glyph of this reach (just before a boundary) together with
        /// one of `next`'s (just after it): then the two sides must be shaped together.
        func mayMeet(_ next: Reach) -> Bool {
            unpredictable || next.unpredictable || firstBesideAny || firstOf & next.laterOf != 0
                || backtrack & (next.backtrack | next.input) != 0 || input & (next.input | next.lookahead) != 0
                || lookahead & next.lookahead != 0
        }
    }

    /// Notes the first and later glyphs of the joining lookup at `index` (its bit `bit`; `input` all it takes).
    func noteJoins(ofLookup index: Int, in list: LayoutLookupList, bit: UInt64, input: OpaquePointer) {
        guard let lookup = list.lookup(index) else {
            changeReach(in: input) { $0.firstOf |= bit; $0.laterOf |= bit }
            return
        }
        // Where each subtable keeps the Coverage of its first glyphs — a ligature's first component,
        // a pair's first glyph (+2); the base, ligature or mark a mark attaches to (+4) — and of its
        // later ones where one table says (the attaching marks, +2). A cursive attachment joins both ways.
        // A ligature's components may be cut between any two of them, so each counts as first and later.
        let attachesMarks = !list.substitution && (4...6).contains(lookup.type)
        let firstsField: Int? = attachesMarks ? 4 : !list.substitution && lookup.type == 2 ? 2 : nil
        let latersField: Int? = attachesMarks ? 2 : nil
        if latersField == nil { changeReach(in: input) { $0.laterOf |= bit } }
        for subtable in lookup.subtables {
            guard let firstsField, let firsts = list.coverage(ofSubtable: subtable, field: firstsField) else {
                changeReach(in: input) { $0.firstOf |= bit; $0.laterOf |= bit }
                continue
            }
            let besideAny = !list.substitution && lookup.type == 2 && list.format(ofSubtable: subtable) != 1
            note(firsts) {
                $0.firstOf |= bit
                if besideAny { $0.firstBesideAny = true }
            }
            if let latersField {
                guard let laters = list.coverage(ofSubtable: subtable, field: latersField) else {
                    changeReach(in: input) { $0.laterOf |= bit }
                    continue
                }
                note(laters) { $0.laterOf |= bit }
            }
        }
    }

    /// Changes the reach of every glyph of `ranges` that the face has.
    private func note(_ ranges: [ClosedRange<UInt32>], _ change: (inout Reach) -> Void) {
        for range in ranges {
            for glyph in range where Int(glyph) < glyphCount { change(&reaches[glyph, default: Reach()]) }
        }
    }

    /// Whether two sets share a glyph.
    private static func intersects(_ a: OpaquePointer, _ b: OpaquePointer) -> Bool {
        var glyph = hb_codepoint_t.max
        while hb_set_next(b, &glyph) != 0 {
            if hb_set_has(a, glyph) != 0 { return true }
        }
        return false
    }

    /// Changes the reach of every glyph of `set` that the face has.
    func changeReach(in set: OpaquePointer, _ change: (inout Reach) -> Void) {
        var glyph = hb_codepoint_t.max
        while hb_set_next(set, &glyph) != 0 {
            if Int(glyph) < glyphCount { change(&reaches[glyph, default: Reach()]) }
        }
    }

    /// The reach of `glyph` and of every glyph the face's substitutions may turn it into (their
    /// closure, as HarfBuzz computes it); unpredictable for a glyph the face does not have.
    func reachWithSubstitutes(of glyph: UInt32) -> Reach {
        guard facePredictable, Int(glyph) < glyphCount else { return Reach(unpredictable: true) }
        let set = hb_set_create()!
        defer { hb_set_destroy(set) }
        hb_set_add(set, glyph)
        // HarfBuzz's closure, what the substitutions inside contexts make of it without their
        // context, and what ligatures whose input it holds may output, until nothing more is added.
        var size: UInt32 = 0
        repeat {
            size = hb_set_get_population(set)
            hb_ot_layout_lookups_substitute_closure(face, substitutions, set)
            hb_ot_layout_lookups_substitute_closure(face, substitutionsInContexts, set)
            for (input, output) in substitutionsNeedingContext where Self.intersects(input, set) {
                hb_set_union(set, output)
            }
        } while hb_set_get_population(set) != size
        var reach = Reach()
        let hasClasses = hb_ot_layout_has_glyph_classes(face) != 0
        var member = hb_codepoint_t.max
        while hb_set_next(set, &member) != 0 {
            if let own = reaches[member] { reach.formUnion(own) }
            if hasClasses && hb_ot_layout_get_glyph_class(face, member) == HB_OT_LAYOUT_GLYPH_CLASS_MARK { reach.isMark = true }
        }
        return reach
    }
}
