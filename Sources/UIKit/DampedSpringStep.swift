import Foundation

/// The exact motion of a damped linear spring over one step, `y'' + c·y' + k·y = 0` (y the displacement from the
/// spring's rest point, k the stiffness ω², c the damping coefficient 2ζω plus any linear resistance): the closed
/// form, under-, critically or over-damped, so a step of any length lands where the continuous spring would.
/// UIKit Dynamics' animator steps an item held only by zero-length springs (and resistance) with it.
struct DampedSpringStep {
    /// The stiffness, ω² (per second²).
    var stiffness: Double
    /// The damping coefficient (per second).
    var damping: Double

    /// The displacement and velocity `time` seconds after `displacement` and `velocity`.
    func advance(displacement y0: Double, velocity v0: Double, by time: Double) -> (displacement: Double, velocity: Double) {
        let k = stiffness, c = damping, t = time
        if k <= 0 {
            // No spring: the velocity decays by the damping alone.
            guard c > 0 else { return (y0 + v0 * t, v0) }
            let decay = exp(-c * t)
            return (y0 + v0 * (1 - decay) / c, v0 * decay)
        }
        let alpha = c / 2
        let discriminant = c * c - 4 * k
        if abs(discriminant) <= 1e-12 * max(c * c, k) {
            // Critically damped: (A + B·t)·e^(−αt).
            let a = y0, b = v0 + alpha * y0, decay = exp(-alpha * t)
            return ((a + b * t) * decay, (b - alpha * (a + b * t)) * decay)
        }
        if discriminant < 0 {
            // Underdamped: e^(−αt)·(A·cos βt + B·sin βt), β the damped frequency.
            let beta = (k - alpha * alpha).squareRoot()
            let a = y0, b = (v0 + alpha * y0) / beta, decay = exp(-alpha * t)
            let cosine = cos(beta * t), sine = sin(beta * t)
            return (decay * (a * cosine + b * sine), decay * ((b * beta - alpha * a) * cosine - (a * beta + alpha * b) * sine))
        }
        // Overdamped: A·e^(r₁t) + B·e^(r₂t).
        let root = discriminant.squareRoot()
        let r1 = (-c + root) / 2, r2 = (-c - root) / 2
        let a = (v0 - r2 * y0) / (r1 - r2), b = y0 - a
        let e1 = exp(r1 * t), e2 = exp(r2 * t)
        return (a * e1 + b * e2, r1 * a * e1 + r2 * b * e2)
    }
}
