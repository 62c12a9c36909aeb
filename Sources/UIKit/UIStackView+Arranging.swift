import Foundation

/// A stack view's arrangement, as `UIStackView` lays out its views (the playground's template engine's
/// rules: TemplateLayoutEngine+Row.swift and +Column.swift): the distribution shares the length along
/// the axis, the alignment places the views across it, a hidden view takes no room and no spacing, and
/// a plain view with nothing in it (a spacer, a hairline) spans the stack across.
extension UIStackView {
    /// The margins the views are arranged inside (none unless `isLayoutMarginsRelativeArrangement`).
    private var padding: NSDirectionalEdgeInsets {
        isLayoutMarginsRelativeArrangement ? directionalLayoutMargins : NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// The shown arranged views.
    private var shown: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

    /// What a view claims along an axis, at a natural length.
    private func claim(_ view: UIView, _ axis: NSLayoutConstraint.Axis, natural: CGFloat) -> ArrangedClaim {
        let own = view.ownLength(axis)
        return ArrangedClaim(natural: natural, least: own.exact ?? own.least ?? 0, most: own.exact ?? own.most ?? .infinity,
                             hugging: view.effectiveHugging(axis), compressionResistance: view.effectiveCompressionResistance(axis),
                             isSpacer: view.isPlainLeaf)
    }

    /// The width the arranged views take with nothing wrapping.
    func arrangedContentWidth() -> CGFloat {
        let views = shown
        let widths = views.map { $0.naturalSize(.horizontal) }
        let insets = padding.leading + padding.trailing
        guard axis == .horizontal else { return (widths.max() ?? 0) + insets }
        let gaps = spacing * CGFloat(max(0, views.count - 1))
        let total = distribution == .fillEqually ? (widths.max() ?? 0) * CGFloat(widths.count) : widths.reduce(0, +)
        return total + gaps + insets
    }

    /// A row: widths shared by the distribution, views placed across by the alignment (first baselines on one line).
    func placeRow(width: CGFloat, height: CGFloat?) -> ViewPlacement {
        let padding = self.padding
        let inner = max(0, width - (padding.leading + padding.trailing))
        let views = shown
        let claims = views.map { claim($0, .horizontal, natural: $0.naturalSize(.horizontal)) }
        let positions = distribution.arrange(claims, available: inner, spacing: spacing)
        let natural = views.enumerated().map { slot, view in view.isPlainLeaf ? nil : view.place(width: positions.lengths[slot], height: nil) }
        let above = natural.compactMap { $0?.firstBaseline }.max() ?? 0
        let below = natural.compactMap { $0.map { $0.size.height - $0.firstBaseline } }.max() ?? 0
        let tallest = natural.compactMap { $0?.size.height }.max() ?? 0
        if alignment == .lastBaseline { fatalError("UIKit (playground): a row aligning last baselines is not laid out") }
        let naturalInner = alignment == .firstBaseline ? above + below : tallest
        let outerHeight = height ?? ownLength(.vertical).constrained(naturalInner + padding.top + padding.bottom)
        let innerHeight = max(0, outerHeight - (padding.top + padding.bottom))
        var placement = ViewPlacement.leaf(CGSize(width: width, height: outerHeight))
        var aligned: [(frame: CGRect, placement: ViewPlacement)] = []
        for (slot, view) in views.enumerated() {
            let childHeight: CGFloat
            let y: CGFloat
            if let own = natural[slot] {
                switch alignment {
                case .fill:
                    // A picture held to its aspect ratio keeps the height its width gives it.
                    childHeight = view.ownLength(.vertical).exact ?? view.aspectMultiplier.map { positions.lengths[slot] * $0 }
                        ?? view.ownLength(.vertical).constrained(innerHeight)
                    y = 0
                case .leading: (childHeight, y) = (own.size.height, 0)
                case .center: (childHeight, y) = (own.size.height, ((innerHeight - own.size.height) / 2).rounded(.down))
                case .trailing: (childHeight, y) = (own.size.height, innerHeight - own.size.height)
                case .firstBaseline, .lastBaseline: (childHeight, y) = (own.size.height, above - own.firstBaseline)
                }
            } else {
                (childHeight, y) = (view.span(.vertical, of: self).map { outerHeight + $0.offset } ?? innerHeight, 0)
            }
            let frame = CGRect(x: padding.leading + positions.offsets[slot], y: padding.top + y, width: positions.lengths[slot], height: childHeight)
            placement.children.append((view, frame))
            if let own = natural[slot] {
                aligned.append((frame, own.size.height == childHeight ? own : view.place(width: frame.width, height: childHeight)))
            }
        }
        // The row's baseline: the first view's when the views hang from the top, fill it or align baselines; else the tallest's.
        let baselineView: (frame: CGRect, placement: ViewPlacement)? = switch alignment {
        case .fill, .leading, .firstBaseline, .lastBaseline: aligned.first
        case .center, .trailing: aligned.max { $0.placement.size.height < $1.placement.size.height }
        }
        if let baselineView {
            placement.firstBaseline = baselineView.frame.minY + baselineView.placement.firstBaseline
            placement.lastBaseline = baselineView.frame.minY + baselineView.placement.lastBaseline
        }
        return placement
    }

    /// A column: views top to bottom, placed across by the alignment; heights shared by the
    /// distribution when the column's height is given, natural otherwise.
    func placeColumn(width: CGFloat, height: CGFloat?) -> ViewPlacement {
        let padding = self.padding
        let inner = max(0, width - (padding.leading + padding.trailing))
        let views = shown
        // A column has no baselines to align: first baselines put the views at the leading edge.
        let alignment: UIStackView.Alignment = self.alignment == .firstBaseline || self.alignment == .lastBaseline ? .leading : self.alignment
        let widths = views.map { crossWidth($0, in: inner, of: width, alignment: alignment) }
        let naturals = zip(views, widths).map { view, childWidth in view.place(width: childWidth, height: nil) }
        let claims = zip(views, naturals).map { view, natural in claim(view, .vertical, natural: natural.size.height) }
        let available = height.map { max(0, $0 - (padding.top + padding.bottom)) }
        let positions = distribution.arrange(claims, available: available, spacing: spacing)
        var placement = ViewPlacement.leaf(CGSize(width: width, height: height ?? ownLength(.vertical).constrained(positions.extent + padding.top + padding.bottom)))
        var baselines: [(first: CGFloat, last: CGFloat)] = []
        for (slot, view) in views.enumerated() {
            let childWidth = widths[slot]
            let x: CGFloat = switch alignment {
            case .center: ((inner - childWidth) / 2).rounded(.down)
            case .trailing: inner - childWidth
            default: 0
            }
            let length = positions.lengths[slot]
            let frame = CGRect(x: padding.leading + x, y: padding.top + positions.offsets[slot], width: childWidth, height: length)
            placement.children.append((view, frame))
            let laid = naturals[slot].size.height == length ? naturals[slot] : view.place(width: childWidth, height: length)
            baselines.append((frame.minY + laid.firstBaseline, frame.minY + laid.lastBaseline))
        }
        placement.firstBaseline = baselines.first?.first ?? 0
        placement.lastBaseline = baselines.last?.last ?? placement.size.height
        return placement
    }

    /// The width a column gives a view: all of it (`fill`; a plain view; a picture without a width of
    /// its own), else its natural width up to all of it; held to the view's own width constraints.
    private func crossWidth(_ view: UIView, in inner: CGFloat, of width: CGFloat, alignment: UIStackView.Alignment) -> CGFloat {
        if view.isPlainLeaf {
            return view.span(.horizontal, of: self).map { width + $0.offset } ?? view.ownLength(.horizontal).constrained(inner)
        }
        let own = view.ownLength(.horizontal)
        if alignment == .fill { return own.constrained(inner) }
        if view is UIImageView, own.exact == nil,
           view.ownLength(.vertical).exact == nil || view.contentHuggingPriority(for: .vertical).rawValue <= 1 {
            return own.constrained(inner)
        }
        return min(view.naturalSize(.horizontal), inner)
    }
}
