/// A timeline of actions, played from time 0 on the model's clock.
public struct Script: Sendable {
    /// The file the script came from (for error messages).
    public var file: String
    /// The actions, in the order they happen (ties keep the file's order).
    public var actions: [TimedAction]

    /// Creates a script; the actions are put in time order.
    public init(file: String, actions: [TimedAction]) {
        self.file = file
        self.actions = actions.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
    }

    /// When the last action happens.
    public var endTime: Double { actions.last?.at ?? 0 }
}
