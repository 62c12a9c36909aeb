/// Per-section and per-item answers for a flow layout (UIKit's `UICollectionViewDelegateFlowLayout`).
public protocol FlowLayoutDelegate: AnyObject {
    /// The size of one item, or nil to use the section's `itemSize`.
    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size?
    /// The metrics of one section, or nil to use the layout's own.
    func flowLayout(_ layout: FlowLayout, metricsForSection section: Int, defaults: FlowSectionMetrics) -> FlowSectionMetrics?
}

/// Defaults: no item or section overrides.
extension FlowLayoutDelegate {
    /// No per-item size.
    public func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? { nil }
    /// No per-section metrics.
    public func flowLayout(_ layout: FlowLayout, metricsForSection section: Int, defaults: FlowSectionMetrics) -> FlowSectionMetrics? { nil }
}
