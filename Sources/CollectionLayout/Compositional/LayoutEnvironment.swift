/// What a section provider may look at, as UIKit's `NSCollectionLayoutEnvironment`: the
/// container's size and the text size category (a name such as `large` or `accessibilityLarge`,
/// since the layout module does not depend on Typography).
public struct LayoutEnvironment: Hashable, Sendable {
    /// The collection view's visible size (or, for a custom group, the group's size).
    public var containerSize: Size
    /// The text size category's name, as Dynamic Type spells it.
    public var contentSizeCategory: String

    /// Creates an environment.
    public init(containerSize: Size, contentSizeCategory: String) {
        self.containerSize = containerSize
        self.contentSizeCategory = contentSizeCategory
    }

    /// Whether the text size is one of the accessibility sizes (`accessibility…`).
    public var isAccessibilityCategory: Bool { contentSizeCategory.lowercased().hasPrefix("accessibility") }
}
