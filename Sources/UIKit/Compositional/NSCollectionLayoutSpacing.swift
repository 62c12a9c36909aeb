import Foundation
internal import CollectionLayout

/// A spacing that is exact or a minimum, as UIKit's `NSCollectionLayoutSpacing`.
@preconcurrency @MainActor
public final class NSCollectionLayoutSpacing: NSObject {
    /// The engine's value.
    let engine: LayoutSpacing

    init(engine: LayoutSpacing) {
        self.engine = engine
        super.init()
    }

    /// Exactly this many points.
    public class func fixed(_ fixedSpacing: CGFloat) -> Self {
        Self(engine: .fixed(Double(fixedSpacing)))
    }

    /// At least this many points, growing to share the leftover space.
    public class func flexible(_ flexibleSpacing: CGFloat) -> Self {
        Self(engine: .flexible(Double(flexibleSpacing)))
    }

    /// The points of spacing (the minimum, when flexible).
    public var spacing: CGFloat { CGFloat(engine.minimum) }
    /// Whether the spacing is exact.
    public var isFixedSpacing: Bool { !engine.isFlexible }
    /// Whether the spacing is a minimum.
    public var isFlexibleSpacing: Bool { engine.isFlexible }
}
