import CollectionLayout
@testable import Interactions
import Testing

/// A cell's context menu as a controller, with a stand-in window: cells "a" left of x = 100 and
/// "b" right of it, above y = 300 (nothing below); the open menu's rows 30 points tall from y = 0.
@MainActor @Suite struct ContextMenuControllerTests {
    final class Window: ContextMenuEnvironment {
        var clipboardText: String?
        func itemID(underWindowPoint point: Point) -> String? { point.y >= 300 ? nil : point.x < 100 ? "a" : "b" }
        func menuRow(at point: Point) -> Int? { point.x < 500 && point.y >= 0 && point.y < 120 ? Int(point.y / 30) : nil }
    }

    @Test func aRightClickOnACellOpensItsMenuAndPasteNeedsTextOnTheClipboard() {
        let window = Window()
        var menu = ContextMenuInteraction()
        #expect(menu.handle(.rightClicked(at: Point(x: 150, y: 10)), in: window) == [.closeOtherMenus])
        #expect(menu.target?.itemID == "b")
        // The clipboard held only white space: Paste is offered dimmed, the others not.
        window.clipboardText = " \n"
        _ = menu.handle(.rightClicked(at: Point(x: 20, y: 10)), in: window)
        #expect(menu.target?.itemID == "a")
        #expect(menu.rows.map(\.action) == [.copy, .paste, .duplicate, .delete])
        #expect(menu.rows.map(\.isEnabled) == [true, false, true, true])
        // Below the cells the menu shuts.
        _ = menu.handle(.rightClicked(at: Point(x: 20, y: 400)), in: window)
        #expect(menu.target == nil && menu.rows.isEmpty)
    }

    @Test func aClickOnARowAsksForItsActionAndAnyClickShutsTheMenu() {
        let window = Window()
        window.clipboardText = "Pasted title"
        var menu = ContextMenuInteraction()
        _ = menu.handle(.rightClicked(at: Point(x: 150, y: 10)), in: window)
        // Row 2 (y 60–90): Duplicate, on "b".
        #expect(menu.handle(.clicked(at: Point(x: 10, y: 75)), in: window) == [.perform(.duplicate, itemID: "b")])
        #expect(menu.target == nil)
        // Outside the rows: nothing is done, and the menu is shut.
        _ = menu.handle(.rightClicked(at: Point(x: 150, y: 10)), in: window)
        #expect(menu.handle(.clicked(at: Point(x: 600, y: 75)), in: window).isEmpty)
        #expect(menu.target == nil)
        // A dimmed Paste does nothing; Esc shuts an open menu.
        window.clipboardText = nil
        _ = menu.handle(.rightClicked(at: Point(x: 150, y: 10)), in: window)
        #expect(menu.handle(.clicked(at: Point(x: 10, y: 45)), in: window).isEmpty)
        _ = menu.handle(.rightClicked(at: Point(x: 150, y: 10)), in: window)
        #expect(menu.handle(.dismissed, in: window).isEmpty && menu.target == nil)
    }
}
