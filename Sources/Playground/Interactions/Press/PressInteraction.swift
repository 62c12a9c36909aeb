import CollectionLayout
import SceneFormat

/// Owns a press on the collection and the clicks it makes: where and when the pointer went
/// down, where it is while down, whether it extends the selection, the last click (for
/// double-clicks) and how many items a click may select.
struct PressInteraction {
    /// How far a press must move before it becomes a drag (a scroll, a swipe or a lift), in points.
    static let dragThreshold = 4.0
    /// How long a press must rest before the cell lifts for reordering.
    static let liftDelay = 0.3
    /// How soon a second click makes a double-click.
    static let doubleClickInterval = 0.35
    /// How far apart, in points along each axis, two clicks of a double-click may be.
    static let doubleClickDistance = 6.0

    /// A click: a press and release without a drag.
    struct Click {
        /// Where, in window points.
        var point: Point
        /// When, on the model's clock.
        var time: Double
    }

    /// Where the pointer went down, while it is down.
    var start: Point?
    /// When it went down.
    var startTime = 0.0
    /// Where the pointer is while it is down.
    var pointer: Point?
    /// Whether the press down now was a Ctrl- or Shift-click (it adds to the selection).
    var extendsSelection = false
    /// The last click, for double-clicks.
    var lastClick: Click?
    /// How many items a click may select (the scene's `selection`, the toolbar or key S).
    var selectionMode = SelectionMode.single

    /// Whether the pointer is down on the collection.
    var isDown: Bool { start != nil }

    /// The pointer goes down at `point` at `time`.
    mutating func begin(at point: Point, time: Double) {
        start = point
        startTime = time
        pointer = point
    }

    /// The pointer comes up (or the press is taken away).
    mutating func end() {
        start = nil
        pointer = nil
    }

    /// Whether a click at `point` at `time` is the second of a double-click.
    func isDoubleClick(at point: Point, time: Double) -> Bool {
        guard let last = lastClick else { return false }
        return time - last.time <= Self.doubleClickInterval && abs(last.point.x - point.x) <= Self.doubleClickDistance
            && abs(last.point.y - point.y) <= Self.doubleClickDistance
    }
}
