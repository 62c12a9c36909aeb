import DynamicTypeTable
/// One of iOS's eleven text styles; its point size follows the content size category.
public enum TextStyle: String, CaseIterable, Hashable, Sendable {
    /// The largest title.
    case largeTitle
    /// First-level title.
    case title1
    /// Second-level title.
    case title2
    /// Third-level title.
    case title3
    /// Headings (SemiBold).
    case headline
    /// Body text.
    case body
    /// Callouts.
    case callout
    /// Subheadings.
    case subheadline
    /// Footnotes.
    case footnote
    /// Standard captions.
    case caption1
    /// Alternate captions.
    case caption2

    /// The weight the style is drawn in.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The style's point size at a category, from Apple's Dynamic Type table.
    public func pointSize(for category: ContentSizeCategory) -> Double {
        DynamicTypeTable.pointSizes[rawValue]![category.index]
    }

    /// Every style's name, space-separated, for error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: " ") }
}
