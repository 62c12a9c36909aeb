import CollectionLayout
import Testing
@testable import CollectionView

/// Interactive reordering: the lifted cell follows the pointer above everything, the others
/// open a gap, ending keeps the order, cancelling restores it.
@MainActor @Suite struct ReorderingTests {
    private func makeView() -> CollectionView { TestViews.reorderingGrid() }

    @Test func theLiftedCellFollowsThePointerInFrontAndTheOthersMakeRoom() throws {
        let view = makeView()
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(0, 0)))
        view.updateInteractiveMovementTargetPosition(Point(x: 270, y: 150))
        // (270, 150) is over item 5's cell: the item takes that place.
        #expect(view.data.sections[0].itemIDs == ["i1", "i2", "i3", "i4", "i5", "i0", "i6", "i7", "i8"])
        view.advance(to: 0.1)
        let top = try #require(view.presentationElements().last)
        #expect(top.identity == .cell(itemID: "i0"))
        #expect(top.attributes.center == Point(x: 270, y: 150))
        #expect(top.attributes.transform3D == .scale(x: 1.05, y: 1.05, z: 1))
        let moved = view.endInteractiveMovement()
        #expect(moved?.from == IndexPath(0, 0) && moved?.to == IndexPath(0, 5))
        view.advance(to: 5)
        #expect(view.presentationElements().first { $0.identity == .cell(itemID: "i0") }?.attributes.frame
                == Rect(x: 220, y: 110, width: 100, height: 100))
    }

    @Test func cancellingPutsEverythingBack() {
        let view = makeView()
        let before = view.data
        view.beginInteractiveMovementForItem(at: IndexPath(0, 2))
        view.updateInteractiveMovementTargetPosition(Point(x: 50, y: 250))
        #expect(view.data != before)
        view.cancelInteractiveMovement()
        #expect(view.data == before)
        view.advance(to: 5)
        #expect(view.movingItemID == nil)
        #expect(view.presentationElements().first { $0.identity == .cell(itemID: "i2") }?.attributes.frame
                == Rect(x: 220, y: 0, width: 100, height: 100))
    }

    @Test func anItemCanMoveToAnotherSectionKeepingItsSelection() {
        let view = makeView()
        view.selectItem(at: IndexPath(0, 1))
        view.beginInteractiveMovementForItem(at: IndexPath(0, 1))
        // Section 1 starts after three lines of section 0: y = 330.
        view.updateInteractiveMovementTargetPosition(Point(x: 160, y: 380))
        view.endInteractiveMovement()
        #expect(view.data.sections[1].itemIDs == ["j0", "i1", "j1", "j2"])
        #expect(view.data.sections[0].itemIDs.count == 8)
        #expect(view.indexPathsForSelectedItems == [IndexPath(1, 1)])
    }
}

/// Drops past the end of a section, or into an empty one, land at that section's end.
@MainActor @Suite struct ReorderingIntoSectionEndsTests {
    @Test func aDropPastTheLastCardOrIntoAnEmptySectionAppends() {
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100), sectionInset: EdgeInsets(top: 0, left: 0, bottom: 40, right: 0))
        let data = CollectionData(sections: [.init(id: "s0", itemIDs: ["a", "b", "c", "d"]),
                                             .init(id: "s1", itemIDs: ["e"]),
                                             .init(id: "s2", itemIDs: [])])
        let view = CollectionView(data: data, layout: flow, viewportSize: Size(width: 320, height: 800))
        // Section 1 (e) starts at y = 250; its only line ends at 350, the section at 390.
        view.beginInteractiveMovementForItem(at: IndexPath(0, 0))
        view.updateInteractiveMovementTargetPosition(Point(x: 250, y: 300))
        #expect(view.data.sections[1].itemIDs == ["e", "a"])
        view.endInteractiveMovement()
        // Now section 0 (b, c, d) ends at 140, section 1 (e, a) at 280; the empty section 2 is
        // its bottom inset alone, 280 to 320.
        view.beginInteractiveMovementForItem(at: IndexPath(0, 0))
        view.updateInteractiveMovementTargetPosition(Point(x: 50, y: 300))
        #expect(view.data.sections[2].itemIDs == ["b"])
        view.endInteractiveMovement()
        #expect(view.data.sections.map(\.itemIDs) == [["c", "d"], ["e", "a"], ["b"]])
    }
}
