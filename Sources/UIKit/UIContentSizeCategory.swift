import Foundation

/// The user's preferred text size (Dynamic Type), as UIKit's `UIContentSizeCategory`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    /// UIKit's raw name of the category.
    public let rawValue: String

    /// Creates a category from its raw name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a category from its raw name.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// No preference.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest size.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// A small size.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// A medium size.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default size.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// A large size.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// A larger size.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest size without the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The smallest accessibility size.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// A larger accessibility size.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// A larger accessibility size.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// A larger accessibility size.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest accessibility size.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }
}

extension UIContentSizeCategory {
    /// The category's Swift name (`large`, `accessibilityMedium`), as the layout engine names text sizes;
    /// `large` for an unspecified or unknown category.
    var engineName: String {
        let names: [UIContentSizeCategory: String] = [
            .extraSmall: "extraSmall", .small: "small", .medium: "medium", .large: "large", .extraLarge: "extraLarge",
            .extraExtraLarge: "extraExtraLarge", .extraExtraExtraLarge: "extraExtraExtraLarge",
            .accessibilityMedium: "accessibilityMedium", .accessibilityLarge: "accessibilityLarge",
            .accessibilityExtraLarge: "accessibilityExtraLarge", .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge",
            .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge",
        ]
        return names[self] ?? "large"
    }
}

extension UIContentSizeCategory {
    /// Whether the first category's text is smaller than the second's, as iOS orders them (unspecified first).
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.order < rhs.order
    }

    /// The category's place from extra small (0) to the largest accessibility size (11); −1 unspecified.
    private var order: Int {
        let sizes: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        return sizes.firstIndex(of: self) ?? -1
    }
}
