import CollectionLayout

/// Owns a cell's context menu while it is open: which item it is for, where the right-click
/// was, and whether the clipboard held anything to paste then.
struct ContextMenuInteraction {
    /// The menu's item, point and paste state.
    struct Target {
        /// The item the menu acts on.
        var itemID: String
        /// Where the right-click was, in window points.
        var point: Point
        /// Whether the clipboard held text as the menu opened.
        var canPaste: Bool
    }

    /// The open menu's target; nil while it is shut.
    var target: Target?
}
