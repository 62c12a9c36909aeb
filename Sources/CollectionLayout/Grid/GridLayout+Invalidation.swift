/// Self-sizing and invalidation of the grid layout.
extension GridLayout {
    /// A new width lays everything out again; scrolling alone does not.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        abs(newBounds.width - collectionViewContentSize.width) >= 1e-9
    }

    /// In a variable-height section, whether a cell prefers a height other than the one it has.
    /// Pure: it records nothing.
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        let indexPath = preferred.indexPath
        guard preferred.category == .cell, sections.indices.contains(indexPath.section),
              indexPath.item >= 0, indexPath.item < sections[indexPath.section].itemCount else { return false }
        let metrics = sections[indexPath.section].metrics
        guard metrics.rowHeight?.isVariable == true else { return false }
        return abs(preferred.size.height - height(ofItem: indexPath, metrics: metrics)) >= 1e-9
    }

    /// Names just that item, records its preferred height for the next prepare, and says how much
    /// the content grows and — when its row is above the visible bounds — how far the content
    /// offset must move so that what the user sees stays put.
    public func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                    withOriginalAttributes original: LayoutAttributes) -> InvalidationContext {
        var invalidation = InvalidationContext()
        let indexPath = preferred.indexPath
        invalidation.invalidateItems(at: [indexPath])
        guard preferred.category == .cell, sections.indices.contains(indexPath.section),
              indexPath.item >= 0, indexPath.item < sections[indexPath.section].itemCount else { return invalidation }
        let section = sections[indexPath.section]
        guard let rowHeight = section.metrics.rowHeight, rowHeight.isVariable else { return invalidation }
        let row = indexPath.item / section.columns
        let rowItems = (row * section.columns)..<min((row + 1) * section.columns, section.itemCount)
        func currentRowHeight() -> Double {
            let heights = rowItems.map { height(ofItem: IndexPath(item: $0, section: indexPath.section), metrics: section.metrics) }
            return GridSectionGeometry.rowHeight(rowHeight, heights: heights[...])
        }
        let before = currentRowHeight()
        measuredHeights[indexPath] = preferred.size.height
        let delta = currentRowHeight() - before
        invalidation.contentSizeAdjustment = Size(width: 0, height: delta)
        if let bounds = context?.bounds, section.rowTops[row] + section.rowHeights[row] <= bounds.minY + 1e-9 {
            invalidation.contentOffsetAdjustment = Point(x: 0, y: delta)
        }
        return invalidation
    }

    /// A new data set or a full invalidation forgets every measured height; a context naming
    /// items keeps them (the next `prepare()` lays everything out from them).
    public func invalidateLayout(with context: InvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            measuredHeights = [:]
        }
    }
}
