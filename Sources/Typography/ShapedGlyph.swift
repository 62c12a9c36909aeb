/// One glyph as HarfBuzz placed it, in points along the run.
public struct ShapedGlyph: Hashable, Sendable {
    /// The glyph's index in its font.
    public var glyphID: UInt32
    /// The index of the first Unicode scalar of the cluster the glyph belongs to.
    public var cluster: Int
    /// How far the pen moves after the glyph.
    public var advance: Double
    /// Horizontal displacement from the pen position.
    public var xOffset: Double
    /// Vertical displacement from the baseline (up is positive, as in HarfBuzz).
    public var yOffset: Double
}
