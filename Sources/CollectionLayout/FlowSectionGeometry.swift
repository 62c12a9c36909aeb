/// One flow-layout section: item sizes and positions, indexed by line for fast rect queries.
///
/// Positions along the scroll axis are relative: items to their line, lines to the section,
/// the section to the content. Growing one item then moves only the lines after it (one
/// addition each) and the later sections' origins — never every frame.
struct FlowSectionGeometry: Sendable {
    /// The metrics the section was laid out with.
    var metrics: FlowSectionMetrics
    /// Where the section starts along the scroll axis (the header's leading edge), in content.
    var origin: Double = 0
    /// The header's extent along the scroll axis (0: no header).
    var headerExtent: Double
    /// The footer's extent along the scroll axis (0: no footer).
    var footerExtent: Double
    /// Each item's size: its own, its measured size, or the estimate.
    var sizes: [Size]
    /// Where each item's size came from.
    var sources: [FlowItemSizeSource]
    /// Each item's offset from the section's cross-axis start.
    var crossOffsets: [Double]
    /// Each item's offset from its line's start along the scroll axis.
    var mainOffsets: [Double]
    /// The lines, in order along the scroll axis.
    var lines: [FlowLine] = []
    /// The section's whole extent along the scroll axis, footer included.
    var extent: Double = 0

    /// Creates a section of items with the given sizes; call `layOut` to place them.
    init(metrics: FlowSectionMetrics, headerExtent: Double, footerExtent: Double, sizes: [Size], sources: [FlowItemSizeSource]) {
        self.metrics = metrics
        self.headerExtent = headerExtent
        self.footerExtent = footerExtent
        self.sizes = sizes
        self.sources = sources
        crossOffsets = [Double](repeating: 0, count: sizes.count)
        mainOffsets = [Double](repeating: 0, count: sizes.count)
    }

    /// Where the first line starts, from the section's start.
    func linesStart(_ axes: FlowAxes) -> Double {
        headerExtent + axes.insets(metrics.sectionInset).mainStart
    }

    /// Places every item.
    mutating func layOut(builder: FlowLineBuilder, axes: FlowAxes) -> Int {
        lines = []
        lines.reserveCapacity(sizes.count / 2 + 1)
        var position = linesStart(axes)
        var item = 0
        while item < sizes.count {
            if item > 0 { position += metrics.minimumLineSpacing }
            let end = builder.lineEnd(startingAt: item, sizes: sizes)
            let extent = builder.place(item..<end, sizes: sizes, isLastLine: end == sizes.count,
                                       crossOffsets: &crossOffsets, mainOffsets: &mainOffsets)
            lines.append(FlowLine(firstItem: item, endItem: end, start: position, extent: extent))
            position += extent
            item = end
        }
        finish(at: position, axes: axes)
        return sizes.count
    }

    /// Places again the lines from the one holding `firstChanged` until the lines match the
    /// old ones after `lastChanged`; the rest only move. Returns how many items were placed.
    mutating func reflow(firstChanged: Int, lastChanged: Int, builder: FlowLineBuilder, axes: FlowAxes) -> Int {
        guard !lines.isEmpty else { return layOut(builder: builder, axes: axes) }
        let firstLine = line(containing: firstChanged)
        var position = lines[firstLine].start
        var item = lines[firstLine].firstItem
        var rebuilt: [FlowLine] = []
        var placed = 0
        var oldLine = firstLine
        while item < sizes.count {
            if !rebuilt.isEmpty { position += metrics.minimumLineSpacing }
            let end = builder.lineEnd(startingAt: item, sizes: sizes)
            let lineExtent = builder.place(item..<end, sizes: sizes, isLastLine: end == sizes.count,
                                           crossOffsets: &crossOffsets, mainOffsets: &mainOffsets)
            placed += end - item
            rebuilt.append(FlowLine(firstItem: item, endItem: end, start: position, extent: lineExtent))
            position += lineExtent
            item = end
            guard item > lastChanged, item < sizes.count else { continue }
            // Past every change: once a new line starts where an old one did, the rest is the same.
            while oldLine < lines.count && lines[oldLine].firstItem < item { oldLine += 1 }
            if oldLine < lines.count && lines[oldLine].firstItem == item {
                let delta = position + metrics.minimumLineSpacing - lines[oldLine].start
                for index in oldLine..<lines.count { lines[index].start += delta }
                lines.replaceSubrange(firstLine..<oldLine, with: rebuilt)
                extent += delta
                return placed
            }
        }
        lines.replaceSubrange(firstLine..<lines.count, with: rebuilt)
        finish(at: position, axes: axes)
        return placed
    }

    private mutating func finish(at position: Double, axes: FlowAxes) {
        extent = position + axes.insets(metrics.sectionInset).mainEnd + footerExtent
    }

    /// The index of the line holding `item`.
    func line(containing item: Int) -> Int {
        var low = 0, high = lines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lines[mid].firstItem <= item { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The index of the first line that ends after `position` (relative to the section).
    func firstLine(endingAfter position: Double) -> Int {
        var low = 0, high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid].end <= position { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// An item's frame in content coordinates, given its line.
    func frame(ofItem item: Int, line: FlowLine, crossInset: Double, axes: FlowAxes) -> Rect {
        let size = sizes[item]
        return axes.rect(cross: crossInset + crossOffsets[item], main: origin + line.start + mainOffsets[item],
                         crossSize: axes.cross(of: size), mainSize: axes.main(of: size))
    }

    /// The header's frame in content coordinates, if there is a header.
    func headerFrame(crossExtent: Double, axes: FlowAxes) -> Rect? {
        headerExtent > 0 ? axes.rect(cross: 0, main: origin, crossSize: crossExtent, mainSize: headerExtent) : nil
    }

    /// The footer's frame in content coordinates, if there is a footer.
    func footerFrame(crossExtent: Double, axes: FlowAxes) -> Rect? {
        footerExtent > 0
            ? axes.rect(cross: 0, main: origin + extent - footerExtent, crossSize: crossExtent, mainSize: footerExtent)
            : nil
    }
}
