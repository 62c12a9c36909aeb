import SceneFormat

/// What the painter needs of the swiped row.
struct SwipeDrawing: Hashable {
    /// The swiped item.
    var itemID: String
    /// Points of actions uncovered.
    var revealed: Double
    /// The actions, in order, with their buttons' widths.
    var actions: [EditAction]
    var widths: [Double]
    /// The action asking for a confirming tap.
    var confirming: EditAction.Kind?
    /// Whether the actions are a list row's leading ones (uncovered at the leading edge).
    var leading = false
}
