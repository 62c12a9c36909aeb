import CollectionLayout

/// Turns one visible element into drawing instructions; the app decides what cells look like.
@MainActor
public protocol ElementPainter: AnyObject {
    /// Appends the drawing of an element whose untransformed frame, in window points, is `frame`.
    func paint(_ attributes: LayoutAttributes, itemID: String?, state: CellState, frame: Rect, into list: inout DrawList)
}

/// How a cell is shown beyond its attributes: selected, highlighted (pressed).
public struct CellState: Hashable, Sendable {
    /// The item is selected.
    public var isSelected: Bool
    /// The item is being pressed.
    public var isHighlighted: Bool

    /// Creates a state.
    public init(isSelected: Bool = false, isHighlighted: Bool = false) {
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
    }
}
