import Foundation
internal import CollectionLayout

/// One dimension of a compositional layout size, as UIKit's `NSCollectionLayoutDimension`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    /// The engine's value.
    let engine: LayoutDimension

    init(engine: LayoutDimension) {
        self.engine = engine
        super.init()
    }

    /// A fraction of the container's width.
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
        Self(engine: .fractionalWidth(Double(fractionalWidth)))
    }

    /// A fraction of the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
        Self(engine: .fractionalHeight(Double(fractionalHeight)))
    }

    /// A fixed number of points.
    public class func absolute(_ absoluteDimension: CGFloat) -> Self {
        Self(engine: .absolute(Double(absoluteDimension)))
    }

    /// A first guess in points, replaced by the content's measured size.
    public class func estimated(_ estimatedDimension: CGFloat) -> Self {
        Self(engine: .estimated(Double(estimatedDimension)))
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { engine.kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { engine.kind == .fractionalHeight }
    /// Whether the dimension is a fixed number of points.
    public var isAbsolute: Bool { engine.kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { engine.kind == .estimated }
    /// The fraction or the number of points.
    public var dimension: CGFloat { CGFloat(engine.value) }
}
