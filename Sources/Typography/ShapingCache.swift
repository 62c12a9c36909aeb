import CHarfBuzz

/// Shaped words, kept in font units so that one entry serves every point size: measuring a
/// new string shapes only words never seen before, and a new text size shapes nothing.
@MainActor
final class ShapingCache {
    private struct Key: Hashable {
        var scalars: [UInt32]
        var font: ObjectIdentifier
        /// The run's direction (`HB_DIRECTION_INVALID`: guessed from the script).
        var direction: UInt32
    }

    /// Shaped words, at most 8 × 25,000 (eight generations; see `GenerationalCache`), which bounds
    /// memory for endless distinct text while the words on screen stay.
    private var entries = GenerationalCache<Key, [ShapedGlyph]>(generationCapacity: 25_000)
    /// How many shaped words are kept now.
    var count: Int { entries.count }
    /// How many words were shaped rather than found.
    private(set) var shapedCount = 0
    /// How many paragraphs went through the bidirectional algorithm (the rest skipped it).
    var bidiParagraphCount = 0

    /// The glyphs of `scalars` shaped alone in `font` in `direction` (invalid: guessed), font units, clusters from 0.
    func glyphs(for scalars: ArraySlice<UInt32>, font: FontFace,
                direction: hb_direction_t = HB_DIRECTION_INVALID) -> [ShapedGlyph] {
        let key = Key(scalars: Array(scalars), font: ObjectIdentifier(font), direction: direction.rawValue)
        if let cached = entries.value(for: key) { return cached }
        shapedCount += 1
        let glyphs = Shaper.shapeInFontUnits(key.scalars, range: 0..<key.scalars.count, font: font, direction: direction)
        entries.insert(glyphs, for: key)
        return glyphs
    }

    /// Forgets every shaped word.
    func removeAll() {
        entries.removeAll()
    }
}
