/// UIKit's `UICollectionViewFlowLayout`: items in lines, lines along the scroll axis,
/// with per-section headers, footers, insets and spacings, and self-sizing cells.
///
/// The rules it follows are in `shared/reference/uikit-flow-layout.md`; the line breaking
/// and spacing live in `FlowLineBuilder`, the per-section storage in `FlowSectionGeometry`,
/// and invalidation and self-sizing in `FlowLayout+Invalidation.swift`.
public final class FlowLayout: CollectionViewLayout {
    /// The collection view being laid out.
    public weak var context: (any LayoutContext)?
    /// Per-item sizes and per-section metrics.
    public weak var delegate: (any FlowLayoutDelegate)?

    /// The axis the content scrolls along.
    public var scrollDirection: ScrollDirection = .vertical
    /// The metrics every section uses unless the delegate overrides them.
    public var metrics = FlowSectionMetrics()
    /// When set (and not zero), items without a delegate size start at this size and take
    /// their cells' preferred sizes as they are about to appear.
    public var estimatedItemSize: Size?
    /// Where an item shorter than its line sits across it: centred (UIKit's) or at the line's top.
    public var lineItemAlignment = FlowLineItemAlignment.center
    /// Whether section headers stick to the visible bounds while their section is on screen.
    public var sectionHeadersPinToVisibleBounds = false
    /// What section insets are measured from across the scroll axis: the content area (the
    /// default), the safe area or the layout margins (UIKit's `sectionInsetReference`).
    public var sectionInsetReference = FlowSectionInsetReference.contentInset
    /// The zIndex of pinned headers, above cells.
    public static let pinnedHeaderZIndex = 1024
    /// The thickness of the shelf under each line (the 2012 session's bookshelf: a decoration view
    /// of kind `shelf` as wide as the collection, its top at the line's bottom); 0: no shelves.
    public var shelfThickness = 0.0
    /// Whether each section has a background decoration (kind `sectionBackground`) behind its
    /// items, from below its header to above its footer, scrolling with the content.
    public var drawsSectionBackgrounds = false

    /// How many item frames the layout has computed since it was created: a full prepare adds
    /// every item, an invalidation of one item only the lines it reflows.
    package internal(set) var placedItemCount = 0

    var sections: [FlowSectionGeometry] = []
    var contentSize: Size = .zero
    var crossExtent = 0.0
    var needsFullPrepare = true
    /// Whether the next full prepare asks the delegate again for every size and metric
    /// (otherwise it keeps the sizes and metrics it has and only forms the lines again).
    var needsDelegateMetrics = true
    /// The batch update the next prepare carries the items' sizes through, if any.
    var pendingUpdate: [UpdateItem]?
    /// Whether the next full prepare forgets measured sizes (a reload: the counts changed with no update).
    var discardsMeasuredSizes = false
    /// The item the user is looking at while a batch update runs, kept where it is on screen
    /// by `targetContentOffset(forProposedContentOffset:)` (self-sizing layouts).
    var updateAnchor: FlowUpdateAnchor?
    /// Sizes preferred since the last prepare, applied by the next.
    var pendingSizes: [IndexPath: Size] = [:]
    /// Items to size again at the next prepare.
    var invalidatedItems: Set<IndexPath> = []
    /// Whether every context since the last prepare named supplementary elements alone (nil: none came).
    var invalidatedOnlySupplementaryElements: Bool?
    /// The bounds the last pinned-header invalidation was made for.
    var boundsOfLastPinnedHeaderInvalidation: Rect?

    /// Creates a flow layout with UIKit's defaults.
    public init() {}

    var axes: FlowAxes { FlowAxes(direction: scrollDirection) }

    var activeEstimate: Size? {
        guard let estimatedItemSize, estimatedItemSize.width > 0, estimatedItemSize.height > 0 else { return nil }
        return estimatedItemSize
    }

    // MARK: Preparing

    /// Lays out what was invalidated: everything the first time and after `invalidateEverything`;
    /// after a batch update, the sections it touched (every item keeping its size); otherwise
    /// only the lines of the items named since the last prepare.
    public func prepare() {
        if prepareSupplementaryElementsOnly() { return }
        if needsFullPrepare || context == nil {
            prepareEverything()
        } else if let update = pendingUpdate {
            prepareUpdate(update)
            if !pendingSizes.isEmpty || !invalidatedItems.isEmpty { prepareInvalidatedItems() }
        } else if !pendingSizes.isEmpty || !invalidatedItems.isEmpty {
            prepareInvalidatedItems()
        } else {
            prepareEverything()
        }
        pendingSizes = [:]
        invalidatedItems = []
        pendingUpdate = nil
        needsFullPrepare = false
        needsDelegateMetrics = false
        discardsMeasuredSizes = false
    }

    /// Forms every section again. Measured sizes are kept (by index path: the counts are the
    /// same) unless the data was reloaded; with `needsDelegateMetrics` the delegate is asked again.
    private func prepareEverything() {
        let previous = discardsMeasuredSizes ? [] : sections
        sections = []
        guard let context else {
            contentSize = .zero
            return
        }
        let axes = self.axes
        crossExtent = contentCrossExtent(for: context.bounds)
        var position = 0.0
        for section in 0..<context.numberOfSections {
            let count = context.numberOfItems(inSection: section)
            let kept = previous.indices.contains(section) && previous[section].sizes.count == count ? previous[section] : nil
            var geometry = needsDelegateMetrics || kept == nil
                ? makeSection(section, itemCount: count, keepingMeasuredSizesOf: kept)
                : kept!
            applyPendingSizes(to: &geometry, section: section)
            geometry.origin = position
            placedItemCount += geometry.layOut(builder: builder(for: geometry.metrics), axes: axes)
            sections.append(geometry)
            position += geometry.extent
        }
        contentSize = axes.size(cross: crossExtent, main: position)
    }

    /// A section's geometry from the delegate's answers (or the defaults), with the measured
    /// sizes of `kept` (the same section before, with as many items) carried over.
    func makeSection(_ section: Int, itemCount: Int, keepingMeasuredSizesOf kept: FlowSectionGeometry?) -> FlowSectionGeometry {
        var sectionMetrics = delegate?.flowLayout(self, metricsForSection: section, defaults: metrics) ?? metrics
        sectionMetrics.sectionInset = measuredFromReference(sectionMetrics.sectionInset)
        let fallback = activeEstimate ?? sectionMetrics.itemSize
        var sizes = [Size](repeating: fallback, count: itemCount)
        var sources = [FlowItemSizeSource](repeating: .estimate, count: itemCount)
        if let delegate, delegate.providesItemSizes {
            for item in 0..<itemCount {
                if let size = delegate.flowLayout(self, sizeForItemAt: IndexPath(item: item, section: section)) {
                    sizes[item] = size
                    sources[item] = .delegate
                }
            }
        }
        if activeEstimate != nil, let kept {
            for item in 0..<itemCount where kept.sources[item] == .measured {
                sizes[item] = kept.sizes[item]
                sources[item] = .measured
            }
        }
        return FlowSectionGeometry(metrics: sectionMetrics,
                                   headerExtent: axes.main(of: sectionMetrics.headerReferenceSize),
                                   footerExtent: axes.main(of: sectionMetrics.footerReferenceSize),
                                   sizes: sizes, sources: sources, isUniform: Self.allEqual(sizes))
    }

    /// Applies the sizes cells preferred since the last prepare to a section about to be formed.
    private func applyPendingSizes(to geometry: inout FlowSectionGeometry, section: Int) {
        guard activeEstimate != nil, !pendingSizes.isEmpty else { return }
        for (indexPath, size) in pendingSizes where indexPath.section == section && geometry.sizes.indices.contains(indexPath.item) {
            geometry.sizes[indexPath.item] = size
            geometry.sources[indexPath.item] = .measured
            geometry.isUniform = false
        }
    }

    /// Whether every size is the same.
    static func allEqual(_ sizes: [Size]) -> Bool {
        guard let first = sizes.first else { return true }
        return sizes.allSatisfy { $0 == first }
    }

    func builder(for metrics: FlowSectionMetrics) -> FlowLineBuilder {
        let inset = axes.insets(metrics.sectionInset)
        return FlowLineBuilder(available: max(0, crossExtent - inset.crossStart - inset.crossEnd),
                               interitemSpacing: metrics.minimumInteritemSpacing, axes: axes, lineItemAlignment: lineItemAlignment)
    }

    // MARK: Querying

    /// The size of the whole content: the collection's cross extent by the sum of the sections.
    public var collectionViewContentSize: Size { contentSize }

    /// Every element meeting `rect`, found by binary search over sections and lines.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let axes = self.axes
        // Prune with a little slack: the exact test is on each returned frame (centre ± size/2),
        // which may differ from the stored positions in the last bits.
        let slack = 1e-6
        let low = axes.mainMin(of: rect) - slack, high = axes.mainMax(of: rect) + slack
        var result: [LayoutAttributes] = []
        var sectionIndex = firstSection(endingAfter: low)
        while sectionIndex < sections.count, sections[sectionIndex].origin < high {
            let section = sections[sectionIndex]
            if let header = headerAttributes(section: sectionIndex), header.frame.intersects(rect) {
                result.append(header)
            }
            if drawsSectionBackgrounds, let background = sectionBackgroundAttributes(section: sectionIndex),
               background.frame.intersects(rect) {
                result.append(background)
            }
            let builder = builder(for: section.metrics)
            // A line's shelf hangs below it: start one line earlier so a shelf just inside the rect is found.
            var lineIndex = section.firstLine(endingAfter: low - section.origin - shelfThickness)
            while lineIndex < section.lines.count, section.origin + section.lines[lineIndex].start < high {
                section.forEachFrame(inLine: lineIndex, builder: builder, axes: axes) { item, frame in
                    let attributes = cellAttributes(frame: frame, indexPath: IndexPath(item: item, section: sectionIndex))
                    if attributes.frame.intersects(rect) { result.append(attributes) }
                }
                if shelfThickness > 0 {
                    let shelf = shelfAttributes(section: sectionIndex, line: lineIndex)
                    if shelf.frame.intersects(rect) { result.append(shelf) }
                }
                lineIndex += 1
            }
            if let footer = section.footerFrame(crossExtent: crossExtent, axes: axes) {
                let attributes = supplementary(ElementKind.footer, frame: footer, section: sectionIndex)
                if attributes.frame.intersects(rect) { result.append(attributes) }
            }
            sectionIndex += 1
        }
        return result
    }

    /// The attributes of one cell, or nil when there is no such item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].sizes.indices.contains(indexPath.item) else { return nil }
        let section = sections[indexPath.section]
        var found: Rect = .zero
        section.forEachFrame(inLine: section.line(containing: indexPath.item), builder: builder(for: section.metrics),
                             axes: axes) { item, frame in
            if item == indexPath.item { found = frame }
        }
        return cellAttributes(frame: found, indexPath: indexPath)
    }

    /// The attributes of a section's header or footer, or nil when it has none.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        switch kind {
        case ElementKind.header: return headerAttributes(section: indexPath.section)
        case ElementKind.footer: return sections[indexPath.section].footerFrame(crossExtent: crossExtent, axes: axes).map {
            supplementary(ElementKind.footer, frame: $0, section: indexPath.section)
        }
        default: return nil
        }
    }

    // MARK: Helpers

    func firstSection(endingAfter position: Double) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].origin + sections[mid].extent <= position { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private func cellAttributes(frame: Rect, indexPath: IndexPath) -> LayoutAttributes {
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    private func supplementary(_ kind: String, frame: Rect, section: Int) -> LayoutAttributes {
        var attributes = LayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }

    /// The header, moved to stay on screen when headers are pinned: no higher than the visible
    /// bounds' top below the adjusted content inset (clear of a device's status bar, as UIKit's
    /// `sectionHeadersPinToVisibleBounds`), no lower than its section's end allows.
    private func headerAttributes(section index: Int) -> LayoutAttributes? {
        let section = sections[index]
        let axes = self.axes
        guard var frame = section.headerFrame(crossExtent: crossExtent, axes: axes) else { return nil }
        var attributes = supplementary(ElementKind.header, frame: frame, section: index)
        guard sectionHeadersPinToVisibleBounds, let context else { return attributes }
        let extent = axes.main(of: frame.size)
        let natural = axes.mainMin(of: frame)
        let limit = section.origin + section.extent - section.footerExtent - extent
        let visibleTop = axes.mainMin(of: context.bounds) + axes.insets(context.adjustedContentInset).mainStart
        let pinned = min(max(visibleTop, natural), max(limit, natural))
        frame = axes.moving(frame, toMain: pinned)
        attributes.frame = frame
        attributes.zIndex = Self.pinnedHeaderZIndex
        return attributes
    }
}
