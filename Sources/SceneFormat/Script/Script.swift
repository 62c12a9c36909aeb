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

    /// The same script with every action `delay` seconds later (a script dropped on the window
    /// plays from the moment it was dropped).
    public func delayed(by delay: Double) -> Script {
        Script(file: file, actions: actions.map { timed in
            var later = timed
            later.at += delay
            return later
        })
    }
}
