import CollectionLayout

/// A cell's context menu as a controller: it opens on a right-click over a cell (reading the
/// clipboard once, to offer Paste or not), a click on an enabled row asks for that row's action,
/// any other click or Esc shuts it.
@MainActor
extension ContextMenuInteraction {
    /// Each row of the open menu: its action, and whether it can be chosen (Paste only when the
    /// clipboard held text as the menu opened); none while the menu is shut.
    package var rows: [(action: ContextMenuAction, isEnabled: Bool)] {
        guard let target else { return [] }
        return ContextMenuAction.allCases.map { ($0, $0 != .paste || target.canPaste) }
    }

    /// Takes `event`, reading the window through `environment`; what it asks of the window.
    package mutating func handle(_ event: ContextMenuEvent, in environment: some ContextMenuEnvironment) -> [ContextMenuCommand] {
        switch event {
        case .rightClicked(let point):
            guard let itemID = environment.itemID(underWindowPoint: point) else {
                target = nil
                return [.closeOtherMenus]
            }
            let canPaste = !(environment.clipboardText ?? "").allSatisfy(\.isWhitespace)
            target = Target(itemID: itemID, point: point, canPaste: canPaste)
            return [.closeOtherMenus]
        case .clicked(let point):
            guard let target else { return [] }
            let rows = self.rows
            self.target = nil
            guard let row = environment.menuRow(at: point), rows.indices.contains(row), rows[row].isEnabled else { return [] }
            return [.perform(rows[row].action, itemID: target.itemID)]
        case .dismissed:
            target = nil
            return []
        }
    }
}
