import CardDrawing

/// Owns what the grid keeps between layouts: the row heights its cells measured, by text size,
/// width and edit mode (coming back to one lays the rows out at once); the key of the grid on
/// screen; what its headers, footers, placeholders and decorations show; and edit mode.
struct GridState {
    /// The most height sets kept.
    static let heightCacheLimit = 12

    /// Row heights the grid's cells measured, by text size, width and edit mode.
    var heightCache: [GridHeightKey: GridMeasuredHeights] = [:]
    /// The key the grid on screen was configured for.
    var shownKey: GridHeightKey?
    /// What the grid's headers, footers, placeholders and decorations show now.
    var content = GridSupplementaryContent()
    /// Batch edit mode.
    var editMode = EditMode()
}
