import CollectionLayout

/// The running animations of a collection view's elements, keyed by identity, sampled on a
/// clock the owner drives (`advance(to:)`), so any moment can be rendered exactly.
public struct Animator: Sendable {
    /// The usual duration of an animation, in seconds (at normal speed).
    public static let defaultDuration = 0.35
    /// How much longer animations take in slow motion.
    public static let slowMotionFactor = 10.0

    /// The clock, in seconds.
    public private(set) var time = 0.0
    /// Whether animations run ten times slower, for designers.
    public var slowAnimations = false
    /// Reduce Motion: an element that would move or change size fades in at its new place (or,
    /// leaving, fades out where it is) instead, as UIKit's transitions do with the setting on.
    public var reducesMotion = false
    /// The running animations.
    public private(set) var animations: [ElementIdentity: ElementAnimation] = [:] {
        didSet {
            targetKeysAreCurrent = false
            generation &+= 1
        }
    }
    /// The layout keys animations lead to (of elements that stay), so the layout's own
    /// attributes of those elements can be skipped without building their identities.
    private var cachedTargetKeys: Set<ElementKey> = []
    /// Changes whenever the set of running animations changes.
    public private(set) var generation = 0
    private var targetKeysAreCurrent = true

    /// An animator at time 0 with nothing running.
    public init() {}

    /// An animator at `time` with nothing running.
    public init(time: Double, slowAnimations: Bool, reducesMotion: Bool = false) {
        self.time = time
        self.slowAnimations = slowAnimations
        self.reducesMotion = reducesMotion
    }

    /// The duration an animation gets now, slow motion included.
    public var duration: Double { Self.defaultDuration * (slowAnimations ? Self.slowMotionFactor : 1) }

    /// Whether anything is still moving.
    public var isAnimating: Bool { !animations.isEmpty }

    /// The latest time any running animation ends.
    public var endTime: Double { animations.values.map { $0.start + $0.duration }.max() ?? time }

    /// Starts (or restarts) an element's animation now.
    public mutating func animate(_ identity: ElementIdentity, from: LayoutAttributes, to: LayoutAttributes,
                                 curve: TimingCurve = .easeInOut, removesOnCompletion: Bool = false) {
        var (from, to) = (from, to)
        if reducesMotion, from.center != to.center || from.size != to.size || from.transform3D != to.transform3D {
            // No movement: leaving, it fades out where it is; staying or arriving, it fades in where it goes.
            if removesOnCompletion {
                to = from
                to.alpha = 0
            } else {
                from = to
                from.alpha = 0
            }
        }
        animations[identity] = ElementAnimation(from: from, to: to, start: time, duration: duration, curve: curve,
                                                removesElementOnCompletion: removesOnCompletion)
    }

    /// Stops an element's animation where it is.
    public mutating func stop(_ identity: ElementIdentity) {
        animations[identity] = nil
    }

    /// Ends every animation at once: each element is where its animation was going (and one
    /// that was leaving is gone), as an update made without animation would leave it.
    public mutating func finishAll() {
        animations = [:]
    }

    /// Moves the clock forward and drops the animations that have ended.
    public mutating func advance(to newTime: Double) {
        time = max(time, newTime)
        if animations.values.contains(where: { $0.isFinished(at: time) }) {
            animations = animations.filter { !$0.value.isFinished(at: time) }
        }
    }

    /// The keys (category, kind, index path) of the places animating elements go to.
    public mutating func targetKeys() -> Set<ElementKey> {
        if !targetKeysAreCurrent {
            cachedTargetKeys = Set(animations.values.lazy.filter { !$0.removesElementOnCompletion }.map(\.to.elementKey))
            targetKeysAreCurrent = true
        }
        return cachedTargetKeys
    }

    /// The progress of animations at one moment, computed once for all that started together.
    public struct SharedTiming {
        private var last: (start: Double, duration: Double, curve: TimingCurve, progress: Double)?

        /// No progress computed yet.
        public init() {}

        /// The animation's progress at `time`.
        public mutating func progress(of animation: ElementAnimation, at time: Double) -> Double {
            if let last, last.start == animation.start, last.duration == animation.duration, last.curve == animation.curve {
                return last.progress
            }
            let progress = animation.duration > 0 ? animation.curve.progress((time - animation.start) / animation.duration) : 1
            last = (animation.start, animation.duration, animation.curve, progress)
            return progress
        }
    }

    /// The element's attributes on screen now, if it is animating.
    public func presentation(of identity: ElementIdentity) -> LayoutAttributes? {
        animations[identity]?.attributes(at: time)
    }
}
