/// Per-section and per-item answers for a flow layout (UIKit's `UICollectionViewDelegateFlowLayout`).
public protocol FlowLayoutDelegate: AnyObject {
    /// The size of one item, or nil to use the section's `itemSize`.
    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size?
    /// Whether `sizeForItemAt` may answer anything but nil now: false lets the layout skip asking
    /// for every item when it lays a section out afresh (UIKit asks `respondsToSelector` once).
    var providesItemSizes: Bool { get }
    /// The metrics of one section, or nil to use the layout's own.
    func flowLayout(_ layout: FlowLayout, metricsForSection section: Int, defaults: FlowSectionMetrics) -> FlowSectionMetrics?
}

/// Defaults: no item or section overrides.
extension FlowLayoutDelegate {
    /// No per-item size.
    public func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? { nil }
    /// A delegate that implements `sizeForItemAt` is asked for every item.
    public var providesItemSizes: Bool { true }
    /// No per-section metrics.
    public func flowLayout(_ layout: FlowLayout, metricsForSection section: Int, defaults: FlowSectionMetrics) -> FlowSectionMetrics? { nil }
}
