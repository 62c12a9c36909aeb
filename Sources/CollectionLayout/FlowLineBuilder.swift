/// Breaks a section's items into lines and places them along the cross axis, following
/// `uikit-flow-layout.md`: greedy filling, justification, centred single items and a last
/// line spaced "as if filled with invisible items".
///
/// Works in flow coordinates (`cross` is the axis lines run along, `main` the scroll axis)
/// and one line at a time: lines are found when the layout prepares, the offsets within a
/// line are computed when a query reaches it (they depend on that line's items alone).
struct FlowLineBuilder {
    /// The space for items across the section: the collection extent minus the insets.
    var available: Double
    /// The smallest gap between neighbouring items on a line.
    var interitemSpacing: Double
    /// The scroll direction's axes.
    var axes: FlowAxes
    /// Where an item shorter than its line sits in it.
    var lineItemAlignment = FlowLineItemAlignment.center

    private static let tolerance = 1e-9

    /// One past the last item of the line that starts at `start` (at least one item a line).
    func lineEnd(startingAt start: Int, sizes: [Size]) -> Int {
        var used = axes.cross(of: sizes[start])
        var end = start + 1
        while end < sizes.count {
            let needed = used + interitemSpacing + axes.cross(of: sizes[end])
            guard needed <= available + Self.tolerance else { break }
            used = needed
            end += 1
        }
        return end
    }

    /// How many items of one cross extent fit on a line (at least one).
    func capacity(forItemsOfCrossExtent extent: Double) -> Int {
        guard extent + interitemSpacing > 0 else { return Int.max }
        let fitting = ((available - extent + Self.tolerance) / (extent + interitemSpacing)).rounded(.down)
        return fitting >= 0 ? 1 + Int(min(fitting, Double(Int32.max))) : 1
    }

    /// A line's extent along the scroll axis: its tallest item.
    func extent(of range: Range<Int>, sizes: [Size]) -> Double {
        var extent = 0.0
        for item in range { extent = max(extent, axes.main(of: sizes[item])) }
        return extent
    }

    /// Calls `body` with each item of a line and its offset from the start of the available space.
    func forEachCrossOffset(of range: Range<Int>, sizes: [Size], isLastLine: Bool, _ body: (Int, Double) -> Void) {
        var total = 0.0
        for item in range { total += axes.cross(of: sizes[item]) }
        if range.count == 1 && !isLastLine {
            // A single item that is not on the last line is centred (unless it is too wide).
            body(range.lowerBound, max(0, (available - total) / 2))
            return
        }
        var slots = range.count
        var filled = total
        let last = axes.cross(of: sizes[range.upperBound - 1])
        if isLastLine && last + interitemSpacing > 0 {
            // Imagine the line filled up with as many more items like its last one as fit.
            let room = available + Self.tolerance - filled - Double(slots - 1) * interitemSpacing
            let more = (room / (last + interitemSpacing)).rounded(.down)
            if more >= 1 && more.isFinite {
                let count = Int(min(more, 1_000_000))
                filled += Double(count) * last
                slots += count
            }
        }
        let gap = slots > 1 ? (available - filled) / Double(slots - 1) : 0
        var position = 0.0
        for item in range {
            body(item, position)
            position += axes.cross(of: sizes[item]) + gap
        }
    }
}
