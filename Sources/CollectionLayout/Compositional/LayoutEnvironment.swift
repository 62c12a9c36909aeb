/// What a section provider may look at, as UIKit's `NSCollectionLayoutEnvironment`: the
/// container's size, the size classes and the text size category (a name such as `large` or `accessibilityLarge`,
/// since the layout module does not depend on Typography).
public struct LayoutEnvironment: Hashable, Sendable {
    /// The collection view's visible size (or, for a custom group, the group's size).
    public var containerSize: Size
    /// The text size category's name, as Dynamic Type spells it.
    public var contentSizeCategory: String
    /// The horizontal size class of the collection view's traits (`traitCollection.horizontalSizeClass`).
    public var horizontalSizeClass: UserInterfaceSizeClass
    /// The vertical size class of the collection view's traits (`traitCollection.verticalSizeClass`).
    public var verticalSizeClass: UserInterfaceSizeClass
    /// The room the layout configuration's `contentInsetsReference` keeps at the container's
    /// leading and trailing sides (`container.contentInsets` in UIKit).
    public var containerContentInsets: DirectionalEdgeInsets = .zero

    /// The container's size less its content insets (`container.effectiveContentSize`): the
    /// width a section provider should divide into columns.
    public var effectiveContentSize: Size {
        Size(width: max(0, containerSize.width - containerContentInsets.leading - containerContentInsets.trailing),
             height: max(0, containerSize.height - containerContentInsets.top - containerContentInsets.bottom))
    }

    /// Creates an environment (regular both ways unless given).
    public init(containerSize: Size, contentSizeCategory: String,
                horizontalSizeClass: UserInterfaceSizeClass = .regular, verticalSizeClass: UserInterfaceSizeClass = .regular,
                containerContentInsets: DirectionalEdgeInsets = .zero) {
        self.containerContentInsets = containerContentInsets
        self.containerSize = containerSize
        self.contentSizeCategory = contentSizeCategory
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// Whether the text size is one of the accessibility sizes (`accessibility…`).
    public var isAccessibilityCategory: Bool { contentSizeCategory.lowercased().hasPrefix("accessibility") }
}
