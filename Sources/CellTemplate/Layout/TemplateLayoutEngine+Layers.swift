import CollectionLayout

extension TemplateLayoutEngine {
    /// A z-stack: every child in the same frame, back to front; filling children take the whole
    /// frame, the others their natural size at the alignment's edge or corner. As tall as its
    /// tallest child unless its height is given.
    func placeLayers(_ zstack: ZStackNode, box: NodeBox, width: Double, height: Double?) -> NodePlacement {
        let shown = zstack.children.enumerated().filter { !isHidden($0.element) }
        let alignment = zstack.alignment
        let spansWidth = alignment == .fill || alignment == .top || alignment == .bottom
        let widths = shown.map { child in
            spansWidth ? child.element.box.constrainedWidth(width) : min(naturalWidth(of: child.element), width)
        }
        let natural = zip(shown, widths).map { place($0.element, width: $1, height: nil) }
        let outerHeight = height ?? box.constrainedHeight(natural.map(\.size.height).max() ?? 0)
        // A z-stack is a plain view: no baseline of its own (its top is its first, its bottom its last).
        var placement = NodePlacement(size: Size(width: width, height: outerHeight), firstBaseline: 0, lastBaseline: outerHeight)
        for (slot, child) in shown.enumerated() {
            let childWidth = widths[slot]
            let childHeight = alignment == .fill ? (child.element.box.height ?? outerHeight) : natural[slot].size.height
            let left = 0.0, centreX = ((width - childWidth) / 2).rounded(.down), right = width - childWidth
            let top = 0.0, centreY = ((outerHeight - childHeight) / 2).rounded(.down), bottom = outerHeight - childHeight
            let origin: Point = switch alignment {
            case .fill, .topLeading: Point(x: left, y: top)
            case .center: Point(x: centreX, y: centreY)
            case .top: Point(x: left, y: top)
            case .bottom: Point(x: left, y: bottom)
            case .leading: Point(x: left, y: centreY)
            case .trailing: Point(x: right, y: centreY)
            case .topTrailing: Point(x: right, y: top)
            case .bottomLeading: Point(x: left, y: bottom)
            case .bottomTrailing: Point(x: right, y: bottom)
            }
            let childPlacement = natural[slot].size.height == childHeight ? natural[slot] : place(child.element, width: childWidth, height: childHeight)
            placement.children.append(PlacedChild(index: child.offset, origin: origin, placement: childPlacement))
        }
        return placement
    }
}
