import CollectionLayout
import CollectionView
import Typography

extension TextLayout {
    /// One glyph run per line and font, the text's top-left at `origin` (window points).
    func glyphRuns(at origin: Point, color: Color) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        for line in lines {
            let baseline = Point(x: origin.x, y: origin.y + line.baseline)
            var start = 0
            while start < line.glyphs.count {
                let font = line.glyphs[start].font
                var end = start + 1
                while end < line.glyphs.count && line.glyphs[end].font == font { end += 1 }
                runs.append(GlyphRun(fontName: fontNames[font], pointSize: pointSize, origin: baseline,
                                     glyphs: line.glyphs[start..<end].map { GlyphRun.Glyph(id: $0.glyphID, x: $0.x, y: $0.y) },
                                     color: color))
                start = end
            }
        }
        return runs
    }
}
