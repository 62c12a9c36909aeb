/// Breaks one section's items into lines and places them along the cross axis,
/// following `uikit-flow-layout.md`: greedy filling, justification, centred single items
/// and a last line spaced "as if filled with invisible items".
///
/// Works in flow coordinates: `cross` is the axis lines run along, `main` the scroll axis.
struct FlowLineBuilder {
    /// The space for items across the section: the collection extent minus the insets.
    var available: Double
    /// The smallest gap between neighbouring items on a line.
    var interitemSpacing: Double

    private static let tolerance = 1e-9

    /// The item ranges of each line, given each item's extent across the line.
    func breakLines(crossExtents: [Double]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        var used = 0.0
        for (index, extent) in crossExtents.enumerated() {
            if index == start {
                used = extent
                continue
            }
            let needed = used + interitemSpacing + extent
            if needed <= available + Self.tolerance {
                used = needed
            } else {
                lines.append(start..<index)
                start = index
                used = extent
            }
        }
        if start < crossExtents.count { lines.append(start..<crossExtents.count) }
        return lines
    }

    /// The offset of each item of a line from the start of the available space.
    func crossOffsets(of extents: ArraySlice<Double>, isLastLine: Bool) -> [Double] {
        let count = extents.count
        guard count > 0 else { return [] }
        let total = extents.reduce(0, +)
        if count == 1 && !isLastLine {
            // A single item that is not on the last line is centred (unless it is too wide).
            return [max(0, (available - total) / 2)]
        }
        var slots = count
        var filled = total
        if isLastLine, let last = extents.last, last + interitemSpacing > 0 {
            // Imagine the line filled up with more items like its last one.
            while filled + last + Double(slots) * interitemSpacing <= available + Self.tolerance {
                filled += last
                slots += 1
            }
        }
        guard slots > 1 else { return [0] }
        let gap = (available - filled) / Double(slots - 1)
        var offsets: [Double] = []
        offsets.reserveCapacity(count)
        var position = 0.0
        for extent in extents {
            offsets.append(position)
            position += extent + gap
        }
        return offsets
    }
}
