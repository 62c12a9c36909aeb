import CollectionLayout
import CollectionView

/// A segmented control in a grid header.
extension CardPainter {
    /// The control's track, the selected segment raised on it, and every title centred in its segment.
    package func paintSegmentedControl(titles: [String], selected: Int, frame: Rect, alpha: Double, into list: inout DrawList) {
        let control = SegmentedControlHeader.controlFrame(in: frame, titles: titles, category: category, fonts: fonts, measurer: measurer)
        list.append(.fill(control, color: palette.controlFill.withAlphaMultiplied(by: alpha), cornerRadius: 9))
        let segments = SegmentedControlHeader.segmentFrames(titles: titles, in: frame, category: category, fonts: fonts,
                                                            measurer: measurer, rightToLeft: layoutDirection == .rightToLeft)
        guard let face = try? fonts.systemFace(.semibold) else { return }
        for (index, title) in titles.enumerated() where segments.indices.contains(index) {
            let segment = segments[index]
            if index == selected {
                list.append(.fill(segment.insetBy(dx: 2, dy: 2), color: palette.cardEdge.withAlphaMultiplied(by: alpha), cornerRadius: 7.5))
                list.append(.fill(segment.insetBy(dx: 2.5, dy: 2.5), color: palette.card.withAlphaMultiplied(by: alpha), cornerRadius: 7))
            }
            let text = measurer.measure(title, font: face, pointSize: SegmentedControlHeader.pointSize(category: category),
                                        width: max(1, segment.width - 8), maxLines: 1)
            let origin = Point(x: segment.midX - text.width / 2, y: segment.midY - text.height / 2)
            for run in text.glyphRuns(at: origin, color: palette.label.withAlphaMultiplied(by: alpha)) { list.append(.text(run)) }
        }
    }
}
