import CHarfBuzz
import Testing
@testable import Typography

/// Right-to-left and mixed lines: the ink drawn from the glyph positions fills the measured line box,
/// from x = 0 to the line's width, as `InkBoundsTests` checks for left-to-right text.
@MainActor @Suite struct BidiInkTests {
    private let fonts = TypographyTestSupport.fonts
    private let measurer = TypographyTestSupport.fonts.makeMeasurer()

    nonisolated static let texts = [
        "שלום עולם", "سلام عليكم", "مرحبا 2024 بالعالم", "זה טקסט בעברית with English",
        "The word שלום עולם means hello world.", "العدد ١٢٣ هنا", "مرحبا (hello) يا صديقي!",
        "המחיר הוא 42.50 ש״ח עד 31/12 ואחר כך עוד מילים",
    ]

    /// The left and right edges (points) of the line's ink, rasterised at `pointSize × scale` pixels
    /// per em with the pen rounded to a pixel as the renderer does, and the largest distance a
    /// glyph's outline reaches outside its advance (from HarfBuzz's extents of the same glyph).
    private func inkEdges(of line: TextLine, in layout: TextLayout, scale: Double) throws
        -> (left: Double, right: Double, overhang: Double)? {
        var left = Double.infinity, right = -Double.infinity, overhang = 0.0
        for glyph in line.glyphs {
            let face = try #require(fonts.face(named: layout.fontNames[glyph.font]))
            let bitmap = try #require(face.rasterize(glyphID: glyph.glyphID, pixelSize: layout.pointSize * scale))
            guard bitmap.width > 0, bitmap.coverage.contains(where: { $0 > 0 }) else { continue }
            let pen = (glyph.x * scale).rounded()
            left = min(left, (pen + Double(bitmap.left)) / scale)
            right = max(right, (pen + Double(bitmap.left + bitmap.width)) / scale)
            let points = layout.pointSize / face.unitsPerEm
            var extents = hb_glyph_extents_t()
            _ = hb_font_get_glyph_extents(face.hbFont, glyph.glyphID, &extents)
            let advance = Double(hb_font_get_glyph_h_advance(face.hbFont, glyph.glyphID)) * points
            if advance > 0 {
                overhang = max(overhang, -Double(extents.x_bearing) * points,
                               Double(extents.x_bearing + extents.width) * points - advance)
            }
        }
        return left <= right ? (left, right, overhang) : nil
    }

    @Test(arguments: texts)
    func inkFillsTheMeasuredLines(text: String) throws {
        for size in [13.0, 17, 28] {
            for (width, maxLines) in [(nil, 0), (100.0, 0), (90.0, 1)] as [(Double?, Int)] {
                let layout = measurer.measure(text, font: try fonts.face(.regular), pointSize: size,
                                              width: width, maxLines: maxLines)
                for scale in [1.0, 2.0] {
                    for line in layout.lines {
                        guard let ink = try inkEdges(of: line, in: layout, scale: scale) else { continue }
                        // Rounding: the pen to a pixel, the bitmap's edges outward (1.5 px), plus the
                        // outlines' own overhang, capped at a tenth of an em.
                        let allowance = 1.5 / scale + min(ink.overhang, 0.1 * size)
                        let place = "\(text) \(size) pt width \(String(describing: width)) @\(scale)x line \(line.start)..<\(line.end)"
                        #expect(ink.left >= -allowance, "\(place): ink starts at \(ink.left)")
                        #expect(ink.right <= line.width + allowance, "\(place): ink ends at \(ink.right) past \(line.width)")
                        // And the measured width is the ink's: nothing is drawn displaced within the box.
                        #expect(ink.left <= allowance + 0.1 * size, "\(place): ink starts late, at \(ink.left)")
                        #expect(ink.right >= line.width - allowance - 0.1 * size,
                                "\(place): ink ends early, at \(ink.right) of \(line.width)")
                    }
                    #expect(layout.width == layout.lines.map(\.width).max())
                }
            }
        }
    }
}
