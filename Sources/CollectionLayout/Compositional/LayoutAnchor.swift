/// Edges of a rectangle named by reading direction, as UIKit's `NSDirectionalRectEdge`.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates edges from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1)
    /// The leading (left) edge.
    public static let leading = DirectionalRectEdge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 4)
    /// The trailing (right) edge.
    public static let trailing = DirectionalRectEdge(rawValue: 8)
    /// No edge: centred.
    public static let none: DirectionalRectEdge = []
}

/// Where a supplementary item sits on its item, as UIKit's `NSCollectionLayoutAnchor`: the edges
/// it is pinned to (its own matching corner on the item's), then an offset.
public struct LayoutAnchor: Hashable, Sendable {
    /// How the offset is measured.
    public enum Offset: Hashable, Sendable {
        /// In points.
        case absolute(Point)
        /// As fractions of the supplementary item's own width and height.
        case fractional(Point)
    }

    /// The edges of the item the supplementary item is pinned to; no edge centres it on that axis.
    public var edges: DirectionalRectEdge
    /// The offset from the pinned position.
    public var offset: Offset

    /// Creates an anchor at edges with an offset in points.
    public init(edges: DirectionalRectEdge, absoluteOffset: Point = .zero) {
        self.edges = edges
        offset = .absolute(absoluteOffset)
    }

    /// Creates an anchor at edges with an offset in fractions of the supplementary item's size.
    public init(edges: DirectionalRectEdge, fractionalOffset: Point) {
        self.edges = edges
        offset = .fractional(fractionalOffset)
    }

    /// The frame of a supplementary item of a size anchored to a container frame.
    public func frame(ofSize size: Size, in container: Rect) -> Rect {
        var x = container.midX - size.width / 2, y = container.midY - size.height / 2
        if edges.contains(.leading) { x = container.minX }
        if edges.contains(.trailing) { x = container.maxX - size.width }
        if edges.contains(.top) { y = container.minY }
        if edges.contains(.bottom) { y = container.maxY - size.height }
        switch offset {
        case .absolute(let point):
            x += point.x
            y += point.y
        case .fractional(let point):
            x += point.x * size.width
            y += point.y * size.height
        }
        return Rect(x: x, y: y, width: size.width, height: size.height)
    }
}
