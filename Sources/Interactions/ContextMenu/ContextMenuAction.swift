/// What a cell's context menu offers, in its order.
package enum ContextMenuAction: String, CaseIterable, Sendable {
    /// The item's text and scene JSON onto the clipboard.
    case copy = "Copy"
    /// The clipboard's item after this one.
    case paste = "Paste"
    /// A copy of the item after it.
    case duplicate = "Duplicate"
    /// The item removed.
    case delete = "Delete"
}
