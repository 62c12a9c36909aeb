/// Where a flow layout places an item that is shorter than its line, across the line (along the
/// scroll axis): UIKit's flow layout centres it; `top` is the common alternative apps build.
public enum FlowLineItemAlignment: String, CaseIterable, Sendable {
    /// Centred in the line (UIKit's `UICollectionViewFlowLayout`, the default).
    case center
    /// At the line's top (its start along the scroll axis: the left of a horizontal line's column).
    case top

    /// Every alignment's name, for error messages.
    public static var allNames: String { allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") }
}
