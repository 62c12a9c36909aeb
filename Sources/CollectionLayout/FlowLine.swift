/// One line of a flow-layout section (a column when scrolling horizontally).
struct FlowLine: Sendable {
    /// The first item on the line.
    var firstItem: Int
    /// One past the last item on the line.
    var endItem: Int
    /// Where the line starts along the scroll axis.
    var mainStart: Double
    /// Where the line ends along the scroll axis (its tallest item).
    var mainEnd: Double
}
