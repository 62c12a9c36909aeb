/// UIKit's `UICollectionViewFlowLayout`: items in lines, lines along the scroll axis,
/// with per-section headers, footers, insets and spacings.
///
/// The rules it follows are in `shared/reference/uikit-flow-layout.md`; the line breaking
/// and spacing live in `FlowLineBuilder`, the per-section frames in `FlowSectionGeometry`.
public final class FlowLayout: CollectionViewLayout {
    /// The collection view being laid out.
    public weak var context: (any LayoutContext)?
    /// Per-item sizes and per-section metrics.
    public weak var delegate: (any FlowLayoutDelegate)?

    /// The axis the content scrolls along.
    public var scrollDirection: ScrollDirection = .vertical
    /// The metrics every section uses unless the delegate overrides them.
    public var metrics = FlowSectionMetrics()
    /// Whether section headers stick to the visible bounds while their section is on screen.
    public var sectionHeadersPinToVisibleBounds = false
    /// The zIndex of pinned headers, above cells.
    public static let pinnedHeaderZIndex = 1024

    private var sections: [FlowSectionGeometry] = []
    private var contentSize: Size = .zero

    /// Creates a flow layout with UIKit's defaults.
    public init() {}

    // MARK: Preparing

    /// Computes every section's frames from the context's counts and the delegate's sizes.
    public func prepare() {
        sections = []
        guard let context else {
            contentSize = .zero
            return
        }
        let bounds = context.bounds
        let axes = FlowAxes(direction: scrollDirection)
        let crossExtent = axes.cross(of: bounds.size)
        var position = 0.0
        for section in 0..<context.numberOfSections {
            let sectionMetrics = delegate?.flowLayout(self, metricsForSection: section, defaults: metrics) ?? metrics
            let geometry = layOutSection(section, itemCount: context.numberOfItems(inSection: section),
                                         metrics: sectionMetrics, axes: axes,
                                         crossExtent: crossExtent, start: position)
            sections.append(geometry)
            position = geometry.mainEnd
        }
        contentSize = axes.size(cross: crossExtent, main: position)
    }

    private func layOutSection(_ section: Int, itemCount: Int, metrics: FlowSectionMetrics, axes: FlowAxes,
                               crossExtent: Double, start: Double) -> FlowSectionGeometry {
        var position = start
        var headerFrame: Rect?
        let headerExtent = axes.main(of: metrics.headerReferenceSize)
        if headerExtent > 0 {
            headerFrame = axes.rect(cross: 0, main: position, crossSize: crossExtent, mainSize: headerExtent)
            position += headerExtent
        }
        let inset = axes.insets(metrics.sectionInset)
        position += inset.mainStart

        let sizes = (0..<itemCount).map { item in
            delegate?.flowLayout(self, sizeForItemAt: IndexPath(item: item, section: section)) ?? metrics.itemSize
        }
        let builder = FlowLineBuilder(available: max(0, crossExtent - inset.crossStart - inset.crossEnd),
                                      interitemSpacing: metrics.minimumInteritemSpacing)
        let crossExtents = sizes.map { axes.cross(of: $0) }
        let ranges = builder.breakLines(crossExtents: crossExtents)
        var frames = [Rect](repeating: .zero, count: itemCount)
        var lines: [FlowLine] = []
        lines.reserveCapacity(ranges.count)
        for (lineIndex, range) in ranges.enumerated() {
            if lineIndex > 0 { position += metrics.minimumLineSpacing }
            let offsets = builder.crossOffsets(of: crossExtents[range], isLastLine: lineIndex == ranges.count - 1)
            let lineExtent = range.map { axes.main(of: sizes[$0]) }.max() ?? 0
            for (offset, item) in zip(offsets, range) {
                let size = sizes[item]
                let itemMain = axes.main(of: size)
                frames[item] = axes.rect(cross: inset.crossStart + offset,
                                         main: position + (lineExtent - itemMain) / 2,
                                         crossSize: axes.cross(of: size), mainSize: itemMain)
            }
            lines.append(FlowLine(firstItem: range.lowerBound, endItem: range.upperBound,
                                  mainStart: position, mainEnd: position + lineExtent))
            position += lineExtent
        }
        position += inset.mainEnd

        var footerFrame: Rect?
        let footerExtent = axes.main(of: metrics.footerReferenceSize)
        if footerExtent > 0 {
            footerFrame = axes.rect(cross: 0, main: position, crossSize: crossExtent, mainSize: footerExtent)
            position += footerExtent
        }
        return FlowSectionGeometry(mainStart: start, mainEnd: position, headerFrame: headerFrame,
                                   footerFrame: footerFrame, itemFrames: frames, lines: lines)
    }

    // MARK: Querying

    /// The size of the whole content: the collection's cross extent by the sum of the sections.
    public var collectionViewContentSize: Size { contentSize }

    /// Every element meeting `rect`, found by binary search over sections and lines.
    public func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        let axes = FlowAxes(direction: scrollDirection)
        // Prune with a little slack: the exact test is on each returned frame (centre ± size/2),
        // which may differ from the stored frames in the last bits.
        let slack = 1e-6
        let low = axes.mainMin(of: rect) - slack, high = axes.mainMax(of: rect) + slack
        var result: [LayoutAttributes] = []
        var sectionIndex = firstSection(endingAfter: low)
        while sectionIndex < sections.count, sections[sectionIndex].mainStart < high {
            let section = sections[sectionIndex]
            if let header = headerAttributes(section: sectionIndex), header.frame.intersects(rect) {
                result.append(header)
            }
            var lineIndex = section.firstLine(endingAfter: low)
            while lineIndex < section.lines.count, section.lines[lineIndex].mainStart < high {
                let line = section.lines[lineIndex]
                for item in line.firstItem..<line.endItem {
                    // Test the frame the attributes report (centre ± size/2), so callers filtering
                    // by `frame` agree with this query to the last bit.
                    let attributes = cellAttributes(frame: section.itemFrames[item], indexPath: IndexPath(item: item, section: sectionIndex))
                    if attributes.frame.intersects(rect) { result.append(attributes) }
                }
                lineIndex += 1
            }
            if let footer = section.footerFrame {
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
              sections[indexPath.section].itemFrames.indices.contains(indexPath.item) else { return nil }
        return cellAttributes(frame: sections[indexPath.section].itemFrames[indexPath.item], indexPath: indexPath)
    }

    /// The attributes of a section's header or footer, or nil when it has none.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        switch kind {
        case ElementKind.header: return headerAttributes(section: indexPath.section)
        case ElementKind.footer: return sections[indexPath.section].footerFrame.map {
            supplementary(ElementKind.footer, frame: $0, section: indexPath.section)
        }
        default: return nil
        }
    }

    // MARK: Invalidation

    /// Scrolling invalidates only when the cross-axis extent changes, or headers are pinned.
    public func shouldInvalidateLayout(forBoundsChange newBounds: Rect) -> Bool {
        guard let context else { return true }
        let axes = FlowAxes(direction: scrollDirection)
        return sectionHeadersPinToVisibleBounds || axes.cross(of: newBounds.size) != axes.cross(of: context.bounds.size)
    }

    /// Marks the layout for recomputation at the next `prepare()`.
    public func invalidateLayout(with context: InvalidationContext) {}

    // MARK: Helpers

    private func firstSection(endingAfter position: Double) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].mainEnd <= position { low = mid + 1 } else { high = mid }
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

    /// The header, moved to stay on screen when headers are pinned.
    private func headerAttributes(section index: Int) -> LayoutAttributes? {
        let section = sections[index]
        guard var frame = section.headerFrame else { return nil }
        var attributes = supplementary(ElementKind.header, frame: frame, section: index)
        guard sectionHeadersPinToVisibleBounds, let bounds = context?.bounds else { return attributes }
        let axes = FlowAxes(direction: scrollDirection)
        let extent = axes.main(of: frame.size)
        let limit = (section.footerFrame.map { axes.mainMin(of: $0) } ?? section.mainEnd) - extent
        let pinned = min(max(axes.mainMin(of: bounds), axes.mainMin(of: frame)), max(limit, axes.mainMin(of: frame)))
        frame = axes.moving(frame, toMain: pinned)
        attributes.frame = frame
        attributes.zIndex = Self.pinnedHeaderZIndex
        return attributes
    }
}
