import CollectionLayout

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
