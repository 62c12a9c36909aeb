/// Batch updates: every item keeps its size (measured, the delegate's or the estimate) through
/// inserts, deletes and moves — an item moved into another section, unless measured, is sized
/// there as UIKit asks at its new index path; only the sections an update touches form their lines again;
/// and a self-sizing layout keeps the item the user is looking at where it is on screen.
extension FlowLayout {
    /// One item's size and where it came from, with where it was before the update
    /// (`oldSection` −1: inserted or reloaded, so its size is asked again).
    private struct Slot {
        var size: Size
        var source: FlowItemSizeSource
        var oldSection: Int32
        var oldItem: Int32
    }

    /// Carries every item's size to its new index path and forms again the lines of the
    /// sections the update touched; untouched sections keep their lines and only move.
    func prepareUpdate(_ updateItems: [UpdateItem]) {
        guard let context else { return }
        if !updateItems.contains(where: \.isSectionUpdate) {
            return prepareItemUpdate(updateItems, context: context)
        }
        var reloadedItems: [Int: Set<Int>] = [:]
        for update in updateItems where update.action == .reload && !update.isSectionUpdate {
            if let indexPath = update.indexPathBeforeUpdate { reloadedItems[indexPath.section, default: []].insert(indexPath.item) }
        }
        let reloadedSections = Set(updateItems.filter { $0.action == .reload && $0.isSectionUpdate }.compactMap { $0.indexPathBeforeUpdate?.section })
        let insertedSections = Set(updateItems.filter { $0.action == .insert && $0.isSectionUpdate }.compactMap { $0.indexPathAfterUpdate?.section })
        let asked = Slot(size: .zero, source: .estimate, oldSection: -1, oldItem: -1)
        // Without section changes, only the sections the items' changes name need their items
        // carried (the others are not touched by the update and keep their geometry whole).
        let hasSectionChanges = updateItems.contains { $0.isSectionUpdate && $0.action != .reload }
        var touched = Set<Int>()
        for update in updateItems where !update.isSectionUpdate {
            if let before = update.indexPathBeforeUpdate { touched.insert(before.section) }
            if let after = update.indexPathAfterUpdate { touched.insert(after.section) }
        }
        touched.formUnion(reloadedSections)
        let old: [[Slot]] = sections.enumerated().map { section, geometry in
            if !hasSectionChanges && !touched.contains(section) { return [] }
            if reloadedSections.contains(section) { return Array(repeating: asked, count: geometry.sizes.count) }
            var slots = [Slot](repeating: asked, count: geometry.sizes.count)
            geometry.sizes.withUnsafeBufferPointer { sizes in
                geometry.sources.withUnsafeBufferPointer { sources in
                    for item in 0..<sizes.count {
                        slots[item] = Slot(size: sizes[item], source: sources[item], oldSection: Int32(section), oldItem: Int32(item))
                    }
                }
            }
            for item in reloadedItems[section] ?? [] where slots.indices.contains(item) { slots[item] = asked }
            return slots
        }
        guard let carried = try? UpdateItem.applying(updateItems, to: old, insertedItem: { _ in
            Slot(size: .zero, source: .estimate, oldSection: -1, oldItem: -1)
        }), carried.count == context.numberOfSections else {
            needsDelegateMetrics = true
            discardsMeasuredSizes = true
            return prepareFullyAfterFailedUpdate()
        }
        let axes = self.axes
        var newSections: [FlowSectionGeometry] = []
        newSections.reserveCapacity(carried.count)
        var position = 0.0
        for (section, var slots) in carried.enumerated() {
            let count = context.numberOfItems(inSection: section)
            if insertedSections.contains(section) {
                slots = Array(repeating: Slot(size: .zero, source: .estimate, oldSection: -1, oldItem: -1), count: count)
            }
            var geometry: FlowSectionGeometry
            if !hasSectionChanges && !touched.contains(section) {
                geometry = sections[section]
            } else if let unchanged = Self.unchangedSection(slots, in: sections), slots.count == count {
                geometry = sections[unchanged]
            } else {
                geometry = sectionGeometry(section, slots: slots, count: count)
                placedItemCount += geometry.layOut(builder: builder(for: geometry.metrics), axes: axes)
            }
            geometry.origin = position
            position += geometry.extent
            newSections.append(geometry)
        }
        sections = newSections
        contentSize = axes.size(cross: crossExtent, main: position)
    }

    /// An update of items only (no section changes): each section it names has its sizes and
    /// their sources changed in place (moved, not copied) and forms its lines again; the other
    /// sections keep their geometry and only move.
    private func prepareItemUpdate(_ updateItems: [UpdateItem], context: any LayoutContext) {
        var touched = Set<Int>()
        for update in updateItems {
            if let before = update.indexPathBeforeUpdate { touched.insert(before.section) }
            if let after = update.indexPathAfterUpdate { touched.insert(after.section) }
        }
        var sizes = [[Size]](repeating: [], count: sections.count)
        var sources = [[FlowItemSizeSource]](repeating: [], count: sections.count)
        for section in touched where sections.indices.contains(section) {
            swap(&sizes[section], &sections[section].sizes)
            swap(&sources[section], &sections[section].sources)
        }
        // Reloaded items are sized again: back to the estimate until measured.
        var reloaded: [IndexPath] = []
        for update in updateItems where update.action == .reload {
            guard let indexPath = update.indexPathBeforeUpdate, sources.indices.contains(indexPath.section),
                  sources[indexPath.section].indices.contains(indexPath.item) else { continue }
            sources[indexPath.section][indexPath.item] = .estimate
            if let after = UpdateItem.indexPathAfterUpdate(for: indexPath, in: updateItems) { reloaded.append(after) }
        }
        var inserted: [IndexPath] = []
        do {
            try UpdateItem.apply(updateItems, to: &sizes, insertedItem: { indexPath in
                inserted.append(indexPath)
                return .zero
            })
            try UpdateItem.apply(updateItems, to: &sources, insertedItem: { _ in .estimate })
        } catch {
            needsDelegateMetrics = true
            discardsMeasuredSizes = true
            return prepareFullyAfterFailedUpdate()
        }
        guard sizes.indices.allSatisfy({ !touched.contains($0) || sizes[$0].count == context.numberOfItems(inSection: $0) }),
              sections.count == context.numberOfSections else {
            needsDelegateMetrics = true
            discardsMeasuredSizes = true
            return prepareFullyAfterFailedUpdate()
        }
        let axes = self.axes
        // An item moved into another section is sized there, as UIKit asks for the size at its new
        // index path: the delegate's answer, else the section's item size or the estimate. Only
        // a measured size is its own and goes with it.
        var movedAcross: [IndexPath] = []
        for update in updateItems where update.action == .move {
            guard let before = update.indexPathBeforeUpdate, let after = update.indexPathAfterUpdate,
                  before.section != after.section, sources.indices.contains(after.section),
                  sources[after.section].indices.contains(after.item), sources[after.section][after.item] != .measured else { continue }
            movedAcross.append(after)
        }
        for section in touched where sections.indices.contains(section) {
            let fallback = activeEstimate ?? sections[section].metrics.itemSize
            for indexPath in inserted + reloaded + movedAcross where indexPath.section == section {
                if let size = delegate?.flowLayout(self, sizeForItemAt: indexPath) {
                    sizes[section][indexPath.item] = size
                    sources[section][indexPath.item] = .delegate
                } else {
                    sizes[section][indexPath.item] = fallback
                    sources[section][indexPath.item] = .estimate
                }
            }
            swap(&sizes[section], &sections[section].sizes)
            swap(&sources[section], &sections[section].sources)
            sections[section].isUniform = Self.allEqual(sections[section].sizes)
            placedItemCount += sections[section].layOut(builder: builder(for: sections[section].metrics), axes: axes)
        }
        var position = 0.0
        for index in sections.indices {
            sections[index].origin = position
            position += sections[index].extent
        }
        contentSize = axes.size(cross: crossExtent, main: position)
    }

    /// The old section whose items these are, all of them and in the same order, if any.
    private static func unchangedSection(_ slots: [Slot], in sections: [FlowSectionGeometry]) -> Int? {
        guard let first = slots.first, first.oldSection >= 0, first.oldItem == 0 else { return nil }
        let section = Int(first.oldSection)
        guard sections[section].sizes.count == slots.count else { return nil }
        for (item, slot) in slots.enumerated() where slot.oldSection != first.oldSection || Int(slot.oldItem) != item {
            return nil
        }
        return section
    }

    /// A touched section's geometry: carried sizes kept, new and reloaded items asked of the
    /// delegate or started at the estimate.
    private func sectionGeometry(_ section: Int, slots: [Slot], count: Int) -> FlowSectionGeometry {
        var sectionMetrics = delegate?.flowLayout(self, metricsForSection: section, defaults: metrics) ?? metrics
        sectionMetrics.sectionInset = measuredFromReference(sectionMetrics.sectionInset)
        let fallback = activeEstimate ?? sectionMetrics.itemSize
        var sizes = [Size](repeating: fallback, count: count)
        var sources = [FlowItemSizeSource](repeating: .estimate, count: count)
        for item in 0..<min(count, slots.count) {
            let slot = slots[item]
            // An item at the estimate (or the item size) takes this section's; a measured size or
            // the delegate's is carried.
            if slot.oldSection >= 0 && slot.source != .estimate {
                sizes[item] = slot.size
                sources[item] = slot.source
            } else if slot.oldSection >= 0 {
                sources[item] = .estimate
            } else if let size = delegate?.flowLayout(self, sizeForItemAt: IndexPath(item: item, section: section)) {
                sizes[item] = size
                sources[item] = .delegate
            }
        }
        return FlowSectionGeometry(metrics: sectionMetrics,
                                   headerExtent: axes.main(of: sectionMetrics.headerReferenceSize),
                                   footerExtent: axes.main(of: sectionMetrics.footerReferenceSize),
                                   sizes: sizes, sources: sources, isUniform: Self.allEqual(sizes))
    }

    /// An update that cannot be carried through (it did not add up): everything again, as a reload.
    private func prepareFullyAfterFailedUpdate() {
        needsFullPrepare = true
        pendingUpdate = nil
        prepare()
    }

    /// Before a self-sizing layout's batch update: remembers the first visible item that the
    /// update keeps, where it will be after the update, and how far it is from the visible edge.
    func noteUpdateAnchor(for updateItems: [UpdateItem]) {
        updateAnchor = nil
        guard activeEstimate != nil, let bounds = context?.bounds, !sections.isEmpty else { return }
        let axes = self.axes
        let visible = layoutAttributesForElements(in: bounds)
            .filter { $0.category == .cell }
            .sorted { $0.indexPath < $1.indexPath }
        for attributes in visible {
            guard let after = UpdateItem.indexPathAfterUpdate(for: attributes.indexPath, in: updateItems) else { continue }
            updateAnchor = FlowUpdateAnchor(indexPath: after, distance: axes.mainMin(of: attributes.frame) - axes.mainMin(of: bounds))
            return
        }
    }

    /// While a batch update is set up, the offset that keeps the anchored item where it was on
    /// screen; otherwise (and for fixed-size layouts, as in UIKit) the proposed offset.
    public func targetContentOffset(forProposedContentOffset proposed: Point) -> Point {
        guard let anchor = updateAnchor, let attributes = layoutAttributesForItem(at: anchor.indexPath) else { return proposed }
        let main = axes.mainMin(of: attributes.frame) - anchor.distance
        return scrollDirection == .vertical ? Point(x: proposed.x, y: main) : Point(x: main, y: proposed.y)
    }

    /// The update is set up: the anchor is forgotten.
    public func finalizeCollectionViewUpdates() {
        updateAnchor = nil
    }
}
