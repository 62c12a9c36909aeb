/// The direction a collection view lays out in, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    /// Left to right: the leading edge is the left one (English, the default).
    case leftToRight = "ltr"
    /// Right to left: the leading edge is the right one (Arabic, Hebrew).
    case rightToLeft = "rtl"
}

extension LayoutAttributes {
    /// The same attributes mirrored horizontally in a content `width` points wide: the centre's
    /// x becomes `width − x` (so the frame's x becomes `width − maxX`), and the transform is
    /// mirrored too (conjugated by a scale of −1 in x), so a card turned one way turns the other.
    public func mirroredHorizontally(inWidth width: Double) -> LayoutAttributes {
        var mirrored = self
        mirrored.center.x = width - center.x
        mirrored.transform3D = transform3D.mirroredHorizontally
        return mirrored
    }
}

extension Transform3D {
    /// The transform seen in a mirror (S·M·S with S a scale of −1 in x): every entry linking x
    /// with another axis changes sign — a rotation about y turns the other way, a move in x goes
    /// the other way — while scales and everything not touching x stay.
    public var mirroredHorizontally: Transform3D {
        if isIdentity { return self }
        var mirrored = self
        for other in 2...4 {
            mirrored[1, other] = -self[1, other]
            mirrored[other, 1] = -self[other, 1]
        }
        return mirrored
    }
}

// Which layouts flip in a right-to-left collection view (`flipsHorizontallyInOppositeLayoutDirection`).
// UIKit's flow and compositional layouts flip; a custom layout does not unless it says so. Here every
// built-in layout flips: grid lays out in reading order like flow; cover flow and the piles put the
// first item (pile) at the right, so their order runs right to left; the line is Apple's flow layout
// subclass, its row starting at the right; the circle runs counter-clockwise.

extension FlowLayout {
    /// A flow layout flips in right-to-left, as UIKit's `UICollectionViewFlowLayout` does.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

extension CompositionalLayout {
    /// A compositional layout flips in right-to-left, as UIKit's does.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

extension GridLayout {
    /// A grid reads like a flow layout, so it flips in right-to-left.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

extension CoverFlowLayout {
    /// Cover flow's order runs right to left in right-to-left, its cards turned the other way.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

extension StackedLayout {
    /// The piles' order (and each pile's fan) runs right to left in right-to-left.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

extension LineLayout {
    /// Apple's LineLayout subclasses `UICollectionViewFlowLayout`, which flips: the row starts at the right.
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

extension CircleLayout {
    /// The circle's order runs counter-clockwise in right-to-left (a playground choice).
    public var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}
