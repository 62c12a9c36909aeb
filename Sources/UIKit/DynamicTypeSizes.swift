import DynamicTypeTable
import Foundation

/// iOS's Dynamic Type point sizes for `UIFont` (the table Typography reads too, `DynamicTypeTable`):
/// a text style's size at a content size category.
enum DynamicTypeSizes {
    /// The categories in the table's order, xS … AX5.
    static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The table's name for a style (as UIKit names the constants: `largeTitle`, `body`, …).
    private static let names: [UIFont.TextStyle: String] = [
        .largeTitle: "largeTitle", .title1: "title1", .title2: "title2", .title3: "title3", .headline: "headline", .body: "body",
        .callout: "callout", .subheadline: "subheadline", .footnote: "footnote", .caption1: "caption1", .caption2: "caption2",
    ]

    /// A style's point size at a category (large when unspecified; body's sizes for an unknown style).
    static func pointSize(_ style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        let column = categories.firstIndex(of: category) ?? DynamicTypeTable.largeColumn
        let sizes = DynamicTypeTable.pointSizes[names[style] ?? "body"] ?? DynamicTypeTable.pointSizes["body"]!
        return CGFloat(sizes[column])
    }
}
