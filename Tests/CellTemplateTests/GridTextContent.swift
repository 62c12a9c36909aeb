import CellTemplate

/// Content whose text is measured on a grid worked out by hand: every character 10 points wide,
/// lines 20 points tall with the baseline 15 below each line's top, wrapped at whole
/// characters; a badge's characters 8 wide on one 16-point line (baseline 12). A case's
/// expected frames follow from these numbers with pencil and paper.
struct GridTextContent: TemplateContent {
    /// The item's texts by key.
    var texts: [String: String]
    /// Width over height of the item's pictures by key.
    var pictures: [String: Double] = [:]

    static let characterWidth = 10.0
    static let lineHeight = 20.0
    static let baseline = 15.0

    func measureText(_ node: TextNode, width: Double?) -> MeasuredText? {
        guard let text = texts[node.bind] else { return nil }
        let count = text.count
        let perLine = width.map { max(1, Int(($0 + 1e-9) / Self.characterWidth)) } ?? max(1, count)
        let needed = count == 0 ? 1 : (count + perLine - 1) / perLine
        let lines = node.lines > 0 ? min(needed, node.lines) : needed
        let widest = Double(min(count, perLine)) * Self.characterWidth
        return MeasuredText(width: widest, height: Double(lines) * Self.lineHeight, firstBaseline: Self.baseline,
                            lastBaseline: Self.baseline + Double(lines - 1) * Self.lineHeight, wrapped: needed > 1)
    }

    func hasText(_ key: String) -> Bool { texts[key] != nil }

    func measureBadge(_ node: BadgeNode) -> MeasuredText? {
        guard let text = texts[node.bind] else { return nil }
        return MeasuredText(width: Double(text.count) * 8, height: 16, firstBaseline: 12, lastBaseline: 12)
    }

    func pictureAspectRatio(_ node: ImageNode) -> Double? { pictures[node.bind] }

    /// Every item has a picture unless `withoutPictures`.
    var withoutPictures = false

    func hasPicture(_ node: ImageNode) -> Bool { !withoutPictures }
}

/// Short ways to write template trees in tests.
enum Build {
    static func text(_ bind: String, lines: Int = 0, box: NodeBox = NodeBox()) -> CellNode {
        CellNode(.text(TextNode(bind: bind, lines: lines)), box: box)
    }

    static func image(width: Double? = nil, height: Double? = nil, ratio: Double? = nil, fill: Bool = false,
                      box: NodeBox = NodeBox()) -> CellNode {
        var box = box
        box.width = width ?? box.width
        box.height = height ?? box.height
        return CellNode(.image(ImageNode(aspectRatio: ratio, fill: fill)), box: box)
    }

    static func row(spacing: Double = 0, alignment: StackAlignment = .fill, distribution: StackDistribution = .fill,
                    padding: DirectionalInsets = .zero, atAccessibilitySizes: StackAxis? = nil, box: NodeBox = NodeBox(),
                    _ children: [CellNode]) -> CellNode {
        CellNode(.stack(StackNode(axis: .horizontal, spacing: spacing, alignment: alignment, distribution: distribution,
                                  padding: padding, axisAtAccessibilitySizes: atAccessibilitySizes, children: children)), box: box)
    }

    static func column(spacing: Double = 0, alignment: StackAlignment = .fill, distribution: StackDistribution = .fill,
                       padding: DirectionalInsets = .zero, box: NodeBox = NodeBox(), _ children: [CellNode]) -> CellNode {
        CellNode(.stack(StackNode(axis: .vertical, spacing: spacing, alignment: alignment, distribution: distribution,
                                  padding: padding, children: children)), box: box)
    }

    static let spacer = CellNode(.spacer(minLength: 0))
}
