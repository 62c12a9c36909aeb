import Foundation
internal import CollectionLayout

/// The smallest piece of a compositional layout, one cell, as UIKit's `NSCollectionLayoutItem`.
@preconcurrency @MainActor
public class NSCollectionLayoutItem: NSObject {
    /// The item's size relative to its container (its group).
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary views anchored to the item (badges).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Insets shrinking the item's frame once placed (ignored on an estimated axis).
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Spacing around the item, outside its frame.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    init(size: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        layoutSize = size
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    /// An item of a size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(size: layoutSize, supplementaryItems: [])
    }

    /// An item of a size with anchored supplementary items.
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.init(size: layoutSize, supplementaryItems: supplementaryItems)
    }

    /// The engine's description of the item (a group's is its `LayoutGroup`).
    func makeEngineItem() -> LayoutItem {
        let item = LayoutItem(layoutSize: layoutSize.engine, supplementaryItems: supplementaryItems.map(\.engineSupplementaryItem))
        applyItemProperties(to: item)
        return item
    }

    /// Copies the insets and edge spacing onto an engine item.
    func applyItemProperties(to item: LayoutItem) {
        item.contentInsets = contentInsets.engine
        item.edgeSpacing = edgeSpacing?.engine
    }
}
