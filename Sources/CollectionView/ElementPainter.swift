import CollectionLayout

/// Turns one visible element into drawing instructions; the app decides what cells look like.
@MainActor
public protocol ElementPainter {
    /// Appends the drawing of an element whose untransformed frame, in window points, is `frame`.
    func paint(_ attributes: LayoutAttributes, itemID: String?, frame: Rect, into list: inout DrawList)
}
