import AppSupport
import CollectionLayout
import CollectionView
import Foundation
@testable import Playground
import Testing
import Typography

/// Swipe to edit and batch edit mode on the podcast page, as a hand drives them: sideways drags
/// open a row, vertical ones scroll, one row open at a time; edit mode's controls, several rows
/// deleted at once, reorders, and everything undone and done again.
@MainActor @Suite(.serialized) struct EditingTests {
    /// The podcast page settled, one column (600 points wide).
    private func page() throws -> PlaygroundModel {
        try ViewOptions(scenePath: TestPaths.podcastScene, size: Size(width: 600, height: 760), fontsDirectory: TestPaths.fonts).makeModelAtMoment()
    }

    private func ids(_ model: PlaygroundModel, section: Int = 0) -> [String] { model.collectionView.data.sections[section].itemIDs }

    /// Presses at `from`, moves in `steps` steps of 1/60 s to `to`, and lets go; then lets the clock run.
    private func drag(_ model: PlaygroundModel, from: Point, to: Point, steps: Int = 6) {
        model.handle(.pointerDown(from, modifiers: []))
        for step in 1...steps {
            model.advance(by: 1.0 / 60)
            let t = Double(step) / Double(steps)
            model.handle(.pointerMove(Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t)))
        }
        model.handle(.pointerUp(to))
        model.settle()
    }

    @Test func aQuickDragLeftOpensTheRowsActionsAndASecondSwipeShutsTheFirst() throws {
        let model = try page()
        let row = try #require(model.windowFrame(ofItemAt: IndexPath(item: 1, section: 0)))
        // 60 points in 0.1 s: 600 points a second, well over 100.
        drag(model, from: Point(x: row.midX, y: row.midY), to: Point(x: row.midX - 60, y: row.midY))
        #expect(model.swipeState == .editing)
        #expect(model.swipedItemID == ids(model)[1])
        // Open: the ★, More and Delete buttons are uncovered whole, side by side at the trailing edge.
        let buttons = model.swipeActionFrames()
        #expect(buttons.map(\.action.kind) == [.favorite, .more, .delete])
        #expect(buttons.last?.frame.maxX == row.maxX)
        #expect(model.swipeRevealed == buttons.reduce(0) { $0 + $1.frame.width })
        // A swipe on another row shuts this one (as on iOS, the same gesture opens nothing more);
        // the next swipe there opens it.
        let other = try #require(model.windowFrame(ofItemAt: IndexPath(item: 3, section: 0)))
        drag(model, from: Point(x: other.midX, y: other.midY), to: Point(x: other.midX - 60, y: other.midY))
        #expect(model.swipeState == .nothing)
        #expect(model.swipeRevealed == 0)
        drag(model, from: Point(x: other.midX, y: other.midY), to: Point(x: other.midX - 60, y: other.midY))
        #expect(model.swipedItemID == ids(model)[3])
        #expect(model.swipeState == .editing)
    }

    @Test func aSlowShortDragShutsAgainAndAVerticalOneScrollsAndOpensNothing() throws {
        let model = try page()
        let row = try #require(model.windowFrame(ofItemAt: IndexPath(item: 2, section: 0)))
        // 30 points over 1 s: 30 points a second, and less than the actions' width: it shuts.
        model.handle(.pointerDown(Point(x: row.midX, y: row.midY), modifiers: []))
        for step in 1...60 {
            model.advance(by: 1.0 / 60)
            model.handle(.pointerMove(Point(x: row.midX - Double(step) * 0.5, y: row.midY)))
        }
        #expect(model.swipeState == .tracking)
        model.handle(.pointerUp(Point(x: row.midX - 30, y: row.midY)))
        model.settle()
        #expect(model.swipeState == .nothing)
        #expect(model.swipeRevealed == 0)
        // Mostly vertical: the content scrolls; no row opens.
        let before = model.collectionView.contentOffset.y
        drag(model, from: Point(x: row.midX, y: row.midY), to: Point(x: row.midX - 20, y: row.midY - 120))
        #expect(model.swipeState == .nothing)
        #expect(model.collectionView.contentOffset.y > before)
    }

    @Test func escapeAClickElsewhereAndTheWheelEachShutAnOpenRow() throws {
        let model = try page()
        for shut in ["escape", "click", "wheel"] {
            try model.swipe(at: IndexPath(item: 0, section: 0), dx: -80, velocity: -500)
            model.settle()
            #expect(model.swipeState == .editing, "\(shut)")
            switch shut {
            case "escape": model.handleKey("escape", modifiers: [])
            case "click":
                let other = try #require(model.windowFrame(ofItemAt: IndexPath(item: 2, section: 0)))
                model.handle(.pointerDown(Point(x: other.midX, y: other.midY), modifiers: []))
                model.handle(.pointerUp(Point(x: other.midX, y: other.midY)))
                // The click only shuts: it selects nothing.
                #expect(model.collectionView.indexPathsForSelectedItems.isEmpty)
            default: model.handle(.wheel(dx: 0, dy: 10, modifiers: []))
            }
            model.settle()
            #expect(model.swipeState == .nothing, "\(shut)")
        }
    }

    @Test func deleteFromTheActionsThenUndoAndRedo() throws {
        let model = try page()
        let before = ids(model)
        try model.swipe(at: IndexPath(item: 1, section: 0), dx: -80, velocity: -500)
        model.settle()
        let delete = try #require(model.swipeActionFrames().first { $0.action.kind == .delete })
        model.handle(.pointerDown(Point(x: delete.frame.midX, y: delete.frame.midY), modifiers: []))
        model.handle(.pointerUp(Point(x: delete.frame.midX, y: delete.frame.midY)))
        model.settle()
        var expected = before
        expected.remove(at: 1)
        #expect(ids(model) == expected)
        #expect(model.swipeState == .nothing)
        // The data source holds what is shown.
        #expect(model.data.sources?.basicSources["episodes"]?.items == expected)
        model.handleKey("z", modifiers: [.ctrl])
        model.settle()
        #expect(ids(model) == before)
        #expect(model.data.sources?.basicSources["episodes"]?.items == before)
        model.handleKey("z", modifiers: [.ctrl, .shift])
        model.settle()
        #expect(ids(model) == expected)
    }

    @Test func anActionThatAsksForConfirmationNeedsASecondTap() throws {
        let model = try page()
        try model.selectSegment(0)
        model.settle()
        // Details: About (not editable) and More from this network, whose rows offer Unsubscribe (confirm).
        #expect(throws: InputError.self) { try model.swipe(at: IndexPath(item: 0, section: 0), dx: -80, velocity: -500) }
        let before = ids(model, section: 1)
        try model.tapAction(.delete, at: IndexPath(item: 0, section: 1))
        #expect(ids(model, section: 1) == before)
        #expect(model.interactions.swipe.confirming == .delete)
        try model.tapAction(.delete, at: IndexPath(item: 0, section: 1))
        model.settle()
        #expect(ids(model, section: 1) == Array(before.dropFirst()))
    }

    @Test func batchDeleteOfARandomSelectionKeepsEveryOtherRowInOrderAndUndoRestoresIt() throws {
        let model = try page()
        model.handleKey("e", modifiers: [])
        model.settle()
        #expect(model.grid.editMode.isOn)
        let before = ids(model)
        var generator = SplitMix64(seed: 14)
        let chosen = Set((0..<5).map { _ in Int.random(in: 0..<before.count, using: &generator) })
        for index in chosen.sorted() {
            // In edit mode clicks add to the selection (away from the controls at either end).
            // Scrolled so the row sits below the pinned control.
            let frame = try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: index, section: 0))).frame
            let limit = model.collectionView.maximumContentOffset.y
            model.collectionView.setContentOffset(Point(x: 0, y: min(limit, max(0, frame.minY - 300))))
            model.collectionView.layoutIfNeeded()
            let shown = try #require(model.windowFrame(ofItemAt: IndexPath(item: index, section: 0)))
            model.handle(.pointerDown(Point(x: shown.midX, y: shown.midY), modifiers: []))
            model.handle(.pointerUp(Point(x: shown.midX, y: shown.midY)))
            model.advance(by: 0.5)
        }
        #expect(Set(model.collectionView.indexPathsForSelectedItems.map(\.item)) == chosen)
        model.handleKey("delete", modifiers: [])
        model.settle()
        let kept = before.enumerated().filter { !chosen.contains($0.offset) }.map(\.element)
        #expect(ids(model) == kept)
        model.handleKey("z", modifiers: [.ctrl])
        model.settle()
        #expect(ids(model) == before)
        model.handleKey("e", modifiers: [])
        #expect(!model.grid.editMode.isOn)
    }

    @Test func aDragOnTheGripLandsWhereTheGapWasAndARowThatCannotMoveStays() throws {
        let model = try page()
        model.setEditing(true)
        model.settle()
        let before = ids(model)
        let first = try #require(model.windowFrame(ofItemAt: IndexPath(item: 0, section: 0)))
        let third = try #require(model.windowFrame(ofItemAt: IndexPath(item: 2, section: 0)))
        // The grip is the trailing 48 points: no hold needed; drop on the third row's lower half.
        let grip = Point(x: first.maxX - 20, y: first.midY)
        drag(model, from: grip, to: Point(x: grip.x, y: third.midY + third.height / 4), steps: 12)
        var expected = before
        expected.insert(expected.removeFirst(), at: 2)
        #expect(ids(model) == expected)
        // The About rows cannot move (the section is not movable): the script's reorder is refused.
        try model.selectSegment(0)
        model.settle()
        #expect(throws: InputError.self) { try model.reorder(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0)) }
    }

    @Test func scriptsDriveItAll() throws {
        let script = TestPaths.packageRoot.appendingPathComponent("Assets/scripts/podcast-edit.json").path
        var options = ViewOptions(scenePath: TestPaths.podcastScene, size: Size(width: 600, height: 760), fontsDirectory: TestPaths.fonts)
        options.scriptPath = script
        let model = try options.makeModelAtMoment()
        // Edit on; episode 14 moved below the third row; rows 1 and 4 (12 and 10) selected and deleted.
        #expect(ids(model).prefix(4) == ["episode-13", "episode-11", "episode-14", "episode-9"])
        #expect(model.grid.editMode.isOn)
    }

    @Test func theEditButtonShowsInTheGridAndSaysDoneInEditMode() throws {
        let model = try ViewOptions(scenePath: TestPaths.podcastScene, size: Size(width: 1280, height: 760), fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        let edit = try #require(model.toolbarControls.first { $0.action == .edit })
        #expect(edit.label == "Edit" && edit.tooltip == "Edit: remove and reorder rows (E)")
        model.perform(.edit)
        #expect(model.grid.editMode.isOn)
        #expect(model.toolbarControls.first { $0.action == .edit }?.label == "Done")
        // Leaving the grid leaves edit mode; other layouts have no Edit button.
        model.handleKey("1", modifiers: [])
        #expect(!model.grid.editMode.isOn)
        #expect(model.toolbarControls.first { $0.action == .edit } == nil)
    }

    @Test func twoFingersSidewaysOnATrackpadSwipeARowAndUpAndDownScroll() throws {
        let model = try page()
        let row = try #require(model.windowFrame(ofItemAt: IndexPath(item: 1, section: 0)))
        model.handle(.pointerMove(Point(x: row.midX, y: row.midY)))
        // Six wheel steps of 15 points, one a frame: 90 points at 900 points a second.
        for _ in 0..<6 {
            model.handle(.wheel(dx: 15, dy: 0, modifiers: []))
            model.advance(by: 1.0 / 60)
        }
        #expect(model.swipeState == .tracking)
        #expect(model.swipeRevealed == 90)
        // Quiet for 0.12 s: released, fast, so it opens.
        model.settle()
        #expect(model.swipeState == .editing)
        // A vertical wheel over the open row scrolls and shuts it.
        model.handle(.wheel(dx: 0, dy: 40, modifiers: []))
        model.settle()
        #expect(model.swipeState == .nothing)
        #expect(model.collectionView.contentOffset.y > 0)
    }

    @Test func rightToLeftTheActionsAreOnTheLeftAndADragRightOpensThem() throws {
        var options = ViewOptions(scenePath: TestPaths.podcastScene, size: Size(width: 600, height: 760), fontsDirectory: TestPaths.fonts)
        options.direction = .rightToLeft
        let model = try options.makeModelAtMoment()
        let row = try #require(model.windowFrame(ofItemAt: IndexPath(item: 0, section: 0)))
        drag(model, from: Point(x: row.midX, y: row.midY), to: Point(x: row.midX + 60, y: row.midY))
        #expect(model.swipeState == .editing)
        let buttons = model.swipeActionFrames()
        #expect(buttons.first?.frame.minX ?? 1 > row.minX)
        #expect(buttons.last?.frame.minX == row.minX)
        // A drag left would shut it.
        drag(model, from: Point(x: row.midX, y: row.midY), to: Point(x: row.midX - 80, y: row.midY))
        #expect(model.swipeState == .nothing)
    }

    @Test func anEditInsideAComposedChildReachesTheCollectionViewFromItsDataSourceAtGlobalIndexPaths() throws {
        let model = try page()
        try model.selectSegment(0)
        model.settle()
        // Details composes About (global section 0) and More (global section 1); a row of More deleted
        // from its actions goes to More's basic source, which reports item 0 of its own section 0;
        // the composition moves it to global section 1.
        let more = try #require(model.data.sources?.basicSources["more"])
        let before = more.items
        try model.tapAction(.delete, at: IndexPath(item: 1, section: 1))
        try model.tapAction(.delete, at: IndexPath(item: 1, section: 1))
        model.settle()
        #expect(more.items == [before[0]])
        let reported = try #require(model.data.reportedUpdates.last)
        #expect(reported.deletedItems == [IndexPath(item: 1, section: 1)])
        #expect(ids(model, section: 1) == [before[0]])
        // And an insert there (the toolbar's +, after the selected row) goes the same way.
        model.collectionView.selectItem(at: IndexPath(item: 0, section: 1))
        model.perform(.add)
        model.settle()
        #expect(model.data.reportedUpdates.last?.insertedItems == [IndexPath(item: 1, section: 1)])
        #expect(more.items.count == 2 && more.items[0] == before[0])
    }
}
