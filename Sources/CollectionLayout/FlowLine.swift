/// One line of a flow-layout section (a column when scrolling horizontally).
struct FlowLine: Sendable {
    /// The first item on the line.
    var firstItem: Int
    /// One past the last item on the line.
    var endItem: Int
    /// Where the line starts along the scroll axis, from the section's start.
    var start: Double
    /// The line's extent along the scroll axis (its tallest item).
    var extent: Double

    /// Where the line ends along the scroll axis, from the section's start.
    var end: Double { start + extent }
}
