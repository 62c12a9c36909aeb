@testable import CollectionLayout
import Testing

/// Anchored badges, background decorations, boundary headers (pinned and global), by hand.
@Suite struct CompositionalSupplementaryTests {
    @Test func badgeAtTheTopTrailingCorner() {
        let fractional = LayoutSupplementaryItem(layoutSize: layoutSize(.absolute(20), .absolute(20)), elementKind: "badge",
                                                 containerAnchor: LayoutAnchor(edges: [.top, .trailing], fractionalOffset: Point(x: 0.5, y: -0.5)))
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [fractional])
        let group = LayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let prepared = PreparedCompositional(section: LayoutSection(group: group), width: 300, itemCounts: [2])
        // Item 1 is (150, 0, 150, 100): the badge's top-trailing corner on the item's, then moved
        // by half its size right and up: x = 300 − 20 + 10 = 290, y = 0 − 10 = −10.
        let badge = prepared.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))
        #expect(badge?.frame == rect(290, -10, 20, 20))
        #expect(badge?.zIndex == 1)
        let listed = prepared.layout.layoutAttributesForElements(in: rect(0, -50, 300, 200)).filter { $0.kind == "badge" }
        // Item 0 (0, 0, 150, 100): x = 150 − 20 + 10 = 140.
        #expect(Set(listed.map(\.frame)) == [rect(140, -10, 20, 20), rect(290, -10, 20, 20)])
    }

    @Test func badgeWithAnAbsoluteOffset() {
        let badge = LayoutSupplementaryItem(layoutSize: layoutSize(.fractionalWidth(0.2), .absolute(16)), elementKind: "badge",
                                            containerAnchor: LayoutAnchor(edges: [.top, .trailing], absoluteOffset: Point(x: -4, y: 4)))
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
        let group = LayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let prepared = PreparedCompositional(section: LayoutSection(group: group), width: 300, itemCounts: [3])
        // Item 2 is (0, 100, 150, 100); the badge is 0.2 × 150 = 30 wide: x = 150 − 30 − 4 = 116, y = 100 + 4.
        #expect(prepared.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 2, section: 0))?.frame
                == rect(116, 104, 30, 16))
    }

    /// Two sections of two 44-point rows with a 30-point header, insets (10, 16, 20, 16), 12 between sections,
    /// and a background inset by 4.
    private func decoratedLayout() -> PreparedCompositional {
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 20, trailing: 16)
        section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), elementKind: ElementKind.header, alignment: .top)]
        section.decorationItems = [.background(elementKind: "background", contentInsets: DirectionalEdgeInsets(all: 4))]
        return PreparedCompositional(section: section, configuration: CompositionalLayoutConfiguration(interSectionSpacing: 12),
                                     itemCounts: [2, 2])
    }

    @Test func backgroundFillsTheSectionBehindItsCells() {
        let prepared = decoratedLayout()
        // Section 0: header 0..30, top inset to 40, rows at 40 and 84, bottom inset 128..148.
        // The background covers 30..148 less 4 on each side: (4, 34, 367, 110).
        let background = prepared.layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == rect(4, 34, 367, 110))
        #expect(prepared.item(1) == rect(16, 84, 343, 44))
        // Section 1 starts at 148 + 12 = 160: background at 160 + 34.
        #expect(prepared.layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 1))?.frame
                == rect(4, 194, 367, 110))
        let all = prepared.layout.layoutAttributesForElements(in: rect(0, 0, 375, 400))
        let cellZ = all.filter { $0.category == .cell }.map(\.zIndex)
        let decorationZ = all.filter { $0.category == .decoration }.map(\.zIndex)
        #expect(decorationZ.count == 2 && cellZ.count == 4)
        #expect(decorationZ.max()! < cellZ.min()!)
        // The header follows the insets: 375 − 32 = 343 wide at x 16.
        #expect(prepared.layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 1))?.frame
                == rect(16, 160, 343, 30))
        #expect(prepared.contentSize.height == 308)
    }

    @Test func pinnedHeadersStayWhileTheirSectionIsVisible() {
        // Three sections of ten 50-point rows under a 40-point pinned header: each 540 tall.
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let section = LayoutSection(group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), elementKind: ElementKind.header, alignment: .top,
            pinToVisibleBounds: true)]
        let prepared = PreparedCompositional(section: section, height: 300, itemCounts: [10, 10, 10])
        func headerY(_ section: Int) -> Double? {
            prepared.layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: section))?.frame.minY
        }
        // (scroll y, header 0's y, header 1's y): at 510 header 0 is pushed to 540 − 40 = 500.
        for (scroll, first, second) in [(0.0, 0.0, 540.0), (100, 100, 540), (510, 500, 540), (540, 500, 540), (700, 500, 700)] {
            prepared.scroll(toY: scroll)
            #expect(prepared.layout.shouldInvalidateLayout(forBoundsChange: prepared.collection.bounds))
            #expect(headerY(0) == first && headerY(1) == second, "scrolled to \(scroll)")
            let visible = prepared.layout.layoutAttributesForElements(in: prepared.collection.bounds)
            let headers = visible.filter { $0.kind == ElementKind.header }
            // The header of the section at the visible top is among the visible elements, in front.
            let pinned = scroll < 540 ? first : second
            #expect(headers.contains { $0.frame.minY == pinned && $0.zIndex == CompositionalLayout.pinnedZIndex }, "scrolled to \(scroll)")
        }
    }

    @Test func globalHeaderAndFooterAroundAllSections() {
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let section = LayoutSection(group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        let configuration = CompositionalLayoutConfiguration(interSectionSpacing: 10, boundarySupplementaryItems: [
            LayoutBoundarySupplementaryItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(60)), elementKind: "globalHeader", alignment: .top),
            LayoutBoundarySupplementaryItem(layoutSize: layoutSize(.fractionalWidth(0.5), .absolute(30)), elementKind: "globalFooter", alignment: .bottom),
        ])
        let prepared = PreparedCompositional(section: section, configuration: configuration, itemCounts: [2, 1])
        // Header 0..60, section 0 60..160, spacing, section 1 170..220, footer 220..250 centred: x = (375 − 187.5) / 2.
        #expect(prepared.item(0, section: 1).minY == 170)
        #expect(prepared.contentSize.height == 250)
        #expect(prepared.layout.layoutAttributesForSupplementaryView(ofKind: "globalFooter", at: IndexPath(item: 0, section: 0))?.frame
                == rect(93.75, 220, 187.5, 30))
    }

    @Test func boundaryItemsIgnoreInsetsWhenTheyDoNotFollowThem() {
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let section = LayoutSection(group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20)
        section.supplementariesFollowContentInsets = false
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), elementKind: ElementKind.header,
                                            alignment: .top),
            LayoutBoundarySupplementaryItem(layoutSize: layoutSize(.absolute(100), .absolute(20)), elementKind: ElementKind.footer,
                                            alignment: .bottomTrailing, absoluteOffset: Point(x: -8, y: 0)),
        ]
        let prepared = PreparedCompositional(section: section, itemCounts: [2])
        // Header 0..30 over the full 375; content 35..135; footer after the bottom inset, 140..160,
        // at the trailing edge moved 8 left: x = 375 − 100 − 8.
        #expect(prepared.layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: 0))?.frame
                == rect(0, 0, 375, 30))
        #expect(prepared.item(0) == rect(20, 35, 335, 50))
        #expect(prepared.layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.footer, at: IndexPath(item: 0, section: 0))?.frame
                == rect(267, 140, 100, 20))
        #expect(prepared.contentSize.height == 160)
    }
}
