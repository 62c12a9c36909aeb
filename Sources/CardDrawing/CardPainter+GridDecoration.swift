import CollectionLayout
import CollectionView

/// The grid's decorations: hairline separators and section backgrounds.
extension CardPainter {
    /// Draws a separator or section background; false for other decorations.
    package func paintGridDecoration(_ attributes: LayoutAttributes, grid: GridSupplementaryContent, frame: Rect,
                             into list: inout DrawList) -> Bool {
        let metrics = grid.metrics[attributes.indexPath.section] ?? .standard
        let fill: Color
        switch attributes.kind {
        case ElementKind.rowSeparator, ElementKind.columnSeparator:
            fill = metrics.separatorColor ?? palette.separator
        case ElementKind.sectionSeparator:
            fill = metrics.sectionSeparatorColor ?? palette.separator
        case ElementKind.sectionBackground:
            guard let background = metrics.backgroundColor else { return true }
            fill = background
        default:
            return false
        }
        list.append(.fill(frame, color: fill.withAlphaMultiplied(by: attributes.alpha), cornerRadius: 0))
        return true
    }
}
