import CollectionLayout

/// One drawing instruction of a `DrawList`, in window points.
public enum DrawCommand: Hashable, Sendable {
    /// Fill a rectangle, with rounded corners when `cornerRadius` > 0.
    case fill(Rect, color: Color, cornerRadius: Double)
    /// Draw a rectangle's outline `width` points wide, inside the rectangle.
    case stroke(Rect, color: Color, width: Double)
    /// Draw glyphs.
    case text(GlyphRun)
    /// Restrict drawing to a rectangle (intersected with any enclosing clip) until `popClip`.
    case pushClip(Rect)
    /// Undo the last `pushClip`.
    case popClip
}
