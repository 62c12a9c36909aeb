/// The computed frames of one flow-layout section, indexed by line for fast rect queries.
struct FlowSectionGeometry: Sendable {
    /// Where the section starts along the scroll axis (the header's leading edge).
    var mainStart: Double
    /// Where the section ends along the scroll axis (after the footer).
    var mainEnd: Double
    /// The header's frame, if the section has one.
    var headerFrame: Rect?
    /// The footer's frame, if the section has one.
    var footerFrame: Rect?
    /// Every item's frame, in item order.
    var itemFrames: [Rect]
    /// The lines, in order along the scroll axis.
    var lines: [FlowLine]

    /// The index of the first line that ends after `position` along the scroll axis.
    func firstLine(endingAfter position: Double) -> Int {
        var low = 0, high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid].mainEnd <= position { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
