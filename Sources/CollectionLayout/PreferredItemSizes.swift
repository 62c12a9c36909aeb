/// The sizes cells preferred in a custom layout that self-sizes them (circle, cover flow,
/// stacked, line), as the 2014 session's custom layouts keep them: by index path, carried to
/// the items' new index paths through a batch update, forgotten on a reload.
///
/// A size is kept with the width it was measured at, so a layout that offers a cell another
/// width (the circle raising a card) uses its estimate until the cell is asked again.
public struct PreferredItemSizes: Sendable {
    private var sizes: [IndexPath: Size] = [:]

    /// No sizes yet: every item at its estimate.
    public init() {}

    /// Whether no item has a preferred size.
    public var isEmpty: Bool { sizes.isEmpty }

    /// The preferred size of an item, if it has one.
    public subscript(indexPath: IndexPath) -> Size? { sizes[indexPath] }

    /// An item's height when it is laid out `width` wide: the height it preferred at that width,
    /// or `estimate`; at most `limit` (whole points, rounded down), when the layout has one.
    public func height(of indexPath: IndexPath, width: Double, estimate: Double, atMost limit: Double? = nil) -> Double {
        var height = estimate
        if let size = sizes[indexPath], abs(size.width - width) < 1e-6 { height = size.height }
        guard let limit else { return height }
        return min(height, limit.rounded(.down))
    }

    /// Whether a cell's preferred attributes change what is kept for it.
    public func changes(_ preferred: LayoutAttributes) -> Bool {
        guard preferred.category == .cell else { return false }
        guard let size = sizes[preferred.indexPath] else { return true }
        return abs(size.width - preferred.size.width) >= 1e-9 || abs(size.height - preferred.size.height) >= 1e-9
    }

    /// Keeps a cell's preferred size.
    public mutating func record(_ preferred: LayoutAttributes) {
        guard preferred.category == .cell else { return }
        sizes[preferred.indexPath] = preferred.size
    }

    /// Follows a change of the data: a batch update carries each size to its item's new index
    /// path (deleted items' sizes go); a reload (counts changed with no update items) forgets all.
    public mutating func apply(_ context: InvalidationContext) {
        guard context.invalidateDataSourceCounts else { return }
        guard !context.updateItems.isEmpty, !context.invalidateEverything else {
            sizes = [:]
            return
        }
        var carried: [IndexPath: Size] = [:]
        for (indexPath, size) in sizes {
            if let moved = UpdateItem.indexPathAfterUpdate(for: indexPath, in: context.updateItems) { carried[moved] = size }
        }
        sizes = carried
    }
}
