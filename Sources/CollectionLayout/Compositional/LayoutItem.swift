/// The smallest piece of a compositional layout: one cell, as UIKit's `NSCollectionLayoutItem`.
///
/// A class, as in UIKit, so that `LayoutGroup` (an item whose content is other items) can be
/// one of a group's subitems.
public class LayoutItem {
    /// The item's size relative to its container (its group).
    public var layoutSize: LayoutSize
    /// Insets shrinking the item's frame once it is placed; ignored on an estimated axis.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Spacing around the item, outside its frame.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Supplementary views anchored to the item (badges).
    public var supplementaryItems: [LayoutSupplementaryItem]

    /// Creates an item of a size, with anchored supplementary items.
    public init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// Whether either dimension is estimated.
    var hasEstimatedDimension: Bool {
        layoutSize.widthDimension.isEstimated || layoutSize.heightDimension.isEstimated
    }
}
