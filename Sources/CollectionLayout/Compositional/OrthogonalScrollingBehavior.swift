/// How a section scrolls on the other axis, as UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// Groups follow the main axis: no band.
    case none
    /// Free scrolling with normal deceleration.
    case continuous
    /// Free, but comes to rest with a group's leading edge at the section's leading inset.
    case continuousGroupLeadingBoundary
    /// Pages the width of the collection view.
    case paging
    /// One group per page.
    case groupPaging
    /// One group per page, each page centring its group.
    case groupPagingCentered
}
