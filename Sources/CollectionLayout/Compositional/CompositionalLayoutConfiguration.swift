/// What applies to a whole compositional layout, as UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
public struct CompositionalLayoutConfiguration {
    /// The axis the layout scrolls along: sections stack along y (vertical, UIKit's default) or
    /// along x (horizontal: the layout of the transposed description, see `CompositionalTransposition.swift`).
    public var scrollDirection: ScrollDirection = .vertical
    /// Space between consecutive sections (not after the last).
    public var interSectionSpacing: Double = 0
    /// A header before all sections and a footer after them along the scroll axis (top- or
    /// bottom-aligned when vertical, leading- or trailing-aligned when horizontal), optionally pinned.
    /// Their index path is `[0, 0]`: give them kinds the sections' boundary items do not use.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// What every section's content insets are measured from unless the section says
    /// (`.automatic` there defers to this; `.automatic` here is the safe area), and what the
    /// environment's `effectiveContentSize` leaves out (UIKit's configuration `contentInsetsReference`, iOS 14).
    public var contentInsetsReference = ContentInsetsReference.automatic

    /// Creates a configuration with UIKit's defaults.
    public init(scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
                boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = [],
                contentInsetsReference: ContentInsetsReference = .automatic) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.contentInsetsReference = contentInsetsReference
    }
}
