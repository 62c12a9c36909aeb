import CollectionLayout

/// The collection view's way of calling a layout: every call goes through here, so that a
/// `LayoutTrace`, when there is one, records it with its arguments and answer.
@MainActor
struct LayoutCalls {
    /// The layout called.
    let layout: any CollectionViewLayout
    /// Where calls are recorded; nil: they are only forwarded.
    let trace: LayoutTrace?

    func prepare() {
        trace?.record(layout, .prepare)
        layout.prepare()
    }

    var collectionViewContentSize: Size {
        let size = layout.collectionViewContentSize
        trace?.record(layout, .contentSize(size))
        return size
    }

    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let answer = layout.layoutAttributesForElements(in: rect)
        trace?.record(layout, .elementsInRect(rect, count: answer.count))
        return answer
    }

    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        let answer = layout.layoutAttributesForItem(at: indexPath)
        trace?.record(layout, .item(indexPath, found: answer != nil))
        return answer
    }

    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        let answer = layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        trace?.record(layout, .supplementary(kind: kind, indexPath, found: answer != nil))
        return answer
    }

    func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        let answer = layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        trace?.record(layout, .decoration(kind: kind, indexPath, found: answer != nil))
        return answer
    }

    /// Forwarded untraced: UIKit's layouts tell their cells this privately, through the fitting
    /// priorities, not by a call a subclass sees.
    func selfSizingAxes(for attributes: LayoutAttributes) -> SelfSizingAxes? {
        layout.selfSizingAxes(for: attributes)
    }

    func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        let answer = layout.shouldInvalidateLayout(forBoundsChange: newBounds)
        trace?.record(layout, .shouldInvalidateForBoundsChange(newBounds, answer: answer))
        return answer
    }

    func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        trace?.record(layout, .invalidationContextForBoundsChange(newBounds))
        return layout.invalidationContext(forBoundsChange: newBounds)
    }

    func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                withOriginalAttributes original: LayoutAttributes) -> Bool {
        let answer = layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        trace?.record(layout, .shouldInvalidateForPreferredAttributes(original.indexPath, preferred: preferred.size,
                                                                      original: original.size, answer: answer))
        return answer
    }

    func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                             withOriginalAttributes original: LayoutAttributes) -> InvalidationContext {
        let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        trace?.record(layout, .invalidationContextForPreferredAttributes(original.indexPath, invalidated: context.invalidatedItemIndexPaths))
        return context
    }

    func invalidateLayout(with context: InvalidationContext) {
        trace?.record(layout, .invalidateLayout(InvalidationSummary(context)))
        layout.invalidateLayout(with: context)
    }

    func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        trace?.record(layout, .prepareForUpdates(updateItems.map(Self.describe)))
        layout.prepare(forCollectionViewUpdates: updateItems)
    }

    func finalizeCollectionViewUpdates() {
        trace?.record(layout, .finalizeUpdates)
        layout.finalizeCollectionViewUpdates()
    }

    func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        trace?.record(layout, .initialAttributes(.cell, kind: nil, indexPath))
        return layout.initialLayoutAttributesForAppearingItem(at: indexPath)
    }

    func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        trace?.record(layout, .finalAttributes(.cell, kind: nil, indexPath))
        return layout.finalLayoutAttributesForDisappearingItem(at: indexPath)
    }

    func initialLayoutAttributesForAppearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        trace?.record(layout, .initialAttributes(.supplementary, kind: kind, indexPath))
        return layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: indexPath)
    }

    func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        trace?.record(layout, .finalAttributes(.supplementary, kind: kind, indexPath))
        return layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: kind, at: indexPath)
    }

    func initialLayoutAttributesForAppearingDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        trace?.record(layout, .initialAttributes(.decoration, kind: kind, indexPath))
        return layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: kind, at: indexPath)
    }

    func finalLayoutAttributesForDisappearingDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        trace?.record(layout, .finalAttributes(.decoration, kind: kind, indexPath))
        return layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: kind, at: indexPath)
    }

    func prepareForTransition(to newLayout: any CollectionViewLayout) {
        trace?.record(layout, .prepareForTransitionTo(String(describing: type(of: newLayout))))
        layout.prepareForTransition(to: newLayout)
    }

    func prepareForTransition(from oldLayout: any CollectionViewLayout) {
        trace?.record(layout, .prepareForTransitionFrom(String(describing: type(of: oldLayout))))
        layout.prepareForTransition(from: oldLayout)
    }

    func finalizeLayoutTransition() {
        trace?.record(layout, .finalizeTransition)
        layout.finalizeLayoutTransition()
    }

    func targetContentOffset(forProposedContentOffset proposed: Point) -> Point {
        let answer = layout.targetContentOffset(forProposedContentOffset: proposed)
        trace?.record(layout, .targetContentOffset(proposed: proposed, velocity: nil, answer: answer))
        return answer
    }

    func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        let answer = layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
        trace?.record(layout, .targetContentOffset(proposed: proposed, velocity: velocity, answer: answer))
        return answer
    }

    func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: Point) -> IndexPath {
        let answer = layout.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
        trace?.record(layout, .targetIndexPath(previousIndexPath, position: position, answer: answer))
        return answer
    }

    func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: Point) -> LayoutAttributes? {
        trace?.record(layout, .interactivelyMovingItem(indexPath, position: position))
        return layout.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
    }

    /// An update item in UIKit's words: `insert [0, 2]`, `move [0, 1] → [1, 0]`.
    static func describe(_ item: UpdateItem) -> String {
        let before = item.indexPathBeforeUpdate?.description, after = item.indexPathAfterUpdate?.description
        switch item.action {
        case .insert: return "insert \(after ?? "?")"
        case .delete: return "delete \(before ?? "?")"
        case .reload: return "reload \(before ?? "?")"
        case .move: return "move \(before ?? "?") → \(after ?? "?")"
        case .none: return "none"
        }
    }
}

extension CollectionView {
    /// Calls to `layout` that the trace, if any, records.
    func calls(_ layout: any CollectionViewLayout) -> LayoutCalls {
        LayoutCalls(layout: layout, trace: trace)
    }
}
