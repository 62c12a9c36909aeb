@testable import CollectionLayout
import Testing

/// A horizontal configuration with optional spacing and global items.
private func horizontal(interSectionSpacing: Double = 0, items: [LayoutBoundarySupplementaryItem] = []) -> CompositionalLayoutConfiguration {
    CompositionalLayoutConfiguration(scrollDirection: .horizontal, interSectionSpacing: interSectionSpacing, boundarySupplementaryItems: items)
}

/// Moves the visible bounds along x, as a horizontal scroll does (no prepare).
private func scroll(_ prepared: PreparedCompositional, toX x: Double) {
    prepared.collection.bounds.origin.x = x
}

/// The reference's worked examples (375 wide, vertical) mirrored about the diagonal: a view 375
/// tall scrolling horizontally, every description and every expected frame transposed by hand.
@Suite struct CompositionalHorizontalWorkedExampleTests {
    @Test func example1Transposed() {
        // Item 1.0w × 0.5h with insets 5; vertical group absolute 100 wide × 1.0h.
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
        item.contentInsets = DirectionalEdgeInsets(all: 5)
        let section = LayoutSection(group: .vertical(layoutSize: layoutSize(.absolute(100), .fractionalHeight(1)), subitems: [item]))
        let prepared = PreparedCompositional(section: section, configuration: horizontal(), width: 1000, height: 375, itemCounts: [4])
        // Reference: (5, 5, 177.5, 90), (192.5, 5, 177.5, 90), (5, 105, …), (192.5, 105, …), content 200 tall.
        #expect(prepared.items() == [rect(5, 5, 90, 177.5), rect(5, 192.5, 90, 177.5), rect(105, 5, 90, 177.5), rect(105, 192.5, 90, 177.5)])
        #expect(prepared.contentSize == Size(width: 200, height: 375))
    }

    @Test func example2Transposed() {
        // Insets top 16, leading 10, bottom 16, trailing 10; spacing 8; item and group absolute 44 × 1.0h.
        let item = LayoutItem(layoutSize: layoutSize(.absolute(44), .fractionalHeight(1)))
        let section = LayoutSection(group: .vertical(layoutSize: layoutSize(.absolute(44), .fractionalHeight(1)), subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 16, leading: 10, bottom: 16, trailing: 10)
        section.interGroupSpacing = 8
        let prepared = PreparedCompositional(section: section, configuration: horizontal(), width: 1000, height: 375, itemCounts: [3])
        // Reference: item n at (16, 10 + 52n, 343, 44); a section 168 long.
        #expect(prepared.items() == [rect(10, 16, 44, 343), rect(62, 16, 44, 343), rect(114, 16, 44, 343)])
        #expect(prepared.contentSize.width == 168)
    }

    @Test func example3Transposed() {
        // Vertical group absolute 200 × 1.0h: a top item 1.0w × 0.7h, then a horizontal group
        // 1.0w × 0.3h of two 0.5w × 1.0h items.
        let top = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.7)))
        let half = LayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
        let pair = LayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.3)), subitems: [half])
        let section = LayoutSection(group: .vertical(layoutSize: layoutSize(.absolute(200), .fractionalHeight(1)), subitems: [top, pair]))
        let prepared = PreparedCompositional(section: section, configuration: horizontal(), width: 1000, height: 375, itemCounts: [3])
        // Reference: (0, 0, 262.5, 200), (262.5, 0, 112.5, 100), (262.5, 100, 112.5, 100).
        #expect(approximately(prepared.items(), [rect(0, 0, 200, 262.5), rect(0, 262.5, 100, 112.5), rect(100, 262.5, 100, 112.5)]))
    }
}

/// Sections along x, groups along x, boundary and decoration items, custom groups and badges
/// in a horizontal layout; every expectation computed by hand.
@Suite struct CompositionalHorizontalGeometryTests {
    /// Columns 200 wide and the view's height less insets, three items of a third each.
    private func columnSection(insets: DirectionalEdgeInsets = DirectionalEdgeInsets(leading: 20, trailing: 30)) -> LayoutSection {
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1.0 / 3.0)))
        let section = LayoutSection(group: .vertical(layoutSize: layoutSize(.absolute(200), .fractionalHeight(1)), subitems: [item]))
        section.interGroupSpacing = 10
        section.contentInsets = insets
        return section
    }

    @Test func groupsRepeatAlongXAndItemsStackInTheirColumn() {
        let prepared = PreparedCompositional(section: columnSection(), configuration: horizontal(), width: 1000, height: 600, itemCounts: [7])
        // Item n of group g at x = g·(200 + 10) + 20, y = n·200 (600 / 3), 200 × 200.
        var expected: [Rect] = []
        for index in 0..<7 {
            let group = Double(index / 3), place = Double(index % 3)
            expected.append(rect(group * 210 + 20, place * 200, 200, 200))
        }
        #expect(approximately(prepared.items(), expected))
        // Content: 20 + 3·200 + 2·10 + 30 = 670 wide, the view's 600 tall.
        #expect(prepared.contentSize == Size(width: 670, height: 600))
        #expect(prepared.layout.orthogonalScrollDirection == .vertical)
    }

    @Test func topAndBottomInsetsShrinkTheColumns() {
        let section = columnSection(insets: DirectionalEdgeInsets(top: 10, leading: 20, bottom: 20, trailing: 30))
        let prepared = PreparedCompositional(section: section, configuration: horizontal(), width: 1000, height: 600, itemCounts: [4])
        // Column height 600 − 30 = 570, items 190 tall from y = 10.
        #expect(approximately(prepared.items(), [rect(20, 10, 200, 190), rect(20, 200, 200, 190), rect(20, 390, 200, 190),
                                                 rect(230, 10, 200, 190)]))
    }

    @Test func sectionsFollowEachOtherAlongXWithTheirSpacing() {
        let prepared = PreparedCompositional(section: columnSection(), configuration: horizontal(interSectionSpacing: 40),
                                             width: 1000, height: 600, itemCounts: [7, 7, 1])
        // Sections 670, 670 and 20 + 200 + 30 = 250 wide; 40 between them, none after the last.
        #expect(approximately(prepared.item(0, section: 1), rect(670 + 40 + 20, 0, 200, 200)))
        #expect(approximately(prepared.item(0, section: 2), rect(670 + 40 + 670 + 40 + 20, 0, 200, 200)))
        #expect(prepared.contentSize == Size(width: 670 + 40 + 670 + 40 + 250, height: 600))
        // A rect over x 700..930 meets only section 1's first column (730..930; the next starts at 940).
        let met = prepared.layout.layoutAttributesForElements(in: rect(700, 0, 230, 600)).map(\.indexPath)
        #expect(Set(met) == [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 1)])
    }

    @Test func leadingHeaderSitsBeforeTheSectionAndTopItemAboveItsContent() {
        let section = columnSection(insets: DirectionalEdgeInsets(top: 10, leading: 20, bottom: 20, trailing: 30))
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: layoutSize(.absolute(50), .fractionalHeight(1)), elementKind: "header", alignment: .leading),
            LayoutBoundarySupplementaryItem(layoutSize: layoutSize(.absolute(30), .fractionalHeight(1)), elementKind: "footer", alignment: .trailing),
            LayoutBoundarySupplementaryItem(layoutSize: layoutSize(.absolute(120), .absolute(24)), elementKind: "title", alignment: .top),
        ]
        let prepared = PreparedCompositional(section: section, configuration: horizontal(interSectionSpacing: 5),
                                             width: 1000, height: 600, itemCounts: [4, 1])
        let layout = prepared.layout
        // The leading header extends the section before its content: x 0, within the top and
        // bottom insets (supplementariesFollowContentInsets): y 10, 600 − 30 = 570 tall.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame == rect(0, 10, 50, 570))
        // Cells start after the header and the leading inset: x = 50 + 20 = 70.
        #expect(approximately(prepared.item(0), rect(70, 10, 200, 190)))
        #expect(approximately(prepared.item(3), rect(280, 10, 200, 190)))
        // The section: 50 + 20 + (200 + 10 + 200) + 30 + 30 = 540; the footer is its last 30.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "footer", at: IndexPath(item: 0, section: 0))?.frame == rect(510, 10, 30, 570))
        // The `.top` item sits at the section's top inset, level with the content's start along
        // x, over the content (it does not extend the section): (70, 10, 120, 24).
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "title", at: IndexPath(item: 0, section: 0))?.frame == rect(70, 10, 120, 24))
        // Section 1 starts at 540 + 5: its header at 545, its cell at 545 + 70 = 615.
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 1))?.frame == rect(545, 10, 50, 570))
        #expect(approximately(prepared.item(0, section: 1), rect(615, 10, 200, 190)))
        // Content: 540 + 5 + (50 + 20 + 200 + 30 + 30) = 875.
        #expect(prepared.contentSize == Size(width: 875, height: 600))
    }

    @Test func cornerAlignmentsPlaceLeadingItemsAtTheTopOrBottom() {
        let section = columnSection(insets: .zero)
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: layoutSize(.absolute(40), .absolute(100)), elementKind: "a", alignment: .topLeading),
            LayoutBoundarySupplementaryItem(layoutSize: layoutSize(.absolute(40), .absolute(100)), elementKind: "b", alignment: .bottomLeading),
            LayoutBoundarySupplementaryItem(layoutSize: layoutSize(.absolute(40), .absolute(100)), elementKind: "c", alignment: .topTrailing),
        ]
        let prepared = PreparedCompositional(section: section, configuration: horizontal(), width: 1000, height: 600, itemCounts: [3])
        let layout = prepared.layout
        func frame(_ kind: String) -> Rect? { layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: 0))?.frame }
        // Leading items extend 40 before the content; the section is 40 + 200 + 40 = 280 wide.
        #expect(frame("a") == rect(0, 0, 40, 100))
        #expect(frame("b") == rect(0, 500, 40, 100))
        #expect(frame("c") == rect(240, 0, 40, 100))
        #expect(approximately(prepared.item(0), rect(40, 0, 200, 200)))
        #expect(prepared.contentSize.width == 280)
    }

    @Test func globalLeadingHeaderComesBeforeAllSections() {
        let header = LayoutBoundarySupplementaryItem(layoutSize: layoutSize(.absolute(40), .fractionalHeight(1)), elementKind: "global", alignment: .leading)
        let prepared = PreparedCompositional(section: columnSection(insets: .zero), configuration: horizontal(items: [header]),
                                             width: 1000, height: 600, itemCounts: [3])
        #expect(prepared.layout.layoutAttributesForSupplementaryView(ofKind: "global", at: IndexPath(item: 0, section: 0))?.frame == rect(0, 0, 40, 600))
        #expect(approximately(prepared.item(0), rect(40, 0, 200, 200)))
        #expect(prepared.contentSize.width == 240)
    }

    @Test func backgroundSpansTheViewsHeight() {
        let section = columnSection(insets: DirectionalEdgeInsets(top: 10, leading: 20, bottom: 20, trailing: 30))
        section.decorationItems = [.background(elementKind: "bg", contentInsets: DirectionalEdgeInsets(all: 5))]
        let prepared = PreparedCompositional(section: section, configuration: horizontal(interSectionSpacing: 100),
                                             width: 1000, height: 600, itemCounts: [4, 4])
        // Section 1 starts at 20 + 410 + 30 + 100 = 560; its background is the section
        // (460 wide, the view's 600 tall) less 5 on every side.
        let attributes = prepared.layout.layoutAttributesForDecorationView(ofKind: "bg", at: IndexPath(item: 0, section: 1))
        #expect(attributes?.frame == rect(565, 5, 450, 590))
        #expect(attributes?.zIndex == -1)
    }

    @Test func customGroupsSeeTheirRealSize() {
        var sizesSeen: [Size] = []
        let group = LayoutGroup.custom(layoutSize: layoutSize(.absolute(300), .fractionalHeight(1))) { environment in
            sizesSeen.append(environment.containerSize)
            let size = environment.containerSize
            return [LayoutGroupCustomItem(frame: rect(0, 0, size.width, size.height / 2)),
                    LayoutGroupCustomItem(frame: rect(0, size.height / 2, size.width / 2, size.height / 2), zIndex: 3)]
        }
        let prepared = PreparedCompositional(section: LayoutSection(group: group), configuration: horizontal(), width: 1000, height: 600,
                                             itemCounts: [4])
        // The group is 300 × 600: halves 300 tall; group 1 at x 300.
        #expect(sizesSeen.allSatisfy { $0 == Size(width: 300, height: 600) } && !sizesSeen.isEmpty)
        #expect(prepared.items() == [rect(0, 0, 300, 300), rect(0, 300, 150, 300), rect(300, 0, 300, 300), rect(300, 300, 150, 300)])
        #expect(prepared.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
    }

    @Test func theSectionProviderSeesTheRealViewSize() {
        var sizesSeen: [Size] = []
        let layout = CompositionalLayout(configuration: horizontal()) { _, environment in
            sizesSeen.append(environment.containerSize)
            // Two columns per view width: a provider's arithmetic in real coordinates.
            let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
            return LayoutSection(group: .vertical(layoutSize: layoutSize(.absolute(environment.containerSize.width / 2), .fractionalHeight(1)),
                                                  subitems: [item]))
        }
        let prepared = PreparedCompositional(layout, width: 1000, height: 600, itemCounts: [3])
        #expect(sizesSeen == [Size(width: 1000, height: 600)])
        #expect(layout.environment.containerSize == Size(width: 1000, height: 600))
        // Columns 500 wide: item 2 at x 1000.
        #expect(prepared.item(2) == rect(1000, 0, 500, 600))
    }

    @Test func badgesKeepTheirRealCorner() {
        let badge = LayoutSupplementaryItem(layoutSize: layoutSize(.absolute(20), .absolute(16)), elementKind: "badge",
                                            containerAnchor: LayoutAnchor(edges: [.top, .trailing], absoluteOffset: Point(x: 5, y: -4)))
        let dot = LayoutSupplementaryItem(layoutSize: layoutSize(.absolute(20), .absolute(16)), elementKind: "dot",
                                          containerAnchor: LayoutAnchor(edges: [.bottom, .leading], fractionalOffset: Point(x: 0.5, y: 1)))
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)), supplementaryItems: [badge, dot])
        let section = LayoutSection(group: .vertical(layoutSize: layoutSize(.absolute(100), .fractionalHeight(1)), subitems: [item]))
        let prepared = PreparedCompositional(section: section, configuration: horizontal(), width: 1000, height: 600, itemCounts: [3])
        // Item 2 is (100, 0, 100, 300): the badge's top-right corner on the item's, moved by
        // (5, −4): x = 200 − 20 + 5 = 185, y = 0 − 4.
        #expect(prepared.item(2) == rect(100, 0, 100, 300))
        #expect(prepared.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 2, section: 0))?.frame == rect(185, -4, 20, 16))
        // A fractional offset follows its axis: (0.5, 1) of 20 × 16 is (10, 16), from the
        // bottom-leading corner (100, 300 − 16): (110, 300).
        #expect(prepared.layout.layoutAttributesForSupplementaryView(ofKind: "dot", at: IndexPath(item: 2, section: 0))?.frame == rect(110, 300, 20, 16))
    }

    @Test func changingTheScrollDirectionTransposesTheLayout() {
        let layout = CompositionalLayout(section: columnSection(insets: .zero))
        let prepared = PreparedCompositional(layout, width: 1000, height: 600, itemCounts: [4])
        // Vertically: the group is 200 wide and the view's 600 tall, its items 600 / 3 = 200
        // tall; groups stack along y, 10 apart (group 1 at 610).
        #expect(approximately(prepared.items(), [rect(0, 0, 200, 200), rect(0, 200, 200, 200), rect(0, 400, 200, 200), rect(0, 610, 200, 200)]))
        layout.configuration.scrollDirection = .horizontal
        layout.prepare()
        #expect(approximately(prepared.items(), [rect(0, 0, 200, 200), rect(0, 200, 200, 200), rect(0, 400, 200, 200), rect(210, 0, 200, 200)]))
        #expect(layout.collectionViewContentSize == Size(width: 410, height: 600))
    }
}

/// Orthogonal sections of a horizontal layout scroll along y.
@Suite struct CompositionalHorizontalOrthogonalTests {
    /// Groups 150 wide × 100 tall running down a band, 5 apart, insets 10 top and bottom, 20 leading and trailing.
    private func bandLayout(_ behavior: OrthogonalScrollingBehavior, itemCount: Int = 10) -> PreparedCompositional {
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let section = LayoutSection(group: .horizontal(layoutSize: layoutSize(.absolute(150), .absolute(100)), subitems: [item]))
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 5
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        return PreparedCompositional(section: section, configuration: horizontal(), width: 1000, height: 600, itemCounts: [itemCount, 2])
    }

    @Test func bandRunsDownTheViewAndScrollsAlongY() {
        let prepared = bandLayout(.continuous)
        let layout = prepared.layout
        #expect(layout.orthogonalScrollDirection == .vertical)
        #expect(layout.orthogonallyScrollingSections == [0, 1])
        // The band: x 20 (leading inset), the group's 150 wide, the view's 600 tall.
        #expect(layout.orthogonalBandFrame(forSection: 0) == rect(20, 0, 150, 600))
        // Item n at y = 10 + 105n; section 0 is 20 + 150 + 20 = 190 wide, section 1's band at 210.
        #expect(prepared.item(3) == rect(20, 325, 150, 100))
        #expect(layout.orthogonalBandFrame(forSection: 1) == rect(210, 0, 150, 600))
        #expect(prepared.contentSize == Size(width: 380, height: 600))
        // Band content: 10 + 10·100 + 9·5 + 10 = 1065 tall, largest offset 465.
        #expect(layout.orthogonalBand(forSection: 0)?.contentWidth == 1065)
        #expect(layout.restingOrthogonalOffset(forSection: 0, proposed: 1000, velocity: 0) == 465)

        layout.setOrthogonalOffset(200, forSection: 0)
        #expect(prepared.item(3) == rect(20, 125, 150, 100))
        // Visible 0..600 at offset 200: item n spans 10 + 105n − 200 ..+100, so items 1…7.
        let cells = layout.layoutAttributesForElements(in: rect(0, 0, 200, 600)).filter { $0.category == .cell }
        #expect(cells.map(\.indexPath.item).sorted() == [1, 2, 3, 4, 5, 6, 7])
        #expect(cells.allSatisfy { $0.indexPath.section == 0 })
    }

    @Test func groupPagingCenteredCentresAlongY() {
        let prepared = bandLayout(.groupPagingCentered)
        // (600 − 100) / 2 = 250 before the first group; pages of 105.
        #expect(prepared.item(0) == rect(20, 250, 150, 100))
        #expect(prepared.layout.restingOrthogonalOffset(forSection: 0, proposed: 30, velocity: 500) == 105)
    }

    @Test func handlerSeesTheBandOffsetAlongY() {
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let section = LayoutSection(group: .horizontal(layoutSize: layoutSize(.absolute(150), .absolute(100)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        var offsetsSeen: [Point] = []
        var framesSeen: [Rect] = []
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            offsetsSeen.append(offset)
            framesSeen += items.map(\.frame)
            for index in items.indices where items[index].frame.minY < 0 { items[index].alpha = 0.25 }
        }
        let prepared = PreparedCompositional(section: section, configuration: horizontal(), width: 1000, height: 600, itemCounts: [10])
        prepared.layout.setOrthogonalOffset(150, forSection: 0)
        let cells = prepared.layout.layoutAttributesForElements(in: rect(0, 0, 1000, 600)).sorted { $0.indexPath < $1.indexPath }
        // Item n at y = 100n − 150: items 1 (−50) … 7 (550); only item 1 starts above 0.
        #expect(offsetsSeen == [Point(x: 0, y: 150)])
        #expect(framesSeen.sorted { $0.minY < $1.minY }.first == rect(0, -50, 150, 100))
        #expect(cells.map(\.indexPath.item) == [1, 2, 3, 4, 5, 6, 7])
        #expect(cells.map(\.alpha) == [0.25, 1, 1, 1, 1, 1, 1])
    }
}

/// Pinning, the visible-items handler and bounds-change invalidation along x.
@Suite struct CompositionalHorizontalPinningTests {
    @Test func pinnedLeadingHeaderStaysAtTheVisibleLeftEdge() {
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let section = LayoutSection(group: .vertical(layoutSize: layoutSize(.absolute(200), .fractionalHeight(1)), subitems: [item]))
        section.boundarySupplementaryItems = [
            LayoutBoundarySupplementaryItem(layoutSize: layoutSize(.absolute(50), .fractionalHeight(1)), elementKind: "header",
                                            alignment: .leading, pinToVisibleBounds: true),
        ]
        let prepared = PreparedCompositional(section: section, configuration: horizontal(), width: 1000, height: 600, itemCounts: [10, 10])
        let layout = prepared.layout
        func headerX(_ section: Int) -> Double? {
            layout.layoutAttributesForElements(in: prepared.collection.bounds)
                .first { $0.kind == "header" && $0.indexPath.section == section }?.frame.minX
        }
        // Sections 50 + 10·200 = 2050 wide: section 1 starts at 2050.
        #expect(headerX(0) == 0)
        scroll(prepared, toX: 500)
        #expect(headerX(0) == 500)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame == rect(500, 0, 50, 600))
        scroll(prepared, toX: 2000)
        #expect(headerX(0) == 2000) // min(2000, 2050 − 50)
        scroll(prepared, toX: 2020)
        #expect(headerX(0) == 2000) // pushed by section 1
        #expect(headerX(1) == 2050)
        scroll(prepared, toX: 2100)
        #expect(headerX(1) == 2100)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 1))?.zIndex == CompositionalLayout.pinnedZIndex)
        // A scroll along x invalidates the pinned headers only; a new size everything.
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(2200, 0, 1000, 600)))
        let context = layout.invalidationContext(forBoundsChange: rect(2200, 0, 1000, 600))
        #expect(!context.invalidateEverything)
        #expect(context.invalidatedSupplementaryIndexPaths["header"] == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        #expect(layout.invalidationContext(forBoundsChange: rect(2200, 0, 1000, 500)).invalidateEverything)
    }

    @Test func handlerSeesRealFramesAndTheContentOffset() {
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
        let section = LayoutSection(group: .vertical(layoutSize: layoutSize(.absolute(200), .fractionalHeight(1)), subitems: [item]))
        var offsetsSeen: [Point] = []
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            offsetsSeen.append(offset)
            // Fade the cells right of the view's centre (real coordinates).
            for index in items.indices where items[index].frame.minX >= offset.x + environment.containerSize.width / 2 {
                items[index].alpha = 0.5
            }
        }
        let prepared = PreparedCompositional(section: section, configuration: horizontal(), width: 1000, height: 600, itemCounts: [20])
        scroll(prepared, toX: 300)
        let cells = prepared.layout.layoutAttributesForElements(in: prepared.collection.bounds).sorted { $0.indexPath < $1.indexPath }
        // Visible x 300..1300: columns 1 (200..400) to 6 (1200..1400), items 2…13; centre 800:
        // columns starting at 800 or later (4, 5, 6: items 8…13) fade.
        #expect(offsetsSeen == [Point(x: 300, y: 0)])
        #expect(cells.map(\.indexPath.item) == Array(2...13))
        #expect(cells.map(\.alpha) == [1, 1, 1, 1, 1, 1, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5])
        #expect(cells.first?.frame == rect(200, 0, 200, 300))
    }
}

/// Estimated widths in a horizontal layout: columns take their widest cell, later columns and
/// sections move along x, and the adjustments are along x.
@Suite struct CompositionalHorizontalSelfSizingTests {
    /// Columns of estimated width 100, two cells of half the height each, 10 apart.
    private func twoRowSection() -> LayoutSection {
        let item = LayoutItem(layoutSize: layoutSize(.estimated(100), .fractionalHeight(0.5)))
        let section = LayoutSection(group: .vertical(layoutSize: layoutSize(.estimated(100), .fractionalHeight(1)), subitems: [item]))
        section.interGroupSpacing = 10
        return section
    }

    /// Offers a cell its preferred width, as the collection view does; returns the context (nil if none).
    @discardableResult
    private func measure(_ prepared: PreparedCompositional, _ indexPath: IndexPath, width: Double) -> InvalidationContext? {
        guard let original = prepared.layout.layoutAttributesForItem(at: indexPath) else { return nil }
        var preferred = original
        preferred.size.width = width
        guard prepared.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return nil }
        let context = prepared.layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        prepared.layout.invalidateLayout(with: context)
        prepared.layout.prepare()
        return context
    }

    @Test func anEstimatedWidthSettles() {
        let prepared = PreparedCompositional(section: twoRowSection(), configuration: horizontal(interSectionSpacing: 20),
                                             width: 1000, height: 600, itemCounts: [5, 1])
        // Estimates: item n at x = ⌊n/2⌋·110, y = (n mod 2)·300, 100 × 300; section 0 is
        // 3·100 + 2·10 = 320 wide, section 1 starts at 340.
        #expect(prepared.items() == [rect(0, 0, 100, 300), rect(0, 300, 100, 300), rect(110, 0, 100, 300),
                                     rect(110, 300, 100, 300), rect(220, 0, 100, 300)])
        #expect(prepared.item(0, section: 1) == rect(340, 0, 100, 300))

        // A preferred height changes nothing (the height is not estimated).
        let original = prepared.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        var taller = original
        taller.size.height = 350
        #expect(!prepared.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: taller, withOriginalAttributes: original))

        let context = measure(prepared, IndexPath(item: 1, section: 0), width: 160)
        // Column 0 grows by 60 along x, nothing is scrolled past.
        #expect(context?.contentSizeAdjustment == Size(width: 60, height: 0))
        #expect(context?.contentOffsetAdjustment == .zero)
        // Column 0 takes its widest cell (160) for both cells; columns 1 and 2 at 170 and 280;
        // section 1 at 380 + 20 = 400.
        #expect(prepared.items() == [rect(0, 0, 160, 300), rect(0, 300, 160, 300), rect(170, 0, 100, 300),
                                     rect(170, 300, 100, 300), rect(280, 0, 100, 300)])
        #expect(prepared.item(0, section: 1) == rect(400, 0, 100, 300))
        #expect(prepared.contentSize == Size(width: 500, height: 600))
    }

    @Test func measuringAColumnLeftOfTheViewMovesTheOffsetAlongX() {
        let prepared = PreparedCompositional(section: twoRowSection(), configuration: horizontal(), width: 1000, height: 600, itemCounts: [30])
        // 15 columns: 15·100 + 14·10 = 1640 wide.
        #expect(prepared.contentSize.width == 1640)
        scroll(prepared, toX: 500)
        // Column 1 (110..210) ends left of the visible 500.
        let context = measure(prepared, IndexPath(item: 2, section: 0), width: 130)
        #expect(context?.contentSizeAdjustment == Size(width: 30, height: 0))
        #expect(context?.contentOffsetAdjustment == Point(x: 30, y: 0))
        #expect(prepared.item(3) == rect(110, 300, 130, 300))
        #expect(prepared.item(4) == rect(250, 0, 100, 300))
        #expect(prepared.contentSize.width == 1670)
    }

    @Test func measuredWidthsFollowTheirItemsThroughABatchUpdate() {
        let prepared = PreparedCompositional(section: twoRowSection(), configuration: horizontal(), width: 1000, height: 600, itemCounts: [6])
        measure(prepared, IndexPath(item: 3, section: 0), width: 140)
        // Delete item 0: old item 3 (140 wide) becomes item 2, sharing column 1 with old item 4.
        prepared.collection.itemCounts = [5]
        var context = InvalidationContext()
        context.invalidateDataSourceCounts = true
        context.updateItems = [UpdateItem(action: .delete, before: IndexPath(item: 0, section: 0), after: nil)]
        prepared.layout.invalidateLayout(with: context)
        prepared.layout.prepare()
        // Column 0: items 0, 1 at the estimate 100; column 1 at 110, 140 wide; column 2 at 260.
        #expect(prepared.items() == [rect(0, 0, 100, 300), rect(0, 300, 100, 300), rect(110, 0, 140, 300),
                                     rect(110, 300, 140, 300), rect(260, 0, 100, 300)])
        #expect(prepared.contentSize.width == 360)
    }
}

/// Random horizontal descriptions against frames computed independently, and rect queries
/// against a brute-force scan of every cell.
@Suite struct CompositionalHorizontalPropertyTests {
    private func random(_ range: ClosedRange<Double>, _ rng: inout SplitMix64) -> Double {
        (Double.random(in: range, using: &rng) * 2).rounded() / 2
    }

    @Test func columnsOfFractionalItemsAndBruteForceRectQueries() {
        var rng = SplitMix64(seed: 0x40B1)
        for _ in 0..<40 {
            let width = random(400...1200, &rng), height = random(200...900, &rng)
            let rows = Int.random(in: 1...5, using: &rng), columnWidth = random(40...300, &rng)
            let widthFraction = Double.random(in: 0.2...1, using: &rng)
            let sectionInsets = DirectionalEdgeInsets(top: random(0...30, &rng), leading: random(0...20, &rng),
                                                      bottom: random(0...30, &rng), trailing: random(0...20, &rng))
            let groupInsets = DirectionalEdgeInsets(top: random(0...8, &rng), leading: random(0...8, &rng),
                                                    bottom: random(0...8, &rng), trailing: random(0...8, &rng))
            let spacing = random(0...12, &rng), sectionSpacing = random(0...50, &rng)
            let counts = [Int.random(in: 0...30, using: &rng), Int.random(in: 0...30, using: &rng)]
            let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(widthFraction), .fractionalHeight(1 / Double(rows))))
            let group = LayoutGroup.vertical(layoutSize: layoutSize(.absolute(columnWidth), .fractionalHeight(1)), subitems: [item])
            group.contentInsets = groupInsets
            let section = LayoutSection(group: group)
            section.contentInsets = sectionInsets
            section.interGroupSpacing = spacing
            let prepared = PreparedCompositional(section: section,
                                                 configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal,
                                                                                                 interSectionSpacing: sectionSpacing),
                                                 width: width, height: height, itemCounts: counts)

            // A column's inner height: the view less the section's and the group's top/bottom insets.
            let innerHeight = height - sectionInsets.top - sectionInsets.bottom - groupInsets.top - groupInsets.bottom
            let innerWidth = columnWidth - groupInsets.leading - groupInsets.trailing
            let itemHeight = innerHeight / Double(rows)
            var sectionStart = 0.0
            for section in counts.indices {
                var expected: [Rect] = []
                for index in 0..<counts[section] {
                    let column = Double(index / rows), row = Double(index % rows)
                    expected.append(rect(sectionStart + sectionInsets.leading + column * (columnWidth + spacing) + groupInsets.leading,
                                         sectionInsets.top + groupInsets.top + row * itemHeight,
                                         widthFraction * innerWidth, itemHeight))
                }
                #expect(approximately(prepared.items(section: section), expected, tolerance: 1e-6))
                let columns = Double((counts[section] + rows - 1) / rows)
                sectionStart += sectionInsets.leading + sectionInsets.trailing
                    + (columns > 0 ? columns * columnWidth + (columns - 1) * spacing : 0)
                if section == 0 { sectionStart += sectionSpacing }
            }
            #expect(approximately(prepared.contentSize.width, sectionStart, tolerance: 1e-6))
            #expect(prepared.contentSize.height == height)

            // Every cell whose frame meets a random rect, and no other.
            let all = counts.indices.flatMap { section in (0..<counts[section]).map { IndexPath(item: $0, section: section) } }
            for _ in 0..<10 {
                let query = rect(random(-50...(sectionStart + 50), &rng), random(-50...height, &rng), random(0...600, &rng), random(0...400, &rng))
                let found = Set(prepared.layout.layoutAttributesForElements(in: query).filter { $0.category == .cell }.map(\.indexPath))
                let scanned = Set(all.filter { prepared.layout.layoutAttributesForItem(at: $0)!.frame.intersects(query) })
                #expect(found == scanned)
            }
        }
    }
}
