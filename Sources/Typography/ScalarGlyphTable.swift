import CHarfBuzz

/// Each scalar of one face shaped alone, in one script, direction and language, with what
/// `GlyphInteractions` says of its glyph: a run of CJK text, or a word of Latin, Greek, Cyrillic
/// or Hebrew, is built from these without asking HarfBuzz again (`ParagraphShaper.shapeContextFree`,
/// `ParagraphShaper.shapeWordsFromLoneScalars`). Made per face (like the face's own cmap), filled
/// as scalars are first met: each costs one HarfBuzz call, once. Shaped right to left, a scalar
/// gets its mirrored glyph (a bracket) as HarfBuzz gives it in a right-to-left run.
///
/// A table of a cursive script's joined forms (`form`: Arabic letters initial, medial, final or
/// isolated) shapes each scalar between joiners that give it that form (`JoiningForm.shapedAlone`),
/// and sends to HarfBuzz any scalar whose form the face chooses by more than the letter alone
/// (`formInteractions`: a contextual `isol`); `ParagraphShaper.shapeJoinedWords` builds words from them.
///
/// A direct-mapped table of 32,768 slots of 64 bits (256 KB), so the 20,992 scalars of CJK
/// Unified Ideographs never evict each other.
@MainActor
final class ScalarGlyphTable {
    /// What a run can do with a scalar.
    enum Kind: UInt64 {
        /// One glyph, no offsets, that no lookup shapes with a neighbour: taken from the table.
        case free = 0
        /// One glyph, no offsets, that its neighbours may change (kana that kern): from the table
        /// when it stands between free glyphs, else shaped by HarfBuzz with the neighbours it may change.
        case pairing = 1
        /// Not one plain glyph alone (several glyphs, offsets, a glyph index or advance that does not
        /// fit the slot): always shaped by HarfBuzz, with any pairing neighbours.
        case shapedWithNeighbours = 2
        /// Its glyph depends on the text around it in ways the table cannot check (a combining mark,
        /// a joiner, a variation selector, a conjoining jamo, a random alternate): the run is shaped
        /// by HarfBuzz whole.
        case wholeRun = 3
    }

    /// A scalar's glyph shaped alone (font units) and what a run can do with it.
    struct Entry {
        var glyph: UInt32
        var advance: Int
        var kind: Kind
        /// The contextual lookups its glyph is the input of (`GlyphInteractions`): it is shaped as
        /// alone only when no neighbour's `contextMask` shares a bit.
        var inputMask: UInt64
        /// The contextual lookups that read its glyph.
        var contextMask: UInt64
        /// Whether its glyph joins a neighbour other than by a pair adjustment (`GlyphInteractions.Glyph`).
        var joinsBeyondPairs = false
        /// Whether its glyph may join a neighbour that is not a mark (`GlyphInteractions.Glyph`).
        var pairsBeyondMarks = false
    }

    private unowned let face: FontFace
    private let interactions: GlyphInteractions
    private let script: hb_script_t
    private let direction: hb_direction_t
    private let language: hb_language_t?
    /// The joined form each scalar is shaped in (nil: alone, as itself).
    let form: JoiningForm?
    /// What the lookups of `form`'s feature do with each glyph (nil without a form).
    private let formInteractions: GlyphInteractions?
    /// The slots, direct-mapped by the scalar's low 15 bits, each the rest of the scalar and its
    /// entry packed in 64 bits: tag (scalar >> 15) << 40 | filled << 36 | joins beyond pairs << 35 |
    /// has masks << 34 | kind << 32 | advance << 16 | glyph, and pairs beyond marks << 37. Memory of its own: no exclusivity check per lookup.
    nonisolated(unsafe) private let slots: UnsafeMutablePointer<UInt64>
    /// The masks of the few scalars that have any (the space, in Noto Sans CJK), by scalar.
    private var masks: [UInt32: (input: UInt64, context: UInt64)] = [:]
    private static let slotCount = 32_768
    private static let filled: UInt64 = 1 << 36
    private static let joinsBeyondPairs: UInt64 = 1 << 35
    private static let hasMasks: UInt64 = 1 << 34
    private static let pairsBeyondMarks: UInt64 = 1 << 37
    /// The buffer scalars are shaped alone in.
    private let buffer = ShapingBuffer()
    /// Pairs of pairing scalars shaped together (kana or letters that may kern), direct-mapped by a
    /// hash of the pair, 65,536 of them (512 KB, and as much for their changes: Vietnamese's hundred
    /// letters make some 10,000 pairs, and a pair found again costs no HarfBuzz call): a << 43 |
    /// b << 22 | state << 20 (0 empty, 1 their lone glyphs with their advances and horizontal offsets
    /// changed, 2 anything else).
    nonisolated(unsafe) private let pairs: UnsafeMutablePointer<UInt64>
    /// Beside each of `pairs`, the changes of state 1: the first advance's, the second's, the first
    /// offset's and the second's, 16 bits each (signed).
    nonisolated(unsafe) private let pairChanges: UnsafeMutablePointer<UInt64>
    private static let pairCount = 65_536
    /// Joined pairs shaped so far (`joinedPair`), by letters and forms: a few thousand in Arabic.
    private var joinedPairs: [UInt64: [ShapedGlyph]?] = [:]
    /// The reaches worked out so far (`reach(of:)`), by glyph.
    private var reaches: [UInt32: GlyphInteractions.Reach] = [:]

    /// Two lone glyphs side by side as HarfBuzz shapes the pair (font units): their advances and horizontal offsets.
    struct Pair {
        var firstAdvance: Int, secondAdvance: Int
        var firstOffset: Int, secondOffset: Int
    }

    /// The table of `face` (whose lookups `interactions` describes) for text in `script`,
    /// `direction` (left to right or right to left) and `language`.
    /// `form` (with `formInteractions`, its feature's lookups) makes a table of that joined form.
    init(face: FontFace, interactions: GlyphInteractions, script: hb_script_t, direction: hb_direction_t = HB_DIRECTION_LTR,
         language: hb_language_t?, form: JoiningForm? = nil, formInteractions: GlyphInteractions? = nil) {
        self.face = face
        self.interactions = interactions
        self.script = script
        self.direction = direction
        self.language = language
        self.form = form
        self.formInteractions = formInteractions
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: 0, count: Self.slotCount)
        pairs = .allocate(capacity: Self.pairCount)
        pairs.initialize(repeating: 0, count: Self.pairCount)
        pairChanges = .allocate(capacity: Self.pairCount)
        pairChanges.initialize(repeating: 0, count: Self.pairCount)
    }

    deinit {
        slots.deallocate()
        pairs.deallocate()
        pairChanges.deallocate()
    }

    /// Two pairing scalars side by side (`first` and `second` their entries), when HarfBuzz shapes
    /// the pair into their lone glyphs and changes no more than their advances and horizontal offsets
    /// (kerning); nil when it does anything else (a ligature, a vertical offset), and the pair must be shaped.
    func pair(_ a: UInt32, _ b: UInt32, first: Entry, second: Entry) -> Pair? {
        let key = UInt64(a) << 43 | UInt64(b) << 22
        let index = Int(truncatingIfNeeded: (UInt64(a) &* 0x9E37_79B1 ^ UInt64(b)) & UInt64(Self.pairCount - 1))
        var packed = pairs[index]
        if packed & ~UInt64(0x3F_FFFF) != key || packed & (3 << 20) == 0 {
            let (state, changes) = shapePair(a, b, first: first, second: second)
            packed = key | state << 20
            pairs[index] = packed
            pairChanges[index] = changes
        }
        guard (packed >> 20) & 3 == 1 else { return nil }
        let changes = pairChanges[index]
        /// The signed 16 bits at `shift`.
        func change(_ shift: UInt64) -> Int { Int(Int16(truncatingIfNeeded: changes >> shift)) }
        return Pair(firstAdvance: first.advance + change(48), secondAdvance: second.advance + change(32), firstOffset: change(16),
                    secondOffset: change(0))
    }

    /// Two neighbouring letters of a joined word in their forms (`a` in `formA` before `b` in
    /// `formB`) as HarfBuzz shapes the pair between joiners that keep those forms: their glyphs in
    /// logical order (font units, clusters 0 and 1) — a ligature, contextual kerning and all — or nil
    /// when the joiners' clusters do not come apart. Kept by the table that shapes it (any of a
    /// face's form tables can), each pair shaped once.
    func joinedPair(_ a: UInt32, _ formA: JoiningForm, _ b: UInt32, _ formB: JoiningForm) -> [ShapedGlyph]? {
        let key = UInt64(a) << 25 | UInt64(formA.rawValue) << 23 | UInt64(b) << 2 | UInt64(formB.rawValue)
        if let known = joinedPairs[key] { return known }
        var scalars: [UInt32] = []
        if formA == .medial || formA == .final { scalars.append(0x200D) }
        let first = scalars.count
        scalars += [a, b]
        if formB == .initial || formB == .medial { scalars.append(0x200D) }
        let glyphs: [ShapedGlyph]? = shaped(scalars) { infos, positions in
            var glyphs: [ShapedGlyph] = []
            for (info, position) in zip(infos, positions) {
                // A joiner before the pair takes the first letter's cluster (HarfBuzz merges them).
                let cluster = max(0, Int(info.cluster) - first)
                guard cluster == 0 || cluster == 1 else { return nil }
                glyphs.append(ShapedGlyph(glyphID: info.codepoint, cluster: cluster, advance: Double(position.x_advance),
                                          xOffset: Double(position.x_offset), yOffset: Double(position.y_offset), font: 0))
            }
            return glyphs
        }
        joinedPairs[key] = glyphs
        return glyphs
    }

    /// The reach of a glyph of this table and of everything it may become (`GlyphInteractions.Reach`),
    /// worked out once a glyph: whether a lookup may take it together with a neighbour.
    func reach(of glyph: UInt32) -> GlyphInteractions.Reach {
        if let known = reaches[glyph] { return known }
        let reach = interactions.reachWithSubstitutes(of: glyph)
        reaches[glyph] = reach
        return reach
    }

    /// The pair shaped by HarfBuzz: its state and changes as `pairs` and `pairChanges` keep them.
    @inline(never)
    private func shapePair(_ a: UInt32, _ b: UInt32, first: Entry, second: Entry) -> (state: UInt64, changes: UInt64) {
        shaped([a, b]) { infos, positions in
            let other: (UInt64, UInt64) = (2, 0)
            guard infos.count == 2, infos[0].codepoint == first.glyph, infos[1].codepoint == second.glyph, infos[0].cluster == 0,
                  infos[1].cluster == 1, positions[0].y_offset == 0, positions[1].y_offset == 0 else { return other }
            let changes = [Int(positions[0].x_advance) - first.advance, Int(positions[1].x_advance) - second.advance,
                           Int(positions[0].x_offset), Int(positions[1].x_offset)]
            guard changes.allSatisfy({ Int(Int16.min)...Int(Int16.max) ~= $0 }) else { return other }
            return (1, changes.reduce(0) { $0 << 16 | UInt64(UInt16(truncatingIfNeeded: $1)) })
        }
    }

    /// Whether the face's kerning of a word is the sum of its pairs' (`GlyphInteractions.pairAdjustmentsAdditive`)
    /// and nothing but its lookups shapes it (no morx, kerx or legacy kern table).
    var pairsAdd: Bool { interactions.facePredictable && interactions.pairAdjustmentsAdditive }

    /// Whether nothing but the face's lookups shapes its text (no morx, kerx or legacy kern table).
    var facePredictable: Bool { interactions.facePredictable }

    /// Whether a stretch of glyphs is what each neighbouring pair of them makes of it: the face's pair
    /// adjustments add up and its contextual lookups read pairs (`GlyphInteractions.contextsReadPairs`).
    var stretchesComposeFromPairs: Bool { pairsAdd && interactions.contextsReadPairs }

    /// `body` given the glyphs and positions of `scalars` shaped by HarfBuzz in the table's script,
    /// direction and language, in logical order (valid only inside it: the buffer is cleared afterwards).
    private func shaped<R>(_ scalars: [UInt32],
                           _ body: (UnsafeBufferPointer<hb_glyph_info_t>, UnsafeBufferPointer<hb_glyph_position_t>) -> R) -> R {
        let pointer = buffer.pointer
        defer { hb_buffer_clear_contents(pointer) }
        scalars.withUnsafeBufferPointer { hb_buffer_add_utf32(pointer, $0.baseAddress, Int32($0.count), 0, Int32($0.count)) }
        // A joined form's joiners are taken out of the glyphs: only the scalar's own glyph is left.
        hb_buffer_set_flags(pointer, form == nil ? HB_BUFFER_FLAG_DEFAULT : HB_BUFFER_FLAG_REMOVE_DEFAULT_IGNORABLES)
        hb_buffer_set_script(pointer, script)
        hb_buffer_set_direction(pointer, direction)
        if let language { hb_buffer_set_language(pointer, language) }
        hb_shape(face.hbFont, pointer, nil, 0)
        // Right to left, HarfBuzz gives the glyphs in visual order: back to the scalars' order.
        if direction == HB_DIRECTION_RTL { hb_buffer_reverse(pointer) }
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(pointer, &count)!
        let positions = hb_buffer_get_glyph_positions(pointer, &count)!
        return body(UnsafeBufferPointer(start: infos, count: Int(count)), UnsafeBufferPointer(start: positions, count: Int(count)))
    }

    /// The entry of `value`, shaped alone the first time it is asked for (and again when another
    /// scalar took its slot).
    @inline(__always)
    func entry(for value: UInt32) -> Entry {
        let slot = slots + (Int(value) & (Self.slotCount - 1))
        var packed = slot.pointee
        if packed >> 40 != UInt64(value >> 15) || packed & Self.filled == 0 {
            packed = fill(slot, with: value)
        }
        var entry = Entry(glyph: UInt32(truncatingIfNeeded: packed & 0xFFFF), advance: Int((packed >> 16) & 0xFFFF),
                          kind: Kind(rawValue: (packed >> 32) & 3) ?? .wholeRun, inputMask: 0, contextMask: 0,
                          joinsBeyondPairs: packed & Self.joinsBeyondPairs != 0,
                          pairsBeyondMarks: packed & Self.pairsBeyondMarks != 0)
        if packed & Self.hasMasks != 0, let masks = masks[value] {
            entry.inputMask = masks.input
            entry.contextMask = masks.context
        }
        return entry
    }

    /// Shapes `value` alone into its slot; returns the slot's new contents.
    @inline(never)
    private func fill(_ slot: UnsafeMutablePointer<UInt64>, with value: UInt32) -> UInt64 {
        let entry = shapeAlone(value)
        var packed = UInt64(value >> 15) << 40 | Self.filled | entry.kind.rawValue << 32 | UInt64(entry.advance & 0xFFFF) << 16
            | UInt64(entry.glyph & 0xFFFF)
        if entry.joinsBeyondPairs { packed |= Self.joinsBeyondPairs }
        if entry.pairsBeyondMarks { packed |= Self.pairsBeyondMarks }
        if entry.inputMask != 0 || entry.contextMask != 0 {
            packed |= Self.hasMasks
            masks[value] = (entry.inputMask, entry.contextMask)
        }
        slot.pointee = packed
        return packed
    }

    /// `value` shaped alone by HarfBuzz in the table's script and language, left to right.
    private func shapeAlone(_ value: UInt32) -> Entry {
        if Self.dependsOnNeighbours(value) { return Entry(glyph: 0, advance: 0, kind: .wholeRun, inputMask: 0, contextMask: 0) }
        guard let form else { return shaped([value]) { infos, positions in entry(of: value, infos, positions) } }
        var formEntry = shaped(form.shapedAlone(value)) { infos, positions in entry(of: value, infos, positions) }
        // The glyph the form's lookups start from: a form the face picks by context (a contextual
        // `isol`), or with another glyph, is HarfBuzz's to shape.
        var nominal: hb_codepoint_t = 0
        // The form's glyph, too, for the features the shaper applies to every form (`mset`). A mark
        // glyph is HarfBuzz's too: a built word holds none, so its letters' mark attachments never apply.
        if hb_font_get_nominal_glyph(face.hbFont, value, &nominal) != 0, let formInteractions {
            for glyph in [nominal, formEntry.glyph] {
                let lookups = formInteractions.glyph(glyph)
                if lookups.kind != .free || lookups.inputMask != 0 { formEntry.kind = .wholeRun }
                if hb_ot_layout_get_glyph_class(hb_font_get_face(face.hbFont), glyph) == HB_OT_LAYOUT_GLYPH_CLASS_MARK {
                    formEntry.kind = .wholeRun
                }
            }
        }
        // An advance the joiners beside it changed (a lookup read them) is not the form's own.
        if formEntry.kind != .wholeRun && formEntry.advance != Int(hb_font_get_glyph_h_advance(face.hbFont, formEntry.glyph)) {
            formEntry.kind = .wholeRun
        }
        return formEntry
    }

    /// The entry of `value` from its glyphs and positions shaped alone.
    private func entry(of value: UInt32, _ infos: UnsafeBufferPointer<hb_glyph_info_t>,
                       _ positions: UnsafeBufferPointer<hb_glyph_position_t>) -> Entry {
        // What the lookups do with its glyphs as shaped, and with the glyph it started as.
        // (A joined form's starting glyph is read by `formInteractions`: only its features meet it.)
        var glyphIDs = infos.map(\.codepoint)
        var nominal: hb_codepoint_t = 0
        if form == nil && hb_font_get_nominal_glyph(face.hbFont, value, &nominal) != 0 { glyphIDs.append(nominal) }
        var combined = GlyphInteractions.Glyph()
        for glyph in glyphIDs {
            let interactions = interactions.glyph(glyph)
            combined.kind = max(combined.kind, interactions.kind)
            combined.inputMask |= interactions.inputMask
            combined.contextMask |= interactions.contextMask
            combined.joinsBeyondPairs = combined.joinsBeyondPairs || interactions.joinsBeyondPairs
            combined.pairsBeyondMarks = combined.pairsBeyondMarks || interactions.pairsBeyondMarks
        }
        var entry = Entry(glyph: 0, advance: 0, kind: .wholeRun, inputMask: combined.inputMask, contextMask: combined.contextMask,
                          joinsBeyondPairs: combined.joinsBeyondPairs, pairsBeyondMarks: combined.pairsBeyondMarks)
        switch combined.kind {
        case .unpredictable: break
        case .free, .pairing:
            if infos.count == 1, case let glyph = infos[0].codepoint, case let position = positions[0], glyph <= 0xFFFF,
               (0...0xFFFF).contains(position.x_advance), position.x_offset == 0, position.y_offset == 0 {
                entry.glyph = glyph
                entry.advance = Int(position.x_advance)
                entry.kind = combined.kind == .free ? .free : .pairing
            } else {
                entry.kind = .shapedWithNeighbours
            }
        }
        return entry
    }

    /// Whether HarfBuzz may join `value` to the scalars around it before any lookup runs: a
    /// combining mark (composed with its base), a format character (joiners, variation
    /// selectors' kin), a control, a surrogate or unassigned code point, a variation selector,
    /// or a conjoining Hangul jamo (composed into syllables by the Hangul shaper).
    nonisolated static func dependsOnNeighbours(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF, 0xFE00...0xFE0F, 0xE0100...0xE01EF: return true
        default: break
        }
        switch hb_unicode_general_category(hb_unicode_funcs_get_default(), value) {
        case HB_UNICODE_GENERAL_CATEGORY_NON_SPACING_MARK, HB_UNICODE_GENERAL_CATEGORY_SPACING_MARK,
             HB_UNICODE_GENERAL_CATEGORY_ENCLOSING_MARK, HB_UNICODE_GENERAL_CATEGORY_FORMAT,
             HB_UNICODE_GENERAL_CATEGORY_CONTROL, HB_UNICODE_GENERAL_CATEGORY_SURROGATE,
             HB_UNICODE_GENERAL_CATEGORY_UNASSIGNED, HB_UNICODE_GENERAL_CATEGORY_LINE_SEPARATOR,
             HB_UNICODE_GENERAL_CATEGORY_PARAGRAPH_SEPARATOR:
            return true
        default:
            return false
        }
    }
}
