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
    }

    /// Each glyph's interactions, by glyph index.
    private var glyphs: [Glyph]

    /// The features HarfBuzz 6 applies to horizontal text without being asked (`hb-ot-shape.cc`:
    /// the common and horizontal features, `rvrn`, the direction's, fractions, `rand`, and the
    /// Hangul shaper's jamo features) — every language system's lookups of them are read.
    static let defaultFeatures = ["abvm", "blwm", "ccmp", "locl", "mark", "mkmk", "rlig", "calt", "clig", "curs", "dist",
                                  "kern", "liga", "rclt", "rvrn", "ltra", "ltrm", "rtla", "rtlm", "frac", "numr", "dnom",
                                  "rand", "ljmo", "vjmo", "tjmo"]

    /// Reads the face's lookups of `defaultFeatures`.
    init(font: OpaquePointer) {
        let face = hb_font_get_face(font)
        glyphs = [Glyph](repeating: Glyph(), count: Int(hb_face_get_glyph_count(face)))
        var features = Self.defaultFeatures.map { hb_tag_from_string($0, -1) }
        features.append(0)
        var contextualLookups = 0
        for (table, isSubstitution) in [(hb_tag_from_string("GSUB", -1), true), (hb_tag_from_string("GPOS", -1), false)] {
            let lookups = hb_set_create()!
            defer { hb_set_destroy(lookups) }
            hb_ot_layout_collect_lookups(face, table, nil, nil, features, lookups)
            let types = LookupTypes(face: face!, table: table, substitution: isSubstitution)
            defer { types.release() }
            var index = hb_codepoint_t.max  // HB_SET_VALUE_INVALID: from the start
            while hb_set_next(lookups, &index) != 0 {
                let kind = types.kind(ofLookup: Int(index))
                guard kind != .oneGlyph else { continue }
                let before = hb_set_create()!, input = hb_set_create()!, after = hb_set_create()!
                defer { hb_set_destroy(before); hb_set_destroy(input); hb_set_destroy(after) }
                hb_ot_layout_lookup_collect_glyphs(face, table, index, before, input, after, nil)
                switch kind {
                case .oneGlyph: break
                case .pairing: changeEach(in: input) { $0.kind = max($0.kind, .pairing) }
                case .unpredictable: changeEach(in: input) { $0.kind = .unpredictable }
                case .contextual:
                    let bit = UInt64(1) << UInt64(contextualLookups % 64)
                    contextualLookups += 1
                    changeEach(in: input) { $0.inputMask |= bit; $0.contextMask |= bit }
                    changeEach(in: before) { $0.contextMask |= bit }
                    changeEach(in: after) { $0.contextMask |= bit }
                }
            }
        }
        // Marks are matched across by lookups that skip them: never free.
        if hb_ot_layout_has_glyph_classes(face) != 0 {
            for glyph in glyphs.indices where glyphs[glyph].kind == .free
                && hb_ot_layout_get_glyph_class(face, hb_codepoint_t(glyph)) == HB_OT_LAYOUT_GLYPH_CLASS_MARK {
                glyphs[glyph].kind = .pairing
            }
        }
    }

    /// Changes every glyph of `set` that the face has.
    private func changeEach(in set: OpaquePointer, _ change: (inout Glyph) -> Void) {
        var glyph = hb_codepoint_t.max
        while hb_set_next(set, &glyph) != 0 {
            if Int(glyph) < glyphs.count { change(&glyphs[Int(glyph)]) }
        }
    }

    /// What the lookups do with `glyph` (a glyph the face does not have: unpredictable, so nothing is assumed).
    func glyph(_ glyph: UInt32) -> Glyph {
        Int(glyph) < glyphs.count ? glyphs[Int(glyph)] : Glyph(kind: .unpredictable)
    }

    /// How one lookup's input may interact with its neighbours.
    enum LookupKind {
        /// One glyph alone: single and multiple substitutions, single adjustments.
        case oneGlyph
        /// Neighbours joined or placed: ligatures, pair adjustments, cursive and mark attachment.
        case pairing
        /// What the input becomes depends on the glyphs around it: contexts and chains.
        case contextual
        /// Alternates (`rand`), or a lookup whose table cannot be read.
        case unpredictable
    }

    /// The lookup types of one layout table, read from its LookupList (OpenType's `Lookup.lookupType`,
    /// through an extension lookup to the type it wraps): HarfBuzz does not tell them.
    private struct LookupTypes {
        let blob: OpaquePointer
        let bytes: UnsafeRawBufferPointer
        let substitution: Bool

        init(face: OpaquePointer, table: hb_tag_t, substitution: Bool) {
            blob = hb_face_reference_table(face, table)
            var length: UInt32 = 0
            let data = hb_blob_get_data(blob, &length)
            bytes = UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : Int(length))
            self.substitution = substitution
        }

        /// A big-endian 16-bit value at `offset` (nil past the end).
        private func uint16(at offset: Int) -> Int? {
            guard offset >= 0, offset + 2 <= bytes.count else { return nil }
            return Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
        }

        /// A big-endian 32-bit value at `offset` (nil past the end).
        private func uint32(at offset: Int) -> Int? {
            guard let high = uint16(at: offset), let low = uint16(at: offset + 2) else { return nil }
            return high << 16 | low
        }

        /// The lookup's type, then how its input may interact (unpredictable when the table cannot be read).
        func kind(ofLookup index: Int) -> LookupKind {
            guard let list = uint16(at: 8), let lookupOffset = uint16(at: list + 2 + 2 * index),
                  var type = uint16(at: list + lookupOffset) else { return .unpredictable }
            let lookup = list + lookupOffset
            // A lookup that skips base glyphs or ligatures could match across a free glyph: unpredictable.
            guard let flags = uint16(at: lookup + 2) else { return .unpredictable }
            let skipsGlyphsThatMayBeFree = flags & 0x6 != 0
            let extensionType = substitution ? 7 : 9
            if type == extensionType {
                // The extension's first subtable says which type it wraps (all its subtables share it).
                guard let subtable = uint16(at: lookup + 6), let wrapped = uint16(at: lookup + subtable + 2) else {
                    return .unpredictable
                }
                type = wrapped
            }
            let kind = substitution ? Self.substitutionKind(type) : Self.positioningKind(type)
            return skipsGlyphsThatMayBeFree && kind != .oneGlyph ? .unpredictable : kind
        }

        /// GSUB: single (1) and multiple (2) substitutions act on one glyph alone; ligatures (4)
        /// join neighbours; contexts (5, 6) and reverse chaining (8) read them; alternates (3, `rand`) are random.
        private static func substitutionKind(_ type: Int) -> LookupKind {
            switch type {
            case 1, 2: .oneGlyph
            case 4: .pairing
            case 5, 6, 8: .contextual
            default: .unpredictable
            }
        }

        /// GPOS: single adjustment (1) moves one glyph alone; pair (2), cursive (3) and mark
        /// attachments (4–6) place neighbours; contexts (7, 8) depend on them.
        private static func positioningKind(_ type: Int) -> LookupKind {
            switch type {
            case 1: .oneGlyph
            case 2, 3, 4, 5, 6: .pairing
            case 7, 8: .contextual
            default: .unpredictable
            }
        }

        /// Releases the table.
        func release() { hb_blob_destroy(blob) }
    }
}
