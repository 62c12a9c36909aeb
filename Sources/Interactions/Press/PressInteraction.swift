import CollectionLayout
import SceneFormat

/// Owns a press on the collection and the clicks it makes: where and when the pointer went
/// down, where it is while down, whether it extends the selection, the last click (for
/// double-clicks) and how many items a click may select.
package struct PressInteraction {
    /// How far a press must move before it becomes a drag (a scroll, a swipe or a lift), in points.
    package static let dragThreshold = 4.0
    /// How long a press must rest before the cell lifts for reordering.
    package static let liftDelay = 0.3
    /// How soon a second click makes a double-click.
    package static let doubleClickInterval = 0.35
    /// How far apart, in points along each axis, two clicks of a double-click may be.
    package static let doubleClickDistance = 6.0

    /// A click: a press and release without a drag.
    package struct Click {
        /// Where, in window points.
        package var point: Point
        /// When, on the model's clock.
        package var time: Double

        /// A click at `point` at `time`.
        package init(point: Point, time: Double) {
            self.point = point
            self.time = time
        }
    }

    /// Where the pointer went down, while it is down.
    package internal(set) var start: Point?
    /// When it went down.
    package internal(set) var startTime = 0.0
    /// Where the pointer is while it is down.
    package internal(set) var pointer: Point?
    /// Whether the press down now was a Ctrl- or Shift-click (it adds to the selection).
    package internal(set) var extendsSelection = false
    /// The last click, for double-clicks.
    package internal(set) var lastClick: Click?
    /// How many items a click may select (the scene's `selection`, the toolbar or key S).
    package internal(set) var selectionMode = SelectionMode.single

    /// Whether the pointer is down on the collection.
    package var isDown: Bool { start != nil }

    /// The pointer goes down at `point` at `time`.
    package mutating func begin(at point: Point, time: Double) {
        start = point
        startTime = time
        pointer = point
    }

    /// The pointer comes up (or the press is taken away).
    package mutating func end() {
        start = nil
        pointer = nil
    }

    /// Chooses how many items a click may select.
    package mutating func setSelectionMode(_ mode: SelectionMode) { selectionMode = mode }

    /// Whether a click at `point` at `time` is the second of a double-click.
    package func isDoubleClick(at point: Point, time: Double) -> Bool {
        guard let last = lastClick else { return false }
        return time - last.time <= Self.doubleClickInterval && abs(last.point.x - point.x) <= Self.doubleClickDistance
            && abs(last.point.y - point.y) <= Self.doubleClickDistance
    }
}
