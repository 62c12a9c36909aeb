import CHarfBuzz

/// Shaped words, kept in font units so that one entry serves every point size: measuring a
/// new string shapes only words never seen before, and a new text size shapes nothing.
@MainActor
final class ShapingCache {
    private struct Key: Hashable {
        /// The word: a slice of the text's scalars to look up (nothing copied), a copy of its own once kept.
        var scalars: ArraySlice<UInt32>
        var font: ObjectIdentifier
        /// The run's direction (`HB_DIRECTION_INVALID`: guessed from the script).
        var direction: UInt32
        /// The text's language as HarfBuzz names it (one pointer a language; nil: HarfBuzz's default).
        var language: hb_language_t?
        /// The script it was shaped in (`HB_SCRIPT_INVALID`: guessed from its scalars).
        var script: UInt32

        /// The key of a word's scalars in a font, shaped in `direction` (invalid: guessed) in `language`
        /// and `script` (invalid: guessed).
        init(_ scalars: ArraySlice<UInt32>, font: FontFace, direction: hb_direction_t, language: hb_language_t?,
             script: hb_script_t = HB_SCRIPT_INVALID) {
            self.scalars = scalars
            self.font = ObjectIdentifier(font)
            self.direction = direction.rawValue
            self.language = language
            self.script = script.rawValue
        }

        /// The key to keep: its scalars copied out of the text, so the cache does not hold the whole text.
        var kept: Key {
            var key = self
            key.scalars = ArraySlice(Array(scalars))
            return key
        }

        /// The scalars hashed as one block of bytes (not scalar by scalar).
        func hash(into hasher: inout Hasher) {
            scalars.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(font)
            hasher.combine(direction)
            hasher.combine(language)
            hasher.combine(script)
        }
    }

    /// Shaped words, at most 8 × 25,000 (eight generations; see `GenerationalCache`), which bounds
    /// memory for endless distinct text while the words on screen stay.
    private var entries = GenerationalCache<Key, [ShapedGlyph]>(generationCapacity: 25_000)
    /// How many shaped words are kept now.
    var count: Int { entries.count }
    /// How many words were shaped rather than found (alone, or taken from their paragraph's shaping).
    private(set) var shapedCount = 0
    /// How many paragraphs went through the bidirectional algorithm (the rest skipped it).
    var bidiParagraphCount = 0

    /// The glyphs of `scalars` shaped alone in `font` in `direction` (invalid: guessed) and
    /// `language` (nil: HarfBuzz's default), font units, clusters from 0.
    /// With `keep` false (a word seen for the first time) it is shaped and not kept. `features`
    /// must give the glyphs the defaults give (`PlainTextShaping`): the key does not hold them.
    /// `script` (invalid: guessed) is the run's, when the word is part of a run of another script's text.
    func glyphs(for scalars: ArraySlice<UInt32>, font: FontFace, direction: hb_direction_t = HB_DIRECTION_INVALID,
                language: hb_language_t? = nil, script: hb_script_t = HB_SCRIPT_INVALID, keep: Bool = true,
                features: [hb_feature_t] = []) -> [ShapedGlyph] {
        let key = Key(scalars, font: font, direction: direction, language: language, script: script)
        if keep, let cached = entries.value(for: key) { return cached }
        shapedCount += 1
        let glyphs = Shaper.shapeInFontUnits(scalars, font: font, direction: direction, buffer: buffer, features: features,
                                             language: language, script: script)
        if keep { entries.insert(glyphs, for: key.kept) }
        return glyphs
    }

    /// A word seen for the first time (not kept) shaped as `glyphs(for:…keep: false)` shapes it, its
    /// glyphs appended to `glyphs` (font units, clusters from the word's start) rather than an array of their own.
    func shapeUnkept(_ scalars: ArraySlice<UInt32>, font: FontFace, direction: hb_direction_t, language: hb_language_t?,
                     features: [hb_feature_t], appendingTo glyphs: inout [ShapedGlyph]) {
        shapedCount += 1
        Shaper.shapeInFontUnits(scalars, font: font, direction: direction, buffer: buffer, features: features, language: language,
                                script: HB_SCRIPT_INVALID, appendingTo: &glyphs)
    }

    /// The glyphs of a word already shaped in `direction` (invalid: guessed) and `language`, if kept
    /// (font units, clusters from 0).
    func cachedGlyphs(for scalars: ArraySlice<UInt32>, font: FontFace,
                      direction: hb_direction_t = HB_DIRECTION_INVALID, language: hb_language_t? = nil) -> [ShapedGlyph]? {
        entries.value(for: Key(scalars, font: font, direction: direction, language: language))
    }

    /// Keeps a word's glyphs, found by shaping it within its paragraph where that gives what
    /// shaping it alone in `direction` and `language` would (font units, clusters from 0).
    func keep(_ glyphs: [ShapedGlyph], for scalars: ArraySlice<UInt32>, font: FontFace,
              direction: hb_direction_t = HB_DIRECTION_INVALID, language: hb_language_t? = nil) {
        shapedCount += 1
        entries.insert(glyphs, for: Key(scalars, font: font, direction: direction, language: language).kept)
    }

    /// Counts a word shaped within its paragraph and not kept (seen for the first time).
    func countShaped() { shapedCount += 1 }

    /// For each requested face (by identity): the font of its chain chosen lately for a scalar,
    /// direct-mapped by the scalar's low bits (`ParagraphShaper.cachedFontIndex`), so that the
    /// scalars of a paragraph are looked up in the fonts' tables once, not each time.
    var fontChoices: [ObjectIdentifier: [UInt16]] = [:]

    /// Scratch arrays reused from one run to the next instead of made and freed for each (taken out
    /// while in use, so a nested use makes its own, and put back empty with their capacity).
    var scratchRuns: [ParagraphShaper.Run] = []
    /// See `scratchRuns`: the words of a run.
    var scratchWords: [ParagraphShaper.RunWord] = []
    /// See `scratchRuns`: a run's glyphs shaped at once, and whether each is unsafe to break before.
    var scratchWhole: [ShapedGlyph] = []
    /// See `scratchWhole`.
    var scratchUnsafe: [Bool] = []
    /// See `scratchRuns`: a run's words built from their letters' joined forms, in points.
    var scratchBuilt: [ShapedGlyph] = []
    /// See `scratchRuns`: a paragraph's glyphs, given back by the measurement that shaped them.
    var scratchParagraph: [ShapedGlyph] = []
    /// See `scratchRuns`: a paragraph's bidirectional types and levels, given back the same way.
    var scratchBidi = BidiParagraph.Storage()
    /// See `scratchRuns`: a measurement's paragraphs and its lines' spans, given back the same way.
    var scratchParagraphs: [TextComposer.Paragraph] = []
    /// See `scratchParagraphs`.
    var scratchSpans: [(range: Range<Int>, paragraph: Int)] = []

    /// One HarfBuzz buffer, cleared and refilled for every run shaped (not made and freed each time).
    let buffer = ShapingBuffer()

    /// Words seen once, as bits of their hashes (a Bloom filter): a word is looked up in and kept
    /// in the cache only from its second sighting on, so text whose words never repeat costs no
    /// cache traffic (the "doorkeeper" of TinyLFU). Cleared after 65,536 new words (two bits each:
    /// at most an eighth of its bits set, so false "seen" answers stay rare).
    private var seenOnce = [UInt64](repeating: 0, count: ShapingCache.seenOnceBits / 64)
    private var seenOnceCount = 0
    private static let seenOnceBits = 1 << 20

    /// Notes a word's sighting; whether it had been seen before (or a hash collision says so).
    func noteSighting(of scalars: ArraySlice<UInt32>) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for scalar in scalars {
            hash ^= UInt64(scalar)
            hash &*= 0x0000_0100_0000_01B3
        }
        hash ^= hash >> 29
        let mask = UInt64(Self.seenOnceBits - 1)
        let first = Int(hash & mask), second = Int((hash >> 32) & mask)
        // One access to the bits (a class's array: each access is checked for exclusivity).
        let seen = seenOnce.withUnsafeMutableBufferPointer { bits in
            let seen = bits[first >> 6] & (1 << (first & 63)) != 0 && bits[second >> 6] & (1 << (second & 63)) != 0
            if !seen {
                if seenOnceCount >= Self.seenOnceBits / 16 {
                    bits.update(repeating: 0)
                    seenOnceCount = 0
                }
                bits[first >> 6] |= 1 << (first & 63)
                bits[second >> 6] |= 1 << (second & 63)
                seenOnceCount += 1
            }
            return seen
        }
        return seen
    }

    /// Forgets every shaped word.
    func removeAll() {
        entries.removeAll()
        fontChoices.removeAll()
        for index in seenOnce.indices { seenOnce[index] = 0 }
        seenOnceCount = 0
    }
}

/// A HarfBuzz buffer kept for reuse (by its measurer, on the main actor; freed from any thread,
/// which HarfBuzz allows for a buffer no one else uses).
public final class ShapingBuffer: @unchecked Sendable {
    /// The buffer; cleared before each use.
    let pointer: OpaquePointer = hb_buffer_create()

    /// A new, empty buffer.
    public init() {}

    deinit {
        hb_buffer_destroy(pointer)
    }
}
