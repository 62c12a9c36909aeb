import StackArithmetic
import CollectionLayout

extension TemplateLayoutEngine {
    /// A horizontal stack: children leading to trailing, their widths shared by the distribution,
    /// placed across the height by the alignment (first baselines on one line, for `firstBaseline`).
    func placeRow(_ stack: StackNode, box: NodeBox, width: Double, height: Double?) -> NodePlacement {
        let inner = max(0, width - stack.padding.horizontal)
        let shown = stack.children.enumerated().filter { !isHidden($0.element) }
        let flexibleText = Self.soleFlexibleText(in: shown.map(\.element), distribution: stack.distribution)
        var claims = shown.enumerated().map { slot, child in
            ArrangedLength(natural: slot == flexibleText ? 0 : naturalWidth(of: child.element, alongAxis: .horizontal),
                           least: child.element.box.width ?? child.element.box.minWidth ?? leastLength(of: child.element),
                           most: child.element.box.width ?? child.element.box.maxWidth ?? mostLength(of: child.element),
                           hugging: child.element.huggingPriority, compressionResistance: child.element.compressionResistance,
                           isSpacer: child.element.isSpacer)
        }
        if let flexibleText {
            claims[flexibleText].natural = textClaim(shown[flexibleText].element, others: claims, at: flexibleText,
                                                     inner: inner, spacing: stack.spacing)
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

    /// The one text of a `fill` row whose width may give way when every other child keeps its own
    /// (a fixed width, a spacer, a separator): its slot, else nil.
    static func soleFlexibleText(in children: [CellNode], distribution: StackDistribution) -> Int? {
        guard distribution == .fill else { return nil }
        var found: Int?
        for (slot, child) in children.enumerated() {
            switch child.kind {
            case .text where child.box.width == nil && child.box.minWidth == nil && child.box.maxWidth == nil:
                if found != nil { return nil }
                found = slot
            case .spacer, .separator:
                continue
            default:
                if child.box.width == nil { return nil }
            }
        }
        return found
    }

    /// The natural width the row's sole flexible text claims. When everything else keeps its
    /// width, the text ends up with the room the others leave if its one line is wider than that,
    /// whatever that line's width: so it is laid out once, at that room — its one line's width
    /// when it fits (its natural width, exactly), the room itself when it wraps. (Measuring its one
    /// line first and then wrapping it, as the general case does, shapes it twice.) A text that
    /// breaks or is cut at that room is wider than it on one line; one that is not has its widest line as its natural width.
    private func textClaim(_ node: CellNode, others claims: [ArrangedLength], at slot: Int, inner: Double, spacing: Double) -> Double {
        guard case .text(let text) = node.kind else { return naturalWidth(of: node, alongAxis: .horizontal) }
        let othersWidth = claims.indices.filter { $0 != slot }.reduce(0) { $0 + claims[$1].natural }
        let room = inner - spacing * Double(max(0, claims.count - 1)) - othersWidth
        guard room > 0, let measured = content.measureText(text, width: room) else { return naturalWidth(of: node, alongAxis: .horizontal) }
        return measured.wrapped ? room : measured.width
    }

    /// The height an image with an aspect ratio of its own takes at `width`; nil for anything else.
    func ratioHeight(of node: CellNode, width: Double) -> Double? {
        guard case .image(let image) = node.kind, let ratio = image.aspectRatio, ratio > 0 else { return nil }
        return Self.pictureHeight(width: width, ratio: ratio)
    }

    /// A picture's height at `width` for its width over height: whole points, as the card styles'
    /// pictures are (and as Auto Layout rounds a frame to the pixels of a 1× screen).
    static func pictureHeight(width: Double, ratio: Double) -> Double {
        (width / ratio).rounded()
    }
}
