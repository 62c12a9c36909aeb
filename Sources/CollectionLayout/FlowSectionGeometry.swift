/// One flow-layout section: item sizes and the lines they form, indexed for fast rect queries.
///
/// Positions along the scroll axis are relative: lines to the section, the section to the
/// content. Growing one item then moves only the lines after it (one addition each) and the
/// later sections' origins — never every item. Offsets within a line are computed when asked.
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
    /// Whether every item has the same size (lines then all hold the same number of items).
    var isUniform: Bool
    /// The lines, in order along the scroll axis.
    var lines: [FlowLine] = []
    /// The section's whole extent along the scroll axis, footer included.
    var extent: Double = 0

    /// Creates a section of items with the given sizes; call `layOut` to form its lines.
    init(metrics: FlowSectionMetrics, headerExtent: Double, footerExtent: Double, sizes: [Size],
         sources: [FlowItemSizeSource], isUniform: Bool) {
        self.metrics = metrics
        self.headerExtent = headerExtent
        self.footerExtent = footerExtent
        self.sizes = sizes
        self.sources = sources
        self.isUniform = isUniform
    }

    /// Where the first line starts, from the section's start.
    func linesStart(_ axes: FlowAxes) -> Double {
        headerExtent + axes.insets(metrics.sectionInset).mainStart
    }

    /// Forms every line; returns how many items were placed.
    mutating func layOut(builder: FlowLineBuilder, axes: FlowAxes) -> Int {
        lines = []
        var position = linesStart(axes)
        if isUniform, let size = sizes.first {
            // Every line holds the same number of items and has the same extent.
            let perLine = min(builder.capacity(forItemsOfCrossExtent: axes.cross(of: size)), sizes.count)
            let lineExtent = axes.main(of: size)
            let lineCount = (sizes.count + perLine - 1) / perLine
            lines.reserveCapacity(lineCount)
            for index in 0..<lineCount {
                let first = index * perLine
                lines.append(FlowLine(firstItem: first, endItem: min(first + perLine, sizes.count),
                                      start: position, extent: lineExtent))
                position += lineExtent + metrics.minimumLineSpacing
            }
            if lineCount > 0 { position -= metrics.minimumLineSpacing }
        } else if let perLine = Self.equalCrossCapacity(sizes, builder: builder, axes: axes) {
            // Every item is as wide (across) as the others: lines hold the same number of items,
            // each as tall as its tallest item (a self-sizing grid of equal-width cards).
            let lineCount = (sizes.count + perLine - 1) / perLine
            lines.reserveCapacity(lineCount)
            sizes.withUnsafeBufferPointer { buffer in
                var first = 0
                while first < buffer.count {
                    let end = min(first + perLine, buffer.count)
                    var lineExtent = 0.0
                    for item in first..<end { lineExtent = max(lineExtent, axes.main(of: buffer[item])) }
                    lines.append(FlowLine(firstItem: first, endItem: end, start: position, extent: lineExtent))
                    position += lineExtent + metrics.minimumLineSpacing
                    first = end
                }
            }
            if lineCount > 0 { position -= metrics.minimumLineSpacing }
        } else {
            var item = 0
            while item < sizes.count {
                if item > 0 { position += metrics.minimumLineSpacing }
                let end = builder.lineEnd(startingAt: item, sizes: sizes)
                let lineExtent = builder.extent(of: item..<end, sizes: sizes)
                lines.append(FlowLine(firstItem: item, endItem: end, start: position, extent: lineExtent))
                position += lineExtent
                item = end
            }
        }
        finish(at: position, axes: axes)
        return sizes.count
    }

    /// How many items a line holds when every item has the same cross extent; nil otherwise.
    private static func equalCrossCapacity(_ sizes: [Size], builder: FlowLineBuilder, axes: FlowAxes) -> Int? {
        guard let first = sizes.first else { return nil }
        let cross = axes.cross(of: first)
        for size in sizes where axes.cross(of: size) != cross { return nil }
        return min(builder.capacity(forItemsOfCrossExtent: cross), sizes.count)
    }

    /// Forms again the lines from the one holding `firstChanged` until the lines match the old
    /// ones after `lastChanged`; the rest only move. Returns how many items were placed.
    mutating func reflow(firstChanged: Int, lastChanged: Int, builder: FlowLineBuilder, axes: FlowAxes) -> Int {
        isUniform = false
        guard !lines.isEmpty else { return layOut(builder: builder, axes: axes) }
        var firstLine = line(containing: firstChanged)
        // A line's first item that shrank enough may now fit at the end of the line before.
        if firstLine > 0 && lines[firstLine].firstItem == firstChanged {
            let previous = lines[firstLine - 1]
            var used = axes.cross(of: sizes[firstChanged])
            for item in previous.firstItem..<previous.endItem { used += axes.cross(of: sizes[item]) + builder.interitemSpacing }
            if used <= builder.available + 1e-9 { firstLine -= 1 }
        }
        var position = lines[firstLine].start
        var item = lines[firstLine].firstItem
        var rebuilt: [FlowLine] = []
        var placed = 0
        var oldLine = firstLine
        while item < sizes.count {
            if !rebuilt.isEmpty { position += metrics.minimumLineSpacing }
            let end = builder.lineEnd(startingAt: item, sizes: sizes)
            let lineExtent = builder.extent(of: item..<end, sizes: sizes)
            placed += end - item
            rebuilt.append(FlowLine(firstItem: item, endItem: end, start: position, extent: lineExtent))
            position += lineExtent
            item = end
            guard item > lastChanged, item < sizes.count else { continue }
            // Past every change: once a new line starts where an old one did, the rest is the same.
            while oldLine < lines.count && lines[oldLine].firstItem < item { oldLine += 1 }
            if oldLine < lines.count && lines[oldLine].firstItem == item {
                let delta = position + metrics.minimumLineSpacing - lines[oldLine].start
                if delta != 0 {
                    lines.withUnsafeMutableBufferPointer { buffer in
                        for index in oldLine..<buffer.count { buffer[index].start += delta }
                    }
                }
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

    /// Calls `body` with each item of a line and its frame in content coordinates: items spaced
    /// along the line and centred across it (or at its top, as the builder's alignment says).
    func forEachFrame(inLine index: Int, builder: FlowLineBuilder, axes: FlowAxes, _ body: (Int, Rect) -> Void) {
        let line = lines[index]
        let crossInset = axes.insets(metrics.sectionInset).crossStart
        let lineStart = origin + line.start
        builder.forEachCrossOffset(of: line.firstItem..<line.endItem, sizes: sizes,
                                   isLastLine: index == lines.count - 1) { item, offset in
            let size = sizes[item]
            let main = axes.main(of: size)
            let lead = builder.lineItemAlignment == .top ? 0 : (line.extent - main) / 2
            body(item, axes.rect(cross: crossInset + offset, main: lineStart + lead,
                                 crossSize: axes.cross(of: size), mainSize: main))
        }
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
