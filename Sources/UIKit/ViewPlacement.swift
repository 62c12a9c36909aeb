import Foundation

/// A view laid out at a size: the size, its baselines below its top, and where its laid-out subviews
/// go, each frame measured from the view's leading edge (mirrored when the view lays out right to left).
struct ViewPlacement {
    /// The view's size.
    var size: CGSize
    /// The first line's baseline below the top (a view without text: its top).
    var firstBaseline: CGFloat
    /// The last line's baseline below the top (a view without text: its bottom).
    var lastBaseline: CGFloat
    /// The subviews laid out, with their frames from the leading edge.
    var children: [(view: UIView, frame: CGRect)] = []

    /// A view with no subviews laid out and no text.
    static func leaf(_ size: CGSize) -> ViewPlacement {
        ViewPlacement(size: size, firstBaseline: 0, lastBaseline: size.height)
    }
}
