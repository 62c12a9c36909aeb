import CollectionLayout
import CollectionView
import Typography

/// Differentiate Without Color: a selected cell shows its state by a shape as well as by its
/// tinted ring or fill — a checkmark in a tinted disc at its top trailing corner, as a selected
/// photo carries one in Photos.
extension CardPainter {
    /// The disc's diameter at the default text size.
    static let selectionMarkSide = 22.0

    /// Draws the checkmark on a selected cell in `frame`, when Differentiate Without Color is on.
    package func paintSelectionMark(in frame: Rect, alpha: Double, into list: inout DrawList) {
        guard look.differentiatesWithoutColor else { return }
        let side = Self.selectionMarkSide
        let inset = 6.0
        let x = layoutDirection == .rightToLeft ? frame.minX + inset : frame.maxX - inset - side
        let disc = Rect(x: x, y: frame.minY + inset, width: side, height: side)
        // A white ring keeps the disc apart from a picture or a tinted face under it.
        list.append(.fill(disc.insetBy(dx: -2, dy: -2), color: palette.onAccent.withAlphaMultiplied(by: alpha), cornerRadius: side / 2 + 2))
        list.append(.fill(disc, color: palette.tint.withAlphaMultiplied(by: alpha), cornerRadius: side / 2))
        guard let face = try? fonts.systemFace(.bold) else { return }
        let check = measurer.measure("✓", font: face, pointSize: 15, maxLines: 1)
        let origin = Point(x: disc.midX - check.width / 2, y: disc.midY - check.height / 2)
        for run in check.glyphRuns(at: origin, color: palette.onAccent.withAlphaMultiplied(by: alpha)) { list.append(.text(run)) }
    }
}
