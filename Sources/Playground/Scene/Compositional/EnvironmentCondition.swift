import CollectionLayout
import Typography

/// When an environment-dependent section description applies (the playground's own scene key
/// `when`): bounds on the collection view's width and on the text size, and the size classes
/// (`horizontalSizeClass`, `verticalSizeClass`), each optional (bounds inclusive), all of which must hold.
public struct EnvironmentCondition: Sendable, Equatable {
    /// The narrowest container width, in points.
    public var minWidth: Double?
    /// The widest container width, in points.
    public var maxWidth: Double?
    /// The smallest text size.
    public var minCategory: ContentSizeCategory?
    /// The largest text size.
    public var maxCategory: ContentSizeCategory?
    /// The horizontal size class the environment must have.
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// The vertical size class the environment must have.
    public var verticalSizeClass: UserInterfaceSizeClass?

    /// Creates a condition; an absent bound always holds.
    public init(minWidth: Double? = nil, maxWidth: Double? = nil,
                minCategory: ContentSizeCategory? = nil, maxCategory: ContentSizeCategory? = nil) {
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minCategory = minCategory
        self.maxCategory = maxCategory
    }

    /// Whether a container of `width` at text size `category` with size classes `horizontal` and
    /// `vertical` meets every bound.
    public func matches(width: Double, category: ContentSizeCategory,
                        horizontal: UserInterfaceSizeClass = .regular, vertical: UserInterfaceSizeClass = .regular) -> Bool {
        if let horizontalSizeClass, horizontal != horizontalSizeClass { return false }
        if let verticalSizeClass, vertical != verticalSizeClass { return false }
        if let minWidth, width < minWidth { return false }
        if let maxWidth, width > maxWidth { return false }
        if let minCategory, category < minCategory { return false }
        if let maxCategory, category > maxCategory { return false }
        return true
    }
}
