/// What sort of view an element of a layout is, as UIKit's `UICollectionView.ElementCategory`.
public enum ElementCategory: String, Hashable, Sendable, Comparable {
    /// An item's cell.
    case cell
    /// A supplementary view (header, footer, …) supplied by the data source.
    case supplementary
    /// A decoration view owned by the layout.
    case decoration

    /// Cells first, then supplementary views, then decorations: the order of `dump`.
    public static func < (lhs: ElementCategory, rhs: ElementCategory) -> Bool {
        lhs.order < rhs.order
    }

    /// 0 for cells, 1 for supplementary views, 2 for decorations: the painting and dump order.
    public var paintingRank: Int { order }

    private var order: Int {
        switch self {
        case .cell: 0
        case .supplementary: 1
        case .decoration: 2
        }
    }
}
