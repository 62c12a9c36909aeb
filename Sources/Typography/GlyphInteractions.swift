import CHarfBuzz

/// Which of a face's glyphs HarfBuzz's default features can shape together with a neighbour,
/// read from the face's own layout tables (GSUB and GPOS) through HarfBuzz: for every lookup of
/// the features HarfBuzz turns on by itself, the glyphs it takes as input, as backtrack and as
/// lookahead (`hb_ot_layout_lookup_collect_glyphs`), and the kind of lookup it is.
///
/// - A **free** glyph is the input of no lookup but one-for-one substitutions and single
///   adjustments (`locl`'s Japanese or Chinese forms): it is shaped in a run exactly as it is
///   shaped alone, whatever stands beside it. In Noto Sans CJK every ideograph and Hangul syllable is free.
/// - A **pairing** glyph is the input of a ligature, pair adjustment (kerning), cursive or mark
///   attachment: it may change with the glyphs beside it (Noto Sans CJK kerns 3 % of kana pairs),
///   but never with a free glyph, which those lookups do not take. A mark is always pairing
///   (lookups that skip marks match across it).
/// - A glyph that is the input of a **contextual** or chaining lookup changes only when a glyph
///   beside it is one that lookup reads (its backtrack, input or lookahead): Noto Sans CJK's
///   `calt` reads the space between two Korean jamo forms, never between ideographs. Each such
///   lookup is a bit of `inputMask` (the lookups a glyph is the input of) and of `contextMask`
///   (the lookups that read it at all); a glyph whose neighbours share none of its input bits is
///   shaped as it is alone.
/// - An **unpredictable** glyph is the input of an alternate substitution (`rand` picks one at
///   random): text holding one is shaped by HarfBuzz whole.
///
/// `ParagraphShaper.shapeContextFree` builds a run from each scalar's glyph shaped alone
/// (`ScalarGlyphTable`), shaping only stretches of adjacent pairing glyphs with HarfBuzz.
@MainActor
final class GlyphInteractions {
    /// How a glyph may interact with its neighbours, contextual lookups aside.
    enum Kind: UInt8, Comparable {
        case free = 0, pairing, unpredictable

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What the lookups do with one glyph.
    struct Glyph {
        var kind = Kind.free
        /// The contextual lookups it is the input of, one bit each (a lookup's bit is its rank among them modulo 64).
        var inputMask: UInt64 = 0
        /// The contextual lookups that read it as backtrack, input or lookahead.
        var contextMask: UInt64 = 0
        /// Whether it is the input of a joining lookup other than a pair adjustment (a ligature, a
        /// cursive or mark attachment) or is a mark: what its neighbours do to it is then not what
        /// each pair of them does alone.
        var joinsBeyondPairs = false
        /// Whether a lookup may join it to a neighbour that is not a mark: false for a letter only marks
        /// attach to (a mark attachment's base), which stands beside other letters as it stands alone.
        var pairsBeyondMarks = false
    }

    /// Each glyph's interactions, by glyph index.
    private var glyphs: [Glyph]
    /// What the lookups do across a cluster boundary with the glyphs any lookup takes (`Reach`), by glyph.
    var reaches: [UInt32: Reach] = [:]
    /// The face's GSUB lookups of `defaultFeatures` (their substitutions' closure gives what a glyph may become).
    nonisolated(unsafe) let substitutions: OpaquePointer = hb_set_create()
    /// The face (HarfBuzz's, owned by the font the interactions were read from).
    nonisolated(unsafe) let face: OpaquePointer
    /// False when the face has tables HarfBuzz applies beyond these lookups (morx, kerx, a legacy kern).
    private(set) var facePredictable = true
    /// Whether every pair adjustment of these lookups moves only the first glyph of its pair (no
    /// ValueFormat2): HarfBuzz then never skips a pair's second glyph, so the kerning of a word is
    /// the sum of what each pair of neighbours gives alone.
    private(set) var pairAdjustmentsAdditive = true
    /// Whether every contextual lookup reads at most two glyphs a rule and only changes glyphs in place
    /// (single substitutions and adjustments, no glyph added): the glyph a match changes then depends on one neighbour, and a stretch of glyphs
    /// is what each neighbouring pair of them shaped alone makes of it (`ParagraphShaper.appendJoinedWord`).
    private(set) var contextsReadPairs = true
    /// The substitutions contextual lookups apply inside their matches (lookup indices), for what a
    /// glyph may become whatever its context.
    nonisolated(unsafe) let substitutionsInContexts: OpaquePointer = hb_set_create()
    /// The ligatures' (and unreadable contexts') input and output glyphs (owned sets), for what a
    /// glyph may become with other glyphs beside it.
    nonisolated(unsafe) var substitutionsNeedingContext: [(input: OpaquePointer, output: OpaquePointer)] = []

    /// The features HarfBuzz 6 applies to horizontal text without being asked (`hb-ot-shape.cc`:
    /// the common and horizontal features, `rvrn`, the direction's, fractions, `rand`, `trak`, the
    /// Hangul shaper's jamo features, and HarfBuzz's own `Harf`/`Buzz` tags) — every language
    /// system's lookups of them are read.
    static let defaultFeatures = ["abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs", "dist",
                                  "kern", "liga", "rclt", "rvrn", "ltra", "ltrm", "rtla", "rtlm", "frac", "numr", "dnom",
                                  "rand", "ljmo", "vjmo", "tjmo", "trak", "Harf", "HARF", "Buzz", "BUZZ"]

    /// Reads the face's lookups of `features` (by default `defaultFeatures`; a cursive script's
    /// forms, `isol`… for `ScalarGlyphTable`'s joined forms).
    init(font: OpaquePointer, features featureTags: [String] = defaultFeatures) {
        let face = hb_font_get_face(font)!
        self.face = face
        glyphs = [Glyph](repeating: Glyph(), count: Int(hb_face_get_glyph_count(face)))
        var features = featureTags.map { hb_tag_from_string($0, -1) }
        features.append(0)
        var contextualLookups = 0, joiningLookups = 0
        for (table, isSubstitution) in [(hb_tag_from_string("GSUB", -1), true), (hb_tag_from_string("GPOS", -1), false)] {
            let lookups = isSubstitution ? substitutions : hb_set_create()!
            defer { if !isSubstitution { hb_set_destroy(lookups) } }
            hb_ot_layout_collect_lookups(face, table, nil, nil, features, lookups)
            let list = LayoutLookupList(face: face, table: table, substitution: isSubstitution)
            defer { list.release() }
            var index = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: from the start
            while hb_set_next(lookups, &index) != 0 {
                let kind = list.kind(ofLookup: Int(index))
                guard kind != .oneGlyph else { continue }
                let before = hb_set_create()!, input = hb_set_create()!, after = hb_set_create()!
                let output = hb_set_create()!
                defer { hb_set_destroy(before); hb_set_destroy(input); hb_set_destroy(after); hb_set_destroy(output) }
                hb_ot_layout_lookup_collect_glyphs(face, table, index, before, input, after, output)
                if isSubstitution && kind != .unpredictable {
                    // What a ligature or a contextual substitution turns its input into: HarfBuzz's
                    // closure of one glyph reaches it only with the rest of the match in the set. A
                    // context's own substitutions are read without their context; a ligature's, or a
                    // context whose substitutions cannot be read, give all their output to all their input.
                    if kind == .contextual, let nested = list.nestedLookups(ofLookup: Int(index)) {
                        for lookup in nested { hb_set_add(substitutionsInContexts, hb_codepoint_t(lookup)) }
                    } else {
                        substitutionsNeedingContext.append((hb_set_copy(input)!, hb_set_copy(output)!))
                    }
                }
                if kind == .contextual && list.nestsJoiningLookups(Int(index)) {
                    // A lookup it applies inside its match (a pair adjustment, a ligature) may reach past
                    // the match: nothing is assumed of the glyphs it takes — unless every rule reads two
                    // glyphs or more, so that it applies only where its input stands beside a glyph it
                    // reads (its bit below, in both glyphs' masks), and then the text is shaped by HarfBuzz.
                    if (list.shortestRule(ofLookup: Int(index)) ?? 0) < 2 { changeEach(in: input) { $0.kind = .unpredictable } }
                    changeReach(in: input) { $0.unpredictable = true }
                }
                switch kind {
                case .oneGlyph: break
                case .pairing:
                    changeEach(in: input) { $0.kind = max($0.kind, .pairing) }
                    // A mark attachment joins its marks (noted below) to its bases; any other joins all its input.
                    let attachesMarks = !isSubstitution && [4, 5, 6].contains(list.lookup(Int(index))?.type ?? 0)
                    if !attachesMarks { changeEach(in: input) { $0.pairsBeyondMarks = true } }
                    noteJoinsBeyondPairs(ofLookup: Int(index), in: list, input: input)
                    let bit = UInt64(1) << UInt64(joiningLookups % 64)
                    joiningLookups += 1
                    noteJoins(ofLookup: Int(index), in: list, bit: bit, input: input)
                case .unpredictable:
                    changeEach(in: input) { $0.kind = .unpredictable }
                    changeReach(in: input) { $0.unpredictable = true }
                case .contextual:
                    if (list.longestRule(ofLookup: Int(index)) ?? 3) > 2 || !list.nestsOnlySingleLookups(Int(index)) {
                        contextsReadPairs = false
                    }
                    let bit = UInt64(1) << UInt64(contextualLookups % 64)
                    contextualLookups += 1
                    changeEach(in: input) { $0.inputMask |= bit; $0.contextMask |= bit }
                    changeEach(in: before) { $0.contextMask |= bit }
                    changeEach(in: after) { $0.contextMask |= bit }
                    changeReach(in: input) { $0.input |= bit }
                    changeReach(in: before) { $0.backtrack |= bit }
                    changeReach(in: after) { $0.lookahead |= bit }
                }
            }
        }
        // Marks are matched across by lookups that skip them: never free.
        if hb_ot_layout_has_glyph_classes(face) != 0 {
            for glyph in glyphs.indices where hb_ot_layout_get_glyph_class(face, hb_codepoint_t(glyph)) == HB_OT_LAYOUT_GLYPH_CLASS_MARK {
                glyphs[glyph].kind = max(glyphs[glyph].kind, .pairing)
                glyphs[glyph].joinsBeyondPairs = true
                glyphs[glyph].pairsBeyondMarks = true
            }
        }
        // Apple's tables (morx, kerx) and a legacy `kern` table (applied whenever GPOS has no `kern`
        // feature for the script) are applied by HarfBuzz in ways these lookups do not describe:
        // nothing is assumed of any glyph.
        if ["morx", "kerx", "mort", "kern"].contains(where: { Self.hasTable($0, in: face) }) {
            for glyph in glyphs.indices { glyphs[glyph].kind = .unpredictable }
            facePredictable = false
        }
    }

    deinit {
        hb_set_destroy(substitutions)
        hb_set_destroy(substitutionsInContexts)
        for (input, output) in substitutionsNeedingContext {
            hb_set_destroy(input)
            hb_set_destroy(output)
        }
    }

    /// Notes the glyphs the joining lookup at `index` (all its input: `input`) may join to a neighbour
    /// other than as a pair adjustment: a mark attachment's marks (a base only meets one beside a
    /// mark), a ligature's components when it has three or more (two are seen when the pair is
    /// shaped), all of a cursive attachment's; and whether its pair adjustments add up.
    private func noteJoinsBeyondPairs(ofLookup index: Int, in list: LayoutLookupList, input: OpaquePointer) {
        /// Notes every glyph of `glyphs` the face has.
        func note(_ glyphs: some Sequence<UInt32>, marks: Bool = false) {
            for glyph in glyphs where Int(glyph) < self.glyphs.count {
                self.glyphs[Int(glyph)].joinsBeyondPairs = true
                if marks { self.glyphs[Int(glyph)].pairsBeyondMarks = true }
            }
        }
        guard let lookup = list.lookup(index) else {
            changeEach(in: input) { $0.joinsBeyondPairs = true; $0.pairsBeyondMarks = true }
            return
        }
        switch (list.substitution, lookup.type) {
        case (false, 2):
            if lookup.subtables.contains(where: { list.field(6, ofSubtable: $0) != 0 }) { pairAdjustmentsAdditive = false }
        case (false, 4), (false, 5), (false, 6):
            for subtable in lookup.subtables {
                guard let marks = list.coverage(ofSubtable: subtable, field: 2) else {
                    changeEach(in: input) { $0.joinsBeyondPairs = true; $0.pairsBeyondMarks = true }
                    return
                }
                for range in marks { note(range, marks: true) }
            }
        case (true, 4):
            guard let components = list.componentsOfLongLigatures(ofLookup: index) else {
                changeEach(in: input) { $0.joinsBeyondPairs = true }
                return
            }
            note(components)
        default:
            changeEach(in: input) { $0.joinsBeyondPairs = true }
        }
    }

    /// Whether `face` has the table `tag`.
    private static func hasTable(_ tag: String, in face: OpaquePointer) -> Bool {
        let blob = hb_face_reference_table(face, hb_tag_from_string(tag, -1))
        defer { hb_blob_destroy(blob) }
        return hb_blob_get_length(blob) > 0
    }

    /// Changes every glyph of `set` that the face has.
    private func changeEach(in set: OpaquePointer, _ change: (inout Glyph) -> Void) {
        var glyph = hb_codepoint_t.max
        while hb_set_next(set, &glyph) != 0 {
            if Int(glyph) < glyphs.count { change(&glyphs[Int(glyph)]) }
        }
    }

    /// How many glyphs the face has.
    var glyphCount: Int { glyphs.count }

    /// What the lookups do with `glyph` (a glyph the face does not have: unpredictable, so nothing is assumed).
    func glyph(_ glyph: UInt32) -> Glyph {
        Int(glyph) < glyphs.count ? glyphs[Int(glyph)] : Glyph(kind: .unpredictable)
    }
}
