import CollectionLayout
import Testing
@testable import CollectionView

/// Interactive movement talks to the data source and the delegate as UIKit does: `canMoveItemAt`
/// before the lift, `targetIndexPathForMoveFromItemAt` for each new proposal, `moveItemAt` once at
/// the drop and never during the drag or after a cancel.
@MainActor @Suite struct MovementDataSourceTests {
    /// Records every call and keeps its own copy of the data, moved as it is told.
    final class SpyDataSource: CollectionViewDataSource {
        var sections: [[String]]
        var unmovable: Set<String> = []
        var canMoveQuestions: [IndexPath] = []
        var moves: [(from: IndexPath, to: IndexPath)] = []

        init(_ data: CollectionData) { sections = data.sections.map(\.itemIDs) }

        func collectionView(_ view: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            canMoveQuestions.append(indexPath)
            return !unmovable.contains(sections[indexPath.section][indexPath.item])
        }

        func collectionView(_ view: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append((sourceIndexPath, destinationIndexPath))
            let id = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
            sections[destinationIndexPath.section].insert(id, at: destinationIndexPath.item)
        }
    }

    /// Answers each proposal with a rule, recording what it was asked.
    final class RetargetingDelegate: CollectionViewDelegate {
        var questions: [(current: IndexPath, proposed: IndexPath)] = []
        var rule: (IndexPath, IndexPath) -> IndexPath

        init(rule: @escaping (IndexPath, IndexPath) -> IndexPath) { self.rule = rule }

        func collectionView(_ view: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                            toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
            questions.append((currentIndexPath, proposedIndexPath))
            return rule(currentIndexPath, proposedIndexPath)
        }
    }

    /// Nine 100×100 cells three a line in a 320-wide view (x = 0, 110, 220; lines at y = 0, 110,
    /// 220), then section 1's three cells from y = 330.
    private func makeView() -> CollectionView { TestViews.reorderingGrid() }

    @Test func theDataSourceHearsOfOneMoveAtTheDropAndNoneDuringTheDrag() {
        let view = makeView()
        let spy = SpyDataSource(view.data)
        view.dataSource = spy
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(0, 0)))
        #expect(spy.canMoveQuestions == [IndexPath(0, 0)])
        // Over item 5 (x 220–320, y 110–210), then item 7 (x 110–210, y 220–320), then item 2.
        for point in [Point(x: 270, y: 150), Point(x: 160, y: 260), Point(x: 250, y: 50)] {
            view.updateInteractiveMovementTargetPosition(point)
            #expect(spy.moves.isEmpty)
            #expect(spy.sections[0] == (0..<9).map { "i\($0)" })
        }
        // i0 is now shown third: i1 i2 i0 i3 …
        #expect(view.data.sections[0].itemIDs == ["i1", "i2", "i0", "i3", "i4", "i5", "i6", "i7", "i8"])
        let moved = view.endInteractiveMovement()
        #expect(moved?.from == IndexPath(0, 0) && moved?.to == IndexPath(0, 2))
        #expect(spy.moves.count == 1)
        #expect(spy.moves.first?.from == IndexPath(0, 0) && spy.moves.first?.to == IndexPath(0, 2))
        // The data source, moved as told, agrees with what the collection view shows.
        #expect(spy.sections == view.data.sections.map(\.itemIDs))
        #expect(spy.canMoveQuestions.count == 1)
    }

    @Test func aMoveToAnotherSectionIsToldWithTheDestinationAfterTheMove() {
        let view = makeView()
        let spy = SpyDataSource(view.data)
        view.dataSource = spy
        view.beginInteractiveMovementForItem(at: IndexPath(0, 1))
        // Over j1 (section 1 starts at y = 330: j1 at x 110–210, y 330–430).
        view.updateInteractiveMovementTargetPosition(Point(x: 160, y: 380))
        #expect(spy.moves.isEmpty)
        view.endInteractiveMovement()
        #expect(spy.moves.count == 1)
        #expect(spy.moves.first?.from == IndexPath(0, 1) && spy.moves.first?.to == IndexPath(1, 1))
        #expect(spy.sections == [["i0", "i2", "i3", "i4", "i5", "i6", "i7", "i8"], ["j0", "i1", "j1", "j2"]])
    }

    @Test func cancellingTellsTheDataSourceNothingAndPutsEverythingBack() {
        let view = makeView()
        let before = view.data
        let spy = SpyDataSource(view.data)
        view.dataSource = spy
        view.beginInteractiveMovementForItem(at: IndexPath(0, 2))
        view.updateInteractiveMovementTargetPosition(Point(x: 50, y: 250))
        view.updateInteractiveMovementTargetPosition(Point(x: 160, y: 380))
        view.cancelInteractiveMovement()
        #expect(spy.moves.isEmpty)
        #expect(spy.sections == before.sections.map(\.itemIDs))
        #expect(view.data == before)
        #expect(view.movingItemID == nil)
        // Nothing more is told afterwards either.
        view.endInteractiveMovement()
        #expect(spy.moves.isEmpty)
    }

    @Test func aDropWhereTheItemStartedTellsNothing() {
        let view = makeView()
        let spy = SpyDataSource(view.data)
        view.dataSource = spy
        view.beginInteractiveMovementForItem(at: IndexPath(0, 4))
        view.updateInteractiveMovementTargetPosition(Point(x: 50, y: 50))
        // Back over the item's own first place: item 4 is at x 110–210, y 110–210 again.
        view.updateInteractiveMovementTargetPosition(Point(x: 160, y: 160))
        #expect(view.data.sections[0].itemIDs == (0..<9).map { "i\($0)" })
        view.endInteractiveMovement()
        #expect(spy.moves.isEmpty)
    }

    @Test func anItemTheDataSourceRefusesCannotBeLifted() {
        let view = makeView()
        let before = view.data
        let spy = SpyDataSource(view.data)
        spy.unmovable = ["i3"]
        view.dataSource = spy
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(0, 3)))
        #expect(spy.canMoveQuestions == [IndexPath(0, 3)])
        #expect(view.movingItemID == nil)
        view.updateInteractiveMovementTargetPosition(Point(x: 270, y: 150))
        view.endInteractiveMovement()
        #expect(view.data == before && spy.moves.isEmpty)
        // Its neighbour can.
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(0, 4)))
    }

    @Test func theDelegatesTargetIsWhereTheGapOpens() {
        let view = makeView()
        let spy = SpyDataSource(view.data)
        // Whatever is proposed, the item goes last in its current section.
        let delegate = RetargetingDelegate { current, _ in
            IndexPath(item: view.data.sections[current.section].itemIDs.count - 1, section: current.section)
        }
        view.dataSource = spy
        view.delegate = delegate
        view.beginInteractiveMovementForItem(at: IndexPath(0, 0))
        view.updateInteractiveMovementTargetPosition(Point(x: 270, y: 150))
        // The layout proposed item 5's place; the delegate sent i0 to the end of section 0.
        #expect(delegate.questions.count == 1)
        #expect(delegate.questions.first?.current == IndexPath(0, 0) && delegate.questions.first?.proposed == IndexPath(0, 5))
        #expect(view.data.sections[0].itemIDs == ["i1", "i2", "i3", "i4", "i5", "i6", "i7", "i8", "i0"])
        #expect(view.interactiveMovementTarget?.proposed == IndexPath(0, 5))
        #expect(view.interactiveMovementTarget?.target == IndexPath(0, 8))
        // The next question names where the item is shown now (UIKit's current index path):
        // over the first cell (i1 at x 0–100, y 0–100).
        view.updateInteractiveMovementTargetPosition(Point(x: 50, y: 50))
        #expect(delegate.questions.count == 2)
        #expect(delegate.questions.last?.current == IndexPath(0, 8) && delegate.questions.last?.proposed == IndexPath(0, 0))
        view.endInteractiveMovement()
        #expect(spy.moves.count == 1)
        #expect(spy.moves.first?.from == IndexPath(0, 0) && spy.moves.first?.to == IndexPath(0, 8))
    }

    @Test func aSectionTheDelegateRefusesKeepsTheGapWhereItWas() {
        let view = makeView()
        let before = view.data
        let spy = SpyDataSource(view.data)
        // Section 1 takes no items from elsewhere.
        let delegate = RetargetingDelegate { current, proposed in proposed.section == 1 ? current : proposed }
        view.dataSource = spy
        view.delegate = delegate
        view.beginInteractiveMovementForItem(at: IndexPath(0, 1))
        view.updateInteractiveMovementTargetPosition(Point(x: 160, y: 380))
        #expect(view.data == before)
        #expect(view.interactiveMovementTarget?.proposed == IndexPath(1, 1))
        #expect(view.interactiveMovementTarget?.target == IndexPath(0, 1))
        view.endInteractiveMovement()
        #expect(view.data == before && spy.moves.isEmpty)
    }

    @Test func withoutADataSourceTheCollectionViewKeepsTheNewOrder() {
        let view = makeView()
        view.beginInteractiveMovementForItem(at: IndexPath(0, 0))
        view.updateInteractiveMovementTargetPosition(Point(x: 270, y: 150))
        view.endInteractiveMovement()
        #expect(view.data.sections[0].itemIDs == ["i1", "i2", "i3", "i4", "i5", "i0", "i6", "i7", "i8"])
    }
}
