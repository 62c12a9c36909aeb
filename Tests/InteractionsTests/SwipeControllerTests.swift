import AppSupport
import CollectionLayout
import CollectionView
@testable import Interactions
import SceneFormat
import Testing

/// Swipe to edit as a controller: events in, commands out, the window read only through a
/// stand-in `SwipeEnvironment` — three rows 44 points tall and 320 wide, one above the other
/// from the window's top, titles 10 points a character wide.
@MainActor @Suite struct SwipeControllerTests {
    /// The stand-in window: rows "a", "b", "c" in section 0; "c" has no actions.
    final class Window: SwipeEnvironment {
        var time = 0.0
        var isEditingRows = false
        var takesWheelSwipes = true
        var isRightToLeft = false
        let rows = ["a", "b", "c"]
        var actions = [EditAction(title: "★", kind: .favorite),
                       EditAction(title: "Delete", kind: .delete, isDestructive: true, requiresConfirmation: true)]

        func indexPath(atWindowPoint point: Point) -> IndexPath? {
            guard point.x >= 0, point.x < 320, point.y >= 0, point.y < Double(rows.count) * 44 else { return nil }
            return IndexPath(item: Int(point.y / 44), section: 0)
        }
        func itemID(at indexPath: IndexPath) -> String? { rows.indices.contains(indexPath.item) ? rows[indexPath.item] : nil }
        func indexPath(forItemID itemID: String) -> IndexPath? { rows.firstIndex(of: itemID).map { IndexPath(item: $0, section: 0) } }
        func swipeActions(at indexPath: IndexPath, leading: Bool) -> [EditAction] {
            leading || itemID(at: indexPath) == "c" ? [] : actions
        }
        func titleWidth(_ title: String) -> Double { Double(title.count) * 10 }
        func windowFrame(ofItemAt indexPath: IndexPath) -> Rect? {
            Rect(x: 0, y: Double(indexPath.item) * 44, width: 320, height: 44)
        }
        func title(ofItem itemID: String) -> String? { "Row \(itemID.uppercased())" }
    }

    /// A swipe of row "b" (y 44–88) opened by a script, settled.
    private func openOnB(_ window: Window) throws -> SwipeInteraction {
        var swipe = SwipeInteraction()
        _ = try swipe.handle(.open(itemID: "b", leading: false, duration: 0.3), in: window)
        window.time = 1
        _ = try swipe.handle(.clockTicked, in: window)
        return swipe
    }

    @Test func aSidewaysPressOnARowWithActionsTracksItAndOneWithoutIsLeftAlone() throws {
        let window = Window()
        var swipe = SwipeInteraction()
        // 30 points left on row "a": taken, the highlight goes, the cell redraws with 30 points uncovered.
        let outcome = try swipe.handle(.pressMoved(from: Point(x: 200, y: 20), to: Point(x: 170, y: 20)), in: window)
        #expect(outcome.taken && outcome.commands == [.unhighlight, .redrawCells])
        #expect(swipe.state == .tracking && swipe.itemID == "a" && swipe.revealed == 30)
        // Buttons: "★" 10 + 32 → at least 72; "Delete" 60 + 32 = 92.
        #expect(swipe.buttonWidths == [72, 92])
        // Row "c" has no actions; in edit mode no row swipes.
        var other = SwipeInteraction()
        #expect(try !other.handle(.pressMoved(from: Point(x: 200, y: 100), to: Point(x: 150, y: 100)), in: window).taken)
        window.isEditingRows = true
        #expect(try !other.handle(.pressMoved(from: Point(x: 200, y: 20), to: Point(x: 150, y: 20)), in: window).taken)
        #expect(other.state == .nothing)
    }

    @Test func theOpenRowsButtonsSitAgainstItsTrailingEdgeAndMirrorInRightToLeft() throws {
        let window = Window()
        let swipe = try openOnB(window)
        #expect(swipe.state == .editing && swipe.revealed == 164)
        // 72 + 92 = 164 points against the right edge (320): ★ from 156, Delete from 228.
        let frames = swipe.actionFrames(in: window)
        #expect(frames.map(\.action.kind) == [.favorite, .delete])
        #expect(frames.map(\.frame) == [Rect(x: 156, y: 44, width: 72, height: 44), Rect(x: 228, y: 44, width: 92, height: 44)])
        window.isRightToLeft = true
        // Mirrored: against the left edge, ★ nearest the content (x 92–164), Delete outermost (0–92).
        #expect(swipe.actionFrames(in: window).map(\.frame) == [Rect(x: 92, y: 44, width: 72, height: 44),
                                                                   Rect(x: 0, y: 44, width: 92, height: 44)])
    }

    @Test func deleteAsksToConfirmThenAsksTheWindowToDeleteTheRow() throws {
        let window = Window()
        var swipe = try openOnB(window)
        // The Delete button (x 228–320 on row "b"): it turns into "Confirm Delete", 14 × 10 + 32 = 172 wide.
        let first = try swipe.handle(.pressed(at: Point(x: 300, y: 60)), in: window)
        #expect(first.taken && first.commands == [.redrawCells])
        #expect(swipe.confirming == .delete && swipe.buttonWidths == [72, 172] && swipe.revealed == 244)
        // Pressed again: the row shuts at once and the window is asked to delete it.
        let second = try swipe.handle(.pressed(at: Point(x: 300, y: 60)), in: window)
        #expect(second.commands == [.redrawCells, .delete(IndexPath(item: 1, section: 0))])
        #expect(swipe.state == .nothing && swipe.revealed == 0)
    }

    @Test func favouriteAndMoreAskTheWindowAndSlideShut() throws {
        let window = Window()
        var swipe = try openOnB(window)
        let favourite = try swipe.handle(.actionTapped(.favorite, itemID: nil), in: window)
        #expect(favourite.commands == [.toggleFavorite(itemID: "b"), .redrawCells])
        #expect(swipe.state == .animatingShut)
        window.actions.append(EditAction(title: "More", kind: .more))
        var more = try openOnB(window)
        #expect(try more.handle(.actionTapped(.more, itemID: "b"), in: window).commands == [.toast("More actions for “Row B”"), .redrawCells])
    }

    @Test func aPressElsewhereShutsTheOpenRowAndOneOnItIsNotTaken() throws {
        let window = Window()
        var swipe = try openOnB(window)
        // On the open row's content (left of its buttons): a drag may move it again, so not taken.
        #expect(try !swipe.handle(.pressed(at: Point(x: 40, y: 60)), in: window).taken)
        #expect(swipe.state == .editing)
        // On row "a": taken, and the open row slides shut.
        let elsewhere = try swipe.handle(.pressed(at: Point(x: 40, y: 20)), in: window)
        #expect(elsewhere.taken && elsewhere.commands == [.redrawCells] && swipe.state == .animatingShut)
    }

    @Test func aSidewaysWheelFollowsAndIsReleasedOnceItRests() throws {
        let window = Window()
        var swipe = SwipeInteraction()
        // Wheel dx 40 over row "a": the content moves 40 points left.
        #expect(try swipe.handle(.wheel(dx: 40, dy: 0, at: Point(x: 200, y: 20)), in: window).taken)
        #expect(swipe.state == .tracking && swipe.revealed == 40)
        // A mostly vertical wheel is not a swipe.
        var vertical = SwipeInteraction()
        #expect(try !vertical.handle(.wheel(dx: 5, dy: 20, at: Point(x: 200, y: 20)), in: window).taken)
        // Quiet for less than 0.12 s: still tracking; then released (40 of 164 slowly: it shuts).
        window.time = 0.1
        _ = try swipe.handle(.clockTicked, in: window)
        #expect(swipe.state == .tracking)
        window.time = 0.2
        _ = try swipe.handle(.clockTicked, in: window)
        #expect(swipe.state == .animatingShut && swipe.wheel == nil)
    }

    @Test func requestsThatCannotBeMetSayWhy() {
        let window = Window()
        var swipe = SwipeInteraction()
        #expect(throws: InputError.self) { _ = try swipe.handle(.open(itemID: "zz", leading: false, duration: 0.3), in: window) }
        #expect(throws: InputError.self) { _ = try swipe.handle(.open(itemID: "c", leading: false, duration: 0.3), in: window) }
        #expect(throws: InputError.self) { _ = try swipe.handle(.scriptedSwipe(IndexPath(item: 2, section: 0), dx: -100, velocity: 0), in: window) }
        #expect(throws: InputError.self) { _ = try swipe.handle(.actionTapped(.delete, itemID: nil), in: window) }
        #expect(swipe.state == .nothing)
    }
}
