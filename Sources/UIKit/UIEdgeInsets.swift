import Foundation

/// Distances inward from each edge of a rectangle, as UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the left edge.
    public var left: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the right edge.
    public var right: CGFloat

    /// No inset on any side.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates insets from the four distances.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = UIEdgeInsets()
}

extension CGRect {
    /// The rectangle shrunk by insets (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
