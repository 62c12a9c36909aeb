import Foundation
internal import CollectionLayout

/// Where a supplementary item sits on its item, as UIKit's `NSCollectionLayoutAnchor`.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject {
    /// The edges it is pinned to; none centres it.
    public let edges: NSDirectionalRectEdge
    /// The offset from the pinned position (points, or fractions of the supplementary item's size).
    public let offset: CGPoint
    /// Whether the offset is in points.
    public let isAbsoluteOffset: Bool
    /// Whether the offset is in fractions of the supplementary item's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
        super.init()
    }

    /// An anchor at edges.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }

    /// An anchor at edges, moved by points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }

    /// An anchor at edges, moved by fractions of the supplementary item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    /// The engine's value.
    var engine: LayoutAnchor {
        isAbsoluteOffset ? LayoutAnchor(edges: edges.engine, absoluteOffset: offset.engine)
            : LayoutAnchor(edges: edges.engine, fractionalOffset: offset.engine)
    }
}
