import CHarfBuzz

/// Shapes text with HarfBuzz: kerning, ligatures and marks come from the font's OpenType tables.
@MainActor
enum Shaper {
    /// The glyphs of `scalars[range]` set in `font` at `pointSize`; clusters index into `scalars`.
    static func shape(_ scalars: [UInt32], range: Range<Int>, font: FontFace, pointSize: Double) -> [ShapedGlyph] {
        guard !range.isEmpty else { return [] }
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        scalars.withUnsafeBufferPointer { pointer in
            hb_buffer_add_utf32(buffer, pointer.baseAddress, Int32(pointer.count),
                                UInt32(range.lowerBound), Int32(range.count))
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font.hbFont, buffer, nil, 0)

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        let scale = pointSize / font.unitsPerEm
        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(Int(count))
        for index in 0..<Int(count) {
            let info = infos[index], position = positions[index]
            glyphs.append(ShapedGlyph(glyphID: info.codepoint, cluster: Int(info.cluster),
                                      advance: Double(position.x_advance) * scale,
                                      xOffset: Double(position.x_offset) * scale,
                                      yOffset: Double(position.y_offset) * scale))
        }
        return glyphs
    }
}
