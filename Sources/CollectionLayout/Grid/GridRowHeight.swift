/// How tall the rows of a grid section are.
public enum GridRowHeight: Hashable, Sendable {
    /// Every row has this height; cells' preferred sizes are ignored.
    case fixed(Double)
    /// Rows start at this estimate and grow or shrink to their tallest cell's preferred height,
    /// never below `GridRowHeight.minimumVariableHeight`.
    case estimated(Double)

    /// The smallest height a variable row takes (a comfortable touch target).
    public static let minimumVariableHeight: Double = 44

    /// Whether rows follow their cells' preferred heights.
    public var isVariable: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The height of a cell nobody has measured yet.
    public var initialHeight: Double {
        switch self {
        case .fixed(let height): height
        case .estimated(let estimate): max(Self.minimumVariableHeight, estimate)
        }
    }
}
