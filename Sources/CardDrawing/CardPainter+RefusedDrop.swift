import CollectionLayout
import CollectionView
import SceneFormat

/// How a lifted card shows that it cannot be dropped where it is (over a section that says
/// `"movable": false`): the card at half opacity and a red "no entry" badge — a disc with a
/// white bar — in its top-right corner, at full opacity.
extension CardPainter {
    /// The badge's colour (systemRed).
    package static let refusedTint = Color(hex: 0xFF3B30)
    /// How much of the card's opacity a refused card keeps.
    package static let refusedOpacity = 0.5
    /// The badge's diameter, in points.
    package static let refusedBadgeSize = 24.0

    package func paintRefused(_ item: SceneItem, frame: Rect, alpha: Double, into list: inout DrawList) {
        paintCell(item, frame: frame, alpha: alpha * Self.refusedOpacity, into: &list)
        let size = Self.refusedBadgeSize
        let inset = min(8, max(0, (min(frame.width, frame.height) - size) / 2))
        let badge = Rect(x: frame.maxX - inset - size, y: frame.minY + inset, width: size, height: size)
        list.append(.fill(badge, color: Self.refusedTint.withAlphaMultiplied(by: alpha), cornerRadius: size / 2))
        let bar = Rect(x: badge.minX + size * 0.2, y: badge.midY - size * 0.08, width: size * 0.6, height: size * 0.16)
        list.append(.fill(bar, color: palette.card.withAlphaMultiplied(by: alpha), cornerRadius: size * 0.08))
    }
}
