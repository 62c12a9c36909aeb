/// One requested font's fallback chain: the font, the bundled fallbacks, then the cascade's
/// faces (`FallbackCascade`) appended as text first needs them. Indices never change once
/// given, so measured glyphs keep naming their fonts.
@MainActor
final class FontChain {
    /// The fonts, requested first; glyphs name them by index.
    private(set) var fonts: [FontFace]
    /// Their names (`TextLayout.fontNames`).
    private(set) var names: [String]
    /// How many fonts lead the chain before the cascade's: the requested one and the bundled fallbacks.
    let bundledCount: Int
    /// Where the faces for scalars no bundled font has come from (nil: bundled fonts only).
    let cascade: FallbackCascade?
    /// The chain index of the cascade face each scalar the bundled fonts lack is drawn in.
    private(set) var cascadeChoices: [UInt32: Int] = [:]
    /// The emoji face's index (-1: not in the chain yet, or not installed).
    private(set) var emojiIndex = -1
    /// Scalars already settled: one bit a scalar below U+10000, a set above.
    private var settledBMP = [UInt64](repeating: 0, count: 1024)
    private var settledAstral: Set<UInt32> = []

    init(fonts: [FontFace], cascade: FallbackCascade?) {
        self.fonts = fonts
        self.names = fonts.map(\.name)
        self.bundledCount = fonts.count
        self.cascade = cascade
    }

    /// Makes sure every face the text of `scalars` needs is in the chain: each scalar not seen before
    /// that the requested and bundled fonts lack is looked up in the cascade (once per scalar).
    func prepare(_ scalars: [UInt32]) {
        guard let cascade else { return }
        // ASCII text (most text) needs nothing beyond the requested font: one pass over its scalars.
        var any: UInt32 = 0
        for value in scalars { any |= value }
        if any < 0x80 { return }
        // Text whose scalars are all settled (most text, once its script has been met) needs nothing:
        // one read-only pass.
        let unsettled = settledBMP.withUnsafeBufferPointer { settled in
            for value in scalars where value >= 0x80 {
                if value >= 0x10000 || settled[Int(value >> 6)] & (1 << (value & 63)) == 0 { return true }
            }
            return false
        }
        if !unsettled { return }
        for value in scalars {
            guard value >= 0x80 else { continue }
            if value < 0x10000 {
                let bit = UInt64(1) << (value & 63)
                if settledBMP[Int(value >> 6)] & bit != 0 { continue }
                settledBMP[Int(value >> 6)] |= bit
            } else if !settledAstral.insert(value).inserted {
                continue
            }
            if value == 0xFE0F || value == 0x20E3 || Self.prefersEmoji(value) {
                if emojiIndex < 0, let emoji = cascade.emojiFace() { emojiIndex = index(of: emoji) }
                continue
            }
            guard let scalar = Unicode.Scalar(value) else { continue }
            if fonts[0].hasGlyph(for: scalar) { continue }
            var bundled = false
            for index in 1..<bundledCount where fonts[index].isFallback(for: scalar) {
                bundled = true
                break
            }
            if bundled { continue }
            if let face = cascade.face(for: value) { cascadeChoices[value] = index(of: face) }
        }
    }

    /// The chain index of `face`, appended when new.
    private func index(of face: FontFace) -> Int {
        // A loop, not `firstIndex(where:)`: a main-actor closure would check its executor on every call.
        for index in fonts.indices where fonts[index] === face { return index }
        fonts.append(face)
        names.append(face.name)
        return fonts.count - 1
    }

    /// Whether a scalar draws as an emoji by default (Unicode's Emoji_Presentation: 😀, 🧺, regional
    /// indicators, skin-tone modifiers), so the emoji face comes before every text face.
    nonisolated static func prefersEmoji(_ value: UInt32) -> Bool {
        guard value >= 0x231A, let scalar = Unicode.Scalar(value) else { return false }
        return scalar.properties.isEmojiPresentation
    }
}
