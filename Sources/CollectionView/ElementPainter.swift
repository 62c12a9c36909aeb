import CollectionLayout

/// Turns one visible element into drawing instructions; the app decides what cells look like.
@MainActor
public protocol ElementPainter: AnyObject {
    /// Appends the drawing of an element whose untransformed frame is `frame`: the element's size
    /// at the origin (a view draws in its own points; the collection view moves the drawing).
    func paint(_ attributes: LayoutAttributes, itemID: String?, state: CellState, frame: Rect, into list: inout DrawList)
    /// What the painter's drawings depend on beyond the element, its size, opacity and state and
    /// the collection's content generation (e.g. the text size): a view keeps its configured
    /// drawing while this stays the same.
    var appearanceKey: Int { get }
}

extension ElementPainter {
    /// A painter whose drawings depend on nothing else.
    public var appearanceKey: Int { 0 }
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
