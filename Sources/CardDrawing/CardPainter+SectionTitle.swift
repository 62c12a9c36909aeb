import CollectionLayout
import CollectionView

/// A section's header or footer title.
extension CardPainter {
    /// The title in the section's header or footer, one line across the top, wrapped at the side, in
    /// `language` (nil: the scene's).
    package func paintSupplementary(_ text: String, isHeader: Bool, frame: Rect, alpha: Double, language: String? = nil, into list: inout DrawList) {
        // A header at the side of a horizontal flow (taller than wide) wraps its text, and so does
        // one across the top measured for more than one line; others keep a single line.
        let oneLine = SupplementaryText.preferredHeight(text, isHeader: isHeader, category: category, fonts: fonts, measurer: measurer)
        let wraps = frame.height > frame.width * 1.5 || frame.height > oneLine + 1
        // A header under a landscape phone's sensor housing keeps its text inside the safe area.
        let covered = safeAreaSides.intrusion(minX: frame.minX, maxX: frame.maxX)
        let textFrame = Rect(x: frame.minX + covered.left, y: frame.minY,
                             width: max(0, frame.width - covered.left - covered.right), height: frame.height)
        guard let layout = SupplementaryText.layout(text, isHeader: isHeader, width: textFrame.width, category: category,
                                                    fonts: fonts, measurer: measurer, maxLines: wraps ? 0 : 1, language: language) else { return }
        let top = frame.minY + (frame.height - layout.height) / 2
        let color = (isHeader ? palette.label : palette.secondaryLabel).withAlphaMultiplied(by: alpha)
        list.append(.pushClip(frame))
        for run in layout.glyphRuns(at: Point(x: textFrame.minX + SupplementaryText.inset, y: top), color: color,
                                    boxWidth: max(1, textFrame.width - 2 * SupplementaryText.inset), layoutDirection: layoutDirection) {
            list.append(.text(run))
        }
        list.append(.popClip)
    }
}
