import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// The plain card: a hairline edge, the accent colour down its leading side, its face, and its
/// title and subtitle (or a colour swatch for an item without text).
extension CardPainter {
    /// A card: its text laid out for its frame (`content`, when the caller has it already; the lines
    /// that fit, the last ending in "…" when more would follow), or a colour swatch for an item
    /// without text.
    package func paintCell(_ item: SceneItem, frame: Rect, alpha: Double, content given: CardContent? = nil,
                   cornerRadius: Double = CardPainter.cornerRadius, selected: Bool = false, into list: inout DrawList) {
        let accent = item.color ?? palette.defaultAccent
        guard item.hasText else {
            list.append(.fill(frame, color: accent.withAlphaMultiplied(by: alpha), cornerRadius: cornerRadius))
            return
        }
        let content = given ?? cardContent(of: item, frame: frame)
        // A hairline around the card keeps overlapping white cards (cover flow, piles) apart.
        list.append(.fill(frame.insetBy(dx: -1, dy: -1), color: palette.cardEdge.withAlphaMultiplied(by: alpha),
                          cornerRadius: cornerRadius + 1))
        list.append(.fill(frame, color: accent.withAlphaMultiplied(by: alpha), cornerRadius: cornerRadius))
        let rightToLeft = layoutDirection == .rightToLeft
        let face = Rect(x: frame.minX + (rightToLeft ? 0 : CardContent.accentWidth), y: frame.minY,
                        width: frame.width - CardContent.accentWidth, height: frame.height)
        // The background view, or — selected — the selected-background view, under the text.
        list.append(.fill(face, color: (selected ? palette.selectedCard : palette.card).withAlphaMultiplied(by: alpha),
                          cornerRadius: cornerRadius))
        guard let content else { return }
        let textOrigin = content.textOrigin(in: layoutDirection)
        let origin = Point(x: frame.minX + textOrigin.x, y: frame.minY + textOrigin.y)
        list.append(.pushClip(frame))
        for run in content.title?.glyphRuns(at: origin, color: palette.label.withAlphaMultiplied(by: alpha),
                                            boxWidth: content.textWidth, layoutDirection: layoutDirection) ?? [] {
            list.append(.text(run))
        }
        if showsBaselines {
            markBaselines(content.title, origin: origin, into: &list)
            markBaselines(content.subtitle, origin: Point(x: origin.x, y: origin.y + content.subtitleOffset), into: &list)
        }
        let subtitleOrigin = Point(x: origin.x, y: origin.y + content.subtitleOffset)
        for run in content.subtitle?.glyphRuns(at: subtitleOrigin, color: palette.secondaryLabel.withAlphaMultiplied(by: alpha),
                                               boxWidth: content.textWidth, layoutDirection: layoutDirection) ?? [] {
            list.append(.text(run))
        }
        list.append(.popClip)
    }

    /// A thin line under each line of text, on its baseline, as wide as the line.
    private func markBaselines(_ layout: TextLayout?, origin: Point, into list: inout DrawList) {
        for line in layout?.lines ?? [] {
            list.append(.fill(Rect(x: origin.x, y: origin.y + line.baseline, width: max(1, line.width), height: 1),
                              color: Color(red: 0, green: 170, blue: 255, alpha: 200), cornerRadius: 0))
        }
    }
}
