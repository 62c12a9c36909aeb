/// A layout of one row that always rests with an item centred (cover flow, the line layout):
/// a click on a side item, an arrow key or a double-click moves to an item by its resting offset.
public protocol ItemCenteringLayout: CollectionViewLayout {
    /// The distance between neighbouring items' resting offsets (one arrow-key step).
    var itemPitch: Double { get }
    /// The content offset that centres an item.
    func contentOffset(centering indexPath: IndexPath) -> Point?
}

extension CoverFlowLayout: ItemCenteringLayout {
    /// One item's spacing.
    public var itemPitch: Double { spacing }
}

extension LineLayout: ItemCenteringLayout {
    /// An item's width and the space after it.
    public var itemPitch: Double { pitch }
}
