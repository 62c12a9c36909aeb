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

    /// Whether every lookup the context or chained context lookup at `index` applies inside its
    /// matches is a single substitution or single adjustment (one glyph changed in place, none
    /// added); false when its subtables cannot be read.
    func nestsOnlySingleLookups(_ index: Int) -> Bool {
        guard let nested = nestedLookups(ofLookup: index) else { return false }
        return nested.allSatisfy { lookup($0)?.type == 1 }
    }

    /// Whether the contextual lookup at `index` applies, inside its matches, a lookup that is not
    /// of one glyph alone (a pair adjustment, a ligature, another context): such a lookup may reach
    /// past the match. True when its subtables cannot be read.
    func nestsJoiningLookups(_ index: Int) -> Bool {
        guard let nested = nestedLookups(ofLookup: index) else { return true }
        return nested.contains { kind(ofLookup: $0) != .oneGlyph }
    }

    /// The lookups the context or chained context lookup at `index` applies inside its matches
    /// (none for another type); nil when its subtables cannot be read.
    func nestedLookups(ofLookup index: Int) -> [Int]? {
        rules(ofLookup: index)?.nested
    }

    /// The fewest glyphs (backtrack, input and lookahead) any rule of the context or chained context
    /// lookup at `index` matches: from 2 on, it matches only where a glyph it reads stands beside
    /// another. Nil when its subtables cannot be read or it is not a context.
    func shortestRule(ofLookup index: Int) -> Int? {
        guard let rules = rules(ofLookup: index), rules.isContext else { return nil }
        return rules.shortest
    }

    /// The number of glyphs (backtrack, input and lookahead) of the longest rule of the context or
    /// chained context lookup at `index`; nil for another lookup or one that cannot be read.
    func longestRule(ofLookup index: Int) -> Int? {
        guard let rules = rules(ofLookup: index), rules.isContext else { return nil }
        return rules.longest
    }

    /// The nested lookups and the shortest and longest rules of the lookup at `index` (none for a
    /// lookup that is not a context), nil when its subtables cannot be read.
    private func rules(ofLookup index: Int) -> (nested: [Int], shortest: Int, longest: Int, isContext: Bool)? {
        guard let lookup = lookup(index) else { return nil }
        let chained = lookup.type == (substitution ? 6 : 8)
        guard chained || lookup.type == (substitution ? 5 : 7) else { return ([], 0, 0, false) }
        var all: [Int] = []
        var shortest = Int.max, longest = 0
        for subtable in lookup.subtables {
            guard let nested = nestedLookups(ofSubtable: subtable, chained: chained, shortest: &shortest, longest: &longest) else {
                return nil
            }
            all += nested
        }
        return (all, shortest, longest, true)
    }

    /// The lookups a context or chained context subtable applies (its SequenceLookupRecords), nil
    /// when it cannot be read; `shortest` lowered to its shortest rule's length, `longest` raised to its longest's.
    private func nestedLookups(ofSubtable subtable: Int, chained: Bool, shortest: inout Int, longest: inout Int) -> [Int]? {
        guard let format = uint16(at: subtable) else { return nil }
        var nested: [Int] = []
        var fewest = Int.max, most = 0
        /// The lookup indices of `count` records at `offset` (each a sequence index and a lookup index).
        func records(at offset: Int, count: Int) -> Bool {
            for number in 0..<count {
                guard let lookupIndex = uint16(at: offset + 4 * number + 2) else { return false }
                nested.append(lookupIndex)
            }
            return true
        }
        /// The records of one rule at `rule`: after its sequences, for a context or a chain.
        func rule(at rule: Int) -> Bool {
            if chained {
                guard let backtrack = uint16(at: rule), let input = uint16(at: rule + 2 + 2 * backtrack),
                      case let lookaheadAt = rule + 4 + 2 * backtrack + 2 * max(0, input - 1), let lookahead = uint16(at: lookaheadAt),
                      case let countAt = lookaheadAt + 2 + 2 * lookahead, let count = uint16(at: countAt) else { return false }
                fewest = min(fewest, backtrack + input + lookahead)
                most = max(most, backtrack + input + lookahead)
                return records(at: countAt + 2, count: count)
            }
            guard let glyphs = uint16(at: rule), let count = uint16(at: rule + 2) else { return false }
            fewest = min(fewest, glyphs)
            most = max(most, glyphs)
            return records(at: rule + 4 + 2 * max(0, glyphs - 1), count: count)
        }
        switch format {
        case 1, 2:
            // Rule sets (by first glyph, or by class) of rules; their offsets from the subtable, then from the set.
            let countField = format == 1 ? 4 : (chained ? 10 : 6)
            guard let setCount = uint16(at: subtable + countField) else { return nil }
            for number in 0..<setCount {
                guard let setOffset = uint16(at: subtable + countField + 2 + 2 * number) else { return nil }
                guard setOffset != 0 else { continue }
                let set = subtable + setOffset
                guard let ruleCount = uint16(at: set) else { return nil }
                for ruleNumber in 0..<ruleCount {
                    guard let ruleOffset = uint16(at: set + 2 + 2 * ruleNumber), rule(at: set + ruleOffset) else { return nil }
                }
            }
        case 3:
            if chained {
                guard let backtrack = uint16(at: subtable + 2), case let inputAt = subtable + 4 + 2 * backtrack,
                      let input = uint16(at: inputAt), case let lookaheadAt = inputAt + 2 + 2 * input,
                      let lookahead = uint16(at: lookaheadAt), case let countAt = lookaheadAt + 2 + 2 * lookahead,
                      let count = uint16(at: countAt), records(at: countAt + 2, count: count) else { return nil }
                fewest = min(fewest, backtrack + input + lookahead)
                most = max(most, backtrack + input + lookahead)
            } else {
                guard let glyphs = uint16(at: subtable + 2), let count = uint16(at: subtable + 4),
                      records(at: subtable + 6 + 2 * glyphs, count: count) else { return nil }
                fewest = min(fewest, glyphs)
                most = max(most, glyphs)
            }
        default:
            return nil
        }
        shortest = min(shortest, fewest)
        longest = max(longest, most)
        return nested
    }

    /// The glyphs of the ligatures of three components or more of the ligature substitution at
    /// `index` (their first components and the rest): two that only kern alone may join with a
    /// third. Nil when the lookup cannot be read.
    func componentsOfLongLigatures(ofLookup index: Int) -> [UInt32]? {
        guard let lookup = lookup(index) else { return nil }
        var glyphs: [UInt32] = []
        for subtable in lookup.subtables {
            guard uint16(at: subtable) == 1, let firsts = coverage(ofSubtable: subtable, field: 2),
                  let setCount = uint16(at: subtable + 4) else { return nil }
            let firstGlyphs = firsts.flatMap { Array($0) }
            guard firstGlyphs.count == setCount else { return nil }
            for number in 0..<setCount {
                guard let setOffset = uint16(at: subtable + 6 + 2 * number), case let set = subtable + setOffset,
                      let count = uint16(at: set) else { return nil }
                for ligature in 0..<count {
                    guard let offset = uint16(at: set + 2 + 2 * ligature), let components = uint16(at: set + offset + 2) else { return nil }
                    guard components >= 3 else { continue }
                    glyphs.append(firstGlyphs[number])
                    for component in 1..<components {
                        guard let glyph = uint16(at: set + offset + 2 + 2 * component) else { return nil }
                        glyphs.append(UInt32(glyph))
                    }
                }
            }
        }
        return glyphs
    }

    /// The format of the subtable at `subtable` (its first field), nil when it cannot be read.
    func format(ofSubtable subtable: Int) -> Int? { uint16(at: subtable) }

    /// The 16-bit field `field` bytes into the subtable at `subtable` (a pair adjustment's
    /// ValueFormat2 at 6), nil when it cannot be read.
    func field(_ field: Int, ofSubtable subtable: Int) -> Int? { uint16(at: subtable + field) }

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
