import Foundation
internal import CollectionLayout

/// A width and a height, each an `NSCollectionLayoutDimension`, as UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size from its two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The engine's value.
    var engine: LayoutSize { LayoutSize(widthDimension: widthDimension.engine, heightDimension: heightDimension.engine) }

    /// A size from the engine's value.
    convenience init(_ size: LayoutSize) {
        self.init(widthDimension: NSCollectionLayoutDimension(engine: size.widthDimension),
                  heightDimension: NSCollectionLayoutDimension(engine: size.heightDimension))
    }
}
