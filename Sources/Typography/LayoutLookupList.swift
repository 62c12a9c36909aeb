import CHarfBuzz

/// One layout table's LookupList (GSUB or GPOS), read from the face's bytes: each lookup's type
/// (through an extension lookup to the type it wraps), its flags and, for the lookups that join a
/// glyph to the next, which glyphs come first — what HarfBuzz does not tell.
struct LayoutLookupList {
    private let blob: OpaquePointer
    private let bytes: UnsafeRawBufferPointer
    /// Whether this is GSUB (else GPOS).
    let substitution: Bool

    /// How one lookup's input may interact with its neighbours.
    enum Kind {
        /// One glyph alone: single and multiple substitutions, single adjustments.
        case oneGlyph
        /// Neighbours joined or placed: ligatures, pair adjustments, cursive and mark attachment.
        case pairing
        /// What the input becomes depends on the glyphs around it: contexts and chains.
        case contextual
        /// Alternates (`rand`), or a lookup whose table cannot be read.
        case unpredictable
    }

    /// One lookup as read: its type (an extension's wrapped type), its flags and its subtables' offsets in the table.
    struct Lookup {
        var type: Int
        var flags: Int
        var subtables: [Int]
    }

    /// The table `table` of `face` (an empty list when the face has none).
    init(face: OpaquePointer, table: hb_tag_t, substitution: Bool) {
        blob = hb_face_reference_table(face, table)
        var length: UInt32 = 0
        let data = hb_blob_get_data(blob, &length)
        bytes = UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : Int(length))
        self.substitution = substitution
    }

    /// Releases the table.
    func release() { hb_blob_destroy(blob) }

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

    /// The lookup at `index` of the LookupList, its extension subtables resolved to the subtables
    /// they wrap; nil when the table cannot be read.
    func lookup(_ index: Int) -> Lookup? {
        guard let list = uint16(at: 8), let lookupOffset = uint16(at: list + 2 + 2 * index) else { return nil }
        let start = list + lookupOffset
        guard var type = uint16(at: start), let flags = uint16(at: start + 2), let count = uint16(at: start + 4) else { return nil }
        var subtables: [Int] = []
        // An extension lookup's subtables each point at a subtable of the type they wrap (the same for all).
        let isExtension = type == (substitution ? 7 : 9)
        for number in 0..<count {
            guard let offset = uint16(at: start + 6 + 2 * number) else { return nil }
            var subtable = start + offset
            if isExtension {
                guard let wrapped = uint16(at: subtable + 2), let extensionOffset = uint32(at: subtable + 4) else { return nil }
                subtable += extensionOffset
                type = wrapped
            }
            subtables.append(subtable)
        }
        return Lookup(type: type, flags: flags, subtables: subtables)
    }

    /// How the input of the lookup at `index` may interact (unpredictable when it cannot be read).
    func kind(ofLookup index: Int) -> Kind {
        guard let lookup = lookup(index) else { return .unpredictable }
        let kind = substitution ? Self.substitutionKind(lookup.type) : Self.positioningKind(lookup.type)
        // A lookup that skips base glyphs or ligatures could match across any glyph: unpredictable.
        let skipsGlyphsThatMayBeFree = lookup.flags & 0x6 != 0
        return skipsGlyphsThatMayBeFree && kind != .oneGlyph ? .unpredictable : kind
    }

    /// The glyphs of the Coverage table whose offset (from `subtable`) is at `subtable + field`:
    /// nil when it cannot be read.
    func coverage(ofSubtable subtable: Int, field: Int) -> [ClosedRange<UInt32>]? {
        guard let offset = uint16(at: subtable + field), case let coverage = subtable + offset,
              let format = uint16(at: coverage), let count = uint16(at: coverage + 2) else { return nil }
        var ranges: [ClosedRange<UInt32>] = []
        switch format {
        case 1:
            for number in 0..<count {
                guard let glyph = uint16(at: coverage + 4 + 2 * number) else { return nil }
                ranges.append(UInt32(glyph)...UInt32(glyph))
            }
        case 2:
            for number in 0..<count {
                guard let first = uint16(at: coverage + 4 + 6 * number), let last = uint16(at: coverage + 6 + 6 * number),
                      first <= last else { return nil }
                ranges.append(UInt32(first)...UInt32(last))
            }
        default:
            return nil
        }
        return ranges
    }

    /// The format of the subtable at `subtable` (its first field), nil when it cannot be read.
    func format(ofSubtable subtable: Int) -> Int? { uint16(at: subtable) }

    /// GSUB: single (1) and multiple (2) substitutions act on one glyph alone; ligatures (4)
    /// join neighbours; contexts (5, 6) and reverse chaining (8) read them; alternates (3, `rand`) are random.
    private static func substitutionKind(_ type: Int) -> Kind {
        switch type {
        case 1, 2: .oneGlyph
        case 4: .pairing
        case 5, 6, 8: .contextual
        default: .unpredictable
        }
    }

    /// GPOS: single adjustment (1) moves one glyph alone; pair (2), cursive (3) and mark
    /// attachments (4–6) place neighbours; contexts (7, 8) depend on them.
    private static func positioningKind(_ type: Int) -> Kind {
        switch type {
        case 1: .oneGlyph
        case 2, 3, 4, 5, 6: .pairing
        case 7, 8: .contextual
        default: .unpredictable
        }
    }
}
