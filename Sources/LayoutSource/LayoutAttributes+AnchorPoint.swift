import CollectionLayout

/// A layer's anchor point on the drawn card, as a cell's `apply(_:)` sets `layer.anchorPoint` from an
/// attributes subclass's `anchorPoint` (AnimatedCollectionViewLayout's convention): the collection view puts the
/// layer's position — the point at the anchor — at the attributes' centre, and the transform turns about it.
extension LayoutAttributes {
    /// The same card as a layer with `anchor` (in unit coordinates of its bounds, ½, ½ the centre) shows it: moved
    /// by (½ − anchor) × size, its transform taken about the anchor (`translate(d) · transform · translate(−d)`,
    /// perspective and all) instead of the card's centre.
    package mutating func applyLayerAnchorPoint(_ anchor: Point) {
        guard anchor.x.isFinite, anchor.y.isFinite, anchor != Point(x: 0.5, y: 0.5) else { return }
        let shift = Point(x: (0.5 - anchor.x) * size.width, y: (0.5 - anchor.y) * size.height)
        center = Point(x: center.x + shift.x, y: center.y + shift.y)
        if !transform3D.isIdentity {
            transform3D = Transform3D.translation(x: shift.x, y: shift.y, z: 0).concatenating(transform3D)
                .concatenating(.translation(x: -shift.x, y: -shift.y, z: 0))
        }
    }
}
