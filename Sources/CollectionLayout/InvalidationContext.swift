/// What changed since the last layout pass, as UIKit's `UICollectionViewLayoutInvalidationContext`.
public struct InvalidationContext: Sendable {
    /// Everything must be recomputed.
    public var invalidateEverything = false
    /// The number of sections or items changed.
    public var invalidateDataSourceCounts = false
    /// Cells whose attributes must be recomputed.
    public var invalidatedItemIndexPaths: [IndexPath] = []
    /// Supplementary views to recompute, by kind.
    public var invalidatedSupplementaryIndexPaths: [String: [IndexPath]] = [:]
    /// Decoration views to recompute, by kind.
    public var invalidatedDecorationIndexPaths: [String: [IndexPath]] = [:]
    /// How much the content size grows (or shrinks, when negative).
    public var contentSizeAdjustment: Size = .zero
    /// How much the content offset must move so that what the user sees stays put.
    public var contentOffsetAdjustment: Point = .zero
    /// The changes of the batch update behind `invalidateDataSourceCounts` (empty for a reload):
    /// a layout carries what it keeps per item (measured sizes) to the items' new index paths.
    public var updateItems: [UpdateItem] = []
    /// Flow layouts: ask the delegate again for every size and section metric
    /// (`UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutDelegateMetrics`).
    public var invalidateFlowLayoutDelegateMetrics = false
    /// Flow layouts: compute every line and frame again from the sizes they have
    /// (`UICollectionViewFlowLayoutInvalidationContext.invalidateFlowLayoutAttributes`).
    public var invalidateFlowLayoutAttributes = false

    /// An empty context: nothing is invalidated yet.
    public init() {}

    /// A context that invalidates everything.
    public static var everything: InvalidationContext {
        var context = InvalidationContext()
        context.invalidateEverything = true
        context.invalidateFlowLayoutDelegateMetrics = true
        context.invalidateFlowLayoutAttributes = true
        return context
    }

    /// Adds items to the invalidated set.
    public mutating func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths.append(contentsOf: indexPaths)
    }

    /// Adds everything `other` invalidates, and its adjustments, to this context.
    public mutating func formUnion(_ other: InvalidationContext) {
        invalidateEverything = invalidateEverything || other.invalidateEverything
        invalidateDataSourceCounts = invalidateDataSourceCounts || other.invalidateDataSourceCounts
        invalidateFlowLayoutDelegateMetrics = invalidateFlowLayoutDelegateMetrics || other.invalidateFlowLayoutDelegateMetrics
        invalidateFlowLayoutAttributes = invalidateFlowLayoutAttributes || other.invalidateFlowLayoutAttributes
        updateItems += other.updateItems
        invalidatedItemIndexPaths += other.invalidatedItemIndexPaths
        invalidatedSupplementaryIndexPaths.merge(other.invalidatedSupplementaryIndexPaths) { $0 + $1 }
        invalidatedDecorationIndexPaths.merge(other.invalidatedDecorationIndexPaths) { $0 + $1 }
        contentSizeAdjustment.width += other.contentSizeAdjustment.width
        contentSizeAdjustment.height += other.contentSizeAdjustment.height
        contentOffsetAdjustment.x += other.contentOffsetAdjustment.x
        contentOffsetAdjustment.y += other.contentOffsetAdjustment.y
    }

    /// Adds supplementary views of a kind to the invalidated set.
    public mutating func invalidateSupplementaryElements(ofKind kind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths[kind, default: []].append(contentsOf: indexPaths)
    }
}
