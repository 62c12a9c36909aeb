/// Attributes: found by binary search over sections and arithmetic (or binary search) over
/// groups, so a query costs O(log n + visible); pinned boundary items and orthogonal bands'
/// offsets are applied here, at query time. Everything here is in stacking space (sections
/// along y); the public queries in `CompositionalLayout+ScrollDirection.swift` convert.
extension CompositionalLayout {
    /// Every element whose frame meets `rect`: global items, then per section its decorations,
    /// boundary items, cells and their anchored supplementary items.
    func stackingAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        for item in stackingBoundaryItems {
            if let attributes = globalAttributes(item), attributes.frame.intersects(rect) { result.append(attributes) }
        }
        var index = firstSection(endingAfter: rect.minY)
        while index < sections.count, sections[index].origin < rect.maxY {
            appendAttributes(ofSection: index, in: rect, to: &result)
            index += 1
        }
        return result
    }

    /// The index of the first section whose end is below `y` (binary search).
    private func firstSection(endingAfter y: Double) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].origin + sections[middle].extent <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func appendAttributes(ofSection index: Int, in rect: Rect, to result: inout [LayoutAttributes]) {
        let geometry = sections[index]
        let sectionPath = IndexPath(item: 0, section: index)
        for decoration in geometry.section.decorationItems {
            var attributes = LayoutAttributes(forDecorationViewOfKind: decoration.elementKind, with: sectionPath)
            attributes.frame = geometry.decorationFrame(decoration)
            attributes.zIndex = decoration.zIndex
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        for item in geometry.section.boundarySupplementaryItems {
            let attributes = boundaryAttributes(item, section: index)
            if attributes.frame.intersects(rect) { result.append(attributes) }
        }
        guard geometry.leavesPerGroup > 0 else { return }
        let offset = orthogonalOffset(forSection: index)
        let groups = geometry.isOrthogonal
            ? geometry.groups(meeting: rect.minX + offset - geometry.bandLeadingInset, rect.maxX + offset - geometry.bandLeadingInset)
            : geometry.groups(meeting: rect.minY - geometry.origin - geometry.contentStart, rect.maxY - geometry.origin - geometry.contentStart)
        var cells: [LayoutAttributes] = []
        var anchored: [(attributes: LayoutAttributes, ownZIndex: Int)] = []
        for group in groups {
            let origin = geometry.groupOrigin(group, orthogonalOffset: offset)
            let solved = geometry.solved(group)
            let firstItem = group * geometry.leavesPerGroup
            for (leafIndex, leaf) in solved.leaves.enumerated() where firstItem + leafIndex < geometry.itemCount {
                let frame = leaf.frame.offsetBy(dx: origin.x, dy: origin.y)
                let indexPath = IndexPath(item: firstItem + leafIndex, section: index)
                if frame.intersects(rect) { cells.append(cellAttributes(frame: frame, zIndex: leaf.zIndex, at: indexPath)) }
                for supplementary in leaf.item?.supplementaryItems ?? [] {
                    let attributes = anchoredAttributes(supplementary, itemFrame: frame, itemZIndex: leaf.zIndex, at: indexPath)
                    if attributes.frame.intersects(rect) { anchored.append((attributes, supplementary.zIndex)) }
                }
            }
        }
        if let handler = geometry.section.visibleItemsInvalidationHandler, !cells.isEmpty {
            let scrollOffset = geometry.isOrthogonal ? Point(x: offset, y: 0) : (stackingBounds?.origin ?? .zero)
            var adjusted = cells
            handler(&adjusted, scrollOffset, environment)
            // Only the transform, alpha and zIndex of the cells handed in may change.
            for (position, changed) in zip(cells.indices, adjusted) where changed.indexPath == cells[position].indexPath {
                cells[position].transform3D = changed.transform3D
                cells[position].alpha = changed.alpha
                cells[position].zIndex = changed.zIndex
            }
            // An anchored item stays its own zIndex above its cell as the handler left the cell
            // (a handler that brings the middle card of a scrolling band to the front keeps the
            // card's badge in front of it).
            if !anchored.isEmpty {
                let shown = Dictionary(cells.map { ($0.indexPath, $0.zIndex) }, uniquingKeysWith: { first, _ in first })
                for index in anchored.indices {
                    if let zIndex = shown[anchored[index].attributes.indexPath] {
                        anchored[index].attributes.zIndex = zIndex + anchored[index].ownZIndex
                    }
                }
            }
        }
        for item in anchored { result.append(item.attributes) }
        result += cells
    }

    private func cellAttributes(frame: Rect, zIndex: Int, at indexPath: IndexPath) -> LayoutAttributes {
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        attributes.zIndex = zIndex
        return attributes
    }

    /// An item's anchored supplementary item: its frame on the item's, its zIndex counted from
    /// the item's (`LayoutSupplementaryItem.zIndex`: UIKit's default 1 is one above its item).
    private func anchoredAttributes(_ item: LayoutSupplementaryItem, itemFrame: Rect, itemZIndex: Int,
                                    at indexPath: IndexPath) -> LayoutAttributes {
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: indexPath)
        attributes.frame = item.frame(onItemFrame: itemFrame)
        attributes.zIndex = itemZIndex + item.zIndex
        return attributes
    }

    /// A cell's frame and leaf, in content coordinates with its band's offset applied.
    private func leaf(at indexPath: IndexPath) -> (frame: Rect, leaf: SolvedLeaf)? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let geometry = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < geometry.itemCount, geometry.leavesPerGroup > 0 else { return nil }
        let group = indexPath.item / geometry.leavesPerGroup
        let leaf = geometry.solved(group).leaves[indexPath.item % geometry.leavesPerGroup]
        let origin = geometry.groupOrigin(group, orthogonalOffset: orthogonalOffset(forSection: indexPath.section))
        return (leaf.frame.offsetBy(dx: origin.x, dy: origin.y), leaf)
    }

    /// One cell's attributes.
    func stackingAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard let (frame, leaf) = leaf(at: indexPath) else { return nil }
        return cellAttributes(frame: frame, zIndex: leaf.zIndex, at: indexPath)
    }

    /// A global boundary item (at `[0, 0]`), a section's boundary item (at `[section, 0]`), or
    /// an item's anchored supplementary item (at the item's index path), looked up in that order.
    func stackingAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        if indexPath == IndexPath(item: 0, section: 0),
           let item = stackingBoundaryItems.first(where: { $0.elementKind == kind }) {
            return globalAttributes(item)
        }
        guard sections.indices.contains(indexPath.section) else { return nil }
        if indexPath.item == 0,
           let item = sections[indexPath.section].section.boundarySupplementaryItems.first(where: { $0.elementKind == kind }) {
            return boundaryAttributes(item, section: indexPath.section)
        }
        guard let (frame, leaf) = leaf(at: indexPath),
              let item = leaf.item?.supplementaryItems.first(where: { $0.elementKind == kind }) else { return nil }
        return anchoredAttributes(item, itemFrame: frame, itemZIndex: leaf.zIndex, at: indexPath)
    }

    /// A section's decoration (at `[section, 0]`).
    func stackingAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section), indexPath.item == 0,
              let item = sections[indexPath.section].section.decorationItems.first(where: { $0.elementKind == kind }) else { return nil }
        var attributes = LayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
        attributes.frame = sections[indexPath.section].decorationFrame(item)
        attributes.zIndex = item.zIndex
        return attributes
    }

    /// A section's boundary item; a pinned one stays within the visible bounds while its
    /// section is on screen, pushed out by the section's end.
    private func boundaryAttributes(_ item: LayoutBoundarySupplementaryItem, section index: Int) -> LayoutAttributes {
        let geometry = sections[index]
        var frame = geometry.boundaryFrame(item)
        if item.pinToVisibleBounds, let bounds = pinningBounds {
            frame.origin.y = Self.pinnedY(natural: frame.minY, height: frame.height, alignment: item.alignment, bounds: bounds,
                                          spanTop: geometry.origin, spanBottom: geometry.origin + geometry.extent)
        }
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: index))
        attributes.frame = frame
        attributes.zIndex = item.pinToVisibleBounds && raisesPinnedZIndex ? max(item.zIndex, Self.pinnedZIndex) : item.zIndex
        return attributes
    }

    /// A global boundary item above or below all sections, pinned within the whole content.
    private func globalAttributes(_ item: LayoutBoundarySupplementaryItem) -> LayoutAttributes? {
        guard let viewSize = preparedViewSize else { return nil }
        let size = item.layoutSize.resolved(in: viewSize)
        var bottomExtension = 0.0
        for other in stackingBoundaryItems where other.extendsBoundary && other.alignment.isBottom {
            bottomExtension = max(bottomExtension, other.layoutSize.resolved(in: viewSize).height)
        }
        var frame = CompositionalSectionGeometry.boundaryFrame(
            item, size: size, minX: 0, maxX: viewSize.width, top: 0, bottom: contentSize.height, contentTop: globalTopExtension,
            topExtension: globalTopExtension, bottomExtension: bottomExtension)
        if item.pinToVisibleBounds, let bounds = pinningBounds {
            frame.origin.y = Self.pinnedY(natural: frame.minY, height: frame.height, alignment: item.alignment, bounds: bounds,
                                          spanTop: 0, spanBottom: contentSize.height)
        }
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: 0))
        attributes.frame = frame
        attributes.zIndex = item.pinToVisibleBounds && raisesPinnedZIndex ? max(item.zIndex, Self.pinnedZIndex) : item.zIndex
        return attributes
    }

    /// The visible bounds in stacking space less the collection view's adjusted content inset
    /// along the stacking axis (top and bottom; left and right in a horizontal layout): where
    /// pinned items stay, clear of a device's status bar and home indicator, as UIKit's
    /// `pinToVisibleBounds` items do.
    var pinningBounds: Rect? {
        guard let context, let bounds = stackingBounds else { return nil }
        let inset = context.adjustedContentInset
        let start = isTransposed ? inset.left : inset.top, end = isTransposed ? inset.right : inset.bottom
        return Rect(x: bounds.minX, y: bounds.minY + start, width: bounds.width, height: max(0, bounds.height - start - end))
    }

    /// Where a pinned item's top goes: a top item no higher than the visible top and no lower
    /// than its span's end allows; a bottom item no lower than the visible bottom and no higher
    /// than its span's top allows; others stay.
    static func pinnedY(natural: Double, height: Double, alignment: LayoutRectAlignment, bounds: Rect,
                        spanTop: Double, spanBottom: Double) -> Double {
        if alignment.isBottom {
            return max(min(natural, bounds.maxY - height), spanTop)
        }
        if alignment.isTop {
            return min(max(natural, bounds.minY), spanBottom - height)
        }
        return natural
    }

    // MARK: Orthogonal bands

    /// The band offset along its axis (x, or y in a horizontal layout) of an orthogonally
    /// scrolling section (0 when never set).
    public func orthogonalOffset(forSection section: Int) -> Double {
        orthogonalOffsets[section] ?? 0
    }

    /// Scrolls an orthogonal section's band; applied by the next query, no prepare needed.
    public func setOrthogonalOffset(_ offset: Double, forSection section: Int) {
        orthogonalOffsets[section] = offset
    }

    /// The band of an orthogonally scrolling section; nil for a section that follows the main axis.
    public func orthogonalBand(forSection section: Int) -> OrthogonalBand? {
        guard sections.indices.contains(section), sections[section].isOrthogonal else { return nil }
        return sections[section].band
    }

    /// Where a flick in an orthogonal section's band comes to rest, from its current offset, for
    /// the section's behaviour; nil for a section that follows the main axis.
    public func restingOrthogonalOffset(forSection section: Int, proposed: Double, velocity: Double) -> Double? {
        guard let band = orthogonalBand(forSection: section) else { return nil }
        return band.restingOffset(for: sections[section].section.orthogonalScrollingBehavior,
                                  current: orthogonalOffset(forSection: section), proposed: proposed, velocity: velocity)
    }
}
