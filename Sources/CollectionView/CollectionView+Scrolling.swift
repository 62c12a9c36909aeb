import CollectionLayout

/// Scrolling by hand: a drag moves the content with the pointer (rubber-banding past the
/// edges), a release glides on with the drag's velocity (slowing at `decelerationRate`) and
/// comes to rest where the layout's `targetContentOffset` says, or on a page when paging;
/// animated scrolls and glides run on the collection view's clock.
extension CollectionView {
    /// Scrolls to an offset (kept within the content), over the usual duration when `animated`,
    /// as UIKit's `setContentOffset(_:animated:)`: the layout's `targetContentOffset` is not
    /// asked, and paging does not round it — the offset given is where the content rests.
    public func setContentOffset(_ offset: Point, animated: Bool) {
        stopScrollingWhereShown()
        let target = clamped(offset)
        guard animated else {
            setContentOffset(target)
            return
        }
        glide(to: target, start: animator.time, duration: animator.duration, curve: .easeInOut)
    }

    /// Scrolls towards an offset as a user's scroll ends (the script's `scroll`, a click that
    /// brings a card to the centre): over the usual duration when `animated`, coming to rest
    /// where the layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
    /// says for it at zero velocity, or on the nearest page when paging (kept within the content).
    public func scrollToRestingPlace(near offset: Point, animated: Bool) {
        stopScrollingWhereShown()
        let target = restingOffset(proposed: offset, velocity: .zero)
        guard animated else {
            setContentOffset(target)
            return
        }
        glide(to: target, start: animator.time, duration: animator.duration, curve: .easeInOut)
    }

    /// The offset kept within the content.
    func clamped(_ offset: Point) -> Point {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return Point(x: min(max(minimum.x, offset.x), maximum.x), y: min(max(minimum.y, offset.y), maximum.y))
    }

    /// Whether the content is moving by itself (a glide, a spring back, an animated scroll).
    public var isScrollAnimating: Bool { scrollAnimation != nil }

    /// A drag starts at a window point (its own coordinates; only differences count).
    public func beginDrag(at point: Point) {
        let point = layoutDragPoint(point)
        stopScrollingWhereShown()
        dragState = DragState(lastPoint: point, unclampedOffset: contentOffset, samples: [(animator.time, point)])
    }

    /// The drag moved: the content follows, past the edges with resistance.
    public func drag(to point: Point) {
        let point = layoutDragPoint(point)
        if orthogonalScroll.drag != nil { return dragOrthogonalBand(to: point) }
        guard var state = dragState else { return }
        let axisX = contentSize.width > viewportSize.width, axisY = contentSize.height > viewportSize.height || !axisX
        state.unclampedOffset.x -= axisX ? point.x - state.lastPoint.x : 0
        state.unclampedOffset.y -= axisY ? point.y - state.lastPoint.y : 0
        state.lastPoint = point
        state.samples.append((animator.time, point))
        state.samples.removeAll { animator.time - $0.0 > 0.1 }
        dragState = state
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        func banded(_ value: Double, _ lower: Double, _ upper: Double, _ dimension: Double) -> Double {
            if value < lower { return lower + ScrollPhysics.rubberBand(value - lower, dimension: dimension) }
            if value > upper { return upper + ScrollPhysics.rubberBand(value - upper, dimension: dimension) }
            return value
        }
        setContentOffsetAllowingOverscroll(Point(x: banded(state.unclampedOffset.x, minimum.x, maximum.x, viewportSize.width),
                                                 y: banded(state.unclampedOffset.y, minimum.y, maximum.y, viewportSize.height)))
    }

    /// The drag ended: glide on with its velocity to where the layout wants scrolling to rest,
    /// or spring back from past an edge.
    public func endDrag() {
        if orthogonalScroll.drag != nil { return endOrthogonalDrag() }
        guard let state = dragState else { return }
        dragState = nil
        var velocity = Point.zero
        if let first = state.samples.first, let last = state.samples.last, last.0 - first.0 > 0.001 {
            let dt = last.0 - first.0
            velocity = Point(x: -(last.1.x - first.1.x) / dt, y: -(last.1.y - first.1.y) / dt)
        }
        let proposed = Point(x: contentOffset.x + ScrollPhysics.glideDistance(velocity: velocity.x, rate: decelerationRate),
                             y: contentOffset.y + ScrollPhysics.glideDistance(velocity: velocity.y, rate: decelerationRate))
        let target = restingOffset(proposed: proposed, velocity: velocity, limitingToAdjacentPage: true)
        let outside = contentOffset != clamped(contentOffset)
        let distance = max(abs(target.x - contentOffset.x), abs(target.y - contentOffset.y))
        guard distance > 0.01 else { return }
        scrollAnimation = ScrollAnimation(from: contentOffset, to: target, start: animator.time,
                                          duration: outside ? 0.45 : ScrollPhysics.glideDuration(distance: distance, rate: decelerationRate),
                                          curve: outside ? .spring : .decelerate)
    }

    /// Whether a drag is under way (of the content or of an orthogonal band).
    public var isDragging: Bool { dragState != nil || orthogonalScroll.drag != nil }

    /// Moves a running scroll animation to the clock's time.
    func advanceScrolling() {
        guard let animation = scrollAnimation else { return }
        setContentOffsetAllowingOverscroll(animation.offset(at: animator.time))
        if animator.time >= animation.start + animation.duration {
            scrollAnimation = nil
            setContentOffset(animation.to)
            layoutIfNeeded()
        }
    }
}

/// What a drag in progress remembers.
struct DragState {
    /// The pointer's last position.
    var lastPoint: Point
    /// Where the content would be without resistance at the edges.
    var unclampedOffset: Point
    /// Recent pointer positions with their times, for the release velocity.
    var samples: [(Double, Point)]
}
