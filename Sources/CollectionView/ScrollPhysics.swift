import CollectionLayout
import Foundation

/// The numbers behind scrolling as UIScrollView does it: rubber-banding past the edges,
/// exponential deceleration after a flick, and where a flick comes to rest.
public enum ScrollPhysics {
    /// UIScrollView's normal deceleration: the velocity keeps 0.998 of itself each millisecond.
    public static let decelerationRate = DecelerationRate.normal.rawValue
    /// How stiff the rubber band is (UIKit's constant).
    public static let rubberBandCoefficient = 0.55

    /// Where content dragged `overshoot` points past an edge is shown, for a viewport `dimension` long.
    public static func rubberBand(_ overshoot: Double, dimension: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let sign: Double = overshoot < 0 ? -1 : 1
        let x = abs(overshoot)
        return sign * (1 - 1 / (x * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// How far a flick at `velocity` points per second travels before it stops, its velocity
    /// keeping `rate` of itself each millisecond (continuously: v / (−ln r · 1000), between the
    /// millisecond sums v/1000 · r/(1 − r) and v/1000 · 1/(1 − r)).
    public static func glideDistance(velocity: Double, rate: DecelerationRate = .normal) -> Double {
        let k = -log(rate.rawValue) * 1000
        return velocity / k
    }

    /// How long a glide of `distance` points takes to come (visibly, within half a point) to
    /// rest at a deceleration rate, in seconds.
    public static func glideDuration(distance: Double, rate: DecelerationRate = .normal) -> Double {
        guard abs(distance) > 0.5 else { return 0.2 }
        let k = -log(rate.rawValue) * 1000
        return min(2.5, max(0.25, log(abs(distance) / 0.5) / k))
    }
}

/// The content offset moving by itself: a programmatic animated scroll, a glide after a flick,
/// or a spring back from past an edge.
public struct ScrollAnimation: Sendable {
    /// Where it starts.
    public var from: Point
    /// Where it comes to rest.
    public var to: Point
    /// When it starts, on the collection view's clock.
    public var start: Double
    /// How long it lasts.
    public var duration: Double
    /// How progress follows time.
    public var curve: TimingCurve

    /// The offset at `time`.
    public func offset(at time: Double) -> Point {
        guard duration > 0 else { return to }
        let p = curve.progress((time - start) / duration)
        return Point(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
    }
}
