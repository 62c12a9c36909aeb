import CollectionLayout

/// Lays a cell template out as UIKit lays out a cell whose content view is pinned to a
/// `UIStackView`: the width the layout offers, and — self-sizing — the height the stacks need,
/// text wrapping to the width its stack gives it (`systemLayoutSizeFitting` with a required
/// width and a fitting-size height).
///
/// Stacks follow `UIStackView`: the distributions share the length along the axis, the
/// alignments place children across it, a text or badge whose item has no such text is hidden
/// and takes no spacing. Where Auto Layout would be ambiguous (two children hugging equally),
/// the later child grows or gives way first; spacers tied for the lowest hugging share equally.
@MainActor
public struct TemplateLayoutEngine {
    /// The item's texts and picture.
    public let content: any TemplateContent
    /// Whether the text size is an accessibility size (AX1–AX5): stacks take `axisAtAccessibilitySizes`.
    public var isAccessibilitySize: Bool
    /// Right to left mirrors every frame in the cell (leading is the right edge).
    public var direction: LayoutDirection

    /// Creates an engine for one item's content.
    public init(content: any TemplateContent, isAccessibilitySize: Bool = false, direction: LayoutDirection = .leftToRight) {
        self.content = content
        self.isAccessibilitySize = isAccessibilitySize
        self.direction = direction
    }

    /// The template laid out `width` points wide and — nil — as tall as it needs, or `height` tall.
    public func layout(_ root: CellNode, width: Double, height: Double? = nil) -> TemplateLayout {
        let root = resolvingRelativeSizes(root, cellWidth: width)
        let placement = place(root, width: width, height: height)
        var nodes: [PlacedNode] = []
        flatten(root, placement, path: .root, origin: Point(x: 0, y: 0), cellWidth: placement.size.width, into: &nodes)
        return TemplateLayout(size: placement.size, nodes: nodes)
    }

    /// The size the template takes `width` points wide (self-sizing asks only this: no frames are made).
    public func size(_ root: CellNode, width: Double, height: Double? = nil) -> Size {
        place(resolvingRelativeSizes(root, cellWidth: width), width: width, height: height).size
    }

    /// The width the template takes with nothing wrapping (a horizontal layout's self-sizing cell).
    public func naturalWidth(_ root: CellNode) -> Double { naturalWidth(of: resolvingRelativeSizes(root, cellWidth: nil)) }

    /// The template with every box's relative sizes in points for this content's text size and a
    /// cell `cellWidth` wide (nil: not known yet, shares of it left out); the template itself when it has none.
    func resolvingRelativeSizes(_ node: CellNode, cellWidth: Double?) -> CellNode {
        guard node.hasRelativeSizes else { return node }
        var resolved = node
        if node.box.hasRelativeSizes {
            resolved.box = node.box.resolvingRelativeSizes(scale: node.box.scalesWith.map { content.textScale($0) } ?? 1,
                                                           cellWidth: cellWidth)
        }
        resolved.children = node.children.map { resolvingRelativeSizes($0, cellWidth: cellWidth) }
        return resolved
    }

    // MARK: Flattening

    private func flatten(_ node: CellNode, _ placement: NodePlacement, path: NodePath, origin: Point, cellWidth: Double,
                         into nodes: inout [PlacedNode]) {
        var frame = Rect(origin: origin, size: placement.size)
        if direction == .rightToLeft { frame.origin.x = cellWidth - frame.maxX }
        nodes.append(PlacedNode(path: path, node: node, frame: frame, firstBaseline: origin.y + placement.firstBaseline,
                                stackAxis: placement.axis))
        let children = node.children
        for child in placement.children {
            let childOrigin = Point(x: origin.x + child.origin.x, y: origin.y + child.origin.y)
            flatten(children[child.index], child.placement, path: path.child(child.index), origin: childOrigin,
                    cellWidth: cellWidth, into: &nodes)
        }
    }

    // MARK: Natural sizes

    /// Whether a node is hidden: a text or badge whose item has no such text, an image whose item has no picture.
    func isHidden(_ node: CellNode) -> Bool {
        switch node.kind {
        case .text(let text): !content.hasText(text.bind)
        case .badge(let badge): !content.hasText(badge.bind)
        case .image(let image): !content.hasPicture(image)
        case .stack, .zstack, .spacer, .separator: false
        }
    }

    /// The width a node takes with nothing wrapping, held to its box.
    func naturalWidth(of node: CellNode, alongAxis stackAxis: StackAxis? = nil) -> Double {
        let width: Double
        switch node.kind {
        case .text(let text):
            width = content.measureText(text, width: nil)?.width ?? 0
        case .badge(let badge):
            width = (content.measureBadge(badge)?.width ?? 0) + 2 * BadgeNode.horizontalPadding
        case .image(let image):
            if let height = node.box.height, let ratio = image.aspectRatio ?? content.pictureAspectRatio(image) {
                width = height * ratio
            } else {
                width = 0
            }
        case .spacer(let minLength):
            width = stackAxis == .horizontal ? minLength : 0
        case .separator:
            width = stackAxis == .horizontal ? 1 : 0
        case .stack(let stack):
            let shown = stack.children.filter { !isHidden($0) }
            let axis = effectiveAxis(stack)
            let widths = shown.map { naturalWidth(of: $0, alongAxis: axis) }
            if axis == .horizontal {
                let gaps = stack.spacing * Double(max(0, shown.count - 1))
                let total = stack.distribution == .fillEqually ? (widths.max() ?? 0) * Double(widths.count) : widths.reduce(0, +)
                width = total + gaps + stack.padding.horizontal
            } else {
                width = (widths.max() ?? 0) + stack.padding.horizontal
            }
        case .zstack(let zstack):
            width = zstack.children.filter { !isHidden($0) }.map { naturalWidth(of: $0) }.max() ?? 0
        }
        return node.box.constrainedWidth(width)
    }

    /// The axis a stack follows at the current text size.
    func effectiveAxis(_ stack: StackNode) -> StackAxis {
        isAccessibilitySize ? (stack.axisAtAccessibilitySizes ?? stack.axis) : stack.axis
    }

    // MARK: Placing

    /// A node laid out `width` wide and — nil — as tall as it needs, or `height` tall.
    func place(_ node: CellNode, width: Double, height: Double?) -> NodePlacement {
        switch node.kind {
        case .text(let text):
            let measured = content.measureText(text, width: max(0, width))
                ?? MeasuredText(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0)
            let shownHeight = height ?? node.box.constrainedHeight(measured.height)
            // A label taller than its text draws the text centred vertically, as UILabel does.
            let top = ((shownHeight - measured.height) / 2).rounded(.down)
            return NodePlacement(size: Size(width: width, height: shownHeight), firstBaseline: top + measured.firstBaseline,
                                 lastBaseline: top + measured.lastBaseline)
        case .badge(let badge):
            let measured = content.measureBadge(badge) ?? MeasuredText(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0)
            let natural = measured.height + 2 * BadgeNode.verticalPadding
            let shownHeight = height ?? node.box.constrainedHeight(natural)
            let top = ((shownHeight - measured.height) / 2).rounded(.down)
            return NodePlacement(size: Size(width: width, height: shownHeight), firstBaseline: top + measured.firstBaseline,
                                 lastBaseline: top + measured.lastBaseline)
        case .image(let image):
            let ratio = image.aspectRatio ?? content.pictureAspectRatio(image) ?? 4.0 / 3.0
            return .leaf(Size(width: width, height: height ?? node.box.constrainedHeight(Self.pictureHeight(width: width, ratio: ratio))))
        case .spacer(let minLength):
            return .leaf(Size(width: width, height: height ?? node.box.constrainedHeight(minLength)))
        case .separator:
            return .leaf(Size(width: width, height: height ?? node.box.constrainedHeight(1)))
        case .stack(let stack):
            return effectiveAxis(stack) == .vertical ? placeColumn(stack, box: node.box, width: width, height: height)
                : placeRow(stack, box: node.box, width: width, height: height)
        case .zstack(let zstack):
            return placeLayers(zstack, box: node.box, width: width, height: height)
        }
    }
}
