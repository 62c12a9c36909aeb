import CHarfBuzz

/// Each scalar of one face shaped alone, in one script and language, with what
/// `GlyphInteractions` says of its glyph: a run of CJK text is built from these without asking
/// HarfBuzz again (`ParagraphShaper.shapeContextFree`). Made per face (like the face's own
/// cmap), filled as scalars are first met: each costs one HarfBuzz call, once.
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
    }

    private unowned let face: FontFace
    private let interactions: GlyphInteractions
    private let script: hb_script_t
    private let language: hb_language_t?
    /// The slots, direct-mapped by the scalar's low bits, each a scalar and its entry packed in 64
    /// bits: scalar << 40 | filled << 39 | has masks << 38 | kind << 32 | glyph << 16 | advance.
    /// Memory of its own: no exclusivity check per lookup.
    nonisolated(unsafe) private let slots: UnsafeMutablePointer<UInt64>
    /// The masks of the few scalars that have any (the space, in Noto Sans CJK), by scalar.
    private var masks: [UInt32: (input: UInt64, context: UInt64)] = [:]
    private static let slotCount = 32_768
    private static let filled: UInt64 = 1 << 39
    private static let hasMasks: UInt64 = 1 << 38
    private let buffer = ShapingBuffer()

    /// The table of `face` (whose lookups `interactions` describes) for text in `script` and `language`.
    init(face: FontFace, interactions: GlyphInteractions, script: hb_script_t, language: hb_language_t?) {
        self.face = face
        self.interactions = interactions
        self.script = script
        self.language = language
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: 0, count: Self.slotCount)
    }

    deinit {
        slots.deallocate()
    }

    /// The entry of `value`, shaped alone the first time it is asked for (and again when another
    /// scalar took its slot).
    @inline(__always)
    func entry(for value: UInt32) -> Entry {
        let slot = slots + (Int(value) & (Self.slotCount - 1))
        var packed = slot.pointee
        if packed >> 40 != UInt64(value) || packed & Self.filled == 0 {
            packed = fill(slot, with: value)
        }
        var entry = Entry(glyph: UInt32((packed >> 16) & 0xFFFF), advance: Int(packed & 0xFFFF),
                          kind: Kind(rawValue: (packed >> 32) & 3) ?? .wholeRun, inputMask: 0, contextMask: 0)
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
        var packed = UInt64(value) << 40 | Self.filled | entry.kind.rawValue << 32 | UInt64(entry.glyph & 0xFFFF) << 16
            | UInt64(entry.advance & 0xFFFF)
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
        let pointer = buffer.pointer
        defer { hb_buffer_clear_contents(pointer) }
        var scalar = value
        hb_buffer_add_utf32(pointer, &scalar, 1, 0, 1)
        hb_buffer_set_script(pointer, script)
        hb_buffer_set_direction(pointer, HB_DIRECTION_LTR)
        if let language { hb_buffer_set_language(pointer, language) }
        hb_shape(face.hbFont, pointer, nil, 0)
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(pointer, &count)!
        let positions = hb_buffer_get_glyph_positions(pointer, &count)!
        // What the lookups do with its glyphs as shaped, and with the glyph it started as.
        var glyphIDs = (0..<Int(count)).map { infos[$0].codepoint }
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
            let glyph = infos[0].codepoint, position = positions[0]
            if count == 1, glyph <= 0xFFFF, (0...0xFFFF).contains(position.x_advance), position.x_offset == 0, position.y_offset == 0 {
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
