/// Where a row of items rests (cover flow, the line layout): item i is centred at offset
/// i · pitch, and a scroll always ends on one of those.
public enum RowResting {
    /// A scroll at least this fast (points per second) rests on the next item in its direction.
    public static let flickVelocity = 50.0

    /// The resting offset for a proposed one in a row of `count` items `pitch` apart: the nearest
    /// item when the scroll is slow (or has no velocity); moving faster than `flickVelocity`, the
    /// first item at or past the proposal in the direction it moves (so a wheel notch or a key
    /// press always reaches a new item). The proposal itself when the row is empty.
    public static func offset(proposed: Point, velocity: Point? = nil, pitch: Double, count: Int) -> Point {
        guard count > 0, pitch > 0 else { return proposed }
        let position = proposed.x / pitch
        let index: Double
        if let velocity, abs(velocity.x) >= flickVelocity {
            // A proposal within a millionth of an item of a resting place rests there.
            index = velocity.x > 0 ? (position - 1e-6).rounded(.up) : (position + 1e-6).rounded(.down)
        } else {
            index = position.rounded()
        }
        return Point(x: min(Double(count - 1), max(0, index)) * pitch, y: proposed.y)
    }
}
