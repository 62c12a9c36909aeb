import Testing
@_spi(Playground) import UIKit

/// UICollectionViewCompositionalLayout built with the NSCollectionLayout… classes as on iOS, frames worked
/// by hand from Apple's documented rules (fractions of the container, insets inside the section, groups
/// repeated along the scroll axis, orthogonal sections in a band).
@MainActor
@Suite struct CompositionalLayoutTests {
    /// Two items a row, each half the group's width; rows 100 tall.
    private func halves(insets: NSDirectionalEdgeInsets = .zero) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                            heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                           heightDimension: .absolute(100)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = insets
        return section
    }

    @Test func halfWidthItemsTwoARow() {
        let collectionView = host(UICollectionViewCompositionalLayout(section: halves()), width: 320, counts: [3])
        let frames = cellFrames(collectionView.layoutAllElements())
        #expect(frames == [CGRect(x: 0, y: 0, width: 160, height: 100), CGRect(x: 160, y: 0, width: 160, height: 100),
                           CGRect(x: 0, y: 100, width: 160, height: 100)])
        // Two rows of 100 (the second holds one item).
        #expect(collectionView.collectionViewLayout.collectionViewContentSize == CGSize(width: 320, height: 200))
    }

    @Test func sectionInsetsNarrowTheGroups() {
        // Inside insets of 10 the group is 300 wide: items 150 wide at x = 10 and 160, rows at y = 10 and 110.
        let section = halves(insets: NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
        let collectionView = host(UICollectionViewCompositionalLayout(section: section), width: 320, counts: [4])
        let frames = cellFrames(collectionView.layoutAllElements())
        #expect(frames == [CGRect(x: 10, y: 10, width: 150, height: 100), CGRect(x: 160, y: 10, width: 150, height: 100),
                           CGRect(x: 10, y: 110, width: 150, height: 100), CGRect(x: 160, y: 110, width: 150, height: 100)])
        #expect(collectionView.collectionViewLayout.collectionViewContentSize.height == 220)
    }

    @Test func aSectionProviderAndInterSectionSpacing() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        var askedWidths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            askedWidths.append(environment.container.contentSize.width)
            return self.halves()
        }, configuration: configuration)
        let collectionView = host(layout, width: 320, counts: [2, 2])
        let frames = cellFrames(collectionView.layoutAllElements())
        // Section 1 starts after section 0's row (100) and the spacing (20).
        #expect(frames.map(\.minY) == [0, 0, 120, 120])
        #expect(askedWidths == [320, 320])
    }

    @Test func anOrthogonalSectionLaysItsGroupsAcross() {
        // Groups 200 × 100 side by side in a band: x = 0, 200, 400; the band is 100 tall.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                            heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200),
                                                                                           heightDimension: .absolute(100)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        let collectionView = host(UICollectionViewCompositionalLayout(section: section), width: 320, counts: [3])
        let layout = collectionView.collectionViewLayout
        // Every card of the band is listed, also those past the view's width.
        #expect(cellFrames(collectionView.layoutAllElements()) == [CGRect(x: 0, y: 0, width: 200, height: 100),
                                                                   CGRect(x: 200, y: 0, width: 200, height: 100),
                                                                   CGRect(x: 400, y: 0, width: 200, height: 100)])
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 400, y: 0, width: 200, height: 100))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 100))
    }

    @Test func aVisibleItemsHandlerScalesTheBandsCards() {
        // Cards 200 × 100 in a band 320 wide, scaled by 1 − distance / 1000 from the view's middle (160):
        // card 0's centre is at 100 (distance 60, scale 0.94), card 1's at 300 (distance 140, scale 0.86).
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                            heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(200),
                                                                                           heightDimension: .absolute(100)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            for item in items {
                let distance = abs(item.center.x - offset.x - environment.container.contentSize.width / 2)
                let scale = 1 - distance / 1000
                item.transform3D = CATransform3DMakeScale(scale, scale, 1)
                item.zIndex = distance < 100 ? 1 : 0
            }
        }
        let collectionView = host(UICollectionViewCompositionalLayout(section: section), width: 320, counts: [3])
        let cells = collectionView.layoutAllElements().filter { $0.representedElementCategory == .cell }
        #expect(same(cells[0].transform3D.m11, 0.94) && same(cells[1].transform3D.m11, 0.86))
        #expect(cells[0].zIndex == 1 && cells[1].zIndex == 0)
        #expect(cells[0].frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func aPinnedHeaderAndABackground() {
        let section = halves()
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [.background(elementKind: "background")]
        let collectionView = host(UICollectionViewCompositionalLayout(section: section), width: 320, counts: [2])
        let elements = collectionView.layoutAllElements()
        // The header extends the section: 320 × 30 on top, the row below it; the background covers the section.
        #expect(elements.map(\.representedElementCategory) == [.cell, .cell, .supplementaryView, .decorationView])
        #expect(elements[2].frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(elements[2].representedElementKind == UICollectionView.elementKindSectionHeader)
        #expect(elements[0].frame == CGRect(x: 0, y: 30, width: 160, height: 100))
        #expect(elements[3].representedElementKind == "background")
    }

    @Test func aHorizontalLayoutStacksSectionsSideways() {
        // Scrolling sideways, each section is a column: the group (fractionalWidth 1 → the section's height is
        // the view's, fractions read in the same axes) — here groups of absolute 100 × 100, one item each.
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                            heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100),
                                                                                         heightDimension: .absolute(100)),
                                                     subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let collectionView = host(layout, width: 320, height: 100, counts: [3])
        // Groups follow one another along x: 0, 100, 200.
        #expect(cellFrames(collectionView.layoutAllElements()).map(\.minX) == [0, 100, 200])
    }

    @Test func dimensionsSayWhatTheyAre() {
        let estimated = NSCollectionLayoutDimension.estimated(44)
        #expect(estimated.isEstimated && !estimated.isAbsolute && estimated.dimension == 44)
        #expect(NSCollectionLayoutDimension.fractionalWidth(0.5).isFractionalWidth)
        #expect(NSCollectionLayoutSpacing.flexible(8).isFlexibleSpacing)
        #expect(NSCollectionLayoutSpacing.fixed(8).spacing == 8)
    }

    @Test func aPlainListHasFullWidthRowsOf44ByEstimate() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = host(layout, width: 320, counts: [3])
        // Rows 320 wide, 44 tall by estimate, one below the other.
        #expect(cellFrames(collectionView.layoutAllElements()) == [CGRect(x: 0, y: 0, width: 320, height: 44),
                                                                   CGRect(x: 0, y: 44, width: 320, height: 44),
                                                                   CGRect(x: 0, y: 88, width: 320, height: 44)])
    }

    @Test func aPinnedHeaderKeepsTheZIndexItAskedFor() {
        // Apple's pinned-header sample asks for zIndex 2; UIKit's compositional layout keeps it (a flow layout's
        // pinned header is the one UIKit raises, to 1024). Scrolled 150 down, the header (44 tall) sits at the top.
        let section = halves()
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: "section-header-element-kind", alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        section.boundarySupplementaryItems = [header]
        let collectionView = host(UICollectionViewCompositionalLayout(section: section), width: 320, height: 200, counts: [8])
        collectionView.contentOffset = CGPoint(x: 0, y: 150)
        let pinned = collectionView.layoutAllElements().first { $0.representedElementKind == "section-header-element-kind" }
        #expect(pinned?.zIndex == 2)
        #expect(pinned?.frame == CGRect(x: 0, y: 150, width: 320, height: 44))
    }
}
