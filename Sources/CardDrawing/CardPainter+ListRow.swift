import CellTemplate
import CollectionLayout
import CollectionView
import SceneFormat

/// A list's row (`ListConfiguration`): iOS's list cell (or the item's own template), or its section's header when the list's
/// `headerMode` is `firstItemInSection`, with the separator its attributes give below it.
extension CardPainter {
    /// Draws a list row from its attributes' list marks.
    package func paintListRow(_ item: SceneItem, attributes: LayoutAttributes, state: CellState, frame: Rect, into list: inout DrawList) {
        let alpha = attributes.alpha
        let background = RowBackground(isOpaque: attributes[.listRow] == 1, cornerRadius: max(0, attributes[.cornerRadius]))
        if attributes[.listHeader] == 1 {
            if state.isSelected {
                list.append(.fill(frame, color: palette.controlPressed.withAlphaMultiplied(by: alpha), cornerRadius: background.cornerRadius))
            } else if background.isOpaque {
                list.append(.fill(frame, color: palette.card.withAlphaMultiplied(by: alpha), cornerRadius: 0))
            }
            paintSupplementary(item.title ?? item.subtitle ?? "", isHeader: true, frame: frame, alpha: alpha, language: item.language, into: &list)
        } else {
            // A list's row is iOS's list cell unless its item has a template of its own.
            paintRow(item, section: attributes.indexPath.section, state: state, frame: frame, alpha: alpha, background: background,
                     defaultTemplate: BuiltInCellTemplates.list, into: &list)
        }
        let leading = attributes[.separatorLeadingInset]
        guard leading >= 0 else { return }
        let trailing = attributes[.separatorTrailingInset]
        let thickness = 1 / max(1, pixelScale)
        let width = max(0, frame.width - leading - trailing)
        let x = layoutDirection == .rightToLeft ? frame.minX + trailing : frame.minX + leading
        list.append(.fill(Rect(x: x, y: frame.maxY - thickness, width: width, height: thickness),
                          color: palette.separator.withAlphaMultiplied(by: alpha), cornerRadius: 0))
    }
}
