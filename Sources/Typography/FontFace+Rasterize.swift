import CFreeType

extension FontFace {
    /// Rasterises one glyph at `pixelSize` pixels per em, anti-aliased, with light hinting
    /// (vertical only, so advances stay those HarfBuzz measured). A colour face's glyph (Noto
    /// Color Emoji's CBDT bitmaps) comes in its colours, scaled from the face's nearest bitmap
    /// strike to `pixelSize` (`GlyphBitmap.colors`). Nil when FreeType fails.
    public func rasterize(glyphID: UInt32, pixelSize: Double) -> GlyphBitmap? {
        if isColor, ftFace.pointee.num_fixed_sizes > 0 { return rasterizeColor(glyphID: glyphID, pixelSize: pixelSize) }
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

    /// A colour bitmap glyph: the strike nearest above `pixelSize` (else the largest) loaded with
    /// `FT_LOAD_COLOR` (premultiplied BGRA), reduced to `pixelSize` by area averaging.
    private func rasterizeColor(glyphID: UInt32, pixelSize: Double) -> GlyphBitmap? {
        let count = Int(ftFace.pointee.num_fixed_sizes)
        var strike = 0
        var strikeSize = 0.0
        for index in 0..<count {
            let size = Double(ftFace.pointee.available_sizes[index].y_ppem) / 64
            let better = strikeSize < pixelSize ? size > strikeSize : (size >= pixelSize && size < strikeSize)
            if index == 0 || better {
                strike = index
                strikeSize = size
            }
        }
        guard strikeSize > 0, FT_Select_Size(ftFace, FT_Int(strike)) == 0,
              FT_Load_Glyph(ftFace, glyphID, Int32(1 << 20)) == 0 else { return nil }  // FT_LOAD_COLOR
        let slot = ftFace.pointee.glyph.pointee
        let bitmap = slot.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), let buffer = bitmap.buffer, width > 0, height > 0 else {
            return nil
        }
        let scale = pixelSize / strikeSize
        let left = Double(slot.bitmap_left) * scale, top = Double(slot.bitmap_top) * scale
        // The destination's pixel grid, whole pixels around the scaled image.
        let x0 = Int(left.rounded(.down)), y0 = Int(top.rounded(.up))
        let outWidth = max(1, Int((left + Double(width) * scale).rounded(.up)) - x0)
        let outHeight = max(1, y0 - Int((top - Double(height) * scale).rounded(.down)))
        // Premultiplied channels summed over each destination pixel's footprint (area weights), one axis at a time.
        func weights(length: Int, outLength: Int, offset: Double) -> [[(Int, Double)]] {
            (0..<outLength).map { out in
                let start = (Double(out) + offset) / scale, end = (Double(out + 1) + offset) / scale
                var taps: [(Int, Double)] = []
                var source = max(0, Int(start.rounded(.down)))
                while Double(source) < end && source < length {
                    let overlap = min(end, Double(source + 1)) - max(start, Double(source))
                    if overlap > 0 { taps.append((source, overlap * scale)) }
                    source += 1
                }
                return taps
            }
        }
        let columns = weights(length: width, outLength: outWidth, offset: Double(x0) - left)
        let rows = weights(length: height, outLength: outHeight, offset: top - Double(y0))
        var horizontal = [Double](repeating: 0, count: outWidth * height * 4)
        for row in 0..<height {
            let line = buffer + (pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch)
            for out in 0..<outWidth {
                var sum = (0.0, 0.0, 0.0, 0.0)
                for (column, weight) in columns[out] {
                    let pixel = line + column * 4  // B, G, R, A
                    sum.0 += Double(pixel[2]) * weight
                    sum.1 += Double(pixel[1]) * weight
                    sum.2 += Double(pixel[0]) * weight
                    sum.3 += Double(pixel[3]) * weight
                }
                let at = (row * outWidth + out) * 4
                horizontal[at] = sum.0
                horizontal[at + 1] = sum.1
                horizontal[at + 2] = sum.2
                horizontal[at + 3] = sum.3
            }
        }
        var colors = [UInt32](repeating: 0, count: outWidth * outHeight)
        var coverage = [UInt8](repeating: 0, count: outWidth * outHeight)
        for out in 0..<outHeight {
            for column in 0..<outWidth {
                var sum = (0.0, 0.0, 0.0, 0.0)
                for (row, weight) in rows[out] {
                    let at = (row * outWidth + column) * 4
                    sum.0 += horizontal[at] * weight
                    sum.1 += horizontal[at + 1] * weight
                    sum.2 += horizontal[at + 2] * weight
                    sum.3 += horizontal[at + 3] * weight
                }
                func byte(_ value: Double) -> UInt32 { UInt32(min(255, max(0, value.rounded()))) }
                let alpha = byte(sum.3)
                colors[out * outWidth + column] = alpha << 24 | min(alpha, byte(sum.2)) << 16 | min(alpha, byte(sum.1)) << 8
                    | min(alpha, byte(sum.0))
                coverage[out * outWidth + column] = UInt8(alpha)
            }
        }
        return GlyphBitmap(width: outWidth, height: outHeight, left: x0, top: y0, coverage: coverage, colors: colors)
    }
}
