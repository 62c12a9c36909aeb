import CollectionLayout

/// Owns a cell's context menu while it is open: which item it is for, where the right-click
/// was, and whether the clipboard held anything to paste then.
package struct ContextMenuInteraction {
    /// The menu's item, point and paste state.
    package struct Target {
        /// The item the menu acts on.
        package var itemID: String
        /// Where the right-click was, in window points.
        package var point: Point
        /// Whether the clipboard held text as the menu opened.
        package var canPaste: Bool

        /// The menu of `itemID`, right-clicked at `point`, with Paste offered when `canPaste`.
        package init(itemID: String, point: Point, canPaste: Bool) {
            self.itemID = itemID
            self.point = point
            self.canPaste = canPaste
        }
    }

    /// The open menu's target; nil while it is shut.
    package internal(set) var target: Target?
}
