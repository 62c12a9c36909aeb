import Foundation

/// A two-dimensional vector, as Core Graphics' `CGVector`.
public struct CGVector: Equatable, Sendable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// Creates a vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public static let zero = CGVector()
}
