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
    /// What an element's drawing reads of its attributes beyond its size and opacity (how deep it
    /// sits, a custom attribute): a view keeps its configured drawing while this stays the same,
    /// as a UIKit cell changes in `apply(_:)` what new attributes change — a card dropped after a
    /// drag is drawn again at rest rather than keeping its lifted shadow.
    func attributesKey(_ attributes: LayoutAttributes) -> Int
}

extension ElementPainter {
    /// A painter whose drawings depend on nothing else.
    public var appearanceKey: Int { 0 }

    /// By default a drawing may depend on the element's zIndex and on whether it is transformed.
    public func attributesKey(_ attributes: LayoutAttributes) -> Int {
        var hasher = Hasher()
        hasher.combine(attributes.zIndex)
        hasher.combine(attributes.transform3D.isIdentity)
        return hasher.finalize()
    }
}

/// How a cell is shown beyond its attributes, with the fields of UIKit's
/// `UICellConfigurationState` that a `configurationUpdateHandler` receives: highlighted,
/// selected, disabled, focused, editing, swiped.
public struct CellState: Hashable, Sendable {
    /// The item is selected.
    public var isSelected: Bool
    /// The item is being pressed.
    public var isHighlighted: Bool
    /// The item cannot be highlighted (its delegate says so), so it does not respond to a press.
    public var isDisabled: Bool
    /// The item has the keyboard's focus (the collection view has no focus engine: never, for now).
    public var isFocused: Bool
    /// The collection view is editing (`isEditing`: the grid's edit mode).
    public var isEditing: Bool
    /// The item's row shows its swipe actions.
    public var isSwiped: Bool

    /// Creates a state.
    public init(isSelected: Bool = false, isHighlighted: Bool = false, isDisabled: Bool = false, isFocused: Bool = false,
                isEditing: Bool = false, isSwiped: Bool = false) {
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.isDisabled = isDisabled
        self.isFocused = isFocused
        self.isEditing = isEditing
        self.isSwiped = isSwiped
    }
}
