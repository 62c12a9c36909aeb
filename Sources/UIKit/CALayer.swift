import Foundation

/// What draws a view, as Core Animation's `CALayer`: only what a cell sets (corners, border, shadow).
open class CALayer: NSObject {
    /// The radius of the rounded corners.
    open var cornerRadius: CGFloat = 0
    /// The border's width.
    open var borderWidth: CGFloat = 0
    /// The border's colour.
    open var borderColor: CGColor?
    /// The shadow's colour.
    open var shadowColor: CGColor?
    /// The shadow's opacity from 0 to 1.
    open var shadowOpacity: Float = 0
    /// The shadow's blur radius.
    open var shadowRadius: CGFloat = 3
    /// The shadow's offset.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The point of the bounds, in units of its size (½, ½ the centre), that sits at the layer's position and that
    /// transforms turn about (a cell's `apply(_:)` sets it from an attributes subclass's `anchorPoint`, which the
    /// playground's drawn card follows).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The layer's bounds (kept; the playground draws the scene's cards, not layers).
    open var bounds: CGRect = .zero
    /// Where the anchor point sits in the superlayer (kept).
    open var position: CGPoint = .zero
    /// The 3D transform about the anchor point (kept; a layout's own transform reaches the card through its attributes).
    open var transform = CATransform3DIdentity
    /// The layer's place along the z axis (kept).
    open var zPosition: CGFloat = 0
    /// The opacity from 0 to 1 (kept).
    open var opacity: Float = 1
    /// Whether sublayers are clipped to the bounds (kept).
    open var masksToBounds = false
}
