import CollectionLayout

/// What the collection view keeps of the orthogonal bands of its layout (UIKit keeps an inner
/// scroll view per band; here the one collection view keeps a number per band): each band's
/// offset, which outlives the layout, the bands gliding by themselves, the band a wheel moved
/// last (waiting to come to rest) and the band under a drag.
struct OrthogonalScrollState {
    /// Each band's offset along its axis, by section (a section never scrolled is at 0).
    var offsets: [Int: Double] = [:]
    /// The bands moving by themselves (after a wheel, a flick or an animated scroll), by section.
    var glides: [Int: OrthogonalGlide] = [:]
    /// A band wheel scroll that has not yet come to rest.
    var wheel: OrthogonalWheelScroll?
    /// The band a drag pans, if any.
    var drag: OrthogonalDrag?

    /// Whether a band is moving by itself or a band wheel scroll is still to come to rest.
    var isAnimating: Bool { !glides.isEmpty || wheel != nil }
}

/// A band moving by itself from one offset to another on the collection view's clock.
struct OrthogonalGlide {
    /// The offset it starts from.
    var from: Double
    /// The offset it comes to rest at.
    var to: Double
    /// When it starts, on the collection view's clock.
    var start: Double
    /// How long it lasts, in seconds.
    var duration: Double
    /// How progress follows time.
    var curve: TimingCurve

    /// The offset at `time`.
    func offset(at time: Double) -> Double {
        guard duration > 0 else { return to }
        return from + (to - from) * curve.progress((time - start) / duration)
    }

    /// When it ends.
    var end: Double { start + duration }
}

/// A wheel (or trackpad) scroll of one band that has not yet come to rest.
struct OrthogonalWheelScroll {
    /// The band's section.
    var section: Int
    /// The band's offset when the wheel scroll began (paging moves at most one page from it).
    var startOffset: Double
    /// When the last wheel event came, on the collection view's clock.
    var lastTime: Double
    /// The applied steps along the band's axis of the events within the idle interval before the last one.
    var samples: [(time: Double, delta: Double)]

    /// The distance the wheel moved the band in the last idle interval, per second of that interval.
    var velocity: Double {
        samples.reduce(0) { $0 + $1.delta } / CollectionView.wheelIdleInterval
    }
}

/// A drag panning one band.
struct OrthogonalDrag {
    /// The band's section.
    var section: Int
    /// The band's offset when the drag began (paging moves at most one page from it).
    var startOffset: Double
    /// Where the band would be without resistance past its ends.
    var unclampedOffset: Double
    /// The pointer's last position (window coordinates; only differences count).
    var lastPoint: Point
    /// Recent pointer positions with their times, for the release velocity.
    var samples: [(time: Double, point: Point)]
}
