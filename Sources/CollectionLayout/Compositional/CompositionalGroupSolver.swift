/// One cell's place in a solved group.
struct SolvedLeaf {
    /// The cell's frame relative to the outermost group, after its content insets.
    var frame: Rect
    /// The item description it comes from; nil for a custom group's frames.
    var item: LayoutItem?
    /// Drawing order.
    var zIndex: Int
}

/// A group laid out: its size (estimated axes settled from its content) and its cells in order.
struct SolvedGroup {
    /// The group's size.
    var size: Size
    /// Every cell of the group, depth first, relative to the group's origin.
    var leaves: [SolvedLeaf]
}

/// Lays one group (and the groups inside it, to any depth) out from its size, following
/// `shared/reference/compositional-layout.md`: subitems repeated while the next fits, or exactly
/// `count` equal ones; fixed and flexible spacing (leftover space shared equally by the flexible
/// spacings along the group's axis); content insets ignored on estimated axes; an estimated
/// group axis taking its content's extent, and the estimated items of a row sharing its height.
struct CompositionalGroupSolver {
    /// The text size category handed to custom groups' providers.
    var contentSizeCategory: String
    /// The measured size of a cell by its index among the group's cells, if known.
    var measured: (Int) -> Size?
    /// The most cells one group may hold (guards descriptions whose items have no extent).
    static let maximumLeafCount = 100_000

    private var nextLeaf = 0

    /// Creates a solver.
    init(contentSizeCategory: String, measured: @escaping (Int) -> Size? = { _ in nil }) {
        self.contentSizeCategory = contentSizeCategory
        self.measured = measured
    }

    /// Lays a group out at the given size (its layout size resolved in its container).
    mutating func solve(_ group: LayoutGroup, size: Size) -> SolvedGroup {
        let widthEstimated = group.layoutSize.widthDimension.isEstimated
        let heightEstimated = group.layoutSize.heightDimension.isEstimated
        var insets = group.contentInsets
        if widthEstimated { insets.leading = 0; insets.trailing = 0 }
        if heightEstimated { insets.top = 0; insets.bottom = 0 }
        let inner = Size(width: max(0, size.width - insets.leading - insets.trailing),
                         height: max(0, size.height - insets.top - insets.bottom))

        guard let axis = group.axis else {
            guard case .custom(let provider) = group.arrangement else { return SolvedGroup(size: size, leaves: []) }
            let environment = LayoutEnvironment(containerSize: size, contentSizeCategory: contentSizeCategory)
            let leaves = provider(environment).map { SolvedLeaf(frame: $0.frame, item: nil, zIndex: $0.zIndex) }
            nextLeaf += leaves.count
            return SolvedGroup(size: size, leaves: leaves)
        }
        let cross = axis.other

        // The plan: which subitems, at which sizes (estimates at their guess).
        let plan = planChildren(group, axis: axis, inner: inner)

        // Natural sizes: nested groups solved, cells measured on their estimated axes.
        var children: [(item: LayoutItem, size: Size, nested: SolvedGroup?, spacing: LayoutEdgeSpacing?)] = []
        for (item, planned) in plan {
            if let nested = item as? LayoutGroup {
                let solved = solve(nested, size: planned)
                children.append((item, solved.size, solved, item.edgeSpacing))
            } else {
                var size = planned
                if let measuredSize = measured(nextLeaf) {
                    if item.layoutSize.widthDimension.isEstimated { size.width = measuredSize.width }
                    if item.layoutSize.heightDimension.isEstimated { size.height = measuredSize.height }
                }
                nextLeaf += 1
                children.append((item, size, nil, item.edgeSpacing))
            }
        }

        let spacing = group.interItemSpacing
        let spacingMinimum = spacing?.minimum ?? 0
        var used = spacingMinimum * Double(max(0, children.count - 1))
        var flexibleSlots = spacing?.isFlexible == true ? max(0, children.count - 1) : 0
        var crossContent = 0.0
        for child in children {
            used += child.size.extent(axis)
            for edge in [child.spacing?.start(axis), child.spacing?.end(axis)] {
                guard let edge else { continue }
                used += edge.minimum
                if edge.isFlexible { flexibleSlots += 1 }
            }
            let crossSpacing = (child.spacing?.start(cross)?.minimum ?? 0) + (child.spacing?.end(cross)?.minimum ?? 0)
            crossContent = max(crossContent, child.size.extent(cross) + crossSpacing)
        }

        // An estimated group axis takes its content's extent.
        var groupSize = size
        var innerSize = inner
        if group.layoutSize.dimension(axis).isEstimated {
            groupSize = Size.along(axis, used, across: groupSize.extent(cross))
            innerSize = Size.along(axis, used, across: innerSize.extent(cross))
        }
        let crossEstimated = group.layoutSize.dimension(cross).isEstimated
        if crossEstimated {
            groupSize = Size.along(axis, groupSize.extent(axis), across: crossContent)
            innerSize = Size.along(axis, innerSize.extent(axis), across: crossContent)
        }

        let leftover = max(0, innerSize.extent(axis) - used)
        let share = flexibleSlots > 0 ? leftover / Double(flexibleSlots) : 0
        func amount(_ spacing: LayoutSpacing?) -> Double {
            guard let spacing else { return 0 }
            return spacing.minimum + (spacing.isFlexible ? share : 0)
        }

        var leaves: [SolvedLeaf] = []
        var cursor = insets.start(axis)
        for (index, child) in children.enumerated() {
            if index > 0 { cursor += amount(spacing) }
            cursor += amount(child.spacing?.start(axis))
            let crossPosition = insets.start(cross) + (child.spacing?.start(cross)?.minimum ?? 0)
            let origin = axis == .horizontal ? Point(x: cursor, y: crossPosition) : Point(x: crossPosition, y: cursor)
            if let nested = child.nested {
                for leaf in nested.leaves {
                    leaves.append(SolvedLeaf(frame: leaf.frame.offsetBy(dx: origin.x, dy: origin.y), item: leaf.item, zIndex: leaf.zIndex))
                }
            } else {
                var childSize = child.size
                // The cells of a row whose extent is estimated share the row's extent.
                let crossDimension = child.item.layoutSize.dimension(cross)
                if crossEstimated {
                    if crossDimension.isEstimated {
                        childSize = Size.along(axis, childSize.extent(axis), across: innerSize.extent(cross))
                    } else if crossDimension.isFractional {
                        childSize = Size.along(axis, childSize.extent(axis), across: crossDimension.resolved(in: innerSize))
                    }
                }
                leaves.append(SolvedLeaf(frame: Self.inset(Rect(origin: origin, size: childSize), by: child.item), item: child.item, zIndex: 0))
            }
            cursor += child.size.extent(axis)
            cursor += amount(child.spacing?.end(axis))
        }
        return SolvedGroup(size: groupSize, leaves: leaves)
    }

    /// The subitems a group holds and their sizes: `count` equal copies, or the subitems
    /// repeated in order while the next still fits along the axis.
    private func planChildren(_ group: LayoutGroup, axis: LayoutAxis, inner: Size) -> [(LayoutItem, Size)] {
        let spacingMinimum = group.interItemSpacing?.minimum ?? 0
        if let count = group.count, let subitem = group.subitems.first {
            let extent = max(0, (inner.extent(axis) - spacingMinimum * Double(count - 1)) / Double(count))
            let crossExtent = subitem.layoutSize.dimension(axis.other).resolved(in: inner)
            return Array(repeating: (subitem, Size.along(axis, extent, across: crossExtent)), count: count)
        }
        guard !group.subitems.isEmpty else { return [] }
        var plan: [(LayoutItem, Size)] = []
        var cursor = 0.0
        var index = 0
        while plan.count < Self.maximumLeafCount {
            let item = group.subitems[index % group.subitems.count]
            let size = item.layoutSize.resolved(in: inner)
            let needed = (plan.isEmpty ? 0 : spacingMinimum) + (item.edgeSpacing?.start(axis)?.minimum ?? 0)
                + size.extent(axis) + (item.edgeSpacing?.end(axis)?.minimum ?? 0)
            // The first subitem always goes in; one with no extent goes in once.
            if !plan.isEmpty && (cursor + needed > inner.extent(axis) + 1e-9 || needed <= 0) { break }
            plan.append((item, size))
            cursor += needed
            index += 1
            if needed <= 0 { break }
        }
        return plan
    }

    /// A cell's frame shrunk by its content insets, except on its estimated axes.
    static func inset(_ frame: Rect, by item: LayoutItem) -> Rect {
        let insets = item.contentInsets
        var result = frame
        if !item.layoutSize.widthDimension.isEstimated {
            result.origin.x += insets.leading
            result.size.width = max(0, frame.width - insets.leading - insets.trailing)
        }
        if !item.layoutSize.heightDimension.isEstimated {
            result.origin.y += insets.top
            result.size.height = max(0, frame.height - insets.top - insets.bottom)
        }
        return result
    }
}
