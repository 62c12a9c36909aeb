import CollectionLayout
import CollectionView
import SceneFormat

/// The disc a round cell (the circle's ring) becomes when its title does not fit whole.
extension CardPainter {
    /// A card too small for its title: a disc (or rounded chip) in the accent colour with the
    /// title's initials, in white, as large as the chip allows.
    package func paintChip(_ item: SceneItem, frame: Rect, alpha: Double, into list: inout DrawList) {
        let side = min(frame.width, frame.height)
        let chip = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        list.append(.fill(chip.insetBy(dx: -1, dy: -1), color: palette.card.withAlphaMultiplied(by: alpha), cornerRadius: side / 2 + 1))
        list.append(.fill(chip, color: (item.color ?? palette.defaultAccent).withAlphaMultiplied(by: alpha), cornerRadius: side / 2))
        let words = (item.title ?? item.subtitle ?? "").split(whereSeparator: { $0 == " " || $0 == "-" })
        let initials = String(words.prefix(2).compactMap(\.first)).uppercased()
        guard !initials.isEmpty, side >= 12, let face = try? fonts.contentFace(.bold) else { return }
        let text = measurer.measure(initials, font: face, pointSize: max(6, side * 0.38), maxLines: 1, language: item.language)
        for run in text.glyphRuns(at: Point(x: chip.midX - text.width / 2, y: chip.midY - text.height / 2),
                                  color: palette.onAccent.withAlphaMultiplied(by: alpha)) {
            list.append(.text(run))
        }
    }
}
