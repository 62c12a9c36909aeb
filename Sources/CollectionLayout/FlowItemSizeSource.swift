/// Where a flow-layout item's current size came from.
enum FlowItemSizeSource: UInt8, Sendable {
    /// The layout's `itemSize` or `estimatedItemSize`; with an estimate, not yet measured.
    case estimate
    /// The delegate's `sizeForItemAt`: final, never self-sized.
    case delegate
    /// The cell's preferred attributes (self-sizing).
    case measured
}
