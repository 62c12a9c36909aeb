/// A glyph rasterised by FreeType: an 8-bit coverage image and where it sits on the pen.
public struct GlyphBitmap: Sendable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// Pixels from the pen position to the image's left edge.
    public var left: Int
    /// Pixels from the baseline up to the image's top edge.
    public var top: Int
    /// Coverage, row by row, `width` bytes a row (0 = empty, 255 = full); a colour glyph's alpha.
    public var coverage: [UInt8]
    /// A colour glyph's pixels (an emoji), row by row, premultiplied, each `a << 24 | b << 16 | g << 8 | r`
    /// (RGBA bytes in memory); nil for a glyph drawn as coverage in the text's colour.
    public var colors: [UInt32]? = nil
}
