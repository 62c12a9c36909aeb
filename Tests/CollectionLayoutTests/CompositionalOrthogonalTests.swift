@testable import CollectionLayout
import Testing

/// Orthogonal bands: groups along x at offset 0, the offset applied at query time, and where a
/// flick comes to rest for each behaviour (expected offsets by hand).
@Suite struct CompositionalOrthogonalTests {
    /// A 375-wide view: a band of five 200 × 150 groups, 10 apart, insets 20 leading and trailing,
    /// above a plain section of one 44-point row.
    private func bandLayout(_ behavior: OrthogonalScrollingBehavior) -> PreparedCompositional {
        let layout = CompositionalLayout { index, _ in
            let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
            if index == 1 {
                return LayoutSection(group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitems: [item]))
            }
            let section = LayoutSection(group: .horizontal(layoutSize: layoutSize(.absolute(200), .absolute(150)), subitems: [item]))
            section.interGroupSpacing = 10
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            section.orthogonalScrollingBehavior = behavior
            return section
        }
        return PreparedCompositional(layout, itemCounts: [5, 1])
    }

    @Test func bandGroupsRunAlongXAndScrollByTheirOffset() {
        let prepared = bandLayout(.continuous)
        #expect(prepared.items() == [rect(20, 0, 200, 150), rect(230, 0, 200, 150), rect(440, 0, 200, 150),
                                     rect(650, 0, 200, 150), rect(860, 0, 200, 150)])
        #expect(prepared.item(0, section: 1) == rect(0, 150, 375, 44))
        #expect(prepared.contentSize == Size(width: 375, height: 194))
        prepared.layout.setOrthogonalOffset(300, forSection: 0)
        #expect(prepared.item(2) == rect(140, 0, 200, 150))
        // Visible x 0..375 at offset 300 shows band x 300..675: groups 1 (230..430), 2 (440..640), 3 (650..850).
        let visible = prepared.layout.layoutAttributesForElements(in: rect(0, 0, 375, 100)).filter { $0.category == .cell }
        #expect(visible.map(\.indexPath.item).sorted() == [1, 2, 3])
        // Band width 20 + 5 × 200 + 4 × 10 + 20 = 1080.
        #expect(prepared.layout.orthogonalBand(forSection: 0)?.contentWidth == 1080)
        #expect(prepared.layout.orthogonalBand(forSection: 1) == nil)
    }

    @Test func continuousRestsWhereItWouldWithinTheBand() {
        let prepared = bandLayout(.continuous)
        // Largest offset: 1080 − 375 = 705.
        #expect(prepared.layout.restingOrthogonalOffset(forSection: 0, proposed: 300, velocity: 800) == 300)
        #expect(prepared.layout.restingOrthogonalOffset(forSection: 0, proposed: 900, velocity: 800) == 705)
        #expect(prepared.layout.restingOrthogonalOffset(forSection: 0, proposed: -50, velocity: -800) == 0)
    }

    @Test func continuousGroupLeadingBoundaryRestsOnTheNearestGroupEdge() {
        let prepared = bandLayout(.continuousGroupLeadingBoundary)
        // Groups start every 210: 300 is nearest 210 (group 1), 350 nearest 420 (group 2), either direction.
        #expect(prepared.layout.restingOrthogonalOffset(forSection: 0, proposed: 300, velocity: 500) == 210)
        #expect(prepared.layout.restingOrthogonalOffset(forSection: 0, proposed: 350, velocity: -500) == 420)
    }

    @Test func pagingMovesOneViewWidth() {
        let prepared = bandLayout(.paging)
        #expect(prepared.layout.restingOrthogonalOffset(forSection: 0, proposed: 120, velocity: 500) == 375)
        prepared.layout.setOrthogonalOffset(375, forSection: 0)
        #expect(prepared.layout.restingOrthogonalOffset(forSection: 0, proposed: 300, velocity: -500) == 0)
        // The next page (750) is past the band's end: rests at 705.
        #expect(prepared.layout.restingOrthogonalOffset(forSection: 0, proposed: 500, velocity: 500) == 705)
    }

    @Test func groupPagingMovesOneGroup() {
        let prepared = bandLayout(.groupPaging)
        prepared.layout.setOrthogonalOffset(210, forSection: 0)
        #expect(prepared.layout.restingOrthogonalOffset(forSection: 0, proposed: 600, velocity: 900) == 420)
        #expect(prepared.layout.restingOrthogonalOffset(forSection: 0, proposed: 0, velocity: -900) == 0)
    }

    @Test func groupPagingCenteredCentresEachGroup() {
        let prepared = bandLayout(.groupPagingCentered)
        // Centring insets (375 − 200) / 2 = 87.5 replace the section's.
        #expect(prepared.item(0) == rect(87.5, 0, 200, 150))
        prepared.layout.setOrthogonalOffset(420, forSection: 0)
        // Group 2 (band x 87.5 + 420) sits centred: 87.5 + 420 − 420 = 87.5.
        #expect(prepared.item(2) == rect(87.5, 0, 200, 150))
        #expect(prepared.layout.restingOrthogonalOffset(forSection: 0, proposed: 500, velocity: 700) == 630)
        #expect(prepared.layout.restingOrthogonalOffset(forSection: 0, proposed: 300, velocity: -700) == 210)
        // The last group: 4 × 210 = 840, the largest offset (87.5 + 1040 + 87.5 − 375).
        prepared.layout.setOrthogonalOffset(840, forSection: 0)
        #expect(prepared.layout.restingOrthogonalOffset(forSection: 0, proposed: 900, velocity: 700) == 840)
    }
}

/// The visible-items handler: applied at query time to the visible cells, transform, alpha and zIndex only.
@Suite struct CompositionalVisibleItemsHandlerTests {
    @Test func handlerFadesCardsByTheirDistanceFromTheCentre() {
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let section = LayoutSection(group: .horizontal(layoutSize: layoutSize(.absolute(200), .absolute(100)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        var offsetsSeen: [Point] = []
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            offsetsSeen.append(offset)
            for index in items.indices {
                // Distance of the card's centre from the view's centre, on screen.
                let distance = abs(items[index].center.x - environment.containerSize.width / 2)
                items[index].alpha = max(0, 1 - distance / 400)
                items[index].frame = .zero // ignored
            }
        }
        let prepared = PreparedCompositional(section: section, width: 400, itemCounts: [4])
        prepared.layout.setOrthogonalOffset(100, forSection: 0)
        let cells = prepared.layout.layoutAttributesForElements(in: rect(0, 0, 400, 100)).sorted { $0.indexPath < $1.indexPath }
        // At offset 100 the cards are at x −100, 100, 300: centres 0, 200, 400, distances 200, 0, 200.
        #expect(cells.map(\.indexPath.item) == [0, 1, 2])
        #expect(cells.map(\.alpha) == [0.5, 1, 0.5])
        #expect(cells.map(\.frame) == [rect(-100, 0, 200, 100), rect(100, 0, 200, 100), rect(300, 0, 200, 100)])
        #expect(offsetsSeen == [Point(x: 100, y: 0)])
        #expect(prepared.layout.shouldInvalidateLayout(forBoundsChange: rect(0, 10, 400, 600)))
    }
}
