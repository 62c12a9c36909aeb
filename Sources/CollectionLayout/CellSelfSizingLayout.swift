/// A custom layout whose cells size themselves (the 2014 session's self-sizing in custom
/// layouts): its item size is an estimate; a cell about to appear is asked for its preferred
/// attributes, the layout keeps the size in `preferredSizes` and hears of it through an
/// invalidation context naming just that item. Circle, cover flow, stacked and line adopt it.
public protocol CellSelfSizingLayout: CollectionViewLayout {
    /// Whether cells size themselves (the item size is then their estimate); false: every cell
    /// takes the layout's size and preferred attributes are ignored, UIKit's default.
    var selfSizing: Bool { get }
    /// The sizes cells preferred so far.
    var preferredSizes: PreferredItemSizes { get set }
}

extension CellSelfSizingLayout {
    /// A pure question: with self-sizing on, whether the cell prefers a size other than the one kept for it.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        selfSizing && preferredSizes.changes(preferred)
    }

    /// Names just that item and keeps its preferred size (the row and the ring do not move:
    /// only the item's own frame changes).
    public func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                    withOriginalAttributes original: LayoutAttributes) -> InvalidationContext {
        var invalidation = InvalidationContext()
        invalidation.invalidateItems(at: [preferred.indexPath])
        preferredSizes.record(preferred)
        return invalidation
    }

    /// Carries the preferred sizes through a batch update, or forgets them on a reload.
    public func invalidateLayout(with context: InvalidationContext) {
        preferredSizes.apply(context)
    }
}
