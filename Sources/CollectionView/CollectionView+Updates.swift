import CollectionLayout

/// Batch updates and snapshots, in UIKit's order: the update is checked (nothing changes if it
/// does not add up), the data changes, the layout prepares on the new data, hears of the update
/// (`prepare(forCollectionViewUpdates:)`), says where the content offset goes
/// (`targetContentOffset(forProposedContentOffset:)`), gives appearing elements their initial
/// and disappearing ones their final attributes, the animations are set up, and the layout
/// finalizes (`finalizeCollectionViewUpdates()`). Measured sizes belong to items: every item
/// that stays keeps its size; only reloaded items are measured again.
extension CollectionView {
    /// Replaces the data with `resultingData`, which must be the current data changed by
    /// `update`; otherwise throws UIKit's kind of message and changes nothing.
    public func performBatchUpdates(_ update: BatchUpdate, resultingData: CollectionData,
                                    animated: Bool = true) throws(BatchUpdateError) {
        returnOffsets = [:]
        try update.validateCounts(before: data.sections.map(\.itemIDs.count), after: resultingData.sections.map(\.itemIDs.count))
        batchUpdateCount += 1
        // What goes away, by id (the update names it with index paths before the update).
        let deletedSectionIDs = Set(update.deletedSections.map { data.sections[$0].id })
        let removedIDs = Set(update.deletedItems.compactMap { data.itemID(at: $0) }
            + update.deletedSections.flatMap { data.sections[$0].itemIDs })
        let reloadedIDs = update.reloadedItems.compactMap { data.itemID(at: $0) }
            + update.reloadedSections.flatMap { data.sections.indices.contains($0) ? data.sections[$0].itemIDs : [] }
        let reconfiguredIDs = Set(update.reconfiguredItems.compactMap { data.itemID(at: $0) })
        if update.updateItems.isEmpty {
            // Only reconfigures (UIKit's `reconfigureItems(at:)`): no update runs; the cells show
            // their new content and are measured again where they are, without animation.
            replaceData(resultingData, removedItemIDs: [])
            for itemID in reconfiguredIDs { sizedItems[itemID] = nil }
            cellContentsChanged()
            settledSizing = nil
            layoutIfNeeded()
            return
        }

        // What is on screen (and near it) before the data changes, in the old content coordinates.
        var before: [ElementIdentity: LayoutAttributes] = [:]
        // Every element in a fixed order, so the layout is asked in the same order every run.
        var order: [ElementIdentity] = []
        if animated {
            for element in presentationElements() where before[element.identity] == nil {
                order.append(element.identity)
                before[element.identity] = element.attributes
            }
            for attributes in calls(layout).layoutAttributesForElements(in: prefetchRect) {
                if let identity = identity(of: attributes), before[identity] == nil {
                    order.append(identity)
                    before[identity] = attributes
                }
            }
        }
        let oldOffset = contentOffset
        // Where cells that may slide onto the screen were, kept before the layout forgets it.
        let oldPlaces = animated ? PreUpdatePlaces(update: update, data: data, nearScreen: Array(before.values), layout: layout)
                                 : nil

        // 1. The data changes. 2. The layout prepares on the new data.
        replaceData(resultingData, removedItemIDs: removedIDs)
        var invalidation = InvalidationContext()
        invalidation.invalidateDataSourceCounts = true
        invalidation.updateItems = update.updateItems
        invalidateLayout(with: invalidation)
        // 3. The layout hears of the update.
        calls(layout).prepare(forCollectionViewUpdates: update.updateItems)
        // 4. The layout says where the content goes.
        forceContentOffset(calls(layout).targetContentOffset(forProposedContentOffset: contentOffset))
        for itemID in reloadedIDs { sizedItems[itemID] = nil }
        // Reconfigured cells show their new content and are measured again, where they are.
        for itemID in reconfiguredIDs { sizedItems[itemID] = nil }
        if !reconfiguredIDs.isEmpty { cellContentsChanged() }
        settledSizing = nil
        layoutIfNeeded()
        defer { calls(layout).finalizeCollectionViewUpdates() }
        guard animated else { return }

        // Old content points stay where they were on screen: shift them by the offset's change.
        let delta = Point(x: contentOffset.x - oldOffset.x, y: contentOffset.y - oldOffset.y)
        func shifted(_ attributes: LayoutAttributes) -> LayoutAttributes {
            var moved = attributes
            moved.center = Point(x: attributes.center.x + delta.x, y: attributes.center.y + delta.y)
            return moved
        }
        var after: [ElementIdentity: LayoutAttributes] = [:]
        for attributes in calls(layout).layoutAttributesForElements(in: prefetchRect) {
            guard let identity = identity(of: attributes) else { continue }
            // On screen, or near it and known before (so nothing is looked up by id).
            if attributes.frame.intersects(bounds) || before[identity] != nil {
                if before[identity] == nil, after[identity] == nil { order.append(identity) }
                after[identity] = attributes
            }
        }
        // 5. Initial attributes for appearing elements, final ones for disappearing elements.
        let reloadedIDSet = Set(reloadedIDs)
        for identity in order {
            let current = (animator.presentation(of: identity) ?? before[identity]).map(shifted)
            if let target = after[identity] ?? attributesAfterUpdate(of: identity, before: before[identity], update) {
                let from: LayoutAttributes
                if case .cell(let id) = identity, reloadedIDSet.contains(id), let current, let old = before[identity] {
                    // Reloaded: the old cell (a copy showing the item as it was) leaves through
                    // its final attributes (at its index path before the update) and the new one
                    // comes through its initial attributes — the cross-fade.
                    animator.animate(.reloadedCellCopy(of: id), from: current,
                                     to: disappearingAttributes(shifted(old), in: layout), removesOnCompletion: true)
                    from = appearingAttributes(target, in: layout)
                } else if case .cell(let id) = identity, reconfiguredIDs.contains(id), let current,
                          current.frame.origin == target.frame.origin {
                    // Reconfigured in place: no animation of its own.
                    animator.stop(identity)
                    continue
                } else if after[identity] != nil, case .cell(let id) = identity {
                    // Every cell on screen afterwards is asked for its initial attributes (UIKit
                    // does); without an answer it starts where it is, or — off-screen before —
                    // where it was before the update, or fades in where it ends (inserted).
                    let asked = askedInitialAttributes(target, in: layout)
                    if let asked {
                        from = asked
                    } else if let current {
                        from = current
                    } else if let old = oldPlaces?[id] {
                        from = shifted(old)
                    } else {
                        from = Self.faded(target)
                    }
                } else {
                    // Stays (or moves): from where it is; or arrives through the initial attributes.
                    from = current ?? appearingAttributes(target, in: layout)
                }
                animator.animate(identity, from: from, to: target)
            } else if let from = current, let old = before[identity],
                      !Self.survives(identity, removedItemIDs: removedIDs, removedSectionIDs: deletedSectionIDs) {
                // Goes: asked with its index path before the update, after the layout prepared.
                animator.animate(identity, from: from, to: disappearingAttributes(shifted(old), in: layout),
                                 removesOnCompletion: true)
            }
        }
    }

    /// Applies a snapshot of the data: the difference from the current data (by ids) becomes
    /// an animated batch update. Items in `reloaded` are reloaded.
    public func apply(_ snapshot: CollectionData, reloaded: Set<String> = [], animated: Bool = true) {
        let update = SnapshotDiff.update(from: data, to: snapshot, reloaded: reloaded)
        // A diff of two valid snapshots always adds up.
        try? performBatchUpdates(update, resultingData: snapshot, animated: animated)
    }

    /// Where an element that was near the screen is after the update: found through its index
    /// path before the update and the update's changes (no lookup by id, which would index every item).
    private func attributesAfterUpdate(of identity: ElementIdentity, before: LayoutAttributes?, _ update: BatchUpdate) -> LayoutAttributes? {
        if case .cell(let id) = identity, let old = before?.indexPath,
           let new = UpdateItem.indexPathAfterUpdate(for: old, in: update.updateItems), data.itemID(at: new) == id {
            return calls(layout).layoutAttributesForItem(at: new)
        }
        return layoutAttributes(of: identity)
    }

    private static func survives(_ identity: ElementIdentity, removedItemIDs: Set<String>, removedSectionIDs: Set<String>) -> Bool {
        switch identity {
        case .cell(let id): !removedItemIDs.contains(id)
        case .supplementary(_, let sectionID, _), .decoration(_, let sectionID, _): !removedSectionIDs.contains(sectionID)
        }
    }
}
