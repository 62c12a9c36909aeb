import Foundation
internal import CollectionLayout

/// What applies to a whole compositional layout, as UIKit's `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The axis sections stack along.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between consecutive sections.
    open var interSectionSpacing: CGFloat = 0
    /// A header before all sections and a footer after them.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What every section's content insets are measured from unless the section says.
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    /// A configuration with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// The engine's value.
    var engine: CompositionalLayoutConfiguration {
        CompositionalLayoutConfiguration(scrollDirection: scrollDirection.engine, interSectionSpacing: Double(interSectionSpacing),
                                         boundarySupplementaryItems: boundarySupplementaryItems.map(\.engineBoundaryItem),
                                         contentInsetsReference: contentInsetsReference.engine)
    }
}
