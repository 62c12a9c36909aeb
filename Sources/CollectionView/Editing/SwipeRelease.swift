/// What a swipe does when the pointer lets go, by the session's thresholds: it opens when the
/// content moves towards the actions faster than `openingSpeed`, or has uncovered more than the
/// actions' width; otherwise it shuts. The slide that follows is eased, and the faster the
/// release the longer it lasts (from `baseDuration`, `durationPerSpeed` more per point a second,
/// at most `maximumDuration`): a fast flick carries on, a slow release settles quickly.
public struct SwipeRelease: Hashable, Sendable {
    /// Points a second towards the actions above which a release opens.
    public static let openingSpeed = 100.0
    /// The shortest slide.
    public static let baseDuration = 0.2
    /// Seconds added per point a second of release speed.
    public static let durationPerSpeed = 0.0001
    /// The longest slide.
    public static let maximumDuration = 0.4

    /// Whether the actions stay open.
    public var opens: Bool
    /// How long the slide to open or shut takes.
    public var duration: Double

    /// The release of a swipe that has uncovered `revealed` points of actions `actionsWidth`
    /// wide, moving at `speed` points a second towards the actions (negative: away from them).
    public init(revealed: Double, speed: Double, actionsWidth: Double) {
        opens = speed > Self.openingSpeed || revealed > actionsWidth
        duration = min(Self.maximumDuration, Self.baseDuration + abs(speed) * Self.durationPerSpeed)
    }
}
