/// Measures text: shapes it with HarfBuzz, breaks it at UAX #14 opportunities, reorders
/// right-to-left text by UAX #9 (FriBidi), truncates it.
///
/// Results are cached by everything that changes them, so repeated measurement is a lookup.
@MainActor
public final class TextMeasurer {
    /// The cached layouts of text measured `.natural` (the default).
    private var naturalCache = GenerationalCache<MeasurementKey, TextLayout>(generationCapacity: TextMeasurer.generationCapacity, generations: TextMeasurer.generations)
    /// The cached layouts of text measured in a given direction, `.leftToRight` then `.rightToLeft`.
    private var directedCaches = [GenerationalCache<MeasurementKey, TextLayout>](
        repeating: GenerationalCache(generationCapacity: TextMeasurer.generationCapacity, generations: TextMeasurer.generations), count: 2)
    /// Measurements each of the three caches keeps at most (a measured layout is ~7 KB with its
    /// glyph runs, so ≤ 28 MB each), in 16 generations (see `GenerationalCache`): once full, a cache
    /// swings by one generation (1/16 of its bound, ≈ 1.7 MB) as the oldest is dropped.
    package static let cachedMeasurementLimit = 4_000
    private static let generations = 16
    private static let generationCapacity = cachedMeasurementLimit / generations
    /// How many measurements the caches keep now.
    package var cachedMeasurementCount: Int { naturalCache.count + directedCaches[0].count + directedCaches[1].count }
    /// How many shaped words the word cache keeps now.
    package var cachedWordCount: Int { shapingCache.count }
    private let shapingCache = ShapingCache()
    /// Fonts tried, in order, for scalars the requested font has no glyph for.
    public let fallbackFonts: [FontFace]
    /// How many measurements were computed rather than found in the cache.
    package private(set) var computedCount = 0
    /// How many words were shaped by HarfBuzz rather than found in the word cache.
    package var shapedWordCount: Int { shapingCache.shapedCount }
    /// How many paragraphs were measured through the bidirectional algorithm (text with no
    /// right-to-left scalar, read left to right or naturally, skips it).
    package var bidiParagraphCount: Int { shapingCache.bidiParagraphCount }

    /// The installed faces tried after `fallbackFonts` (nil: none).
    public let cascade: FallbackCascade?

    /// `cascade` for text in `font` and a language, when it differs by font (each weight its own) and
    /// language (each its CJK glyph forms); nil: `cascade`.
    private let cascadeForFont: ((FontFace, String) -> FallbackCascade?)?

    /// The language (BCP 47) of text measured without one named: a scene's `language`, else "en".
    /// It picks the glyph forms of Chinese, Japanese and Korean text and the line-breaking rules.
    public var language = "en"

    /// Creates a measurer with empty caches, falling back to `fallbackFonts`, then to `cascade`'s
    /// installed faces (or those of `cascadeForFont`'s cascade for the requested font and the
    /// text's language), for missing glyphs.
    public init(fallbackFonts: [FontFace] = [], cascade: FallbackCascade? = nil,
                cascadeForFont: ((FontFace, String) -> FallbackCascade?)? = nil) {
        self.fallbackFonts = fallbackFonts
        self.cascade = cascade
        self.cascadeForFont = cascadeForFont
    }

    /// Forgets every cached measurement and shaped word.
    public func removeAllCachedMeasurements() {
        naturalCache.removeAll()
        directedCaches[0].removeAll()
        directedCaches[1].removeAll()
        shapingCache.removeAll()
    }

    /// Forgets cached measurements but keeps shaped words (what a new text size costs).
    public func removeCachedLayouts() {
        naturalCache.removeAll()
        directedCaches[0].removeAll()
        directedCaches[1].removeAll()
    }

    /// Measures `text` in `font` at `pointSize`, wrapping at `width` (nil: no wrapping) and
    /// keeping at most `maxLines` lines (0: no limit), the last one ending in "…" when cut.
    /// Each paragraph reads in `writingDirection` (`.natural`: from its first strong character);
    /// right-to-left text is reordered by the Unicode Bidirectional Algorithm. `hyphenationFactor`
    /// is TextKit's (0, UIKit's default: whole words wrap and a word wider than the line breaks
    /// between characters; up to 1: a line filled less than that fraction of its width hyphenates
    /// the word that did not fit, at a dictionary point). `language` (BCP 47; nil: the measurer's
    /// `language`) picks the CJK glyph forms and the line-breaking rules.
    public func measure(_ text: String, font: FontFace, pointSize: Double, width: Double? = nil, maxLines: Int = 0,
                        writingDirection: WritingDirection = .natural, hyphenationFactor: Double = 0,
                        language: String? = nil) -> TextLayout {
        let factor = hyphenationFactor.isFinite ? min(1, max(0, hyphenationFactor)) : 0
        let key = MeasurementKey(text: text, font: ObjectIdentifier(font), pointSize: pointSize, width: width, maxLines: maxLines,
                                 hyphenationFactor: factor, language: language ?? self.language)
        if writingDirection == .natural {
            if let cached = naturalCache.value(for: key) { return cached }
        } else if let cached = directedCaches[writingDirection.hashCode - 1].value(for: key) {
            return cached
        }
        let layout = compose(text, font: font, pointSize: pointSize, width: width, maxLines: maxLines,
                             writingDirection: writingDirection, hyphenationFactor: factor, language: key.language)
        if writingDirection == .natural {
            naturalCache.insertMissing(layout, for: key)
        } else {
            directedCaches[writingDirection.hashCode - 1].insertMissing(layout, for: key)
        }
        return layout
    }

    /// A measurement not in the cache. Kept out of line so that the lookup stays small.
    @inline(never)
    private func compose(_ text: String, font: FontFace, pointSize: Double, width: Double?, maxLines: Int,
                         writingDirection: WritingDirection, hyphenationFactor: Double, language: String) -> TextLayout {
        computedCount += 1
        let chain = fontChain(startingWith: font, language: language)
        // Decoded once, for the chain and the composer, into the array the last measurement used
        // (taken out while in use, put back after: nothing keeps it), not an array of its own.
        var scalars = scratchScalars
        scratchScalars = []
        TextComposer.scalarValues(of: text, into: &scalars)
        chain.prepare(scalars)
        let layout = TextComposer(scalars: scalars, fonts: chain.fonts, fontNames: chain.names, pointSize: pointSize, width: width,
                                  maxLines: maxLines, writingDirection: writingDirection, hyphenationFactor: hyphenationFactor,
                                  cache: shapingCache, chain: chain, language: language).compose()
        // A long text's array is let go rather than kept.
        if scalars.capacity <= 4_096 {
            scalars.removeAll(keepingCapacity: true)
            scratchScalars = scalars
        }
        return layout
    }

    /// The scalars of the text being measured, kept between measurements for their capacity.
    private var scratchScalars: [UInt32] = []

    /// A requested font and a language, which together choose a fallback chain.
    private struct ChainKey: Hashable {
        var font: ObjectIdentifier
        var language: String
    }

    /// Each requested font's fallback chain in each language (the font, then the fallbacks but
    /// itself, then the cascade's faces).
    private var fontChains: [ChainKey: FontChain] = [:]
    /// The chain asked for last (most strings are measured in one font and language): compared, not hashed.
    private var lastChain: (key: ChainKey, chain: FontChain)?

    /// The fallback chain of `font` for text in `language`, made once per font and language.
    private func fontChain(startingWith font: FontFace, language: String) -> FontChain {
        let key = ChainKey(font: ObjectIdentifier(font), language: language)
        if let last = lastChain, last.key == key { return last.chain }
        if let chain = fontChains[key] {
            lastChain = (key, chain)
            return chain
        }
        var fonts = [font]
        for fallback in fallbackFonts where fallback !== font { fonts.append(fallback) }
        let chain = FontChain(fonts: fonts, cascade: cascadeForFont?(font, language) ?? cascade)
        fontChains[key] = chain
        lastChain = (key, chain)
        return chain
    }
}
