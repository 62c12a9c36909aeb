/// Where each item id of a snapshot is, for the snapshot diff: an open-addressing hash table
/// from id to place (its position in the snapshot, sections one after another). Each id's UTF-8
/// bytes are hashed once with FNV-1a (seeded per process, so runs do not share collisions); a
/// slot is one 64-bit word — 32 bits of the hash as a tag and the place — so a table for 100,000
/// ids is 2 MB and most probes end on the tag without touching the id. Swift's `Dictionary`
/// spent most of a 100,000-item diff initialising a SipHash state per lookup.
///
/// Ids are matched by their UTF-8 bytes: two spellings of the same text (precomposed and
/// decomposed "é", equal as Swift strings) are two ids here, so such an item is deleted and
/// inserted rather than kept — a valid update either way.
struct ItemPlaceTable {
    /// The ids by place.
    let ids: [String]
    private var slots: [UInt64]
    private let mask: Int
    private static let seed = UInt64.random(in: 0...UInt64.max)

    /// The table of `ids`, each at its index; a repeated id takes its last place (as a
    /// dictionary filled in order would).
    init(ids: [String]) {
        self.ids = ids
        var size = 16
        while size < ids.count * 2 { size <<= 1 }
        slots = Array(repeating: 0, count: size)
        mask = size - 1
        for (place, id) in ids.enumerated() { insert(id, place: place) }
    }

    /// The FNV-1a hash of an id's UTF-8 bytes, from the per-process seed, its halves mixed.
    private static func hash(_ id: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
        for byte in id.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash ^ ((hash >> 31) &* 0x9E37_79B9_7F4A_7C15)
    }

    private mutating func insert(_ id: String, place: Int) {
        let hash = Self.hash(id)
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let word = slots[slot]
            if word >> 32 == tag && ids[Int(word & 0xFFFF_FFFF) - 1] == id { break }
            slot = (slot + 1) & mask
        }
        slots[slot] = tag << 32 | UInt64(place + 1)
    }

    /// The place of an id, or nil when the snapshot does not have it.
    func place(of id: String) -> Int? {
        let hash = Self.hash(id)
        let tag = hash >> 32
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let word = slots[slot]
            if word >> 32 == tag {
                let place = Int(word & 0xFFFF_FFFF) - 1
                if ids[place] == id { return place }
            }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
