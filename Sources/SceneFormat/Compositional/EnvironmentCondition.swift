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
    /// The narrowest effective content width (the container less its content insets, UIKit's
    /// `container.effectiveContentSize.width`), in points.
    public var minEffectiveContentWidth: Double?
    /// The widest effective content width, in points.
    public var maxEffectiveContentWidth: Double?

    /// Creates a condition; an absent bound always holds.
    public init(minWidth: Double? = nil, maxWidth: Double? = nil,
                minCategory: ContentSizeCategory? = nil, maxCategory: ContentSizeCategory? = nil) {
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minCategory = minCategory
        self.maxCategory = maxCategory
    }

    /// Whether a container of `width` (`effectiveWidth` less its content insets; the whole width
    /// when not given) at text size `category` with size classes `horizontal` and `vertical`
    /// meets every bound.
    public func matches(width: Double, effectiveWidth: Double? = nil, category: ContentSizeCategory,
                        horizontal: UserInterfaceSizeClass = .regular, vertical: UserInterfaceSizeClass = .regular) -> Bool {
        let effective = effectiveWidth ?? width
        if let minEffectiveContentWidth, effective < minEffectiveContentWidth { return false }
        if let maxEffectiveContentWidth, effective > maxEffectiveContentWidth { return false }
        if let horizontalSizeClass, horizontal != horizontalSizeClass { return false }
        if let verticalSizeClass, vertical != verticalSizeClass { return false }
        if let minWidth, width < minWidth { return false }
        if let maxWidth, width > maxWidth { return false }
        if let minCategory, category < minCategory { return false }
        if let maxCategory, category > maxCategory { return false }
        return true
    }
}
