import CollectionLayout

/// How a lifted cell near an edge scrolls the content: within `zone` points of the top or bottom
/// edge (the left or right one when the content does not scroll vertically) the content moves
/// towards that edge, faster the closer the pointer is, up to `speed` at the edge itself.
package enum ReorderAutoscroll {
    /// How close to an edge a lifted cell starts autoscrolling, in points.
    package static let zone = 48.0
    /// The fastest autoscroll, in points per second.
    package static let speed = 900.0

    /// How far the content scrolls in `seconds` with the pointer at `pointer` over a collection
    /// shown in `frame` (window points), along y when it `scrollsVertically`, else along x;
    /// `.zero` away from the edges.
    package static func scroll(pointer: Point, frame: Rect, scrollsVertically: Bool, seconds: Double) -> Point {
        /// The speed at `distanceIn` points inside an edge.
        func speed(_ distanceIn: Double) -> Double { max(0, (zone - distanceIn) / zone) * Self.speed }
        var delta = Point.zero
        if scrollsVertically {
            delta.y = speed(pointer.y - frame.minY) > 0 ? -speed(pointer.y - frame.minY) : speed(frame.maxY - pointer.y)
        } else {
            delta.x = speed(pointer.x - frame.minX) > 0 ? -speed(pointer.x - frame.minX) : speed(frame.maxX - pointer.x)
        }
        return Point(x: delta.x * seconds, y: delta.y * seconds)
    }
}
