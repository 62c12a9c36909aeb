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
}
