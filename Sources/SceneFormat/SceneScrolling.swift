import CollectionLayout
import CollectionView

/// How a scene's collection view scrolls, as UIScrollView's properties (contract: "Fidelity II",
/// scene or layout keys `contentInset`, `pagingEnabled`, `decelerationRate`).
public struct SceneScrolling: Hashable, Sendable {
    /// The scene's own content inset (UIKit's `contentInset`); a device's safe area adds to it.
    public var contentInset = EdgeInsets.zero
    /// Whether scrolling by hand rests on multiples of the bounds' size (UIKit's `isPagingEnabled`).
    public var pagingEnabled = false
    /// How quickly a flick slows down (UIKit's `decelerationRate`).
    public var decelerationRate = DecelerationRate.normal

    /// The defaults: no inset, no paging, normal deceleration (UIKit's).
    public init() {}
}
