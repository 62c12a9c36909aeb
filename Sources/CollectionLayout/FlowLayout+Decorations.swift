/// The flow layout's decoration views: the 2012 session's bookshelf — a shelf under each line,
/// laid out like the cells and repeating with the content — and a background behind each
/// section that scrolls with it. Both sit behind the cells (zIndex −1).
extension FlowLayout {
    /// The zIndex of decoration views, behind the cells.
    public static let decorationZIndex = -1

    /// A shelf: as wide as the collection across the scroll axis, `shelfThickness` along it, its
    /// leading edge at the line's trailing edge (under a vertical flow's row). Item n of the section
    /// is line n's shelf.
    func shelfAttributes(section index: Int, line: Int) -> LayoutAttributes {
        let section = sections[index]
        var attributes = LayoutAttributes(forDecorationViewOfKind: ElementKind.shelf, with: IndexPath(item: line, section: index))
        attributes.frame = axes.rect(cross: 0, main: section.origin + section.lines[line].end, crossSize: crossExtent,
                                     mainSize: shelfThickness)
        attributes.zIndex = Self.decorationZIndex
        return attributes
    }

    /// A section's background: below its header to above its footer (its insets and lines), as
    /// wide as the collection; nil for a section without items.
    func sectionBackgroundAttributes(section index: Int) -> LayoutAttributes? {
        let section = sections[index]
        let extent = section.extent - section.headerExtent - section.footerExtent
        guard !section.sizes.isEmpty, extent > 0 else { return nil }
        var attributes = LayoutAttributes(forDecorationViewOfKind: ElementKind.sectionBackground, with: IndexPath(item: 0, section: index))
        attributes.frame = axes.rect(cross: 0, main: section.origin + section.headerExtent, crossSize: crossExtent, mainSize: extent)
        attributes.zIndex = Self.decorationZIndex - 1
        return attributes
    }

    /// A shelf's or a section background's attributes, or nil when there is none.
    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        switch kind {
        case ElementKind.shelf:
            guard shelfThickness > 0, sections[indexPath.section].lines.indices.contains(indexPath.item) else { return nil }
            return shelfAttributes(section: indexPath.section, line: indexPath.item)
        case ElementKind.sectionBackground:
            guard drawsSectionBackgrounds, indexPath.item == 0 else { return nil }
            return sectionBackgroundAttributes(section: indexPath.section)
        default:
            return nil
        }
    }
}

extension ElementKind {
    /// A shelf under a line of a flow layout (the 2012 session's bookshelf; a decoration view).
    public static let shelf = "shelf"
}
