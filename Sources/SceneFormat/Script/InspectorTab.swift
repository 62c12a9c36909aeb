/// The inspector's tabs, as commands and scripts name them.
public enum InspectorTab: String, CaseIterable, Sendable {
    /// The layout's parameters.
    case parameters
    /// The trace of the layout's calls.
    case calls
    /// The audit's findings of the state shown.
    case audit
}
