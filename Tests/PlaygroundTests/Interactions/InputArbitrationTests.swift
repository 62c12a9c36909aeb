import AppInput
import CollectionLayout
import CollectionView
import Interactions
@testable import Playground
import Testing

/// Which interaction wins an input event: the arbitration table alone, then the same gestures
/// made with synthetic events on the grid, whose rows have swipe actions.
@MainActor @Suite(.serialized) struct InputArbitrationTests {
    // MARK: The table alone

    @Test func aPressThatHasNotMovedPastFourPointsIsStillAPress() {
        #expect(InputArbitration.dragRecognizers(heldFor: 0.1, dx: 4, dy: -4).isEmpty)
        #expect(InputArbitration.dragRecognizers(heldFor: 1, dx: 0, dy: 0).isEmpty)
    }

    @Test func aHeldPressThatMovesLiftsTheCellElseScrolls() {
        // Held for the lift delay (0.3 s) exactly, or longer, in any direction.
        #expect(InputArbitration.dragRecognizers(heldFor: 0.3, dx: 50, dy: 0) == [.lift, .scroll])
        #expect(InputArbitration.dragRecognizers(heldFor: 2, dx: 0, dy: -5) == [.lift, .scroll])
    }

    @Test func aQuickSidewaysPressSwipesElseScrolls() {
        #expect(InputArbitration.dragRecognizers(heldFor: 0.1, dx: -30, dy: 10) == [.swipe, .scroll])
        #expect(InputArbitration.dragRecognizers(heldFor: 0.29, dx: 5, dy: 0) == [.swipe, .scroll])
    }

    @Test func aQuickVerticalOrDiagonalPressScrolls() {
        #expect(InputArbitration.dragRecognizers(heldFor: 0.1, dx: 10, dy: 30) == [.scroll])
        // Exactly diagonal is not "more sideways": it scrolls.
        #expect(InputArbitration.dragRecognizers(heldFor: 0.1, dx: 20, dy: 20) == [.scroll])
    }

    @Test func openMenusTakeTheNextPressBeforeAnythingUnderIt() {
        typealias Situation = InputArbitration.PressSituation
        #expect(InputArbitration.target(of: Situation(contextMenuIsOpen: true, isOverToolbar: true, alt: true)) == .contextMenu)
        #expect(InputArbitration.target(of: Situation(deviceMenuIsOpen: true, overflowMenuIsOpen: true, isOverInspector: true)) == .deviceMenu)
        #expect(InputArbitration.target(of: Situation(overflowMenuIsOpen: true, isOverInspector: true)) == .overflowMenu)
        #expect(InputArbitration.target(of: Situation(isOverInspector: true, alt: true)) == .inspector)
        #expect(InputArbitration.target(of: Situation(isOverToolbar: true, alt: true)) == .toolbar)
        #expect(InputArbitration.target(of: Situation(alt: true)) == .simulatedPinch)
        #expect(InputArbitration.target(of: Situation()) == .collection)
    }

    @Test func ctrlMakesTheWheelAPinchEvenOverTheInspector() {
        #expect(InputArbitration.wheelRecognizers(ctrl: true, isOverInspector: true, dx: 30, dy: 0) == [.pinch])
        #expect(InputArbitration.wheelRecognizers(ctrl: false, isOverInspector: true, dx: 30, dy: 0) == [.inspector])
        #expect(InputArbitration.wheelRecognizers(ctrl: false, isOverInspector: false, dx: 30, dy: 2) == [.swipe, .scroll])
        #expect(InputArbitration.wheelRecognizers(ctrl: false, isOverInspector: false, dx: 0, dy: 40) == [.scroll])
    }

    @Test func theInspectorHoldsThePointerBeforeAPinchAndAPinchBeforeTheToolbar() {
        #expect(InputArbitration.claim(inspectorIsPressed: true, simulatedPinchIsActive: true, toolbarIsPressed: true) == .inspector)
        #expect(InputArbitration.claim(inspectorIsPressed: false, simulatedPinchIsActive: true, toolbarIsPressed: true) == .simulatedPinch)
        #expect(InputArbitration.claim(inspectorIsPressed: false, simulatedPinchIsActive: false, toolbarIsPressed: true) == .toolbar)
        #expect(InputArbitration.claim(inspectorIsPressed: false, simulatedPinchIsActive: false, toolbarIsPressed: false) == .collection)
    }

    // MARK: The same gestures, made with synthetic events

    private func gridModel() throws -> PlaygroundModel {
        try ViewOptions(layout: .kind(.grid), size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
    }

    /// The middle of the first row's cell, in window points.
    private func firstRow(_ model: PlaygroundModel) throws -> Point {
        let row = try #require(model.windowFrame(ofItemAt: IndexPath(item: 0, section: 0)))
        return Point(x: row.midX, y: row.midY)
    }

    /// Presses at `start`, rests `hold` seconds, then moves by (`dx`, `dy`) in two steps.
    private func press(_ model: PlaygroundModel, at start: Point, hold: Double, dx: Double, dy: Double) {
        model.handle(.pointerDown(start, modifiers: []))
        model.advance(by: hold)
        model.handle(.pointerMove(Point(x: start.x + dx / 2, y: start.y + dy / 2)))
        model.advance(by: 1.0 / 60)
        model.handle(.pointerMove(Point(x: start.x + dx, y: start.y + dy)))
    }

    @Test func pressHoldDragLiftsTheRow() throws {
        let model = try gridModel()
        let pressed = model.collectionView.data.itemID(at: IndexPath(item: 0, section: 0))
        press(model, at: try firstRow(model), hold: 0.4, dx: 0, dy: 80)
        #expect(pressed != nil && model.collectionView.movingItemID == pressed)
        #expect(model.swipeState == .nothing && !model.collectionView.isDragging)
    }

    @Test func pressQuickSidewaysSwipesTheRow() throws {
        let model = try gridModel()
        press(model, at: try firstRow(model), hold: 0.05, dx: -60, dy: 4)
        #expect(model.swipeState == .tracking)
        #expect(model.collectionView.movingItemID == nil && !model.collectionView.isDragging)
    }

    @Test func pressQuickVerticalScrolls() throws {
        let model = try gridModel()
        press(model, at: try firstRow(model), hold: 0.05, dx: 3, dy: -60)
        #expect(model.collectionView.isDragging)
        #expect(model.swipeState == .nothing && model.collectionView.movingItemID == nil)
    }

    @Test func rightClickOpensTheContextMenu() throws {
        let model = try gridModel()
        model.handle(.secondaryClick(try firstRow(model)))
        #expect(model.contextMenu != nil)
        #expect(model.swipeState == .nothing && model.collectionView.movingItemID == nil)
    }

    @Test func altDragPinchesAndHoldsThePointerUntilReleased() throws {
        let model = try gridModel()
        let start = try firstRow(model)
        model.handle(.pointerDown(start, modifiers: [.alt]))
        model.handle(.pointerMove(Point(x: start.x + 40, y: start.y)))
        #expect(model.pointerClaim == .simulatedPinch)
        #expect(model.simulatedTouches != nil)
        #expect(model.swipeState == .nothing && !model.collectionView.isDragging)
        model.handle(.pointerUp(Point(x: start.x + 40, y: start.y)))
        #expect(model.pointerClaim == .collection && model.simulatedTouches == nil)
    }
}
