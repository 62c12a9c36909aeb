/// Pinned headers: a scroll costs what is visible. A bounds change names only the headers of
/// the sections on screen (UIKit's `invalidateSupplementaryElements(ofKind:at:)`), and a
/// prepare after such contexts recomputes nothing: headers are placed at query time.
extension FlowLayout {
    /// The headers a bounds change moves: those of the sections meeting the old or the new bounds.
    func pinnedHeaderIndexPaths(forBoundsChange newBounds: Rect) -> [IndexPath] {
        let axes = self.axes
        var low = axes.mainMin(of: newBounds), high = axes.mainMax(of: newBounds)
        if let old = boundsOfLastPinnedHeaderInvalidation {
            low = min(low, axes.mainMin(of: old))
            high = max(high, axes.mainMax(of: old))
        }
        boundsOfLastPinnedHeaderInvalidation = newBounds
        var indexPaths: [IndexPath] = []
        var section = firstSection(endingAfter: low)
        while section < sections.count, sections[section].origin <= high {
            if sections[section].headerExtent > 0 { indexPaths.append(IndexPath(item: 0, section: section)) }
            section += 1
        }
        return indexPaths
    }

    /// Notes what a context invalidates beyond supplementary elements: the next prepare may skip
    /// every item only when every context since the last one named supplementary elements alone.
    func noteSupplementaryOnlyInvalidation(_ context: InvalidationContext) {
        let onlySupplementary = !context.invalidatedSupplementaryIndexPaths.isEmpty
            && context.invalidatedItemIndexPaths.isEmpty && context.invalidatedDecorationIndexPaths.isEmpty
            && !context.invalidateEverything && !context.invalidateDataSourceCounts
            && !context.invalidateFlowLayoutDelegateMetrics && !context.invalidateFlowLayoutAttributes
        invalidatedOnlySupplementaryElements = (invalidatedOnlySupplementaryElements ?? true) && onlySupplementary
    }

    /// Called first by `prepare()`: true (and the prepare is done) when only supplementary elements
    /// were invalidated since the last prepare — nothing per item needs computing.
    func prepareSupplementaryElementsOnly() -> Bool {
        defer { invalidatedOnlySupplementaryElements = nil }
        guard invalidatedOnlySupplementaryElements == true, !needsFullPrepare, context != nil, pendingUpdate == nil,
              pendingSizes.isEmpty, invalidatedItems.isEmpty else { return false }
        return true
    }
}
