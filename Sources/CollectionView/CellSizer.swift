import CollectionLayout

/// Measures a cell about to appear, as UIKit's `preferredLayoutAttributesFitting(_:)`: given
/// the layout's attributes (at the estimate), the attributes the cell's content wants.
@MainActor
public protocol CellSizer {
    /// The preferred attributes of the item `itemID`, or nil to keep the layout's.
    func preferredLayoutAttributes(fitting attributes: LayoutAttributes, itemID: String) -> LayoutAttributes?
}
