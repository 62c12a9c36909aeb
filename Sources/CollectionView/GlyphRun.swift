import CollectionLayout

/// Glyphs of one font at one size, placed on one baseline, in window points.
public struct GlyphRun: Hashable, Sendable {
    /// One glyph and its pen position relative to the run's origin.
    public struct Glyph: Hashable, Sendable {
        /// The glyph's index in the font.
        public var id: UInt32
        /// Horizontal position from the origin, in points.
        public var x: Double
        /// Vertical displacement from the baseline, in points (up is positive).
        public var y: Double

        /// Creates a placed glyph.
        public init(id: UInt32, x: Double, y: Double) {
            self.id = id
            self.x = x
            self.y = y
        }
    }

    /// The font's name, e.g. `Inter-Regular`.
    public var fontName: String
    /// The font size in points.
    public var pointSize: Double
    /// The start of the baseline, in window points.
    public var origin: Point
    /// The glyphs.
    public var glyphs: [Glyph]
    /// The text colour.
    public var color: Color

    /// Creates a run.
    public init(fontName: String, pointSize: Double, origin: Point, glyphs: [Glyph], color: Color) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.origin = origin
        self.glyphs = glyphs
        self.color = color
    }
}
