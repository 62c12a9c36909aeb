@testable import CollectionLayout
import Testing

/// The three worked examples of `shared/reference/compositional-layout.md` (375-point view),
/// frames to the half point as the reference gives them.
@Suite struct CompositionalWorkedExampleTests {
    @Test func halfWidthItemsWithInsetsMakeTwoColumnRows() {
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: 5)
        let group = LayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let prepared = PreparedCompositional(section: LayoutSection(group: group), itemCounts: [4])
        #expect(prepared.items() == [rect(5, 5, 177.5, 90), rect(192.5, 5, 177.5, 90),
                                     rect(5, 105, 177.5, 90), rect(192.5, 105, 177.5, 90)])
        #expect(prepared.contentSize.height == 200)
    }

    @Test func insetListWithInterGroupSpacing() {
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)))
        let group = LayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        section.interGroupSpacing = 8
        let prepared = PreparedCompositional(section: section, itemCounts: [3])
        // Item n at (16, 10 + 52n, 343, 44).
        #expect(prepared.items() == [rect(16, 10, 343, 44), rect(16, 62, 343, 44), rect(16, 114, 343, 44)])
        #expect(prepared.contentSize.height == 168)
    }

    @Test func leadingItemBesideAVerticalPair() {
        let leading = LayoutItem(layoutSize: layoutSize(.fractionalWidth(0.7), .fractionalHeight(1)))
        let pairItem = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
        let pair = LayoutGroup.vertical(layoutSize: layoutSize(.fractionalWidth(0.3), .fractionalHeight(1)), subitems: [pairItem])
        let group = LayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(200)), subitems: [leading, pair])
        let prepared = PreparedCompositional(section: LayoutSection(group: group), itemCounts: [3])
        #expect(approximately(prepared.items(), [rect(0, 0, 262.5, 200), rect(262.5, 0, 112.5, 100), rect(262.5, 100, 112.5, 100)],
                              tolerance: 1e-9))
        #expect(prepared.contentSize.height == 200)
    }

    @Test func rectQueryFindsExactlyTheMeetingElements() {
        // Example 1 with 8 items: rows at y 0, 100, 200, 300. A query of y 150..<250 meets rows 1 and 2
        // (cells at y 105..195 and 205..295).
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: 5)
        let group = LayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let prepared = PreparedCompositional(section: LayoutSection(group: group), itemCounts: [8])
        let found = prepared.layout.layoutAttributesForElements(in: rect(0, 150, 375, 100)).map(\.indexPath.item).sorted()
        #expect(found == [2, 3, 4, 5])
    }
}
