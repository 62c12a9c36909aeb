import CFreeType

extension FontFace {
    /// Rasterises one glyph at `pixelSize` pixels per em, anti-aliased, with light hinting
    /// (vertical only, so advances stay those HarfBuzz measured). Nil when FreeType fails.
    public func rasterize(glyphID: UInt32, pixelSize: Double) -> GlyphBitmap? {
        guard FT_Set_Char_Size(ftFace, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72) == 0 else { return nil }
        let flags = Int32(FT_LOAD_DEFAULT) | Int32((FT_RENDER_MODE_LIGHT.rawValue & 15) << 16)
        guard FT_Load_Glyph(ftFace, glyphID, flags) == 0,
              FT_Render_Glyph(ftFace.pointee.glyph, FT_RENDER_MODE_LIGHT) == 0 else { return nil }
        let slot = ftFace.pointee.glyph.pointee
        let bitmap = slot.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        var coverage = [UInt8](repeating: 0, count: width * height)
        if let buffer = bitmap.buffer, width > 0, height > 0 {
            for row in 0..<height {
                let source = buffer + (pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch)
                for column in 0..<width { coverage[row * width + column] = source[column] }
            }
        }
        return GlyphBitmap(width: width, height: height, left: Int(slot.bitmap_left), top: Int(slot.bitmap_top),
                           coverage: coverage)
    }
}
