import Foundation

/// A plain view's layout: each subview held by its pins to the view's edges or centres (a subview
/// pinned at both edges of an axis spans it, inset by the constants; else it takes its natural length
/// and sits at the pinned edge or centre). Subviews without pins keep the frames they were given.
extension UIView {
    /// The view laid out `width` wide and — nil — as tall as its pinned subviews need, or `height` tall.
    func placeAsContainer(width: CGFloat, height: CGFloat?) -> ViewPlacement {
        let pinned = subviews.filter { !$0.isHidden && !$0.pins.isEmpty }
        let widths = pinned.map { childLength($0, .horizontal, in: width) }
        let naturals = zip(pinned, widths).map { child, childWidth in child.place(width: childWidth, height: nil) }
        let needed = zip(pinned, naturals).map { child, natural -> CGFloat in
            let (before, after) = insets(child, .vertical)
            return natural.size.height + before + after
        }.max() ?? 0
        let outerHeight = height ?? ownLength(.vertical).constrained(needed)
        var placement = ViewPlacement.leaf(CGSize(width: width, height: outerHeight))
        for (slot, child) in pinned.enumerated() {
            let childWidth = widths[slot]
            let childHeight = childLength(child, .vertical, in: outerHeight, natural: naturals[slot].size.height)
            let frame = CGRect(x: childOrigin(child, .horizontal, length: childWidth, in: width),
                               y: childOrigin(child, .vertical, length: childHeight, in: outerHeight), width: childWidth, height: childHeight)
            placement.children.append((child, frame))
        }
        let baselineView = forFirstBaselineLayout
        if baselineView !== self, let index = placement.children.firstIndex(where: { $0.view === baselineView }) {
            let frame = placement.children[index].frame
            let inner = baselineView.place(width: frame.width, height: frame.height)
            placement.firstBaseline = frame.minY + inner.firstBaseline
            placement.lastBaseline = frame.minY + inner.lastBaseline
        }
        return placement
    }

    /// The width the pinned subviews need with nothing wrapping (none: zero).
    func containerContentWidth() -> CGFloat {
        subviews.filter { !$0.isHidden && !$0.pins.isEmpty }.map { child in
            let (before, after) = insets(child, .horizontal)
            return child.naturalSize(.horizontal) + before + after
        }.max() ?? 0
    }

    /// Sets the subviews' frames from a placement, mirrored when the view lays out right to left.
    func applyPlacement(_ placement: ViewPlacement) {
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (view, frame) in placement.children {
            var frame = frame
            if rtl { frame.origin.x = bounds.width - frame.maxX }
            view.frame = frame
        }
    }

    /// A pinned subview's pins along an axis: its leading (top), trailing (bottom) and centre constraints.
    private func axisPins(_ child: UIView, _ axis: NSLayoutConstraint.Axis) -> (start: NSLayoutConstraint?, end: NSLayoutConstraint?, centre: NSLayoutConstraint?) {
        let pins = child.pins
        let (start, end, centre): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            axis == .horizontal ? (.leading, .trailing, .centerX) : (.top, .bottom, .centerY)
        return (pins.first { $0.firstAttribute == start && $0.relation == .equal },
                pins.first { $0.firstAttribute == end && $0.relation == .equal },
                pins.first { $0.firstAttribute == centre && $0.relation == .equal })
    }

    /// The space a subview pinned at both ends of an axis leaves before and after it (else none).
    private func insets(_ child: UIView, _ axis: NSLayoutConstraint.Axis) -> (CGFloat, CGFloat) {
        let pins = axisPins(child, axis)
        return (pins.start?.offset ?? 0, -(pins.end?.offset ?? 0))
    }

    /// A subview's length along an axis: the room between its pins, or its natural length within the room.
    private func childLength(_ child: UIView, _ axis: NSLayoutConstraint.Axis, in room: CGFloat, natural: CGFloat? = nil) -> CGFloat {
        let pins = axisPins(child, axis)
        if let start = pins.start, let end = pins.end { return room - start.offset + end.offset }
        let own = child.ownLength(axis)
        if let exact = own.exact { return exact }
        return min(natural ?? child.naturalSize(axis), room)
    }

    /// Where a subview of a length starts along an axis, by its pins.
    private func childOrigin(_ child: UIView, _ axis: NSLayoutConstraint.Axis, length: CGFloat, in room: CGFloat) -> CGFloat {
        let pins = axisPins(child, axis)
        if let start = pins.start { return start.offset }
        if let end = pins.end { return room + end.offset - length }
        if let centre = pins.centre { return ((room - length) / 2).rounded(.down) + centre.offset }
        return 0
    }
}
