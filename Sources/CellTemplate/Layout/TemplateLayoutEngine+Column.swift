import StackArithmetic
import CollectionLayout

extension TemplateLayoutEngine {
    /// A vertical stack: children top to bottom, placed across the width by the alignment; their
    /// heights shared by the distribution when the stack's height is given, natural otherwise.
    func placeColumn(_ stack: StackNode, box: NodeBox, width: Double, height: Double?) -> NodePlacement {
        let inner = max(0, width - stack.padding.horizontal)
        let shown = stack.children.enumerated().filter { !isHidden($0.element) }
        // A column has no baselines to align: firstBaseline (a row's that became a column at AX
        // sizes, as Apple's Dynamic Type guidance has it) puts the children at the leading edge.
        let alignment = stack.alignment == .firstBaseline ? .leading : stack.alignment
        let widths = shown.map { crossWidth(of: $0.element, in: inner, alignment: alignment) }
        let naturals = zip(shown, widths).map { child, childWidth in place(child.element, width: childWidth, height: nil) }
        let claims = zip(shown, naturals).map { child, natural in
            ArrangedLength(natural: natural.size.height,
                           least: child.element.box.height ?? child.element.box.minHeight ?? leastLength(of: child.element),
                           most: child.element.box.height ?? child.element.box.maxHeight ?? mostLength(of: child.element),
                           hugging: child.element.huggingPriority, compressionResistance: child.element.compressionResistance,
                           isSpacer: child.element.isSpacer)
        }
        let available = height.map { max(0, $0 - stack.padding.vertical) }
        let positions = stack.distribution.arrange(claims, available: available, spacing: stack.spacing)
        var placement = NodePlacement(size: Size(width: width, height: height ?? box.constrainedHeight(positions.extent + stack.padding.vertical)),
                                      firstBaseline: 0, lastBaseline: 0, axis: .vertical)
        for (slot, child) in shown.enumerated() {
            let childWidth = widths[slot]
            let x: Double = switch alignment {
            case .fill, .leading, .firstBaseline: 0
            case .center: ((inner - childWidth) / 2).rounded(.down)
            case .trailing: inner - childWidth
            }
            // Given the height it asked for, a child is laid out as it was when it was asked (not again).
            let length = positions.lengths[slot]
            let childPlacement = naturals[slot].size.height == length ? naturals[slot] : place(child.element, width: childWidth, height: length)
            placement.children.append(PlacedChild(index: child.offset, origin: Point(x: stack.padding.leading + x, y: stack.padding.top + positions.offsets[slot]),
                                                   placement: childPlacement))
        }
        let baselines = placement.children.map { $0.origin.y + $0.placement.firstBaseline }
        let lastBaselines = placement.children.map { $0.origin.y + $0.placement.lastBaseline }
        placement.firstBaseline = baselines.first ?? 0
        placement.lastBaseline = lastBaselines.last ?? placement.size.height
        return placement
    }

    /// The width a column gives a child: all of it (`fill`, and always a spacer or separator), or
    /// its natural width up to all of it; held to the child's own width limits.
    private func crossWidth(of child: CellNode, in inner: Double, alignment: StackAlignment) -> Double {
        switch child.kind {
        case .spacer, .separator: return child.box.constrainedWidth(inner)
        default: break
        }
        if alignment == .fill { return child.box.constrainedWidth(inner) }
        if case .image(let image) = child.kind, child.box.width == nil, child.box.height == nil || image.fill {
            // A picture without a width of its own is as wide as it may be.
            return child.box.constrainedWidth(inner)
        }
        return min(naturalWidth(of: child, alongAxis: .vertical), inner)
    }

    /// The least length along its stack's axis a child may be squeezed to.
    func leastLength(of node: CellNode) -> Double {
        switch node.kind {
        case .spacer(let minLength): minLength
        case .separator: 1
        default: 0
        }
    }

    /// The most length along its stack's axis a child may be stretched to.
    func mostLength(of node: CellNode) -> Double {
        if case .separator = node.kind { return 1 }
        return .infinity
    }
}
