/// Hairlines one device pixel thick, placed on the pixel grid of a display scale.
struct GridHairline: Sendable {
    /// Device pixels per point (1 or 2).
    let scale: Double

    /// The thickness of one device pixel, in points.
    var thickness: Double { 1 / scale }

    /// The pixel edge at or before `value`.
    func snapped(_ value: Double) -> Double { (value * scale + 1e-9).rounded(.down) / scale }

    /// Where a hairline centred on `value` starts, snapped to the pixel grid.
    func start(centredOn value: Double) -> Double { snapped(value - thickness / 2) }
}
