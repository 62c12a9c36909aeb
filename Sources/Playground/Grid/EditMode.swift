import CardDrawing

/// Owns the grid's batch edit mode (the Edit button, key E): whether it is on and when it last
/// changed, for the controls' slide in and out.
struct EditMode {
    /// Whether edit mode is on.
    var isOn = false
    /// When it last changed (negative: never, so the controls rest where they are).
    var changedAt = -1.0

    /// Turns it on or off at `time`.
    mutating func set(_ on: Bool, at time: Double) {
        isOn = on
        changedAt = time
    }

    /// How far the edit controls have slid in at `time` (0 out … 1 in), eased out.
    func progress(at time: Double) -> Double {
        let t = changedAt < 0 ? 1 : min(1, (time - changedAt) / EditControlLayout.slideDuration)
        let eased = 1 - (1 - t) * (1 - t)
        return isOn ? eased : 1 - eased
    }

    /// Whether the controls are still sliding at `time`.
    func isSliding(at time: Double) -> Bool { changedAt >= 0 && time - changedAt < EditControlLayout.slideDuration - 1e-9 }

    /// When the controls' slide ends, while it runs at `time`.
    func slideEndTime(at time: Double) -> Double? { isSliding(at: time) ? changedAt + EditControlLayout.slideDuration : nil }
}
