import CollectionLayout
import CollectionView
import Typography

extension TextLayout {
    /// One glyph run per line, the text's top-left at `origin` (window points).
    func glyphRuns(at origin: Point, color: Color) -> [GlyphRun] {
        lines.map { line in
            GlyphRun(fontName: fontName, pointSize: pointSize,
                     origin: Point(x: origin.x, y: origin.y + line.baseline),
                     glyphs: line.glyphs.map { GlyphRun.Glyph(id: $0.glyphID, x: $0.x, y: $0.y) },
                     color: color)
        }
    }
}
