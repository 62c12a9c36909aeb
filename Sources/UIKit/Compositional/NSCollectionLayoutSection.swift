import Foundation
internal import CollectionLayout

/// One section of a compositional layout: a group repeated along the scroll axis (or in a band across it),
/// as UIKit's `NSCollectionLayoutSection`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection: NSObject {
    /// The group repeated for the section's items (nil for a list's section, whose rows the engine describes).
    let group: NSCollectionLayoutGroup?
    /// A list's section as the engine describes it (`list(using:layoutEnvironment:)`).
    let listSection: LayoutSection?

    /// Insets around the section's groups.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0
    /// Whether (and how) the section scrolls on the other axis.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary items follow the section's leading and trailing insets.
    public var supplementariesFollowContentInsets = true
    /// What the content insets are measured from.
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// What the boundary items' insets are measured from.
    public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// The section's decoration views (a background).
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called with the section's visible items and the scroll offset whenever the visible bounds change; it
    /// may change their alpha, zIndex and transforms.
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// A section repeating a group.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        listSection = nil
        super.init()
    }

    /// A section from the engine's description of a list's section, its properties readable and settable.
    private init(list: LayoutSection) {
        group = nil
        listSection = list
        super.init()
        contentInsets = NSDirectionalEdgeInsets(list.contentInsets)
        interGroupSpacing = CGFloat(list.interGroupSpacing)
        orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior(list.orthogonalScrollingBehavior)
        boundarySupplementaryItems = list.boundarySupplementaryItems.map(NSCollectionLayoutBoundarySupplementaryItem.init)
        supplementariesFollowContentInsets = list.supplementariesFollowContentInsets
        contentInsetsReference = UIContentInsetsReference(list.contentInsetsReference)
        supplementaryContentInsetsReference = UIContentInsetsReference(list.supplementaryContentInsetsReference)
        decorationItems = list.decorationItems.map(NSCollectionLayoutDecorationItem.init)
    }

    /// A list's section: one column of self-sizing rows looking as the configuration says.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(list: .list(using: configuration.engine,
                                              layoutEnvironment: CollectionLayoutEnvironment.engine(of: layoutEnvironment)))
    }

    /// The engine's description of the section.
    func makeEngineSection() -> LayoutSection {
        let engineGroup = (group?.makeEngineItem() as? LayoutGroup) ?? listSection?.group
            ?? .vertical(layoutSize: LayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)), subitems: [])
        let section = LayoutSection(group: engineGroup)
        section.contentInsets = contentInsets.engine
        section.interGroupSpacing = Double(interGroupSpacing)
        section.orthogonalScrollingBehavior = orthogonalScrollingBehavior.engine
        section.boundarySupplementaryItems = boundarySupplementaryItems.map(\.engineBoundaryItem)
        section.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        section.contentInsetsReference = contentInsetsReference.engine
        section.supplementaryContentInsetsReference = supplementaryContentInsetsReference.engine
        section.decorationItems = decorationItems.map(\.engineDecorationItem)
        section.listConfiguration = listSection?.listConfiguration
        section.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler.map(Self.engineHandler)
        return section
    }
}
