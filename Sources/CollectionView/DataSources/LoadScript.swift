/// How a scripted load ends.
public enum LoadOutcome: Hashable, Sendable {
    /// Content arrives: these item ids.
    case content([String])
    /// The load finds nothing.
    case noContent
    /// The load fails with this message.
    case error(String)
}

/// A deterministic load (no real clock): it ends `duration` seconds after it starts, on the
/// caller's clock, with `outcome`. `BasicDataSource.loadContent(at:)` starts it and
/// `advance(to:)` finishes it, so any moment of a load can be captured.
public struct LoadScript: Hashable, Sendable {
    /// Seconds from the start of the load to its end.
    public var duration: Double
    /// How the load ends.
    public var outcome: LoadOutcome

    /// Creates a script.
    public init(duration: Double, outcome: LoadOutcome) {
        self.duration = duration
        self.outcome = outcome
    }
}
