/// One section of a compositional layout, solved: its group's template (every group the same
/// until cells are measured), the groups that measured cells changed, and the arithmetic that
/// places group n without storing every frame. Positions are relative to the section's origin
/// along y unless said otherwise. Everything here is in stacking space: for a horizontal layout
/// the section is the transposed description and x and y are exchanged (`CompositionalTransposition.swift`).
struct CompositionalSectionGeometry {
    /// The section's description.
    let section: LayoutSection
    /// How many items the section holds.
    let itemCount: Int
    /// The collection view's visible size.
    let viewSize: Size
    /// The group's container: the view's size less the section's insets.
    let containerSize: Size
    /// The group laid out at its estimates.
    let template: SolvedGroup
    /// How many groups hold the items (the last one may be partly filled).
    let groupCount: Int
    /// Whether the groups run along x in a band.
    let isOrthogonal: Bool
    /// Where the band's first group starts along x (the leading inset, or centring insets).
    let bandLeadingInset: Double
    /// The height of the extending boundary items above the content.
    let topExtension: Double
    /// The height of the extending boundary items below the content.
    let bottomExtension: Double
    /// The section's top, in content coordinates.
    var origin = 0.0
    /// The heights its estimated boundary items measured, by element kind.
    let measuredBoundaryHeights: [String: Double]
    /// The groups' room from the view's leading and trailing edges: the section's reference plus its content insets.
    let groupSides: (leading: Double, trailing: Double)
    /// The boundary items' room from the view's edges: their reference (plus the content insets when they follow them).
    let supplementarySides: (leading: Double, trailing: Double)
    /// Groups changed by measured cells, by group index.
    private(set) var measuredGroups: [Int: SolvedGroup] = [:]
    /// With measured groups: the start of each group along its axis, from the content's start.
    private(set) var groupStarts: [Double]?
    /// The band's height (orthogonal sections): the tallest measured group, or the estimate while
    /// some group is not measured yet.
    private(set) var bandHeight: Double

    /// Solves a section's template for `itemCount` items in a view of `viewSize`, its estimated
    /// boundary items at the heights they measured (`measuredBoundaryHeights`, by kind).
    /// `references` are the room the section's content-insets reference and its boundary items'
    /// reference keep at the view's leading and trailing edges (none: the view's edges).
    init(section: LayoutSection, itemCount: Int, viewSize: Size, contentSizeCategory: String,
         measuredBoundaryHeights: [String: Double] = [:],
         references: (content: (leading: Double, trailing: Double), supplementary: (leading: Double, trailing: Double)) = ((0, 0), (0, 0))) {
        self.section = section
        self.measuredBoundaryHeights = measuredBoundaryHeights
        self.itemCount = itemCount
        self.viewSize = viewSize
        let insets = section.contentInsets
        groupSides = (references.content.leading + insets.leading, references.content.trailing + insets.trailing)
        supplementarySides = section.supplementariesFollowContentInsets
            ? (references.supplementary.leading + insets.leading, references.supplementary.trailing + insets.trailing)
            : references.supplementary
        containerSize = Size(width: max(0, viewSize.width - groupSides.leading - groupSides.trailing),
                             height: max(0, viewSize.height - insets.top - insets.bottom))
        var solver = CompositionalGroupSolver(contentSizeCategory: contentSizeCategory)
        template = solver.solve(section.group, size: section.group.layoutSize.resolved(in: containerSize))
        let perGroup = template.leaves.count
        groupCount = perGroup == 0 ? 0 : (itemCount + perGroup - 1) / perGroup
        isOrthogonal = section.orthogonalScrollingBehavior != .none
        bandLeadingInset = section.orthogonalScrollingBehavior == .groupPagingCentered
            ? max(0, (viewSize.width - template.size.width) / 2) : groupSides.leading
        bandHeight = template.size.height
        var top = 0.0, bottom = 0.0
        for item in section.boundarySupplementaryItems where item.extendsBoundary {
            let height = Self.boundarySize(item, in: viewSize, measured: measuredBoundaryHeights).height
            if item.alignment.isTop { top = max(top, height) }
            if item.alignment.isBottom { bottom = max(bottom, height) }
        }
        topExtension = top
        bottomExtension = bottom
    }

    /// How many cells one group holds.
    var leavesPerGroup: Int { template.leaves.count }

    /// Where the groups start, from the section's origin.
    var contentStart: Double { topExtension + section.contentInsets.top }

    /// The groups' extent along y: the band's height, or the groups stacked with their spacing.
    var contentExtent: Double {
        guard groupCount > 0 else { return 0 }
        if isOrthogonal { return bandHeight }
        return groupStart(groupCount - 1) + groupExtent(groupCount - 1)
    }

    /// The section's whole extent along y: boundary items, insets and groups.
    var extent: Double {
        contentStart + contentExtent + section.contentInsets.bottom + bottomExtension
    }

    /// The band along x, for an orthogonal section.
    var band: OrthogonalBand {
        let trailing = section.orthogonalScrollingBehavior == .groupPagingCentered ? bandLeadingInset : groupSides.trailing
        return OrthogonalBand(containerWidth: viewSize.width, leadingInset: bandLeadingInset, trailingInset: trailing,
                              groupWidth: template.size.width, interGroupSpacing: section.interGroupSpacing, groupCount: groupCount)
    }

    /// Group n laid out: measured, or the template.
    func solved(_ group: Int) -> SolvedGroup { measuredGroups[group] ?? template }

    /// A group's extent along the axis groups follow (y, or x in a band).
    func groupExtent(_ group: Int) -> Double {
        let size = solved(group).size
        return isOrthogonal ? size.width : size.height
    }

    /// A group's start along the axis groups follow, from the content's start.
    func groupStart(_ group: Int) -> Double {
        if let groupStarts { return groupStarts[group] }
        return Double(group) * ((isOrthogonal ? template.size.width : template.size.height) + section.interGroupSpacing)
    }

    /// A group's origin in content coordinates, the band scrolled by `orthogonalOffset`.
    func groupOrigin(_ group: Int, orthogonalOffset: Double) -> Point {
        if isOrthogonal {
            return Point(x: bandLeadingInset + groupStart(group) - orthogonalOffset, y: origin + contentStart)
        }
        return Point(x: groupSides.leading, y: origin + contentStart + groupStart(group))
    }

    /// The groups that may meet the span [low, high) along their axis (content coordinates
    /// along y, band coordinates along x), one more on each side for badges that stick out.
    func groups(meeting low: Double, _ high: Double) -> Range<Int> {
        guard groupCount > 0 else { return 0..<0 }
        let first = lastGroup(startingAtOrBefore: low) - 1
        let last = lastGroup(startingAtOrBefore: high) + 1
        return max(0, first)..<min(groupCount, last + 1)
    }

    /// The last group whose start is at or before `position` (0 when none is).
    private func lastGroup(startingAtOrBefore position: Double) -> Int {
        if let groupStarts {
            var low = 0, high = groupStarts.count
            while low < high {
                let middle = (low + high) / 2
                if groupStarts[middle] <= position { low = middle + 1 } else { high = middle }
            }
            return max(0, low - 1)
        }
        let pitch = (isOrthogonal ? template.size.width : template.size.height) + section.interGroupSpacing
        guard pitch > 0 else { return 0 }
        let index = (position / pitch).rounded(.down)
        return Int(min(max(0, index), Double(groupCount - 1)))
    }

    /// Solves again the groups holding the given items with the measured sizes, then the groups' starts.
    mutating func applyMeasurements(_ measured: [Int: Size], changedItems: some Sequence<Int>, contentSizeCategory: String) {
        let perGroup = leavesPerGroup
        guard perGroup > 0 else { return }
        for group in Set(changedItems.map { $0 / perGroup }) where group < groupCount {
            measuredGroups[group] = solveGroup(group, measured: measured, contentSizeCategory: contentSizeCategory)
        }
        guard !measuredGroups.isEmpty else { return }
        var starts = [Double](repeating: 0, count: groupCount)
        var position = 0.0
        for group in 0..<groupCount {
            starts[group] = position
            position += groupExtent(group) + section.interGroupSpacing
        }
        groupStarts = starts
        bandHeight = bandHeight(replacing: [:])
    }

    /// The band's height with some groups' heights replaced (`replacements`, by group index): the
    /// tallest measured group; the estimate stands only for groups not measured yet.
    func bandHeight(replacing replacements: [Int: Double]) -> Double {
        var heights = measuredGroups.mapValues(\.size.height)
        heights.merge(replacements) { $1 }
        let tallest = heights.values.max() ?? template.size.height
        return heights.count < groupCount ? max(tallest, template.size.height) : tallest
    }

    /// Group n laid out with the measured sizes of its cells.
    func solveGroup(_ group: Int, measured: [Int: Size], contentSizeCategory: String) -> SolvedGroup {
        let firstItem = group * leavesPerGroup, itemCount = itemCount
        // The empty places of a partly filled last group take no extent on their estimated axes.
        var solver = CompositionalGroupSolver(contentSizeCategory: contentSizeCategory) {
            firstItem + $0 < itemCount ? measured[firstItem + $0] : .zero
        }
        return solver.solve(section.group, size: section.group.layoutSize.resolved(in: containerSize))
    }

    /// A boundary item's natural frame (before pinning), in content coordinates.
    func boundaryFrame(_ item: LayoutBoundarySupplementaryItem) -> Rect {
        let minX = supplementarySides.leading
        let maxX = viewSize.width - supplementarySides.trailing
        let size = Self.boundarySize(item, in: Size(width: maxX - minX, height: viewSize.height), measured: measuredBoundaryHeights)
        return Self.boundaryFrame(item, size: size, minX: minX, maxX: maxX, top: origin, bottom: origin + extent,
                                  contentTop: origin + contentStart, topExtension: topExtension, bottomExtension: bottomExtension)
    }

    /// A boundary item's size in `container`: its layout size, an estimated height replaced by
    /// the height it measured.
    static func boundarySize(_ item: LayoutBoundarySupplementaryItem, in container: Size, measured: [String: Double]) -> Size {
        var size = item.layoutSize.resolved(in: container)
        if item.layoutSize.heightDimension.isEstimated, let height = measured[item.elementKind] { size.height = height }
        return size
    }

    /// A boundary item's frame aligned in the span [top, bottom) between minX and maxX.
    static func boundaryFrame(_ item: LayoutBoundarySupplementaryItem, size: Size, minX: Double, maxX: Double,
                              top: Double, bottom: Double, contentTop: Double,
                              topExtension: Double, bottomExtension: Double) -> Rect {
        let x: Double
        switch item.alignment {
        case .topLeading, .leading, .bottomLeading: x = minX
        case .topTrailing, .trailing, .bottomTrailing: x = maxX - size.width
        case .top, .bottom: x = minX + (maxX - minX - size.width) / 2
        }
        let y: Double
        if item.alignment.isTop {
            y = item.extendsBoundary ? top : top + topExtension
        } else if item.alignment.isBottom {
            y = item.extendsBoundary ? bottom - size.height : bottom - bottomExtension - size.height
        } else {
            y = contentTop
        }
        return Rect(x: x + item.absoluteOffset.x, y: y + item.absoluteOffset.y, width: size.width, height: size.height)
    }

    /// A decoration's frame: the section less its boundary extensions, less the decoration's insets.
    func decorationFrame(_ item: LayoutDecorationItem) -> Rect {
        let insets = item.contentInsets
        let height = section.contentInsets.top + contentExtent + section.contentInsets.bottom
        return Rect(x: insets.leading, y: origin + topExtension + insets.top,
                    width: max(0, viewSize.width - insets.leading - insets.trailing),
                    height: max(0, height - insets.top - insets.bottom))
    }
}
