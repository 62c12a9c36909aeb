/// What a list adds to its sections' attributes: each row marked as a list row, its
/// separator's insets (none under a grouped section's last row, none when separators are
/// hidden), the first row marked as the header when `headerMode` is `firstItemInSection`, and
/// the corner radius of rows and of an inset-grouped section's background; a plain list's
/// header and footer views marked `listRow` 1 (drawn on the rows' background).
extension CompositionalLayout {
    /// The attributes with their list marks, when their section is a list's.
    func listMarked(_ attributes: LayoutAttributes) -> LayoutAttributes {
        let index = attributes.indexPath.section
        guard sections.indices.contains(index), let list = sections[index].section.listConfiguration else { return attributes }
        var marked = attributes
        switch attributes.category {
        case .cell:
            marked[.listRow] = list.appearance == .plain ? 1 : 2
            marked[.cornerRadius] = list.rowCornerRadius
            let isHeader = list.headerMode == .firstItemInSection && attributes.indexPath.item == 0
            if isHeader { marked[.listHeader] = 1 }
            let isLast = attributes.indexPath.item == sections[index].itemCount - 1
            if list.showsSeparators && !(isLast && list.appearance.isGrouped) {
                let insets = list.resolvedSeparatorInsets
                marked[.separatorLeadingInset] = max(0, insets.leading)
                marked[.separatorTrailingInset] = max(0, insets.trailing)
            }
        case .supplementary where list.appearance == .plain:
            // A plain list's header and footer views sit on the rows' background, as UIKit's do.
            marked[.listRow] = 1
        case .decoration where attributes.kind == ListElementKind.sectionBackground:
            marked[.cornerRadius] = list.sectionCornerRadius
        default:
            break
        }
        return marked
    }

    /// Marks, in place, the attributes whose section is a list's (no copy for other layouts).
    func markListAttributes(_ attributes: inout [LayoutAttributes]) {
        for index in attributes.indices {
            let section = attributes[index].indexPath.section
            guard sections.indices.contains(section), sections[section].section.listConfiguration != nil else { continue }
            attributes[index] = listMarked(attributes[index])
        }
    }
}
