/// Measures text: shapes it with HarfBuzz, breaks it at UAX #14 opportunities, truncates it.
///
/// Results are cached by everything that changes them, so repeated measurement is a lookup.
@MainActor
public final class TextMeasurer {
    /// Everything that changes a measurement.
    private struct Key: Hashable {
        var text: String
        var font: ObjectIdentifier
        var pointSize: Double
        var width: Double?
        var maxLines: Int
    }

    private var cache: [Key: TextLayout] = [:]
    /// How many measurements were computed rather than found in the cache.
    public private(set) var computedCount = 0

    /// Creates a measurer with an empty cache.
    public init() {}

    /// Forgets every cached measurement.
    public func removeAllCachedMeasurements() {
        cache.removeAll()
    }

    /// Measures `text` in `font` at `pointSize`, wrapping at `width` (nil: no wrapping) and
    /// keeping at most `maxLines` lines (0: no limit), the last one ending in "…" when cut.
    public func measure(_ text: String, font: FontFace, pointSize: Double, width: Double? = nil, maxLines: Int = 0) -> TextLayout {
        let key = Key(text: text, font: ObjectIdentifier(font), pointSize: pointSize, width: width, maxLines: maxLines)
        if let cached = cache[key] { return cached }
        computedCount += 1
        let layout = TextComposer(text: text, font: font, pointSize: pointSize,
                                  width: width, maxLines: maxLines).compose()
        cache[key] = layout
        return layout
    }
}
