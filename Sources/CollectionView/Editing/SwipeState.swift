/// Where a cell's swipe-to-edit is (the states of the WWDC 2014 session's
/// `AAPLSwipeToEditStateMachine`).
public enum SwipeState: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// No cell is open or moving.
    case nothing
    /// A horizontal drag moves a cell's content with the pointer.
    case tracking
    /// The content slides to show the actions.
    case animatingOpen
    /// The actions are shown; the cell waits for a tap.
    case editing
    /// The content slides back over the actions.
    case animatingShut

    /// The state's name, as the overlay shows it.
    public var description: String { rawValue }
}
