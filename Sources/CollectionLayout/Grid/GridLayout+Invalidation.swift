/// Self-sizing and invalidation of the grid layout.
extension GridLayout {
    /// A new width or height lays everything out again (placeholders fill the screen); scrolling
    /// alone does not, unless a header pins.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        if resizes(to: newBounds) { return true }
        guard hasPinnedHeaders, let old = context?.bounds else { return false }
        return abs(newBounds.minY - old.minY) >= 1e-9
    }

    /// A resize invalidates everything; a scroll names only the pinned headers it moves — the
    /// pinned global headers and the pinned headers of the sections meeting the old or new
    /// bounds — and the next prepare recomputes nothing.
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        if resizes(to: newBounds) { return .everything }
        var invalidation = InvalidationContext()
        let pinnedGlobal = globalHeaders.indices.filter { globalHeaders[$0].pinsToVisibleBounds }
        if !pinnedGlobal.isEmpty {
            invalidation.invalidateSupplementaryElements(ofKind: ElementKind.globalHeader,
                                                         at: pinnedGlobal.map { IndexPath(item: $0, section: 0) })
        }
        let old = context?.bounds ?? newBounds
        let low = min(old.minY, newBounds.minY), high = max(old.maxY, newBounds.maxY)
        var indexPaths: [IndexPath] = []
        var section = firstSection(endingAfter: low)
        while section < sections.count, sections[section].origin <= high {
            for header in sections[section].headers where header.metrics.pinsToVisibleBounds {
                indexPaths.append(IndexPath(item: header.index, section: section))
            }
            section += 1
        }
        if !indexPaths.isEmpty { invalidation.invalidateSupplementaryElements(ofKind: ElementKind.header, at: indexPaths) }
        return invalidation
    }

    /// Whether a bounds change changes the size the layout was prepared for.
    private func resizes(to newBounds: Rect) -> Bool {
        abs(newBounds.width - collectionViewContentSize.width) >= 1e-9
            || (!placeholders.isEmpty && abs(newBounds.height - (context?.bounds.height ?? newBounds.height)) >= 1e-9)
    }

    /// Whether any global or section header pins.
    var hasPinnedHeaders: Bool {
        globalHeaders.contains(where: \.pinsToVisibleBounds)
            || sectionHeaders.values.contains { $0.contains(where: \.pinsToVisibleBounds) }
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

    /// A new data set or a full invalidation forgets every measured height; a batch update
    /// carries them to the items' new index paths; a context naming items keeps them (the next
    /// `prepare()` lays everything out from them), and so does one that says only the metrics
    /// changed (`keepsMeasuredHeights`).
    public func invalidateLayout(with context: InvalidationContext) {
        if context.invalidateDataSourceCounts && !context.updateItems.isEmpty && !context.invalidateEverything {
            // A batch update: each measured height follows its item to its new index path;
            // reloaded items are measured again.
            var carried: [IndexPath: Double] = [:]
            let reloaded = Set(context.updateItems.filter { $0.action == .reload }.compactMap(\.indexPathBeforeUpdate))
            for (indexPath, height) in measuredHeights where !reloaded.contains(indexPath) {
                if let after = UpdateItem.indexPathAfterUpdate(for: indexPath, in: context.updateItems) { carried[after] = height }
            }
            measuredHeights = carried
        } else if context.invalidateDataSourceCounts
                    || (context.invalidateEverything && !Self.keepsMeasuredHeights(context)) {
            measuredHeights = [:]
        }
        let onlySupplementary = !context.invalidatedSupplementaryIndexPaths.isEmpty
            && context.invalidatedItemIndexPaths.isEmpty && context.invalidatedDecorationIndexPaths.isEmpty
            && !context.invalidateEverything && !context.invalidateDataSourceCounts
        onlyPinnedHeadersInvalidated = (onlyPinnedHeadersInvalidated ?? true) && onlySupplementary
    }

    /// Whether a full invalidation is "the configuration changed" — headers, footers,
    /// placeholders or colours, the flow layout's `invalidateFlowLayoutDelegateMetrics` alone,
    /// without `invalidateFlowLayoutAttributes` — so cells keep the heights they measured at the
    /// same width.
    static func keepsMeasuredHeights(_ context: InvalidationContext) -> Bool {
        context.invalidateFlowLayoutDelegateMetrics && !context.invalidateFlowLayoutAttributes
    }

    /// The heights cells preferred so far (variable rows), by index path.
    public var measuredItemHeights: [IndexPath: Double] { measuredHeights }

    /// Starts from heights measured before (a text size visited again): rows take them at the
    /// next prepare, as if the cells had preferred them; cells measure themselves again only
    /// where none is given.
    public func useMeasuredHeights(_ heights: [IndexPath: Double]) {
        measuredHeights = heights
    }

    /// The context for a change of the grid's configuration that keeps cells' measured heights.
    public static var metricsChanged: InvalidationContext {
        var context = InvalidationContext()
        context.invalidateEverything = true
        context.invalidateFlowLayoutDelegateMetrics = true
        return context
    }
}
