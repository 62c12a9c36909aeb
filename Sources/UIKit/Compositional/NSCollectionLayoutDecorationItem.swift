import Foundation
internal import CollectionLayout

/// A decoration view of a section (a background), as UIKit's `NSCollectionLayoutDecorationItem`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// Drawing order (behind the cells by default).
    public var zIndex: Int
    /// The decoration kind.
    public let elementKind: String

    init(elementKind: String, zIndex: Int) {
        self.elementKind = elementKind
        self.zIndex = zIndex
        super.init(size: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background filling the section, behind its cells.
    public class func background(elementKind: String) -> Self {
        Self(elementKind: elementKind, zIndex: LayoutDecorationItem.background(elementKind: elementKind).zIndex)
    }

    /// The engine's description.
    var engineDecorationItem: LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind, contentInsets: contentInsets.engine, zIndex: zIndex)
    }

    /// A decoration item from the engine's description.
    convenience init(_ item: LayoutDecorationItem) {
        self.init(elementKind: item.elementKind, zIndex: item.zIndex)
        contentInsets = NSDirectionalEdgeInsets(item.contentInsets)
    }
}
