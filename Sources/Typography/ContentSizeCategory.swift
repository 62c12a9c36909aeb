/// A Dynamic Type content size category, from extra small to the largest accessibility size.
public enum ContentSizeCategory: String, CaseIterable, Hashable, Sendable, Comparable {
    /// Extra small.
    case xS
    /// Small.
    case S
    /// Medium.
    case M
    /// Large: the default.
    case L
    /// Extra large.
    case xL
    /// Extra extra large.
    case xxL
    /// Extra extra extra large.
    case xxxL
    /// Accessibility medium.
    case AX1
    /// Accessibility large.
    case AX2
    /// Accessibility extra large.
    case AX3
    /// Accessibility extra extra large.
    case AX4
    /// Accessibility extra extra extra large.
    case AX5

    /// The default category, as on iOS.
    public static let `default` = ContentSizeCategory.L

    /// The position of the category from xS (0) to AX5 (11).
    public var index: Int { Self.allCases.firstIndex(of: self)! }

    /// Orders from smallest to largest.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool { lhs.index < rhs.index }

    /// Every category's name, space-separated, for error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: " ") }
}
