/// A horizontally scrolling compositional layout is solved as the vertical layout of its
/// transposed description: x ↔ y, width ↔ height, fractionalWidth ↔ fractionalHeight,
/// leading ↔ top, trailing ↔ bottom, horizontal groups ↔ vertical groups. The solver works in
/// this "stacking space" (sections stack along y); the view's size goes in transposed and every
/// frame, rect, size and offset comes out transposed again. Transposing twice gives back the
/// value, so the same map converts both ways.
protocol AxisTransposable {
    /// The value with x and y (and everything named after them) exchanged.
    var transposed: Self { get }
}

extension Point: AxisTransposable {
    /// x ↔ y.
    var transposed: Point { Point(x: y, y: x) }
}

extension Size: AxisTransposable {
    /// width ↔ height.
    var transposed: Size { Size(width: height, height: width) }
}

extension Rect: AxisTransposable {
    /// Origin and size transposed: the rectangle mirrored about the diagonal x = y.
    var transposed: Rect { Rect(origin: origin.transposed, size: size.transposed) }
}

extension LayoutAttributes: AxisTransposable {
    /// Centre and size transposed; the transform, alpha and zIndex are the element's own and stay.
    var transposed: LayoutAttributes {
        var attributes = self
        attributes.center = center.transposed
        attributes.size = size.transposed
        return attributes
    }
}

extension InvalidationContext: AxisTransposable {
    /// The content size and offset adjustments transposed; what is invalidated stays.
    var transposed: InvalidationContext {
        var context = self
        context.contentSizeAdjustment = contentSizeAdjustment.transposed
        context.contentOffsetAdjustment = contentOffsetAdjustment.transposed
        return context
    }
}

extension LayoutEnvironment: AxisTransposable {
    /// The container's size transposed.
    var transposed: LayoutEnvironment {
        LayoutEnvironment(containerSize: containerSize.transposed, contentSizeCategory: contentSizeCategory,
                          horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass)
    }
}

extension LayoutDimension: AxisTransposable {
    /// fractionalWidth ↔ fractionalHeight; points stay points.
    var transposed: LayoutDimension {
        switch kind {
        case .fractionalWidth: .fractionalHeight(value)
        case .fractionalHeight: .fractionalWidth(value)
        case .absolute, .estimated: self
        }
    }
}

extension LayoutSize: AxisTransposable {
    /// The width's dimension becomes the height's and the other way round, each transposed.
    var transposed: LayoutSize {
        LayoutSize(widthDimension: heightDimension.transposed, heightDimension: widthDimension.transposed)
    }
}

extension DirectionalEdgeInsets: AxisTransposable {
    /// top ↔ leading, bottom ↔ trailing.
    var transposed: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: leading, leading: top, bottom: trailing, trailing: bottom)
    }
}

extension LayoutEdgeSpacing: AxisTransposable {
    /// top ↔ leading, bottom ↔ trailing.
    var transposed: LayoutEdgeSpacing {
        LayoutEdgeSpacing(leading: top, top: leading, trailing: bottom, bottom: trailing)
    }
}

extension DirectionalRectEdge: AxisTransposable {
    /// top ↔ leading, bottom ↔ trailing.
    var transposed: DirectionalRectEdge {
        var edges: DirectionalRectEdge = []
        if contains(.top) { edges.insert(.leading) }
        if contains(.leading) { edges.insert(.top) }
        if contains(.bottom) { edges.insert(.trailing) }
        if contains(.trailing) { edges.insert(.bottom) }
        return edges
    }
}

extension LayoutAnchor: AxisTransposable {
    /// Edges and offset transposed (a fractional offset's fractions follow their axes).
    var transposed: LayoutAnchor {
        switch offset {
        case .absolute(let point): LayoutAnchor(edges: edges.transposed, absoluteOffset: point.transposed)
        case .fractional(let point): LayoutAnchor(edges: edges.transposed, fractionalOffset: point.transposed)
        }
    }
}

extension LayoutRectAlignment: AxisTransposable {
    /// The alignment of the mirrored corner or edge: top ↔ leading, bottom ↔ trailing,
    /// topTrailing ↔ bottomLeading; topLeading and bottomTrailing lie on the diagonal and stay.
    var transposed: LayoutRectAlignment {
        switch self {
        case .top: .leading
        case .leading: .top
        case .bottom: .trailing
        case .trailing: .bottom
        case .topTrailing: .bottomLeading
        case .bottomLeading: .topTrailing
        case .topLeading: .topLeading
        case .bottomTrailing: .bottomTrailing
        }
    }
}

extension LayoutSupplementaryItem: AxisTransposable {
    /// Size and anchor transposed.
    var transposed: LayoutSupplementaryItem {
        LayoutSupplementaryItem(layoutSize: layoutSize.transposed, elementKind: elementKind,
                                containerAnchor: containerAnchor.transposed, zIndex: zIndex)
    }
}

extension LayoutBoundarySupplementaryItem: AxisTransposable {
    /// Size, alignment and offset transposed.
    var transposed: LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(layoutSize: layoutSize.transposed, elementKind: elementKind, alignment: alignment.transposed,
                                        absoluteOffset: absoluteOffset.transposed, extendsBoundary: extendsBoundary,
                                        pinToVisibleBounds: pinToVisibleBounds, zIndex: zIndex)
    }
}

extension LayoutDecorationItem: AxisTransposable {
    /// Insets transposed.
    var transposed: LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind, contentInsets: contentInsets.transposed, zIndex: zIndex)
    }
}

extension LayoutItem {
    /// A new item (or group, to any depth) describing the transposed layout of this one.
    func transposedItem() -> LayoutItem {
        if let group = self as? LayoutGroup { return group.transposedGroup() }
        let copy = LayoutItem(layoutSize: layoutSize.transposed)
        copyTransposedItemProperties(to: copy)
        return copy
    }

    /// Gives `copy` this item's insets, edge spacing and anchored supplementary items, transposed.
    func copyTransposedItemProperties(to copy: LayoutItem) {
        copy.contentInsets = contentInsets.transposed
        copy.edgeSpacing = edgeSpacing?.transposed
        copy.supplementaryItems = supplementaryItems.map(\.transposed)
    }
}

extension LayoutGroup {
    /// The transposed group: a horizontal group becomes a vertical one of the transposed
    /// subitems and the other way round; a custom group's provider sees the untransposed
    /// environment and its frames come back transposed.
    func transposedGroup() -> LayoutGroup {
        let size = layoutSize.transposed
        let group: LayoutGroup
        switch arrangement {
        case .horizontal, .vertical:
            let vertical: Bool
            if case .horizontal = arrangement { vertical = true } else { vertical = false }
            if let count, let subitem = subitems.first {
                let item = subitem.transposedItem()
                group = vertical ? .vertical(layoutSize: size, subitem: item, count: count)
                    : .horizontal(layoutSize: size, subitem: item, count: count)
            } else {
                let items = subitems.map { $0.transposedItem() }
                group = vertical ? .vertical(layoutSize: size, subitems: items) : .horizontal(layoutSize: size, subitems: items)
            }
        case .custom(let provider):
            group = .custom(layoutSize: size) { environment in
                provider(environment.transposed).map { LayoutGroupCustomItem(frame: $0.frame.transposed, zIndex: $0.zIndex) }
            }
        }
        group.interItemSpacing = interItemSpacing
        copyTransposedItemProperties(to: group)
        return group
    }
}

extension LayoutSection {
    /// The transposed section: group, insets, boundary and decoration items transposed; the
    /// visible-items handler is wrapped so that it sees (and changes) untransposed attributes
    /// and offsets.
    func transposedSection() -> LayoutSection {
        let copy = LayoutSection(group: group.transposedGroup())
        copy.contentInsets = contentInsets.transposed
        copy.interGroupSpacing = interGroupSpacing
        copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        copy.boundarySupplementaryItems = boundarySupplementaryItems.map(\.transposed)
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.contentInsetsReference = contentInsetsReference
        copy.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        copy.decorationItems = decorationItems.map(\.transposed)
        if let handler = visibleItemsInvalidationHandler {
            copy.visibleItemsInvalidationHandler = { items, offset, environment in
                var real = items.map(\.transposed)
                handler(&real, offset.transposed, environment)
                items = real.map(\.transposed)
            }
        }
        return copy
    }
}
