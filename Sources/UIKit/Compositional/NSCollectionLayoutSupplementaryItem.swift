import Foundation
internal import CollectionLayout

/// A supplementary view anchored to an item (a badge), as UIKit's `NSCollectionLayoutSupplementaryItem`.
@preconcurrency @MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// Drawing order, counted from its item's (in front of it by default).
    public var zIndex: Int
    /// The supplementary kind the data source is asked for.
    public let elementKind: String
    /// Where it sits on its item.
    public let containerAnchor: NSCollectionLayoutAnchor

    init(size: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, zIndex: Int) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.zIndex = zIndex
        super.init(size: size, supplementaryItems: [])
    }

    /// A supplementary item of a size and kind, anchored to its item.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, zIndex: 1)
    }

    /// The engine's description.
    var engineSupplementaryItem: LayoutSupplementaryItem {
        LayoutSupplementaryItem(layoutSize: layoutSize.engine, elementKind: elementKind, containerAnchor: containerAnchor.engine, zIndex: zIndex)
    }
}
