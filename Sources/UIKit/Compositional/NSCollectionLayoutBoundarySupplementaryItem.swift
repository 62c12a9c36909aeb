import Foundation
internal import CollectionLayout

/// A header or footer of a section (or of the whole layout), as UIKit's `NSCollectionLayoutBoundarySupplementaryItem`.
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Whether the section grows to hold it.
    public var extendsBoundary = true
    /// Whether it stays on screen while its section is.
    public var pinToVisibleBounds = false
    /// Where it sits on the section.
    public let alignment: NSRectAlignment
    /// How far it is moved from its aligned place, in points.
    public let offset: CGPoint

    init(size: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, offset: CGPoint) {
        self.alignment = alignment
        self.offset = offset
        super.init(size: size, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []), zIndex: 0)
    }

    /// A boundary item of a size and kind at an alignment.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: .zero)
    }

    /// A boundary item of a size and kind at an alignment, moved by points.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: absoluteOffset)
    }

    /// The engine's description.
    var engineBoundaryItem: LayoutBoundarySupplementaryItem {
        LayoutBoundarySupplementaryItem(layoutSize: layoutSize.engine, elementKind: elementKind, alignment: alignment.engine,
                                        absoluteOffset: offset.engine, extendsBoundary: extendsBoundary,
                                        pinToVisibleBounds: pinToVisibleBounds, zIndex: zIndex)
    }

    /// A boundary item from the engine's description, its kind renamed to UIKit's.
    convenience init(_ item: LayoutBoundarySupplementaryItem) {
        self.init(size: NSCollectionLayoutSize(item.layoutSize), elementKind: ElementKindNames.uikit(item.elementKind) ?? item.elementKind,
                  alignment: NSRectAlignment(item.alignment), offset: CGPoint(item.absoluteOffset))
        extendsBoundary = item.extendsBoundary
        pinToVisibleBounds = item.pinToVisibleBounds
        zIndex = item.zIndex
    }
}
