/// Breaks a section's items into lines and places them along the cross axis, following
/// `uikit-flow-layout.md`: greedy filling, justification, centred single items and a last
/// line spaced "as if filled with invisible items".
///
/// Works in flow coordinates (`cross` is the axis lines run along, `main` the scroll axis)
/// and one line at a time, so a change can be reflowed from the line it touches.
struct FlowLineBuilder {
    /// The space for items across the section: the collection extent minus the insets.
    var available: Double
    /// The smallest gap between neighbouring items on a line.
    var interitemSpacing: Double
    /// The scroll direction's axes.
    var axes: FlowAxes

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

    /// Places the items of one line: writes each item's cross offset from the start of the
    /// available space and its offset within the line along the scroll axis (centred), and
    /// returns the line's extent along the scroll axis (its tallest item).
    func place(_ range: Range<Int>, sizes: [Size], isLastLine: Bool,
               crossOffsets: inout [Double], mainOffsets: inout [Double]) -> Double {
        var total = 0.0, extent = 0.0
        for item in range {
            total += axes.cross(of: sizes[item])
            extent = max(extent, axes.main(of: sizes[item]))
        }
        let count = range.count
        if count == 1 && !isLastLine {
            // A single item that is not on the last line is centred (unless it is too wide).
            crossOffsets[range.lowerBound] = max(0, (available - total) / 2)
        } else {
            var slots = count
            var filled = total
            let last = axes.cross(of: sizes[range.upperBound - 1])
            if isLastLine && last + interitemSpacing > 0 {
                // Imagine the line filled up with more items like its last one.
                while filled + last + Double(slots) * interitemSpacing <= available + Self.tolerance {
                    filled += last
                    slots += 1
                }
            }
            let gap = slots > 1 ? (available - filled) / Double(slots - 1) : 0
            var position = 0.0
            for item in range {
                crossOffsets[item] = position
                position += axes.cross(of: sizes[item]) + gap
            }
        }
        for item in range {
            mainOffsets[item] = (extent - axes.main(of: sizes[item])) / 2
        }
        return extent
    }
}
