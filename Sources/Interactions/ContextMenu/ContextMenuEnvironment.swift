import CollectionLayout

/// All a context menu may read of the window: which item is under a point, what the clipboard
/// holds, which of the open menu's rows is under a point. What it changes beyond its own state it
/// asks for as `ContextMenuCommand`s.
@MainActor
package protocol ContextMenuEnvironment {
    /// The item whose cell is under a window point (nil off the collection or between cells).
    func itemID(underWindowPoint point: Point) -> String?
    /// The text on the clipboard.
    var clipboardText: String? { get }
    /// The row of the open menu (a row an action, in `ContextMenuAction`'s order) under a window point.
    func menuRow(at point: Point) -> Int?
}

/// What a context menu is told: a right-click (the desktop's long-press), a click while it is open, Esc.
package enum ContextMenuEvent {
    /// A right-click at a window point: the menu opens for the cell there, or shuts elsewhere.
    case rightClicked(at: Point)
    /// A click while the menu is open: a row does its action; anywhere else shuts the menu.
    case clicked(at: Point)
    /// Esc: the menu shuts.
    case dismissed
}

/// What a context menu asks of the window.
package enum ContextMenuCommand: Equatable {
    /// The toolbar's other menus shut (one menu is open at a time).
    case closeOtherMenus
    /// Do an action on an item.
    case perform(ContextMenuAction, itemID: String)
}
