/// Owns a short message at the bottom of the window and the moment it goes.
struct Toast {
    /// How long a toast stays.
    static let duration = 2.5

    /// What it says.
    var message: String
    /// When it goes, on the model's clock.
    var until: Double

    /// A toast saying `message` from `time` for `duration`.
    init(_ message: String, at time: Double) {
        self.message = message
        until = time + Self.duration
    }

    /// Whether it is still shown at `time`.
    func isShown(at time: Double) -> Bool { time < until }
}
