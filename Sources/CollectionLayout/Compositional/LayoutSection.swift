/// One section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: one group
/// repeated along the scroll axis (or, when it scrolls orthogonally, along the other axis in a band).
public final class LayoutSection {
    /// The group repeated for the section's items.
    public let group: LayoutGroup
    /// Insets around the section's groups.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space between consecutive groups.
    public var interGroupSpacing: Double = 0
    /// Whether (and how) the section scrolls on the other axis.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Headers and footers of the section.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// Whether boundary items are laid out within the section's leading and trailing insets (UIKit's default: true).
    public var supplementariesFollowContentInsets = true
    /// What the content insets are measured from (UIKit's default: automatic, the safe area).
    public var contentInsetsReference = ContentInsetsReference.automatic
    /// What the boundary items' insets are measured from (automatic: the section's own reference).
    public var supplementaryContentInsetsReference = ContentInsetsReference.automatic
    /// Decoration views of the section (a background, say).
    public var decorationItems: [LayoutDecorationItem] = []
    /// The list this section is a section of (`LayoutSection.list(using:layoutEnvironment:)`):
    /// its rows' attributes then carry the list's separators and header marks.
    public var listConfiguration: ListConfiguration?
    /// Called with the section's visible cells whenever attributes are asked for a rect (so after
    /// every scroll, on either axis), the scroll offset (the band's, along x — along y in a horizontal layout — for an orthogonal
    /// section) and the environment; it may change their `transform3D`, `alpha` and `zIndex`
    /// (other changes are ignored) — the hook for scaling cards by their distance from the centre.
    public var visibleItemsInvalidationHandler: ((inout [LayoutAttributes], Point, LayoutEnvironment) -> Void)?

    /// Creates a section repeating a group.
    public init(group: LayoutGroup) {
        self.group = group
    }
}
