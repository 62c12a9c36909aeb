import CollectionLayout

/// Batch updates and snapshots: the data changes in one step, validated as UIKit validates it,
/// and every element animates from what is on screen to its new place — appearing elements
/// through the layout's initial attributes, disappearing ones through its final attributes.
extension CollectionView {
    /// Replaces the data with `resultingData`, which must be the current data changed by
    /// `update`; otherwise throws UIKit's kind of message and changes nothing.
    public func performBatchUpdates(_ update: BatchUpdate, resultingData: CollectionData,
                                    animated: Bool = true) throws(BatchUpdateError) {
        try update.validateCounts(before: data.sections.map(\.itemIDs.count), after: resultingData.sections.map(\.itemIDs.count))
        let newIDs = Set(resultingData.allItemIDs)
        let newSectionIDs = Set(resultingData.sections.map(\.id))

        layout.prepare(forCollectionViewUpdates: update.updateItems)
        var before: [ElementIdentity: LayoutAttributes] = [:]
        if animated {
            for element in presentationElements() { before[element.identity] = element.attributes }
            // Elements near the screen that may come into view, at their old places.
            for attributes in layout.layoutAttributesForElements(in: prefetchRect) {
                if let identity = identity(of: attributes), before[identity] == nil { before[identity] = attributes }
            }
        }
        var leaving: [ElementIdentity: LayoutAttributes] = [:]
        for identity in before.keys where !Self.survives(identity, itemIDs: newIDs, sectionIDs: newSectionIDs) {
            // Asked of the layout before the data changes.
            leaving[identity] = finalAttributes(of: identity, in: layout)
        }

        replaceData(resultingData)
        var invalidation = InvalidationContext()
        invalidation.invalidateDataSourceCounts = true
        layout.invalidateLayout(with: invalidation)
        prepareLayout()
        resetSizing()
        layoutIfNeeded()
        defer { layout.finalizeCollectionViewUpdates() }
        guard animated else { return }

        var after: [ElementIdentity: LayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: bounds) {
            if let identity = identity(of: attributes) { after[identity] = attributes }
        }
        for identity in Set(before.keys).union(after.keys) {
            let current = animator.presentation(of: identity) ?? before[identity]
            if let target = after[identity] ?? layoutAttributes(of: identity) {
                // Stays (or moves): from where it is, or arrives through the initial attributes.
                // Asked of the layout after the data changed.
                let from = current ?? initialAttributes(of: identity, fallback: target) ?? target
                animator.animate(identity, from: from, to: target)
            } else if let from = current, let to = leaving[identity] {
                animator.animate(identity, from: from, to: to, removesOnCompletion: true)
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

    private static func survives(_ identity: ElementIdentity, itemIDs: Set<String>, sectionIDs: Set<String>) -> Bool {
        switch identity {
        case .cell(let id): itemIDs.contains(id)
        case .supplementary(_, let sectionID, _), .decoration(_, let sectionID, _): sectionIDs.contains(sectionID)
        }
    }
}
