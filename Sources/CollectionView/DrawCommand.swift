import CollectionLayout

/// One drawing instruction of a `DrawList`, in window points.
public enum DrawCommand: Hashable, Sendable {
    /// Fill a rectangle, with rounded corners when `cornerRadius` > 0.
    case fill(Rect, color: Color, cornerRadius: Double)
    /// A soft shadow cast by a rounded rectangle (already offset where the light puts it): the
    /// shape's coverage blurred by `blur` points (about two standard deviations), in `color`.
    case shadow(Rect, cornerRadius: Double, blur: Double, color: Color)
    /// Draw a rectangle's outline `width` points wide, inside the rectangle.
    case stroke(Rect, color: Color, width: Double)
    /// Draw glyphs.
    case text(GlyphRun)
    /// Draw a picture stretched to `frame` (resampled linearly when its pixels are not the frame's
    /// size in pixels, exactly at 1:1) at opacity `alpha`, inside the current clip.
    case picture(DrawnPicture, frame: Rect, alpha: Double)
    /// Restrict drawing to a rectangle (intersected with any enclosing clip) until `popClip`.
    case pushClip(Rect)
    /// Undo the last `pushClip`.
    case popClip
    /// Draw `commands` (laid out in window points as if untransformed, inside `frame`) into a
    /// layer, then show the layer through a 3D transform about the frame's centre
    /// (CATransform3D conventions, perspective in m34) at an opacity. Layers with the same
    /// `contentKey` (and size) have the same content, so a renderer may reuse the texture.
    case transformed(frame: Rect, transform: Transform3D, alpha: Double, contentKey: Int, commands: [DrawCommand])
    /// Draw `commands` (window points, inside `frame`) as they are; they are an element's drawing,
    /// the same every frame while `contentKey` is, so a renderer may keep them as a texture and
    /// only place it, as a compositor places a view's layer.
    case flatLayer(frame: Rect, contentKey: Int, commands: [DrawCommand])
}
