import CHarfBuzz
import CICU

/// For each scalar of one face: whether a grapheme cluster may start at it and what its glyph (and
/// what the substitutions may turn it into) is to the lookups that join neighbours
/// (`GlyphInteractions.Reach`) — what `ParagraphShaper.shapeByClusters` needs to cut a run of
/// Thai into syllables shaped apart. Made per face, filled as scalars are first met.
///
/// Direct-mapped by the scalar's low 10 bits: the Thai and Lao blocks (U+0E00–U+0EFF) and the
/// ASCII among them never evict each other.
@MainActor
final class ClusterBoundaryTable {
    /// One scalar as a boundary sees it.
    struct Entry {
        /// The scalar this entry is of (`UInt32.max`: an empty slot).
        var scalar = UInt32.max
        /// Whether a grapheme cluster starts at it (unless the scalar before is a prepended one):
        /// not a mark, a joiner or a spacing vowel, and its glyph is not a mark either.
        var startsCluster = false
        /// Whether it joins the cluster of what follows (Grapheme_Cluster_Break=Prepend).
        var isPrepend = false
        /// Its glyph's reach, with everything the glyph may become.
        var reach = GlyphInteractions.Reach()
    }

    private let font: OpaquePointer
    private let interactions: GlyphInteractions
    private var slots = [Entry](repeating: Entry(), count: ClusterBoundaryTable.slotCount)
    private static let slotCount = 1_024

    /// The table of the face `font` whose lookups `interactions` describes.
    init(font: OpaquePointer, interactions: GlyphInteractions) {
        self.font = font
        self.interactions = interactions
    }

    /// The entry of `scalar`, worked out the first time it is asked for (and again when another took its slot).
    @inline(__always)
    func entry(for scalar: UInt32) -> Entry {
        let slot = Int(scalar) & (Self.slotCount - 1)
        if slots[slot].scalar == scalar { return slots[slot] }
        let entry = makeEntry(scalar)
        slots[slot] = entry
        return entry
    }

    /// Works out the entry of `scalar`: its nominal glyph's reach with its substitutes, and its grapheme role.
    @inline(never)
    private func makeEntry(_ scalar: UInt32) -> Entry {
        var entry = Entry(scalar: scalar)
        var glyph: hb_codepoint_t = 0
        // The fraction slash: HarfBuzz marks the digits around it for `numr` and `dnom`, across clusters.
        guard scalar != 0x2044, hb_font_get_nominal_glyph(font, scalar, &glyph) != 0 else {
            entry.reach.unpredictable = true
            return entry
        }
        entry.reach = interactions.reachWithSubstitutes(of: glyph)
        // HarfBuzz's Thai shaper splits SARA AM (Lao AM) into NIKHAHIT and SARA AA before any lookup runs.
        for part in Self.decomposition(of: scalar) {
            var partGlyph: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(font, part, &partGlyph) != 0 else {
                entry.reach.unpredictable = true
                return entry
            }
            entry.reach.formUnion(interactions.reachWithSubstitutes(of: partGlyph))
        }
        let role = cicu_grapheme_role(scalar)
        entry.isPrepend = role == CICU_GRAPHEME_PREPEND
        entry.startsCluster = role == CICU_GRAPHEME_OTHER && !ScalarGlyphTable.dependsOnNeighbours(scalar) && !entry.reach.isMark
        return entry
    }

    /// What HarfBuzz's Thai shaper decomposes a scalar into before shaping: SARA AM into NIKHAHIT
    /// and SARA AA, Lao AM likewise; nothing for any other scalar.
    nonisolated static func decomposition(of scalar: UInt32) -> [UInt32] {
        switch scalar {
        case 0x0E33: [0x0E4D, 0x0E32]
        case 0x0EB3: [0x0ECD, 0x0EB2]
        default: []
        }
    }
}
