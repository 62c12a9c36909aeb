import CollectionLayout

/// Measures a cell about to appear, as UIKit's `preferredLayoutAttributesFitting(_:)`: given
/// the layout's attributes (at the estimate), the attributes the cell's content wants. Section
/// headers and footers whose layout estimates them are asked the same question.
@MainActor
public protocol CellSizer {
    /// The preferred attributes of the item `itemID`, or nil to keep the layout's.
    func preferredLayoutAttributes(fitting attributes: LayoutAttributes, itemID: String) -> LayoutAttributes?
    /// The preferred attributes of the item `itemID` when the layout says which dimensions it
    /// estimates (`axes`; nil when it does not say, and the sizer decides).
    func preferredLayoutAttributes(fitting attributes: LayoutAttributes, itemID: String, axes: SelfSizingAxes?) -> LayoutAttributes?
    /// The preferred attributes of the section `sectionID`'s supplementary view (`attributes.kind`)
    /// along `axes`, or nil to keep the layout's.
    func preferredLayoutAttributes(fittingSupplementary attributes: LayoutAttributes, sectionID: String,
                                   axes: SelfSizingAxes) -> LayoutAttributes?
}

extension CellSizer {
    /// A sizer that does not look at the axes answers as it always does.
    public func preferredLayoutAttributes(fitting attributes: LayoutAttributes, itemID: String, axes: SelfSizingAxes?) -> LayoutAttributes? {
        preferredLayoutAttributes(fitting: attributes, itemID: itemID)
    }

    /// By default supplementary views keep the layout's size.
    public func preferredLayoutAttributes(fittingSupplementary attributes: LayoutAttributes, sectionID: String,
                                          axes: SelfSizingAxes) -> LayoutAttributes? { nil }
}
