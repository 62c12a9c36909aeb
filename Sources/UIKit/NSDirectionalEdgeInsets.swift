import Foundation

/// Insets named by reading direction (leading is the left edge left to right), as UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// No inset on any side.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates insets from the four distances.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any side.
    public static let zero = NSDirectionalEdgeInsets()
}
