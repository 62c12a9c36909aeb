/// The loading state machine of the WWDC 2014 session (`AAPLLoadableContentStateMachine`): a
/// current state and the table of legal transitions. An illegal transition is refused with an
/// error and leaves the state as it was; entering the current state again is allowed and
/// changes nothing (as the sample's `setLoadingState:` skips an equal state).
public struct LoadableContentStateMachine: Hashable, Sendable {
    /// The legal transitions, from each state to the states it may enter (the sample's table).
    public static let validTransitions: [LoadState: Set<LoadState>] = [
        .initial: [.loadingContent],
        .loadingContent: [.contentLoaded, .noContent, .error],
        .refreshingContent: [.contentLoaded, .noContent, .error],
        .contentLoaded: [.refreshingContent, .noContent, .error],
        .noContent: [.refreshingContent, .contentLoaded, .error],
        .error: [.loadingContent, .refreshingContent, .noContent, .contentLoaded],
    ]

    /// The state the machine is in.
    public private(set) var currentState: LoadState

    /// A machine in `state` (`initial` unless told).
    public init(state: LoadState = .initial) {
        currentState = state
    }

    /// Whether the machine may go from its state to `state` (the same state included).
    public func canEnter(_ state: LoadState) -> Bool {
        state == currentState || Self.validTransitions[currentState, default: []].contains(state)
    }

    /// Enters `state`, or throws and stays where it is when the table does not allow it.
    public mutating func enter(_ state: LoadState) throws(DataSourceError) {
        guard canEnter(state) else {
            throw DataSourceError("illegal load state transition from \(currentState) to \(state)")
        }
        currentState = state
    }
}
