/// What a table row draws behind its text when not selected: its own fill (the grid, a plain
/// list) or nothing (a grouped list's section background, a sidebar), and its corners.
package struct RowBackground: Hashable, Sendable {
    /// Whether the row fills its frame with the card colour.
    package var isOpaque: Bool
    /// The corner radius of its fill, selection and highlight.
    package var cornerRadius: Double

    /// The grid's row: an opaque square.
    package static let opaque = RowBackground(isOpaque: true, cornerRadius: 0)
}
