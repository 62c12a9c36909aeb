/// Whether and how a compositional section scrolls on the other axis, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section follows the main axis.
    case none = 0
    /// Free scrolling.
    case continuous = 1
    /// Free scrolling, resting with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary = 2
    /// Pages the width of the collection view.
    case paging = 3
    /// One group per page.
    case groupPaging = 4
    /// One group per page, centred.
    case groupPagingCentered = 5
}
