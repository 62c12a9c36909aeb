import SceneFormat

/// What the painter needs of the swiped row.
package struct SwipeDrawing: Hashable {
    /// The swiped item.
    package var itemID: String
    /// Points of actions uncovered.
    package var revealed: Double
    /// The actions, in order, with their buttons' widths.
    package var actions: [EditAction]
    /// Each action's button width, in the actions' order.
    package var widths: [Double]
    /// The action asking for a confirming tap.
    package var confirming: EditAction.Kind?
    /// Whether the actions are a list row's leading ones (uncovered at the leading edge).
    package var leading = false

    /// The swiped row as the swipe left it.
    package init(itemID: String, revealed: Double, actions: [EditAction], widths: [Double], confirming: EditAction.Kind?, leading: Bool) {
        self.itemID = itemID
        self.revealed = revealed
        self.actions = actions
        self.widths = widths
        self.confirming = confirming
        self.leading = leading
    }
}
