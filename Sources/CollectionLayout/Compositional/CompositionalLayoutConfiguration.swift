/// What applies to a whole compositional layout, as UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
///
/// Only vertical scrolling is implemented: sections stack along y.
public struct CompositionalLayoutConfiguration {
    /// Space between consecutive sections (not after the last).
    public var interSectionSpacing: Double = 0
    /// A header above all sections and a footer below them (top- or bottom-aligned), optionally pinned.
    /// Their index path is `[0, 0]`: give them kinds the sections' boundary items do not use.
    public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []

    /// Creates a configuration with UIKit's defaults.
    public init(interSectionSpacing: Double = 0, boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []) {
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }
}
