import Foundation

/// A flow layout's invalidation context, as UIKit's `UICollectionViewFlowLayoutInvalidationContext`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the layout asks its delegate again for every size and section metric.
    open var invalidateFlowLayoutDelegateMetrics: Bool {
        get { storage.invalidateFlowLayoutDelegateMetrics }
        set { storage.invalidateFlowLayoutDelegateMetrics = newValue }
    }

    /// Whether the layout computes every line and frame again from the sizes it has.
    open var invalidateFlowLayoutAttributes: Bool {
        get { storage.invalidateFlowLayoutAttributes }
        set { storage.invalidateFlowLayoutAttributes = newValue }
    }

    /// A context asking for the delegate's metrics and the attributes again, as UIKit's default.
    public required init() {
        super.init()
        storage.invalidateFlowLayoutDelegateMetrics = true
        storage.invalidateFlowLayoutAttributes = true
    }
}
