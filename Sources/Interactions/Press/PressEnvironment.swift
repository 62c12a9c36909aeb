import AppInput
import CollectionLayout

/// What a click on the collection lands on, as far as the press cares.
package enum ClickTarget: Equatable {
    /// A segment of a segmented control (its section, or the global header's when nil, shows that segment).
    case segment(Int, section: Int?)
    /// A side item of cover flow or the line, brought to the centre by scrolling to `offset`.
    case sideItem(centeringOffset: Point)
    /// Anything else: a cell is selected, or nothing.
    case other
}

/// What a press on the collection lands on while the grid is in edit mode.
package enum EditControlHit: Equatable {
    /// A row's remove control, on an item with actions: its actions open.
    case remove(itemID: String)
    /// A row's grip: the row lifts at once, if its item may move.
    case grip(itemID: String)
}

/// All a press — a click, a double-click, a drag that becomes a lift (reordering), a swipe or a
/// scroll — may read of the window and ask of it. It reads the clock, whether a window point is
/// on the collection, what the collection is doing, what a click or an edit-mode press lands on;
/// it asks the open swipe and a cell's lift, which may decline. Everything else it changes it asks
/// for as `PressCommand`s.
@MainActor
package protocol PressEnvironment {
    /// The clock, in seconds.
    var time: Double { get }
    /// Whether a window point is on the collection.
    func isOnCollection(_ point: Point) -> Bool
    /// Whether a cell is lifted (reordering).
    var isReordering: Bool { get }
    /// Whether a row's swipe follows the pointer.
    var isSwipeTracking: Bool { get }
    /// Whether the content is being dragged (scrolled by hand).
    var isScrolling: Bool { get }
    /// What a click at a window point lands on.
    func clickTarget(at point: Point) -> ClickTarget
    /// What an edit-mode press at a window point lands on (nil: no control, or not in edit mode).
    func editControl(at point: Point) -> EditControlHit?
    /// Offers a press to an open row's swipe (its buttons act; anywhere else shuts it); true when taken.
    func offerPressToSwipe(at point: Point) -> Bool
    /// Offers a quick sideways drag to a row's swipe; true when the row has actions and follows.
    func offerDragToSwipe(from start: Point, to point: Point) -> Bool
    /// Lifts the cell at window point `start` to follow the pointer at `point`; false when there is
    /// no cell there or it may not move.
    func liftItem(at start: Point, following point: Point) -> Bool
}
