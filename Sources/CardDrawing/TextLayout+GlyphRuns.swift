import CollectionLayout
import CollectionView
import Typography

extension TextLayout {
    /// One glyph run per line and font, the text's top-left at `origin` (window points). With
    /// `boxWidth`, a line goes flush right in a box that wide from `origin` when the layout
    /// direction is right-to-left or the line's own paragraph reads right to left; with
    /// `centred`, every line is centred in the box.
    package func glyphRuns(at origin: Point, color: Color, boxWidth: Double? = nil,
                   layoutDirection: LayoutDirection = .leftToRight, centred: Bool = false) -> [GlyphRun] {
        glyphRuns(at: origin, color: color) { line in
            if let boxWidth, centred { return (boxWidth - line.width) / 2 }
            if let boxWidth, layoutDirection == .rightToLeft || line.writingDirection == .rightToLeft { return boxWidth - line.width }
            return 0
        }
    }

    /// One glyph run per line and font, the text's top-left at `origin`, each line moved right by `indent(line)`.
    package func glyphRuns(at origin: Point, color: Color, indent: (TextLine) -> Double) -> [GlyphRun] {
        var runs: [GlyphRun] = []
        for line in lines {
            let indent = indent(line)
            let baseline = Point(x: origin.x + indent, y: origin.y + line.baseline)
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
