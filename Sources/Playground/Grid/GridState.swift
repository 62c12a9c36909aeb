import CardDrawing
import CollectionLayout
import CollectionView

/// Owns what the grid keeps between layouts: the row heights its cells measured, by text size,
/// width and edit mode (coming back to one lays the rows out at once); the key of the grid on
/// screen; what its headers, footers, placeholders and decorations show; and edit mode.
struct GridState {
    /// The most height sets kept.
    static let heightCacheLimit = 12

    /// Row heights the grid's cells measured, by text size, width and edit mode.
    private(set) var heightCache: [GridHeightKey: GridMeasuredHeights] = [:]
    /// The key the grid on screen was configured for.
    private(set) var shownKey: GridHeightKey?
    /// What the grid's headers, footers, placeholders and decorations show now.
    private(set) var content = GridSupplementaryContent()
    /// Batch edit mode.
    private(set) var editMode = EditMode()

    /// Keeps the row heights the grid on screen measured (`byIndexPath`, with `data` to find
    /// their items), for the key it was configured for; at most `heightCacheLimit` sets are kept.
    mutating func keepMeasuredHeights(_ byIndexPath: [IndexPath: Double], data: CollectionData) {
        guard !byIndexPath.isEmpty, let key = shownKey else { return }
        var byID = heightCache[key]?.byItemID ?? [:]
        for (indexPath, height) in byIndexPath {
            if let id = data.itemID(at: indexPath) { byID[id] = height }
        }
        if heightCache[key] == nil, heightCache.count >= Self.heightCacheLimit, let any = heightCache.keys.first { heightCache[any] = nil }
        heightCache[key] = GridMeasuredHeights(data: data, byIndexPath: byIndexPath, byItemID: byID)
    }

    /// Forgets every measured row height, and those of the grid on screen too (the rows' texts
    /// changed: a pseudo-language switched), until the next grid is configured.
    mutating func forgetMeasuredHeights() {
        heightCache = [:]
        shownKey = nil
    }

    /// The grid on screen is configured for `key`.
    mutating func showKey(_ key: GridHeightKey) { shownKey = key }

    /// Shows `newContent` in the headers, footers and placeholders; returns whether it changed.
    mutating func show(_ newContent: GridSupplementaryContent) -> Bool {
        guard newContent != content else { return false }
        content = newContent
        return true
    }

    /// Turns edit mode on or off at `time` (its controls slide in or out from then).
    mutating func setEditing(_ on: Bool, at time: Double) { editMode.set(on, at: time) }
}
