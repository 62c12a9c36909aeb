/// One glyph as HarfBuzz placed it along a run.
struct ShapedGlyph: Hashable, Sendable {
    /// The glyph's index in its font.
    var glyphID: UInt32
    /// The index of the first Unicode scalar of the cluster the glyph belongs to.
    var cluster: Int
    /// How far the pen moves after the glyph.
    var advance: Double
    /// Horizontal displacement from the pen position.
    var xOffset: Double
    /// Vertical displacement from the baseline (up is positive, as in HarfBuzz).
    var yOffset: Double
    /// Which font of the fallback chain the glyph comes from (0: the requested font).
    var font: Int

    /// The same glyph with its positions multiplied by `scale` and its cluster moved by `offset`.
    func scaled(by scale: Double, clusterOffset offset: Int, font: Int) -> ShapedGlyph {
        ShapedGlyph(glyphID: glyphID, cluster: cluster + offset, advance: advance * scale,
                    xOffset: xOffset * scale, yOffset: yOffset * scale, font: font)
    }
}
