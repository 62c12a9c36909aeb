import Foundation
internal import CollectionLayout

/// Spacing around an item, outside its frame, as UIKit's `NSCollectionLayoutEdgeSpacing`.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject {
    /// Before the item along x.
    public let leading: NSCollectionLayoutSpacing?
    /// Above the item.
    public let top: NSCollectionLayoutSpacing?
    /// After the item along x.
    public let trailing: NSCollectionLayoutSpacing?
    /// Below the item.
    public let bottom: NSCollectionLayoutSpacing?

    /// Edge spacing; a nil edge has none.
    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    /// The engine's value.
    var engine: LayoutEdgeSpacing {
        LayoutEdgeSpacing(leading: leading?.engine, top: top?.engine, trailing: trailing?.engine, bottom: bottom?.engine)
    }
}
