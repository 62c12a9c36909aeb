/// A spacing that is exact or a minimum, as UIKit's `NSCollectionLayoutSpacing`.
public enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points; a group shares its leftover space equally among its flexible spacings.
    case flexible(Double)

    /// The points this spacing takes at least.
    public var minimum: Double {
        switch self {
        case .fixed(let points), .flexible(let points): points
        }
    }

    /// Whether the spacing grows to take a share of the leftover space.
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}
