import CollectionLayout
import CollectionView

/// Which of the grid's supplementary views an element is, and its drawing.
extension CardPainter {
    /// Draws a grid supplementary view; false when the element is not one the grid knows.
    package func paintGridSupplementary(_ attributes: LayoutAttributes, grid: GridSupplementaryContent, frame: Rect,
                                into list: inout DrawList) -> Bool {
        let alpha = attributes.alpha
        let index = attributes.indexPath.item, section = attributes.indexPath.section
        switch attributes.kind {
        case ElementKind.globalHeader:
            guard grid.globalHeaders.indices.contains(index) else { return true }
            switch grid.globalHeaders[index] {
            case .title(let header):
                paintGlobalHeader(header, frame: frame, alpha: alpha, into: &list)
            case .segmentedControl(let titles, let selected):
                list.append(.fill(frame, color: palette.background.withAlphaMultiplied(by: alpha), cornerRadius: 0))
                paintSegmentedControl(titles: titles, selected: selected, frame: frame, alpha: alpha, into: &list)
            }
            return true
        case ElementKind.placeholder:
            paintPlaceholder(grid.placeholders[section] ?? .activityIndicator, frame: frame, alpha: alpha, into: &list)
            return true
        case ElementKind.header:
            guard let headers = grid.headers[section], headers.indices.contains(index) else { return true }
            // Every grid header is opaque: pinned ones cover the rows scrolling under them.
            list.append(.fill(frame, color: palette.background.withAlphaMultiplied(by: alpha), cornerRadius: 0))
            switch headers[index] {
            case .text(let text):
                paintSupplementary(text, isHeader: true, frame: frame, alpha: alpha, into: &list)
            case .segmentedControl(let titles, let selected):
                paintSegmentedControl(titles: titles, selected: selected, frame: frame, alpha: alpha, into: &list)
            }
            return true
        case ElementKind.footer:
            guard let footers = grid.footers[section], footers.indices.contains(index) else { return true }
            paintSupplementary(footers[index], isHeader: false, frame: frame, alpha: alpha, into: &list)
            return true
        default:
            return false
        }
    }
}
