import CHarfBuzz

/// Each scalar of one face shaped alone, in one script and language, with what
/// `GlyphInteractions` says of its glyph: a run of CJK text is built from these without asking
/// HarfBuzz again (`ParagraphShaper.shapeContextFree`). Made per face (like the face's own
/// cmap), filled as scalars are first met: each costs one HarfBuzz call, once.
///
/// A direct-mapped table of 32,768 slots of 32 bits (128 KB), so the 20,992 scalars of CJK
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
    }

    private unowned let face: FontFace
    private let interactions: GlyphInteractions
    private let script: hb_script_t
    private let language: hb_language_t?
    /// The slots, direct-mapped by the scalar's low 15 bits, each the rest of the scalar and its
    /// entry packed in 32 bits (128 KB, to stay in the processor's cache beside the font's own data):
    /// tag (scalar >> 15) << 26 | filled << 25 | has masks << 24 | kind << 22 | advance's index in
    /// `advances` << 16 | glyph. Memory of its own: no exclusivity check per lookup.
    nonisolated(unsafe) private let slots: UnsafeMutablePointer<UInt32>
    /// The distinct advances of the scalars met (a CJK face has a handful: full width, half width,
    /// its spaces), at most 64; a scalar with another once they are full is shaped with its neighbours.
    nonisolated(unsafe) private let advances: UnsafeMutablePointer<Int>
    private var advanceCount = 0
    /// The masks of the few scalars that have any (the space, in Noto Sans CJK), by scalar.
    private var masks: [UInt32: (input: UInt64, context: UInt64)] = [:]
    private static let slotCount = 32_768
    private static let filled: UInt32 = 1 << 25
    private static let hasMasks: UInt32 = 1 << 24
    /// The buffer scalars are shaped alone in.
    private let buffer = ShapingBuffer()
    /// Pairs of pairing scalars shaped together (kana that may kern), direct-mapped by a hash of the
    /// pair: a << 43 | b << 22 | state << 20 (0 empty, 1 their lone glyphs with their advances
    /// changed, 2 anything else) | the first advance's change << 10 | the second's (10 bits each, signed).
    nonisolated(unsafe) private let pairs: UnsafeMutablePointer<UInt64>
    private static let pairCount = 8_192

    /// The table of `face` (whose lookups `interactions` describes) for text in `script` and `language`.
    init(face: FontFace, interactions: GlyphInteractions, script: hb_script_t, language: hb_language_t?) {
        self.face = face
        self.interactions = interactions
        self.script = script
        self.language = language
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: 0, count: Self.slotCount)
        advances = .allocate(capacity: 64)
        advances.initialize(repeating: 0, count: 64)
        pairs = .allocate(capacity: Self.pairCount)
        pairs.initialize(repeating: 0, count: Self.pairCount)
    }

    deinit {
        slots.deallocate()
        advances.deallocate()
        pairs.deallocate()
    }

    /// The advances of two pairing scalars side by side (`first` and `second` their entries), when
    /// HarfBuzz shapes the pair into their lone glyphs and changes no more than their advances
    /// (kerning); nil when it does anything else (a ligature, an offset), and the pair must be shaped.
    func pairAdvances(_ a: UInt32, _ b: UInt32, first: Entry, second: Entry) -> (Int, Int)? {
        let key = UInt64(a) << 43 | UInt64(b) << 22
        let slot = pairs + Int(truncatingIfNeeded: (UInt64(a) &* 0x9E37_79B1 ^ UInt64(b)) & UInt64(Self.pairCount - 1))
        var packed = slot.pointee
        if packed & ~UInt64(0x3F_FFFF) != key || packed & (3 << 20) == 0 {
            packed = key | shapePair(a, b, first: first, second: second)
            slot.pointee = packed
        }
        guard (packed >> 20) & 3 == 1 else { return nil }
        /// A 10-bit signed change.
        func change(_ bits: UInt64) -> Int { Int(bits & 0x3FF) - (bits & 0x200 != 0 ? 0x400 : 0) }
        return (first.advance + change(packed >> 10), second.advance + change(packed))
    }

    /// The pair shaped by HarfBuzz: state and changes as `pairs` packs them (without the pair).
    @inline(never)
    private func shapePair(_ a: UInt32, _ b: UInt32, first: Entry, second: Entry) -> UInt64 {
        shaped([a, b]) { infos, positions in
            let other: UInt64 = 2 << 20
            guard infos.count == 2, infos[0].codepoint == first.glyph, infos[1].codepoint == second.glyph, infos[0].cluster == 0,
                  infos[1].cluster == 1, positions[0].x_offset == 0, positions[0].y_offset == 0, positions[1].x_offset == 0,
                  positions[1].y_offset == 0 else { return other }
            let changes = (Int(positions[0].x_advance) - first.advance, Int(positions[1].x_advance) - second.advance)
            guard (-512...511).contains(changes.0), (-512...511).contains(changes.1) else { return other }
            return 1 << 20 | UInt64(changes.0 & 0x3FF) << 10 | UInt64(changes.1 & 0x3FF)
        }
    }

    /// `body` given the glyphs and positions of `scalars` shaped by HarfBuzz in the table's script
    /// and language, left to right (valid only inside it: the buffer is cleared afterwards).
    private func shaped<R>(_ scalars: [UInt32],
                           _ body: (UnsafeBufferPointer<hb_glyph_info_t>, UnsafeBufferPointer<hb_glyph_position_t>) -> R) -> R {
        let pointer = buffer.pointer
        defer { hb_buffer_clear_contents(pointer) }
        scalars.withUnsafeBufferPointer { hb_buffer_add_utf32(pointer, $0.baseAddress, Int32($0.count), 0, Int32($0.count)) }
        hb_buffer_set_script(pointer, script)
        hb_buffer_set_direction(pointer, HB_DIRECTION_LTR)
        if let language { hb_buffer_set_language(pointer, language) }
        hb_shape(face.hbFont, pointer, nil, 0)
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
        if packed >> 26 != value >> 15 || packed & Self.filled == 0 {
            packed = fill(slot, with: value)
        }
        var entry = Entry(glyph: packed & 0xFFFF, advance: advances[Int((packed >> 16) & 63)],
                          kind: Kind(rawValue: UInt64((packed >> 22) & 3)) ?? .wholeRun, inputMask: 0, contextMask: 0)
        if packed & Self.hasMasks != 0, let masks = masks[value] {
            entry.inputMask = masks.input
            entry.contextMask = masks.context
        }
        return entry
    }

    /// Shapes `value` alone into its slot; returns the slot's new contents.
    @inline(never)
    private func fill(_ slot: UnsafeMutablePointer<UInt32>, with value: UInt32) -> UInt32 {
        var entry = shapeAlone(value)
        var advance = (0..<advanceCount).first { advances[$0] == entry.advance }
        if advance == nil && advanceCount < 64 {
            advances[advanceCount] = entry.advance
            advance = advanceCount
            advanceCount += 1
        }
        if advance == nil && entry.kind != .wholeRun { entry.kind = .shapedWithNeighbours }
        var packed = (value >> 15) << 26 | Self.filled | UInt32(entry.kind.rawValue) << 22 | UInt32(advance ?? 0) << 16
            | (entry.glyph & 0xFFFF)
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
        return shaped([value]) { infos, positions in entry(of: value, infos, positions) }
    }

    /// The entry of `value` from its glyphs and positions shaped alone.
    private func entry(of value: UInt32, _ infos: UnsafeBufferPointer<hb_glyph_info_t>,
                       _ positions: UnsafeBufferPointer<hb_glyph_position_t>) -> Entry {
        // What the lookups do with its glyphs as shaped, and with the glyph it started as.
        var glyphIDs = infos.map(\.codepoint)
        var nominal: hb_codepoint_t = 0
        if hb_font_get_nominal_glyph(face.hbFont, value, &nominal) != 0 { glyphIDs.append(nominal) }
        var combined = GlyphInteractions.Glyph()
        for glyph in glyphIDs {
            let interactions = interactions.glyph(glyph)
            combined.kind = max(combined.kind, interactions.kind)
            combined.inputMask |= interactions.inputMask
            combined.contextMask |= interactions.contextMask
        }
        var entry = Entry(glyph: 0, advance: 0, kind: .wholeRun, inputMask: combined.inputMask, contextMask: combined.contextMask)
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
