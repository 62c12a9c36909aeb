import CollectionLayout

/// A section's `layout` object: the flow metrics it overrides, the rest inherited.
public struct SectionMetricsOverride: Sendable {
    /// Overrides `itemSize`.
    public var itemSize: Size?
    /// Overrides `minimumInteritemSpacing`.
    public var minimumInteritemSpacing: Double?
    /// Overrides `minimumLineSpacing`.
    public var minimumLineSpacing: Double?
    /// Overrides `sectionInset`.
    public var sectionInset: EdgeInsets?
    /// Overrides `headerReferenceSize`.
    public var headerReferenceSize: Size?
    /// Overrides `footerReferenceSize`.
    public var footerReferenceSize: Size?

    /// No overrides.
    public init() {}

    /// The metrics with these overrides applied.
    public func applied(to base: FlowSectionMetrics) -> FlowSectionMetrics {
        var metrics = base
        if let itemSize { metrics.itemSize = itemSize }
        if let minimumInteritemSpacing { metrics.minimumInteritemSpacing = minimumInteritemSpacing }
        if let minimumLineSpacing { metrics.minimumLineSpacing = minimumLineSpacing }
        if let sectionInset { metrics.sectionInset = sectionInset }
        if let headerReferenceSize { metrics.headerReferenceSize = headerReferenceSize }
        if let footerReferenceSize { metrics.footerReferenceSize = footerReferenceSize }
        return metrics
    }
}
