/// How a lifted cell near an edge scrolls the content: the zone along each edge and the fastest
/// speed, reached at the edge itself.
package enum ReorderAutoscroll {
    /// How close to an edge a lifted cell starts autoscrolling, in points.
    package static let zone = 48.0
    /// The fastest autoscroll, in points per second.
    package static let speed = 900.0
}
