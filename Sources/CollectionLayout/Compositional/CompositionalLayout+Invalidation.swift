/// Invalidation: bounds changes, self-sizing cells and batch updates, in stacking space (the
/// public entry points in `CompositionalLayout+ScrollDirection.swift` convert).
extension CompositionalLayout {
    /// A new size invalidates everything; a scroll only when boundary items are pinned or a
    /// section has a visible-items handler (both applied at query time).
    func stackingShouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard context != nil else { return true }
        return newBounds.size != preparedViewSize || hasPinnedItems
            || sections.contains { $0.section.visibleItemsInvalidationHandler != nil }
    }

    /// A new size invalidates everything; a scroll only the pinned boundary items (placed at query time).
    func stackingInvalidationContext(forBoundsChange newBounds: Rect) -> InvalidationContext {
        guard newBounds.size == preparedViewSize else { return .everything }
        var invalidation = InvalidationContext()
        for item in configuration.boundarySupplementaryItems where item.pinToVisibleBounds {
            invalidation.invalidateSupplementaryElements(ofKind: item.elementKind, at: [IndexPath(item: 0, section: 0)])
        }
        for (index, geometry) in sections.enumerated() {
            for item in geometry.section.boundarySupplementaryItems where item.pinToVisibleBounds {
                invalidation.invalidateSupplementaryElements(ofKind: item.elementKind, at: [IndexPath(item: 0, section: index)])
            }
        }
        return invalidation
    }

    private var hasPinnedItems: Bool {
        configuration.boundarySupplementaryItems.contains(where: \.pinToVisibleBounds)
            || sections.contains { $0.section.boundarySupplementaryItems.contains(where: \.pinToVisibleBounds) }
    }

    /// A pure question: whether a cell with an estimated dimension prefers, on that axis, a size
    /// other than the one the layout has for it (its measured size, or else its current frame).
    func stackingShouldInvalidateLayout(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                        withOriginalAttributes original: LayoutAttributes) -> Bool {
        if preferred.category == .supplementary {
            guard let item = estimatedBoundaryItem(preferred) else { return false }
            let current = measuredBoundaryHeights[preferred.indexPath.section]?[item.elementKind] ?? original.size.height
            return abs(preferred.size.height - current) >= 1e-9
        }
        let indexPath = preferred.indexPath
        guard preferred.category == .cell, let item = leafItem(at: indexPath), item.hasEstimatedDimension else { return false }
        let current = pendingSizes[indexPath] ?? measuredSizes[indexPath.section][indexPath.item] ?? original.size
        let widthChanged = item.layoutSize.widthDimension.isEstimated && abs(preferred.size.width - current.width) >= 1e-9
        let heightChanged = item.layoutSize.heightDimension.isEstimated && abs(preferred.size.height - current.height) >= 1e-9
        return widthChanged || heightChanged
    }

    /// Names the cell, records its preferred size for the next prepare, and says how much the
    /// content grows and — when its group ends above the visible bounds — how far the content
    /// offset must move so that what the user sees stays put. Several cells measured in one pass
    /// each count only their own share: the group (or the band) is compared as it was with the
    /// sizes already preferred in the pass, so two cells of one row never count its growth twice.
    func stackingInvalidationContext(forPreferredLayoutAttributes preferred: LayoutAttributes,
                                     withOriginalAttributes original: LayoutAttributes) -> InvalidationContext {
        if preferred.category == .supplementary { return boundaryInvalidationContext(preferred, original: original) }
        var invalidation = InvalidationContext()
        let indexPath = preferred.indexPath
        invalidation.invalidateItems(at: [indexPath])
        guard preferred.category == .cell, leafItem(at: indexPath) != nil else { return invalidation }
        let geometry = sections[indexPath.section]
        let group = indexPath.item / geometry.leavesPerGroup
        let before = geometry.isOrthogonal ? bandHeight(of: indexPath.section) : groupHeight(group, in: indexPath.section)
        pendingSizes[indexPath] = preferred.size
        let after = geometry.isOrthogonal ? bandHeight(of: indexPath.section) : groupHeight(group, in: indexPath.section)
        let delta = after - before
        invalidation.contentSizeAdjustment = Size(width: 0, height: delta)
        let groupEnd = geometry.groupOrigin(group, orthogonalOffset: 0).y + geometry.solved(group).size.height
        if let bounds = stackingBounds, !geometry.isOrthogonal, groupEnd <= bounds.minY + 1e-9 {
            invalidation.contentOffsetAdjustment = Point(x: 0, y: delta)
        }
        return invalidation
    }

    /// A section's estimated boundary item (a header or footer) measured: its height is kept for
    /// the next prepare, which solves every section again; the content grows by what it grew
    /// when it extends its section, and the offset moves too when it ends above the visible bounds.
    private func boundaryInvalidationContext(_ preferred: LayoutAttributes, original: LayoutAttributes) -> InvalidationContext {
        var invalidation = InvalidationContext()
        invalidation.invalidateSupplementaryElements(ofKind: preferred.kind ?? "", at: [preferred.indexPath])
        guard let item = estimatedBoundaryItem(preferred) else { return invalidation }
        let section = preferred.indexPath.section
        let before = measuredBoundaryHeights[section]?[item.elementKind] ?? original.size.height
        measuredBoundaryHeights[section, default: [:]][item.elementKind] = preferred.size.height
        needsFullPrepare = true
        guard item.extendsBoundary else { return invalidation }
        let delta = preferred.size.height - before
        invalidation.contentSizeAdjustment = Size(width: 0, height: delta)
        if let bounds = stackingBounds, !item.pinToVisibleBounds, original.frame.maxY <= bounds.minY + 1e-9 {
            invalidation.contentOffsetAdjustment = Point(x: 0, y: delta)
        }
        return invalidation
    }

    /// The section boundary item behind supplementary attributes, when its height is estimated.
    private func estimatedBoundaryItem(_ attributes: LayoutAttributes) -> LayoutBoundarySupplementaryItem? {
        let indexPath = attributes.indexPath
        guard attributes.category == .supplementary, indexPath.item == 0, sections.indices.contains(indexPath.section),
              let item = sections[indexPath.section].section.boundarySupplementaryItems.first(where: { $0.elementKind == attributes.kind }),
              item.layoutSize.heightDimension.isEstimated else { return nil }
        return item
    }

    /// The dimensions an element estimates, in stacking space: a cell's leaf item's, or a section
    /// boundary item's height (its width follows the section).
    func stackingSelfSizingAxes(for attributes: LayoutAttributes) -> SelfSizingAxes? {
        switch attributes.category {
        case .cell:
            guard let item = leafItem(at: attributes.indexPath) else { return nil }
            var axes: SelfSizingAxes = []
            if item.layoutSize.widthDimension.isEstimated { axes.insert(.width) }
            if item.layoutSize.heightDimension.isEstimated { axes.insert(.height) }
            return axes
        case .supplementary:
            return estimatedBoundaryItem(attributes) == nil ? nil : [.height]
        case .decoration:
            return nil
        }
    }

    /// An orthogonal section's band height with every size measured so far, those preferred since
    /// the last prepare included.
    private func bandHeight(of section: Int) -> Double {
        let geometry = sections[section]
        let groups = Set(pendingSizes.keys.lazy.filter { $0.section == section }.map { $0.item / geometry.leavesPerGroup })
        var heights: [Int: Double] = [:]
        for group in groups { heights[group] = groupHeight(group, in: section) }
        return geometry.bandHeight(replacing: heights)
    }

    /// A group's height with every size measured so far, those preferred since the last prepare included.
    private func groupHeight(_ group: Int, in section: Int) -> Double {
        let geometry = sections[section]
        var measured = measuredSizes[section]
        let firstItem = group * geometry.leavesPerGroup
        for item in firstItem..<(firstItem + geometry.leavesPerGroup) {
            if let size = pendingSizes[IndexPath(item: item, section: section)] { measured[item] = size }
        }
        return geometry.solveGroup(group, measured: measured, contentSizeCategory: contentSizeCategory).size.height
    }

    /// The item description behind a cell, if the index path names one.
    private func leafItem(at indexPath: IndexPath) -> LayoutItem? {
        guard sections.indices.contains(indexPath.section), measuredSizes.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        guard geometry.leavesPerGroup > 0, indexPath.item >= 0, indexPath.item < geometry.itemCount else { return nil }
        return geometry.template.leaves[indexPath.item % geometry.leavesPerGroup].item
    }

    /// Records what the context invalidates. A batch update (`invalidateDataSourceCounts` with
    /// update items) carries the measured sizes to their items' new index paths, as the flow
    /// layout does; a reload (no update items) forgets them; everything else re-solves at the
    /// next prepare, keeping them.
    public func invalidateLayout(with context: InvalidationContext) {
        if context.invalidateDataSourceCounts {
            // Sizes preferred before the update belong to the old index paths: keep them first.
            for (indexPath, size) in pendingSizes where measuredSizes.indices.contains(indexPath.section) {
                measuredSizes[indexPath.section][indexPath.item] = size
            }
            pendingSizes = [:]
            // Headers measured stay with their sections unless sections themselves change.
            if context.updateItems.isEmpty || context.invalidateEverything || context.updateItems.contains(where: \.isSectionUpdate) {
                measuredBoundaryHeights = [:]
            }
            if context.updateItems.isEmpty || context.invalidateEverything {
                measuredSizes = []
            } else if measuredSizes.contains(where: { !$0.isEmpty }) {
                measuredSizes = carry(measuredSizes, through: context.updateItems)
            }
            needsFullPrepare = true
        }
        if context.invalidateEverything { needsFullPrepare = true }
    }

    /// Measured sizes moved to their items' new index paths by `UpdateItem.apply` (the old item
    /// counts are those of the last prepare); all forgotten when the update does not fit them.
    private func carry(_ measured: [[Int: Size]], through updateItems: [UpdateItem]) -> [[Int: Size]] {
        var working: [[Size?]] = itemCounts.indices.map { section in
            var values = [Size?](repeating: nil, count: itemCounts[section])
            if measured.indices.contains(section) {
                for (item, size) in measured[section] where item < values.count { values[item] = size }
            }
            return values
        }
        do {
            try UpdateItem.apply(updateItems, to: &working, insertedItem: { _ in nil })
        } catch {
            return []
        }
        return working.map { values in
            var sizes: [Int: Size] = [:]
            for (item, size) in values.enumerated() { if let size { sizes[item] = size } }
            return sizes
        }
    }
}
