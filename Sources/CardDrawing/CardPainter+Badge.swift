import CollectionLayout
import CollectionView

/// The numbered badge anchored to a card.
extension CardPainter {
    /// A badge anchored to a card: a red disc with the item's number, as app icons carry.
    package func paintBadge(number: Int, frame: Rect, alpha: Double, into list: inout DrawList) {
        let radius = min(frame.width, frame.height) / 2
        list.append(.fill(frame.insetBy(dx: -1.5, dy: -1.5), color: palette.card.withAlphaMultiplied(by: alpha), cornerRadius: radius + 1.5))
        list.append(.fill(frame, color: palette.badge.withAlphaMultiplied(by: alpha), cornerRadius: radius))
        guard let face = try? fonts.systemFace(.bold) else { return }
        let layout = measurer.measure("\(number)", font: face, pointSize: max(8, frame.height * 0.5))
        let origin = Point(x: frame.midX - layout.width / 2, y: frame.midY - layout.height / 2)
        for run in layout.glyphRuns(at: origin, color: palette.onAccent.withAlphaMultiplied(by: alpha)) {
            list.append(.text(run))
        }
    }
}
