/// The inspector's tabs, as commands and scripts name them.
public enum InspectorTab: String, CaseIterable, Sendable {
    /// The layout's parameters.
    case parameters
    /// The trace of the layout's calls.
    case calls
    /// The audit's findings of the state shown.
    case audit
    /// The scene's cell template, as an outline of its nodes with their values to tune.
    case cell

    /// Whether the tab lists values to tune, with Save and Copy as Swift (Parameters, Cell).
    public var listsParameters: Bool { self == .parameters || self == .cell }
}
