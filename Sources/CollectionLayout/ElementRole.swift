/// How a supplementary or decoration view is drawn when its kind is not one the playground names
/// (`ElementKind`): a layout written for an app uses its own kinds (Apple's sample code's
/// `"section-header-element-kind"`), which are drawn by the role they play — named by the scene's
/// `elementKinds`, or read from where the element sits (`ElementRole.inferred`).
public enum ElementRole: String, Sendable, CaseIterable {
    /// A section's header: the section's header text, on the background when pinned.
    case header
    /// A section's footer.
    case footer
    /// A small view on an item (a count, a "new" mark): a numbered badge.
    case badge
    /// A view behind a section's items: a rounded fill in the grouped background colour.
    case background

    /// The roles' names, for an error.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The role of an element of an unnamed kind from its place: a supplementary view wholly
    /// above or before its section's first item is its header, one wholly below or after its last
    /// item its footer, a band across the items' whole width (or height) over them a pinned header,
    /// anything else a badge; a decoration view is a background when it is behind
    /// the items (a negative `zIndex`) or covers the middle of the section's items, and
    /// draws nothing otherwise (nil). `items` is the frame around the section's first and last
    /// items (nil for a section without items: a supplementary view is then its header).
    public static func inferred(for attributes: LayoutAttributes, items: Rect?) -> ElementRole? {
        let frame = attributes.frame
        switch attributes.category {
        case .cell:
            return nil
        case .supplementary:
            guard let items else { return .header }
            if frame.maxY <= items.minY + 0.5 || (frame.maxX <= items.minX + 0.5 && frame.height >= items.height - 0.5) { return .header }
            if frame.minY >= items.maxY - 0.5 || (frame.minX >= items.maxX - 0.5 && frame.height >= items.height - 0.5) { return .footer }
            // A band across the items' whole width (or, sideways, their whole height) over them is a header pinned to
            // the visible bounds as they scroll under it, not a badge.
            if frame.minX <= items.minX + 0.5, frame.maxX >= items.maxX - 0.5, frame.height < items.height { return .header }
            if frame.minY <= items.minY + 0.5, frame.maxY >= items.maxY - 0.5, frame.width < items.width { return .header }
            return .badge
        case .decoration:
            if attributes.zIndex < 0 { return .background }
            guard let items else { return nil }
            return frame.contains(Point(x: items.midX, y: items.midY)) ? .background : nil
        }
    }
}
