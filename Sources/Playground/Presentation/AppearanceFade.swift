import CardDrawing

/// Owns a crossfade between light and dark: the colours it starts from, when, and for how long.
struct AppearanceFade {
    /// The colours the fade starts from.
    var from: Palette
    /// When it starts, on the model's clock.
    var start: Double
    /// How long it lasts, in seconds.
    var duration: Double

    /// When it ends.
    var endTime: Double { start + duration }

    /// The colours at `time` on the way to `target`, eased in and out (smoothstep) as a view's
    /// crossfade is; nil for a fade of no duration (the target's colours, at once).
    func palette(towards target: Palette, at time: Double) -> Palette? {
        guard duration > 0 else { return nil }
        let progress = min(1, max(0, (time - start) / duration))
        return from.blended(to: target, progress: progress * progress * (3 - 2 * progress))
    }
}
