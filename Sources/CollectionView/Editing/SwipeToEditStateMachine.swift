/// The swipe-to-edit state machine of the WWDC 2014 session (`AAPLSwipeToEditStateMachine`):
/// which cell is swiped, how far its content has moved, and the table of legal transitions.
/// An illegal transition is refused with an error and changes nothing.
public struct SwipeToEditStateMachine: Sendable {
    /// The legal transitions, from each state to the states it may enter.
    public static let validTransitions: [SwipeState: Set<SwipeState>] = [
        .nothing: [.tracking, .animatingOpen],
        .tracking: [.animatingOpen, .animatingShut, .nothing],
        .animatingOpen: [.editing, .tracking, .animatingShut],
        .editing: [.tracking, .animatingShut],
        .animatingShut: [.nothing, .tracking],
    ]

    /// The state now.
    public private(set) var state: SwipeState = .nothing
    /// The item whose cell is swiped (nil in `nothing`).
    public private(set) var itemID: String?

    /// A machine with nothing swiped.
    public init() {}

    /// Whether the machine may go from its state to `state`.
    public func canEnter(_ state: SwipeState) -> Bool {
        Self.validTransitions[self.state, default: []].contains(state)
    }

    /// Enters `state` for `itemID` (nil keeps the current item), or throws and stays.
    public mutating func enter(_ state: SwipeState, itemID: String? = nil) throws(SwipeError) {
        guard canEnter(state) else { throw SwipeError("illegal swipe transition from \(self.state) to \(state)") }
        self.state = state
        if state == .nothing {
            self.itemID = nil
        } else if let itemID {
            self.itemID = itemID
        }
    }
}

/// A refused swipe transition or action.
public struct SwipeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The one-line message.
    public var description: String

    /// Creates an error.
    public init(_ description: String) { self.description = description }
}
