// Exported by Collection Playground (`playground export --to uikit`).
// Scene "App Store": compositional layout, text size L, 1024 × 680 points, left to right.
// Use: collectionView.collectionViewLayout = makeCollectionViewLayout().
// The data source's collectionView(_:viewForSupplementaryElementOfKind:at:) serves the kinds "badge", "header".
// Everything the scene sets is expressed here.

import UIKit

/// The scene's compositional layout.
@MainActor
func makeCollectionViewLayout() -> UICollectionViewLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 16
    let layout = UICollectionViewCompositionalLayout(sectionProvider: { section, environment in
            switch section {
            case 0:
                return section0ForEnvironment(environment: environment)
            case 1:
                return section1ForEnvironment(environment: environment)
            default:
                return section2ForEnvironment(environment: environment)
            }
        }, configuration: configuration)
    layout.register(ExportedDecorationView.self, forDecorationViewOfKind: "background")
    return layout
}

/// A section the scene describes for other widths, size classes or text sizes: the one for the environment.
@MainActor
func section0ForEnvironment(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    if environment.traitCollection.preferredContentSizeCategory >= .accessibilityMedium {
        return makeSection0(environment: environment)
    }
    return makeSection1(environment: environment)
}

/// A section the scene describes for other widths, size classes or text sizes: the one for the environment.
@MainActor
func section1ForEnvironment(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    if environment.container.contentSize.width <= 700 {
        return makeSection2(environment: environment)
    }
    if environment.traitCollection.preferredContentSizeCategory >= .accessibilityMedium {
        return makeSection2(environment: environment)
    }
    return makeSection3(environment: environment)
}

/// A section the scene describes for other widths, size classes or text sizes: the one for the environment.
@MainActor
func section2ForEnvironment(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    if environment.traitCollection.preferredContentSizeCategory >= .accessibilityMedium {
        return makeSection4(environment: environment)
    }
    if environment.container.contentSize.width <= 700 {
        return makeSection5(environment: environment)
    }
    return makeSection6(environment: environment)
}

/// A section of horizontal groups, scrolling sideways (paging).
@MainActor
func makeSection0(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(220)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(220)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 8, trailing: 0)
    section.orthogonalScrollingBehavior = .paging
    section.supplementariesFollowContentInsets = false
    let boundaryItem0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: "header", alignment: .top)
    boundaryItem0.pinToVisibleBounds = true
    boundaryItem0.zIndex = 1024
    section.boundarySupplementaryItems = [boundaryItem0]
    section.visibleItemsInvalidationHandler = { items, offset, environment in
        let width = environment.container.contentSize.width
        guard width > 0 else {
            return
        }
        // The middle of what is visible: the items keep their unscrolled frames; offset is the scroll.
        let middle = offset.x + width / 2
        for item in items where item.representedElementCategory == .cell {
            let distance = min(1, abs(item.center.x - middle) / (width / 2))
            let scale = 1 - 0.15 * distance
            item.transform3D = CATransform3DMakeScale(scale, scale, 1)
            item.alpha = 1 - 0.4 * distance
        }
    }
    return section
}

/// A section of horizontal groups, scrolling sideways (paging).
@MainActor
func makeSection1(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(220)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 8, trailing: 0)
    section.orthogonalScrollingBehavior = .paging
    section.supplementariesFollowContentInsets = false
    let boundaryItem0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: "header", alignment: .top)
    boundaryItem0.pinToVisibleBounds = true
    boundaryItem0.zIndex = 1024
    section.boundarySupplementaryItems = [boundaryItem0]
    section.visibleItemsInvalidationHandler = { items, offset, environment in
        let width = environment.container.contentSize.width
        guard width > 0 else {
            return
        }
        // The middle of what is visible: the items keep their unscrolled frames; offset is the scroll.
        let middle = offset.x + width / 2
        for item in items where item.representedElementCategory == .cell {
            let distance = min(1, abs(item.center.x - middle) / (width / 2))
            let scale = 1 - 0.15 * distance
            item.transform3D = CATransform3DMakeScale(scale, scale, 1)
            item.alpha = 1 - 0.4 * distance
        }
    }
    return section
}

/// A section of vertical groups, scrolling sideways (groupPaging).
@MainActor
func makeSection2(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)))
    let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)))
    let item2 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .estimated(200)), subitems: [item, item1, item2])
    group.interItemSpacing = .fixed(8)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 12
    section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 8, trailing: 16)
    section.orthogonalScrollingBehavior = .groupPaging
    section.supplementariesFollowContentInsets = false
    let boundaryItem0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: "header", alignment: .top)
    boundaryItem0.pinToVisibleBounds = true
    boundaryItem0.zIndex = 1024
    section.boundarySupplementaryItems = [boundaryItem0]
    return section
}

/// A section of vertical groups, scrolling sideways (groupPaging).
@MainActor
func makeSection3(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)))
    let item1 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)))
    let item2 = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(60)))
    let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.45), heightDimension: .estimated(200)), subitems: [item, item1, item2])
    group.interItemSpacing = .fixed(8)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 12
    section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 8, trailing: 16)
    section.orthogonalScrollingBehavior = .groupPaging
    section.supplementariesFollowContentInsets = false
    let boundaryItem0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: "header", alignment: .top)
    boundaryItem0.pinToVisibleBounds = true
    boundaryItem0.zIndex = 1024
    section.boundarySupplementaryItems = [boundaryItem0]
    return section
}

/// A section of horizontal groups.
@MainActor
func makeSection4(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let itemSupplementary0 = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(26), heightDimension: .absolute(26)), elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)), supplementaryItems: [itemSupplementary0])
    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 16
    section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 10, bottom: 12, trailing: 10)
    section.supplementariesFollowContentInsets = false
    let boundaryItem0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: "header", alignment: .top)
    boundaryItem0.pinToVisibleBounds = true
    boundaryItem0.zIndex = 1024
    section.boundarySupplementaryItems = [boundaryItem0]
    let decoration0 = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    decoration0.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    section.decorationItems = [decoration0]
    return section
}

/// A section of horizontal groups.
@MainActor
func makeSection5(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let itemSupplementary0 = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(26), heightDimension: .absolute(26)), elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(120)), supplementaryItems: [itemSupplementary0])
    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 16
    section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 10, bottom: 12, trailing: 10)
    section.supplementariesFollowContentInsets = false
    let boundaryItem0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: "header", alignment: .top)
    boundaryItem0.pinToVisibleBounds = true
    boundaryItem0.zIndex = 1024
    section.boundarySupplementaryItems = [boundaryItem0]
    let decoration0 = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    decoration0.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    section.decorationItems = [decoration0]
    return section
}

/// A section of horizontal groups.
@MainActor
func makeSection6(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
    let itemSupplementary0 = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(26), heightDimension: .absolute(26)), elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .estimated(120)), supplementaryItems: [itemSupplementary0])
    item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(120)), subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 16
    section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 10, bottom: 12, trailing: 10)
    section.supplementariesFollowContentInsets = false
    let boundaryItem0 = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), elementKind: "header", alignment: .top)
    boundaryItem0.pinToVisibleBounds = true
    boundaryItem0.zIndex = 1024
    section.boundarySupplementaryItems = [boundaryItem0]
    let decoration0 = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    decoration0.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
    section.decorationItems = [decoration0]
    return section
}

/// The view a decoration item shows (a section's background): UIKit makes one for each
/// decoration kind registered on the layout. Give it the background's colour and corners.
final class ExportedDecorationView: UICollectionReusableView {
}
