/// The layout's public face in content coordinates. The solver works in stacking space, where
/// sections stack along y; for a horizontal layout (`configuration.scrollDirection`) that space
/// is the content's transpose, so rects, bounds and preferred attributes go in transposed and
/// frames, sizes and adjustments come out transposed. For a vertical layout nothing changes.
extension CompositionalLayout {
    /// A value in content coordinates as stacking space sees it, or the other way round (the
    /// same map both ways): transposed in a horizontal layout, as is in a vertical one.
    func oriented<Value: AxisTransposable>(_ value: Value) -> Value {
        isTransposed ? value.transposed : value
    }

    /// The visible bounds in stacking space.
    var stackingBounds: Rect? {
        context.map { oriented($0.bounds) }
    }

    /// The configuration's global boundary items in stacking space.
    var stackingBoundaryItems: [LayoutBoundarySupplementaryItem] {
        isTransposed ? configuration.boundarySupplementaryItems.map(\.transposed) : configuration.boundarySupplementaryItems
    }

    /// The size of the whole content: the view's width and the sections' height with the global
    /// items (a horizontal layout: the sections' width and the view's height).
    public var collectionViewContentSize: Size { oriented(contentSize) }

    /// Every element whose frame meets `rect`: global items, then per section its decorations,
    /// boundary items, cells and their anchored supplementary items.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var attributes = stackingAttributesForElements(in: oriented(rect))
        markListAttributes(&attributes)
        return isTransposed ? attributes.map(\.transposed) : attributes
    }

    /// One cell's attributes.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        stackingAttributesForItem(at: indexPath).map(listMarked).map(oriented)
    }

    /// A global boundary item (at `[0, 0]`), a section's boundary item (at `[section, 0]`), or
    /// an item's anchored supplementary item (at the item's index path), looked up in that order.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        stackingAttributesForSupplementaryView(ofKind: kind, at: indexPath).map(oriented)
    }

    /// A section's decoration (at `[section, 0]`).
    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        stackingAttributesForDecorationView(ofKind: kind, at: indexPath).map(listMarked).map(oriented)
    }

    /// A new size invalidates everything; a scroll only when boundary items are pinned or a
    /// section has a visible-items handler (both applied at query time).
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        stackingShouldInvalidateLayout(forBoundsChange: oriented(newBounds))
    }

    /// A new size invalidates everything; a scroll only the pinned boundary items (placed at query time).
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        oriented(stackingInvalidationContext(forBoundsChange: oriented(newBounds)))
    }

    /// The dimensions an element estimates: a cell's leaf item's, or a section header's or
    /// footer's height (its width in a horizontal layout).
    public func selfSizingAxes(for attributes: LayoutAttributes) -> SelfSizingAxes? {
        guard let axes = stackingSelfSizingAxes(for: oriented(attributes)) else { return nil }
        guard isTransposed else { return axes }
        var swapped: SelfSizingAxes = []
        if axes.contains(.width) { swapped.insert(.height) }
        if axes.contains(.height) { swapped.insert(.width) }
        return swapped
    }

    /// A pure question: whether a cell with an estimated dimension prefers, on that axis, a size
    /// other than the one the layout has for it (its measured size, or else its current frame).
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        stackingShouldInvalidateLayout(forPreferredLayoutAttributes: oriented(preferred), withOriginalAttributes: oriented(original))
    }

    /// Names the cell, records its preferred size for the next prepare, and says how much the
    /// content grows and — when its group ends before the visible bounds along the scroll axis —
    /// how far the content offset must move so that what the user sees stays put.
    public func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                    withOriginalAttributes original: LayoutAttributes) -> InvalidationContext {
        oriented(stackingInvalidationContext(forPreferredLayoutAttributes: oriented(preferred), withOriginalAttributes: oriented(original)))
    }
}
