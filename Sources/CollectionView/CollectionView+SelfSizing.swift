import CollectionLayout

/// Self-sizing as UIKit does it: cells about to appear are asked for their preferred attributes.
extension CollectionView {
    /// The visible bounds grown along both axes by `prefetchFraction` of the viewport.
    public var prefetchRect: Rect {
        let dx = viewportSize.width * Self.prefetchFraction, dy = viewportSize.height * Self.prefetchFraction
        return Rect(x: contentOffset.x - dx, y: contentOffset.y - dy,
                    width: viewportSize.width + 2 * dx, height: viewportSize.height + 2 * dy)
    }

    /// Measures every cell that is visible or about to be and not measured since it came into
    /// view (or laid out since at a size it was neither offered nor preferred); the layout hears of each changed size through an invalidation context naming that
    /// item, reflows, and the content offset moves by the context's adjustment so that what the
    /// user sees stays put. Repeats while measuring brings new cells into range.
    public func layoutIfNeeded() {
        defer { updateDisplayAndPrefetching() }
        guard let cellSizer else { return }
        // Nothing moved since a pass that found nothing new: skip the scan (it runs every frame).
        if let settled = settledSizing, settled.generation == layoutGeneration, settled.bounds == bounds { return }
        for _ in 0..<16 {
            var invalidation = InvalidationContext()
            var invalid = false
            for attributes in calls(layout).layoutAttributesForElements(in: prefetchRect) where attributes.category != .decoration {
                let preferred: LayoutAttributes?
                if attributes.category == .supplementary {
                    // A header or footer the layout estimates, asked as a cell is.
                    guard let axes = calls(layout).selfSizingAxes(for: attributes), !axes.isEmpty,
                          data.sections.indices.contains(attributes.indexPath.section) else { continue }
                    let sectionID = data.sections[attributes.indexPath.section].id
                    let key = "\(attributes.kind ?? "")|\(sectionID)"
                    guard sizedSupplementaries[key]?.covers(attributes.size) != true else { continue }
                    preferred = cellSizer.preferredLayoutAttributes(fittingSupplementary: attributes, sectionID: sectionID, axes: axes)
                    sizedSupplementaries[key] = CellMeasurement(offered: attributes.size, preferred: preferred?.size)
                } else {
                    guard let itemID = data.itemID(at: attributes.indexPath),
                          sizedItems[itemID]?.covers(attributes.size) != true else { continue }
                    preferred = cellSizer.preferredLayoutAttributes(fitting: attributes, itemID: itemID,
                                                                    axes: calls(layout).selfSizingAxes(for: attributes))
                    sizedItems[itemID] = CellMeasurement(offered: attributes.size, preferred: preferred?.size)
                }
                guard let preferred,
                      calls(layout).shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
                else { continue }
                invalidation.formUnion(calls(layout).invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                  withOriginalAttributes: attributes))
                invalid = true
            }
            guard invalid else {
                settledSizing = (layoutGeneration, bounds)
                return
            }
            invalidateLayout(with: invalidation)
        }
    }

    /// Measures every item not measured yet, wherever it is, as if each had come into view — what
    /// the user would see of every cell once scrolled to it (the audit judges all of them).
    public func measureEveryItem() {
        measureItems(Set(data.sections.flatMap(\.itemIDs)))
        layoutIfNeeded()
    }

    /// Measures the named items wherever they are (not only near the screen), as if each had
    /// come into view: the layout hears of every changed size in one invalidation.
    func measureItems(_ itemIDs: Set<String>) {
        guard let cellSizer, !itemIDs.isEmpty else { return }
        var invalidation = InvalidationContext()
        var invalid = false
        for (section, content) in data.sections.enumerated() {
            for (item, itemID) in content.itemIDs.enumerated() where itemIDs.contains(itemID) && sizedItems[itemID] == nil {
                let indexPath = IndexPath(item: item, section: section)
                guard let attributes = calls(layout).layoutAttributesForItem(at: indexPath) else { continue }
                let preferred = cellSizer.preferredLayoutAttributes(fitting: attributes, itemID: itemID,
                                                                    axes: calls(layout).selfSizingAxes(for: attributes))
                sizedItems[itemID] = CellMeasurement(offered: attributes.size, preferred: preferred?.size)
                guard let preferred,
                      calls(layout).shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
                else { continue }
                invalidation.formUnion(calls(layout).invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
                invalid = true
            }
        }
        if invalid { invalidateLayout(with: invalidation) }
    }
}
