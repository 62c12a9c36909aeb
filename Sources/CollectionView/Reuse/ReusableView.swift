import CollectionLayout

/// A view the collection view recycles, as UIKit's `UICollectionReusableView`: it shows one
/// element while that element is on (or near) the screen, then waits in a reuse queue.
@MainActor
open class ReusableView {
    /// The queue it returns to.
    public let reuseIdentifier: String
    /// The element it shows now, if any.
    public internal(set) var identity: ElementIdentity?
    /// The attributes it was last given.
    public internal(set) var attributes: LayoutAttributes?
    /// What it was configured to show and the drawing it made for it (kept while it shows the same).
    public internal(set) var configuration: ViewConfiguration?

    /// Creates a view for a reuse queue.
    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
    }

    /// Called before the view shows another element: forget the old one.
    open func prepareForReuse() {
        identity = nil
        attributes = nil
        configuration = nil
    }

    /// Called whenever the view's layout attributes change.
    open func apply(_ attributes: LayoutAttributes) {
        self.attributes = attributes
    }
}
