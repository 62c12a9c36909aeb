import Foundation

/// What a view's active constraints say of its own size and of its place in its superview.
extension UIView {
    /// The view's own width or height constants (`widthAnchor.constraint(equalToConstant:)` and the inequalities).
    func ownLength(_ axis: NSLayoutConstraint.Axis) -> ViewLength {
        var length = ViewLength()
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        for constraint in activeConstraints where constraint.secondView == nil && constraint.firstAttribute == attribute {
            switch constraint.relation {
            case .equal: length.exact = constraint.offset
            case .greaterThanOrEqual: length.least = constraint.offset
            case .lessThanOrEqual: length.most = constraint.offset
            }
        }
        return length
    }

    /// The multiplier of the view's height to its width (an aspect-ratio constraint), nil without one.
    var aspectMultiplier: CGFloat? {
        activeConstraints.first { $0.secondView === self && $0.firstAttribute == .height && $0.secondAttribute == .width }?.multiplier
    }

    /// The constraints holding the view's edges or centres to its superview's.
    var pins: [NSLayoutConstraint] {
        activeConstraints.filter { $0.secondView != nil && $0.secondView === superview && !$0.firstAttribute.isDimension }
    }

    /// The constraint making a length of the view equal to an ancestor's (plus a constant), if any.
    func span(_ axis: NSLayoutConstraint.Axis, of ancestor: UIView) -> NSLayoutConstraint? {
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        return activeConstraints.first { $0.firstAttribute == attribute && $0.secondAttribute == attribute && $0.secondView === ancestor }
    }

    /// The view's width with nothing wrapping, or its height at that width, held to its own constraints.
    func naturalSize(_ axis: NSLayoutConstraint.Axis) -> CGFloat {
        let width = ownLength(.horizontal).constrained(contentWidth())
        return axis == .horizontal ? width : place(width: width, height: nil).size.height
    }

    /// Whether the view is a plain `UIView` with no subviews (a spacer or a hairline): it spans its stack.
    var isPlainLeaf: Bool { type(of: self) == UIView.self && subviews.isEmpty }

    /// The hugging priority that holds the view's size: its own, or — a plain container made only of
    /// its pinned subviews, with none set — the strongest of theirs.
    func effectiveHugging(_ axis: NSLayoutConstraint.Axis) -> Float {
        let own = contentHuggingPriority(for: axis).rawValue
        guard huggingPriorities[axis] == nil, !(self is UIStackView), !(self is UILabel), !(self is UIImageView) else { return own }
        return subviews.filter { !$0.pins.isEmpty }.map { $0.effectiveHugging(axis) }.max().map { max(own, $0) } ?? own
    }

    /// The compression resistance that holds the view's size, found as `effectiveHugging` is.
    func effectiveCompressionResistance(_ axis: NSLayoutConstraint.Axis) -> Float {
        let own = contentCompressionResistancePriority(for: axis).rawValue
        guard compressionPriorities[axis] == nil, !(self is UIStackView), !(self is UILabel), !(self is UIImageView) else { return own }
        return subviews.filter { !$0.pins.isEmpty }.map { $0.effectiveCompressionResistance(axis) }.max().map { max(own, $0) } ?? own
    }
}
