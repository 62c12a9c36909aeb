import Foundation

/// How an animation's progress follows time: eased, or a critically damped spring.
public enum TimingCurve: Hashable, Sendable {
    /// Core Animation's ease-in-out: cubic Bézier (0.42, 0), (0.58, 1).
    case easeInOut
    /// A critically damped spring that settles (to within 0.1%) at the animation's end.
    case spring
    /// Constant speed.
    case linear
    /// Exponential deceleration, as a flicked scroll view slows down (fast start, long glide).
    case decelerate

    /// The progress (0…1) after the fraction `t` (0…1) of the duration.
    public func progress(_ t: Double) -> Double {
        let t = min(1, max(0, t.isNaN ? 1 : t))
        switch self {
        case .linear:
            return t
        case .decelerate:
            let rate = 4.6
            return (1 - exp(-rate * t)) / (1 - exp(-rate))
        case .easeInOut:
            return Self.cubicBezier(x: t, x1: 0.42, y1: 0, x2: 0.58, y2: 1)
        case .spring:
            // x(t) = 1 − (1 + ωt)·e^(−ωt), with ω chosen so that x(1) = 0.999.
            guard t < 1 else { return 1 }
            let omega = 9.233
            return 1 - (1 + omega * t) * exp(-omega * t)
        }
    }

    /// y of the cubic Bézier from (0,0) to (1,1) at the point whose x is `x` (Newton, then bisection).
    private static func cubicBezier(x: Double, x1: Double, y1: Double, x2: Double, y2: Double) -> Double {
        func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            let d = slope(s, x1, x2)
            if abs(error) < 1e-7 { return coordinate(s, y1, y2) }
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<40 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }
}
