import UIKit

// The layout of Apple's "Pinned section headers" sample (Implementing Modern Collection Views), written out here
// from the documented API: full-width rows 44 tall, 5 apart, inset 10 at the sides; a header 44 tall pinned to the
// top of the visible bounds, asking for zIndex 2 so that it stays above the rows scrolling under it.
@MainActor func createLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                         heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                      heightDimension: .absolute(44)),
                                                   subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
        elementKind: "section-header-element-kind", alignment: .top)
    header.pinToVisibleBounds = true
    header.zIndex = 2
    section.boundarySupplementaryItems = [header]
    return UICollectionViewCompositionalLayout(section: section)
}
