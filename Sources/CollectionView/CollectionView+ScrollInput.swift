import CollectionLayout

/// Scrolling from the wheel, the trackpad and the keyboard, ending where the layout says.
///
/// A wheel (or trackpad) event moves the content at once, by exactly its delta, and is
/// remembered with its time; when no wheel event has come for `wheelIdleInterval` on the
/// collection view's clock, the collection view asks the layout's
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` where to rest, with
/// the wheel's recent velocity, and glides there. A key step proposes the offset it would reach
/// and glides to the layout's answer at once. Any new input during a glide starts from where
/// the content is on screen at the clock's time, not from the glide's target.
extension CollectionView {
    /// How long without a wheel event ends a wheel scroll, in seconds of the collection view's clock.
    public nonisolated static let wheelIdleInterval = 0.1

    /// Whether the content scrolls sideways only (a horizontal row such as cover flow), so that a
    /// vertical wheel or key moves it sideways.
    public var scrollsOnlyHorizontally: Bool {
        contentSize.width > viewportSize.width && contentSize.height <= viewportSize.height
    }

    /// A wheel or trackpad event: the content moves by `delta` at once (positive moves the offset
    /// right and down); the layout picks the resting place once the wheel has been still for
    /// `wheelIdleInterval`.
    public func scrollWheel(by delta: Point) {
        guard !isDragging else { return }
        let pending = wheelScroll
        stopScrollingWhereShown()
        let step = scrollableDelta(delta)
        setContentOffset(Point(x: contentOffset.x + step.x, y: contentOffset.y + step.y))
        var wheel = pending ?? WheelScroll(lastTime: animator.time, samples: [])
        wheel.lastTime = animator.time
        wheel.samples.append((animator.time, step))
        wheel.samples.removeAll { animator.time - $0.time > Self.wheelIdleInterval }
        wheelScroll = wheel
    }

    /// A key step by `delta` (an arrow or a page): proposes the offset it reaches from where the
    /// content is shown now and glides to where the layout wants it to rest.
    public func scrollStep(by delta: Point) {
        stopScrollingWhereShown()
        let step = scrollableDelta(layoutWheelDelta(delta))
        scrollStep(to: Point(x: contentOffset.x + step.x, y: contentOffset.y + step.y))
    }

    /// A key jump to an offset (Home, End): glides to where the layout wants it to rest, the
    /// velocity pointing the way the jump goes.
    public func scrollStep(to proposed: Point) {
        guard !isDragging else { return }
        stopScrollingWhereShown()
        let proposed = clamped(proposed)
        // A key's velocity: its step covered in one standard animation (a direction for the layout).
        let velocity = Point(x: (proposed.x - contentOffset.x) / Animator.defaultDuration,
                             y: (proposed.y - contentOffset.y) / Animator.defaultDuration)
        let target = restingOffset(proposed: proposed, velocity: velocity)
        glide(to: target, start: animator.time, duration: animator.duration, curve: .decelerate)
    }

    /// Where scrolling proposed at `proposed` with `velocity` (points per second) comes to rest:
    /// the layout's answer, kept within the content; when paging, the page (with
    /// `limitingToAdjacentPage`, a drag's or a wheel's: no further than the next page).
    func restingOffset(proposed: Point, velocity: Point, limitingToAdjacentPage: Bool = false) -> Point {
        if isPagingEnabled { return pagedRestingOffset(proposed: proposed, limitingToAdjacentPage: limitingToAdjacentPage) }
        return clamped(calls(layout).targetContentOffset(forProposedContentOffset: clamped(proposed), withScrollingVelocity: velocity))
    }

    /// Glides from where the content is to where the layout wants it to rest (after scrolling
    /// that did not ask, such as a reorder's autoscroll).
    func glideToRestingPlace() {
        guard !isDragging, scrollAnimation == nil else { return }
        glide(to: restingOffset(proposed: contentOffset, velocity: .zero), start: animator.time,
              duration: animator.duration, curve: .easeInOut)
    }

    /// Starts the content gliding from where it is to `target`; nothing when it is already there.
    func glide(to target: Point, start: Double, duration: Double, curve: TimingCurve) {
        guard max(abs(target.x - contentOffset.x), abs(target.y - contentOffset.y)) > 1e-9 else {
            scrollAnimation = nil
            return
        }
        scrollAnimation = ScrollAnimation(from: contentOffset, to: target, start: start, duration: duration, curve: curve)
    }

    /// Stops any glide, spring or animated scroll where it is shown at the clock's time, and
    /// forgets a wheel scroll waiting to settle (new input takes over from the screen).
    public func stopScrollingWhereShown() {
        if let animation = scrollAnimation {
            scrollAnimation = nil
            setContentOffsetAllowingOverscroll(animation.offset(at: animator.time))
        }
        wheelScroll = nil
    }

    /// Once the wheel has been still for the idle interval: glides to the layout's resting place,
    /// starting at the moment the interval ran out (so the result does not depend on how often
    /// the clock is advanced).
    func settleWheelScrollIfIdle() {
        guard let wheel = wheelScroll, animator.time >= wheel.lastTime + Self.wheelIdleInterval else { return }
        wheelScroll = nil
        let target = restingOffset(proposed: contentOffset, velocity: wheel.velocity, limitingToAdjacentPage: true)
        glide(to: target, start: wheel.lastTime + Self.wheelIdleInterval, duration: animator.duration, curve: .easeInOut)
        advanceScrolling()
    }

    /// After the viewport changed size: a glide stops where it is shown and the content rests at
    /// once where the layout says (UIKit asks `targetContentOffset(forProposedContentOffset:)`
    /// after a bounds-size change); a drag in progress decides on release.
    func restAfterResize() {
        guard !isDragging else { return }
        stopScrollingWhereShown()
        clampContentOffset()
        restAtLayoutTarget()
    }

    /// A wheel or key delta on the axes the content scrolls: a vertical delta moves a row that
    /// only scrolls sideways (the larger of the two when both come, as from a trackpad).
    func scrollableDelta(_ delta: Point) -> Point {
        guard scrollsOnlyHorizontally else { return delta }
        return Point(x: abs(delta.x) >= abs(delta.y) ? delta.x : delta.y, y: 0)
    }
}

/// A wheel scroll that has not yet come to rest.
struct WheelScroll {
    /// When the last wheel event came, on the collection view's clock.
    var lastTime: Double
    /// The deltas (as applied) of the events within the idle interval before the last one.
    var samples: [(time: Double, delta: Point)]

    /// The distance the wheel moved in the last idle interval, per second of that interval.
    var velocity: Point {
        let window = CollectionView.wheelIdleInterval
        let sum = samples.reduce(Point.zero) { Point(x: $0.x + $1.delta.x, y: $0.y + $1.delta.y) }
        return Point(x: sum.x / window, y: sum.y / window)
    }
}
