import Testing
@_spi(Playground) import UIKit

/// What the host sets on a collection view (safe area, traits, counts) and what the layouts read of it.
@MainActor
@Suite struct HostingTests {
    @Test func aFlowLayoutsSectionsStayInsideTheSafeArea() {
        // 320 wide with 44 points of safe area at each side: the content is 320 − 88 = 232 wide, in content
        // coordinates from 0. Two 100-wide items fit (210), spread to its edges: x = 0 and 232 − 100 = 132.
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInsetReference = .fromSafeArea
        let collectionView = host(layout, width: 320, counts: [2])
        collectionView.setSafeAreaInsets(UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
        #expect(collectionView.adjustedContentInset == UIEdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
        #expect(cellFrames(collectionView.layoutAllElements()).map(\.minX) == [0, 132])
    }

    @Test func aSectionProviderSeesTheTraits() {
        var seen: [UIContentSizeCategory] = []
        let layout = UICollectionViewCompositionalLayout { _, environment in
            seen.append(environment.traitCollection.preferredContentSizeCategory)
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        }
        let collectionView = host(layout, width: 320, counts: [1])
        collectionView.setTraitCollection(UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact),
                                                                         UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)]))
        _ = collectionView.layoutAllElements()
        #expect(seen.last == .accessibilityLarge)
        #expect(collectionView.traitCollection.horizontalSizeClass == .compact)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory && !UIContentSizeCategory.large.isAccessibilityCategory)
    }

    @Test func newCountsReloadTheLayout() {
        let layout = UICollectionViewFlowLayout()
        let collectionView = host(layout, width: 320, counts: [2])
        #expect(cellFrames(collectionView.layoutAllElements()).count == 2)
        collectionView.itemCounts = [3, 4]
        #expect(collectionView.numberOfSections == 2)
        #expect(cellFrames(collectionView.layoutAllElements()).count == 7)
    }

    @Test func aNewWidthLaysOutAgain() {
        // 50-point items with 10 between: 320 holds 5 a line (290), 200 holds 3 (170).
        let layout = UICollectionViewFlowLayout()
        let collectionView = host(layout, width: 320, counts: [5])
        #expect(Set(cellFrames(collectionView.layoutAllElements()).map(\.minY)).count == 1)
        collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 600)
        #expect(Set(cellFrames(collectionView.layoutAllElements()).map(\.minY)).count == 2)
    }
}
