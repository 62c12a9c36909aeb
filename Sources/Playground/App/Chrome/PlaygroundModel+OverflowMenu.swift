import CollectionLayout
import CollectionView
import Typography

/// The toolbar's overflow menu: the controls that fit neither bar of a narrow window, listed under
/// "⋯" with their shortcuts; a click performs one (a toggle shows a tick when on), a click
/// anywhere else or Escape closes the menu.
extension PlaygroundModel {
    /// The open menu: one row per control that did not fit, under "⋯", kept inside the window.
    var overflowMenu: PopupMenu? {
        guard chrome.isOverflowMenuOpen, let control = toolbarControls.first(where: { $0.action == .more }) else { return nil }
        let rows = overflowControls.map { PopupMenu.Row(title: $0.menuTitle, isEnabled: $0.isEnabled, isOn: $0.isOn, shortcut: $0.shortcut) }
        return PopupMenu(rows: rows, anchor: control.frame, width: 280, windowSize: presentation.windowSize)
    }

    /// The menu's frame, while it is open.
    var overflowMenuFrame: Rect? { overflowMenu?.frame }

    /// The row under a window point, if the menu is open and the point is on a row.
    func overflowMenuRow(at point: Point) -> Int? { overflowMenu?.row(at: point) }

    /// A click while the menu is open: a row performs its control; anywhere else closes the menu.
    func overflowMenuClick(at point: Point) {
        guard chrome.isOverflowMenuOpen else { return }
        let controls = overflowControls
        let row = overflowMenuRow(at: point)
        chrome.closeOverflowMenu()
        if let row, controls[row].isEnabled {
            // The text size has no room in a menu row: a click steps it up (the keys step either way).
            apply(controls[row].action.command ?? .stepCategory(by: 1))
        }
    }

    /// Draws the open menu: one row per control with its short name, its shortcut, and a tick when on.
    func drawOverflowMenu(into list: inout DrawList) {
        guard let menu = overflowMenu else { return }
        menu.draw(hovered: interactions.lastPointer.flatMap { menu.row(at: $0) }, palette: palette, fonts: fonts, measurer: measurer, into: &list)
    }
}
