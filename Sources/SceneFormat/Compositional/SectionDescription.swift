import CollectionLayout
import Typography

/// A section of a compositional layout as a scene describes it: UIKit's
/// `NSCollectionLayoutSection` keys, plus the playground's environment variants and the
/// visible-items effect (the scene's stand-in for a `visibleItemsInvalidationHandler`).
public struct SectionDescription: Sendable {
    /// The group repeated for the section's items.
    public var group: ItemDescription
    /// Insets around the section's groups.
    public var contentInsets = DirectionalEdgeInsets.zero
    /// Space between consecutive groups.
    public var interGroupSpacing = 0.0
    /// Whether (and how) the section scrolls on the other axis.
    public var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
    /// Headers and footers.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// Whether boundary items follow the leading and trailing content insets.
    public var supplementariesFollowContentInsets = true
    /// What the content insets are measured from (UIKit's `contentInsetsReference`).
    public var contentInsetsReference = ContentInsetsReference.automatic
    /// What the boundary items' insets are measured from (UIKit's `supplementaryContentInsetsReference`).
    public var supplementaryContentInsetsReference = ContentInsetsReference.automatic
    /// Backgrounds and other decorations.
    public var decorationItems: [LayoutDecorationItem] = []
    /// What the visible-items handler does to the section's cells, if anything.
    public var visibleItemsEffect: VisibleItemsEffect?
    /// Descriptions that replace this one in some environments; the first that matches wins.
    public var variants: [SectionVariant] = []

    /// Creates a section description repeating a group.
    public init(group: ItemDescription) {
        self.group = group
    }

    /// The description that applies in an environment: the first matching variant's (itself
    /// resolved), or this one.
    public func resolved(width: Double, effectiveWidth: Double? = nil, category: ContentSizeCategory,
                         horizontal: UserInterfaceSizeClass = .regular, vertical: UserInterfaceSizeClass = .regular) -> SectionDescription {
        for variant in variants where variant.condition.matches(width: width, effectiveWidth: effectiveWidth, category: category,
                                                                  horizontal: horizontal, vertical: vertical) {
            return variant.section.resolved(width: width, effectiveWidth: effectiveWidth, category: category,
                                            horizontal: horizontal, vertical: vertical)
        }
        return self
    }
}

/// A section description for the environments a condition names.
public struct SectionVariant: Sendable {
    /// When the variant applies.
    public var condition: EnvironmentCondition
    /// The section used then.
    public var section: SectionDescription

    /// Creates a variant.
    public init(condition: EnvironmentCondition, section: SectionDescription) {
        self.condition = condition
        self.section = section
    }
}
