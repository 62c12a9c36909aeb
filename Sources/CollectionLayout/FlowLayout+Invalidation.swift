/// Invalidation and self-sizing: what a bounds change or a cell's preferred size costs.
extension FlowLayout {
    /// Scrolling invalidates only when the cross-axis extent changes, or headers are pinned.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard context != nil else { return true }
        return sectionHeadersPinToVisibleBounds || contentCrossExtent(for: newBounds) != crossExtent
    }

    /// A new cross extent invalidates everything (sizes and metrics asked again, measured sizes
    /// kept); a scroll with pinned headers only the headers (they are placed at query time).
    public func invalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        guard contentCrossExtent(for: newBounds) == crossExtent else { return .everything }
        var context = InvalidationContext()
        context.invalidateSupplementaryElements(ofKind: ElementKind.header, at: pinnedHeaderIndexPaths(forBoundsChange: newBounds))
        return context
    }

    /// A pure question: with an estimated item size, whether a cell's preferred size differs from
    /// the size the layout has for it. Every cell self-sizes then, whether its size came from the
    /// estimate or from the delegate (which acts as that item's estimate, as in UIKit).
    public func shouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                       withOriginalAttributes original: LayoutAttributes) -> Bool {
        let indexPath = preferred.indexPath
        guard activeEstimate != nil, preferred.category == .cell, sections.indices.contains(indexPath.section),
              sections[indexPath.section].sizes.indices.contains(indexPath.item) else { return false }
        let current = pendingSizes[indexPath] ?? sections[indexPath.section].sizes[indexPath.item]
        return abs(preferred.size.width - current.width) >= 1e-9 || abs(preferred.size.height - current.height) >= 1e-9
    }

    /// Names just that item, records its preferred size for the next prepare, and says how much
    /// the content grows and — when its line is above the visible bounds — how far the content
    /// offset must move so that what the user sees stays put.
    public func invalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                    withOriginalAttributes original: LayoutAttributes) -> InvalidationContext {
        var invalidation = InvalidationContext()
        let indexPath = preferred.indexPath
        invalidation.invalidateItems(at: [indexPath])
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].sizes.indices.contains(indexPath.item) else { return invalidation }
        let section = sections[indexPath.section]
        let line = section.lines[section.line(containing: indexPath.item)]
        let before = lineExtent(line, section: indexPath.section)
        pendingSizes[indexPath] = preferred.size
        let after = lineExtent(line, section: indexPath.section)
        let delta = after - before
        invalidation.contentSizeAdjustment = axes.size(cross: 0, main: delta)
        if let bounds = context?.bounds, section.origin + line.end <= axes.mainMin(of: bounds) + 1e-9 {
            let offset = axes.size(cross: 0, main: delta)
            invalidation.contentOffsetAdjustment = Point(x: offset.width, y: offset.height)
        }
        return invalidation
    }

    /// A line's extent with the sizes preferred so far applied (the line's items unchanged).
    private func lineExtent(_ line: FlowLine, section: Int) -> Double {
        var extent = 0.0
        for item in line.firstItem..<line.endItem {
            let size = pendingSizes[IndexPath(item: item, section: section)] ?? sections[section].sizes[item]
            extent = max(extent, axes.main(of: size))
        }
        return extent
    }

    /// Records what the context invalidates; the next `prepare()` recomputes just that:
    /// everything for `invalidateEverything` or the flow flags, the sections a batch update
    /// touched for `invalidateDataSourceCounts` with update items (every item keeps its size),
    /// everything with measured sizes forgotten for a reload, or the items it names.
    public func invalidateLayout(with context: InvalidationContext) {
        noteSupplementaryOnlyInvalidation(context)
        if context.invalidateDataSourceCounts {
            if context.updateItems.isEmpty || context.invalidateEverything || pendingUpdate != nil {
                // A reload (or two updates with no prepare between): the old index paths mean nothing now.
                discardsMeasuredSizes = true
                needsFullPrepare = true
                needsDelegateMetrics = true
                pendingUpdate = nil
                pendingSizes = [:]
            } else {
                noteUpdateAnchor(for: context.updateItems)
                pendingUpdate = context.updateItems
                pendingSizes = [:]
            }
        }
        if context.invalidateEverything || context.invalidateFlowLayoutDelegateMetrics {
            needsFullPrepare = true
            needsDelegateMetrics = true
        }
        if context.invalidateFlowLayoutAttributes { needsFullPrepare = true }
        invalidatedItems.formUnion(context.invalidatedItemIndexPaths)
    }

    /// Applies preferred and re-asked sizes, then reflows only the lines they touch and moves
    /// what follows.
    func prepareInvalidatedItems() {
        var changedRanges: [Int: ClosedRange<Int>] = [:]
        func note(_ indexPath: IndexPath) {
            let range = changedRanges[indexPath.section].map {
                min($0.lowerBound, indexPath.item)...max($0.upperBound, indexPath.item)
            } ?? indexPath.item...indexPath.item
            changedRanges[indexPath.section] = range
        }
        for indexPath in invalidatedItems.union(pendingSizes.keys) {
            guard sections.indices.contains(indexPath.section),
                  sections[indexPath.section].sizes.indices.contains(indexPath.item) else { continue }
            if let size = pendingSizes[indexPath] {
                sections[indexPath.section].sizes[indexPath.item] = size
                sections[indexPath.section].sources[indexPath.item] = .measured
            } else if let size = delegate?.flowLayout(self, sizeForItemAt: indexPath) {
                sections[indexPath.section].sizes[indexPath.item] = size
                sections[indexPath.section].sources[indexPath.item] = .delegate
            }
            note(indexPath)
        }
        guard let firstChangedSection = changedRanges.keys.min() else { return }
        for (section, range) in changedRanges {
            let builder = builder(for: sections[section].metrics)
            placedItemCount += sections[section].reflow(firstChanged: range.lowerBound, lastChanged: range.upperBound,
                                                         builder: builder, axes: axes)
        }
        var position = sections[firstChangedSection].origin
        for index in firstChangedSection..<sections.count {
            sections[index].origin = position
            position += sections[index].extent
        }
        contentSize = axes.size(cross: crossExtent, main: position)
    }
}

/// Interactive movement: where a lifted item would go.
extension FlowLayout {
    /// The cell under the position; past the last item of a section (or anywhere in an empty
    /// section), the end of that section; elsewhere the item's current place.
    public func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: Point) -> IndexPath {
        let probe = Rect(x: position.x - 0.5, y: position.y - 0.5, width: 1, height: 1)
        if let hit = layoutAttributesForElements(in: probe).first(where: { $0.category == .cell && $0.frame.contains(position) }) {
            return hit.indexPath
        }
        let axes = self.axes
        let main = scrollDirection == .vertical ? position.y : position.x
        let cross = scrollDirection == .vertical ? position.x : position.y
        guard let section = sections.indices.first(where: { main >= sections[$0].origin && main < sections[$0].origin + sections[$0].extent })
        else { return previousIndexPath }
        let count = sections[section].sizes.count
        guard count > 0, let last = layoutAttributesForItem(at: IndexPath(item: count - 1, section: section)) else {
            return IndexPath(item: 0, section: section)
        }
        let lastCrossEnd = scrollDirection == .vertical ? last.frame.maxX : last.frame.maxY
        let pastLast = main >= axes.mainMax(of: last.frame) || (main >= axes.mainMin(of: last.frame) && cross >= lastCrossEnd)
        guard pastLast else { return previousIndexPath }
        return IndexPath(item: section == previousIndexPath.section ? count - 1 : count, section: section)
    }
}
