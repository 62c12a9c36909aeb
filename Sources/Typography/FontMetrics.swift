/// A font's vertical metrics at one point size, in points.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the line box (positive).
    public var ascender: Double
    /// Distance from the baseline down to the bottom of the line box (negative).
    public var descender: Double
    /// Extra space between lines recommended by the font.
    public var lineGap: Double

    /// The distance from one baseline to the next.
    public var lineHeight: Double { ascender - descender + lineGap }
}
