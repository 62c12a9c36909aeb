import CollectionLayout

extension TemplateLayoutEngine {
    /// A horizontal stack: children leading to trailing, their widths shared by the distribution,
    /// placed across the height by the alignment (first baselines on one line, for `firstBaseline`).
    func placeRow(_ stack: StackNode, box: NodeBox, width: Double, height: Double?) -> NodePlacement {
        let inner = max(0, width - stack.padding.horizontal)
        let shown = stack.children.enumerated().filter { !isHidden($0.element) }
        let claims = shown.map { child in
            ArrangedLength(natural: naturalWidth(of: child.element, alongAxis: .horizontal),
                           least: child.element.box.width ?? child.element.box.minWidth ?? leastLength(of: child.element),
                           most: child.element.box.width ?? child.element.box.maxWidth ?? mostLength(of: child.element),
                           hugging: hugging(child.element), compressionResistance: compressionResistance(child.element),
                           isSpacer: child.element.isSpacer)
        }
        let positions = stack.distribution.arrange(claims, available: inner, spacing: stack.spacing)
        let natural = shown.enumerated().map { slot, child in
            child.element.spansStack ? nil : place(child.element, width: positions.lengths[slot], height: nil)
        }
        let above = natural.compactMap { $0?.firstBaseline }.max() ?? 0
        let below = natural.compactMap { $0.map { $0.size.height - $0.firstBaseline } }.max() ?? 0
        let tallest = natural.compactMap { $0?.size.height }.max() ?? 0
        let naturalInner = stack.alignment == .firstBaseline ? above + below : tallest
        let outerHeight = height ?? box.constrainedHeight(naturalInner + stack.padding.vertical)
        let innerHeight = max(0, outerHeight - stack.padding.vertical)
        var placement = NodePlacement(size: Size(width: width, height: outerHeight), firstBaseline: 0, lastBaseline: 0, axis: .horizontal)
        for (slot, child) in shown.enumerated() {
            let childHeight: Double
            let y: Double
            if let own = natural[slot] {
                let ownHeight = own.size.height
                switch stack.alignment {
                case .fill:
                    // A picture held to its aspect ratio keeps the height its width gives it (a required constraint).
                    childHeight = child.element.box.height ?? ratioHeight(of: child.element, width: positions.lengths[slot])
                        ?? child.element.box.constrainedHeight(innerHeight)
                    y = 0
                case .leading:
                    (childHeight, y) = (ownHeight, 0)
                case .center:
                    (childHeight, y) = (ownHeight, ((innerHeight - ownHeight) / 2).rounded(.down))
                case .trailing:
                    (childHeight, y) = (ownHeight, innerHeight - ownHeight)
                case .firstBaseline:
                    (childHeight, y) = (ownHeight, above - own.firstBaseline)
                }
            } else {
                (childHeight, y) = (innerHeight, 0)
            }
            let childPlacement = natural[slot].flatMap { $0.size.height == childHeight ? $0 : nil }
                ?? place(child.element, width: positions.lengths[slot], height: childHeight)
            placement.children.append(PlacedChild(index: child.offset, origin: Point(x: stack.padding.leading + positions.offsets[slot], y: stack.padding.top + y),
                                                   placement: childPlacement))
        }
        // A row's baseline (UIStackView's viewForFirstBaselineLayout): the aligned one, its first
        // child's when its children hang from the top or fill it, else its tallest child's.
        let candidates = placement.children.enumerated().filter { natural[$0.offset] != nil }.map(\.element)
        let baselineChild: PlacedChild? = switch stack.alignment {
        case .fill, .leading, .firstBaseline: candidates.first
        case .center, .trailing: candidates.max { $0.placement.size.height < $1.placement.size.height }
        }
        if let baselineChild {
            placement.firstBaseline = baselineChild.origin.y + baselineChild.placement.firstBaseline
            placement.lastBaseline = baselineChild.origin.y + baselineChild.placement.lastBaseline
        } else {
            placement.firstBaseline = 0
            placement.lastBaseline = outerHeight
        }
        return placement
    }

    /// The height an image with an aspect ratio of its own takes at `width`; nil for anything else.
    func ratioHeight(of node: CellNode, width: Double) -> Double? {
        guard case .image(let image) = node.kind, let ratio = image.aspectRatio, ratio > 0 else { return nil }
        return width / ratio
    }
}
