/// UIKit's default behaviour for everything a layout need not override.
extension CollectionViewLayout {
    /// A layout does not flip in right-to-left unless it says so, as in UIKit.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// A layout is written for left to right unless it says otherwise, as in UIKit.
    public var developmentLayoutDirection: LayoutDirection { .leftToRight }

    /// A layout stays where it is put unless it says otherwise.
    public var isMovingByItself: Bool { false }

    /// No decoration views by default.
    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// By default a bounds change (scrolling) does not invalidate.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool { false }

    /// By default a bounds change invalidates everything.
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext { .everything }

    /// By default preferred attributes are ignored.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool { false }

    /// By default a preferred size invalidates just that element.
    public func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                    withOriginalAttributes original: LayoutAttributes) -> InvalidationContext {
        var context = InvalidationContext()
        switch preferred.category {
        case .cell: context.invalidateItems(at: [preferred.indexPath])
        case .supplementary: context.invalidateSupplementaryElements(ofKind: preferred.kind ?? "", at: [preferred.indexPath])
        case .decoration: context.invalidatedDecorationIndexPaths[preferred.kind ?? "", default: []].append(preferred.indexPath)
        }
        return context
    }

    /// By default the layout does not say which dimensions are estimated.
    public func selfSizingAxes(for attributes: LayoutAttributes) -> SelfSizingAxes? { nil }

    /// By default there is nothing to record: `prepare()` recomputes everything.
    public func invalidateLayout(with context: InvalidationContext) {}

    /// Nothing to prepare by default.
    public func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {}

    /// Nothing to finalize by default.
    public func finalizeCollectionViewUpdates() {}

    /// UIKit's default: nil, and the collection view fades the item in at its new place.
    public func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// UIKit's default: nil, and the collection view fades the item out where it was before the update.
    public func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }

    /// UIKit's default: nil, and the collection view fades the view in at its new place.
    public func initialLayoutAttributesForAppearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        nil
    }

    /// UIKit's default: nil, and the collection view fades the view out where it was.
    public func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        nil
    }

    /// UIKit's default: nil, and the collection view fades the decoration in at its place.
    public func initialLayoutAttributesForAppearingDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        nil
    }

    /// UIKit's default: nil, and the collection view fades the decoration out where it was.
    public func finalLayoutAttributesForDisappearingDecorationElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        nil
    }

    /// Nothing to prepare before a switch to another layout by default.
    public func prepareForTransition(to newLayout: any CollectionViewLayout) {}

    /// Nothing to prepare before a switch from another layout by default.
    public func prepareForTransition(from oldLayout: any CollectionViewLayout) {}

    /// Nothing to finalize after a layout switch is set up by default.
    public func finalizeLayoutTransition() {}

    /// By default scrolling rests where it would.
    public func targetContentOffset(forProposedContentOffset proposed: Point) -> Point { proposed }

    /// By default velocity does not change where scrolling rests.
    public func targetContentOffset(forProposedContentOffset proposed: Point, withScrollingVelocity velocity: Point) -> Point {
        targetContentOffset(forProposedContentOffset: proposed)
    }

    /// By default, the index path of the cell under the position, or the previous one.
    public func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: Point) -> IndexPath {
        let probe = Rect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
        let hit = layoutAttributesForElements(in: probe).first { $0.category == .cell && $0.frame.contains(position) }
        return hit?.indexPath ?? previousIndexPath
    }

    /// By default the item is centred on the pointer, above everything else.
    public func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: Point) -> LayoutAttributes? {
        guard var attributes = layoutAttributesForItem(at: indexPath) else { return nil }
        attributes.center = position
        attributes.zIndex = Int.max / 2
        return attributes
    }
}
