import Foundation

/// What a view's own constraints say of one of its lengths: an exact value, a least, a most.
struct ViewLength {
    /// The length it must have.
    var exact: CGFloat?
    /// The least it may have.
    var least: CGFloat?
    /// The most it may have.
    var most: CGFloat?

    /// A length held to the constraints.
    func constrained(_ length: CGFloat) -> CGFloat {
        if let exact { return exact }
        var length = length
        if let least { length = max(length, least) }
        if let most { length = min(length, most) }
        return length
    }
}
