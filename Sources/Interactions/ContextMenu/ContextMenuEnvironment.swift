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
