import CollectionLayout

/// What a section's visible-items invalidation handler does, as a scene names it (scene key
/// `visibleItemsEffect`, the playground's own): cards shrink and fade with their distance from
/// the middle of the visible band, as in the compositional-layout talk's demo.
public struct VisibleItemsEffect: Sendable, Equatable {
    /// The scale of a card whose centre is half the container's width (or more) from the middle.
    public var minimumScale: Double
    /// The alpha of such a card.
    public var minimumAlpha: Double

    /// Creates an effect.
    public init(minimumScale: Double = 0.8, minimumAlpha: Double = 1) {
        self.minimumScale = minimumScale
        self.minimumAlpha = minimumAlpha
    }

    /// The handler: each cell scaled (and faded) linearly with the distance of its centre from
    /// the middle of the visible span along the band (x for an orthogonal band, the scroll
    /// offset's visible middle otherwise), reaching the minimums at half the container's width.
    public func handler(scrollsOrthogonally: Bool) -> (inout [LayoutAttributes], Point, LayoutEnvironment) -> Void {
        let minimumScale = minimumScale, minimumAlpha = minimumAlpha
        return { cells, offset, environment in
            let width = environment.containerSize.width
            guard width > 0 else { return }
            // A band's cells carry its offset already: the band's middle is at half the width.
            let middle = scrollsOrthogonally ? width / 2 : offset.x + width / 2
            for index in cells.indices {
                let distance = min(1, abs(cells[index].center.x - middle) / (width / 2))
                let scale = 1 - (1 - minimumScale) * distance
                cells[index].transform3D = .scale(x: scale, y: scale, z: 1)
                cells[index].alpha = 1 - (1 - minimumAlpha) * distance
            }
        }
    }
}
