/// One section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: one group
/// repeated along the scroll axis (or, when it scrolls orthogonally, along x in a band).
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
    /// Decoration views of the section (a background, say).
    public var decorationItems: [LayoutDecorationItem] = []

    /// Creates a section repeating a group.
    public init(group: LayoutGroup) {
        self.group = group
    }
}
