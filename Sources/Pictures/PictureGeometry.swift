/// A width and height (points or pixels, as the API says), for the Pictures module's geometry.
public struct PictureSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// `width × height`.
    public var description: String { "\(width) × \(height)" }
}

/// A rectangle in a cell's own coordinates (origin at its top left, y down), before clipping.
public struct PictureRect: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width.
    public var width: Double
    /// The height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle's size.
    public var size: PictureSize { PictureSize(width: width, height: height) }

    /// `(x, y, width, height)`.
    public var description: String { "(\(x), \(y), \(width), \(height))" }
}
