/// What a grid section shows instead of its items while its data source has none to show
/// (loading, no content, an error): the session's placeholder, a supplementary view of kind
/// `ElementKind.placeholder` at item 0 of the section.
public enum GridPlaceholder: Hashable, Sendable {
    /// The placeholder fills the rest of the screen below the section's headers (and the global
    /// headers), and is never shorter than `minimumHeight`.
    case shown(minimumHeight: Double)
    /// Another section's placeholder stands for this one (one indicator for a whole composed
    /// screen): the section shows nothing, not even its headers.
    case covered
}
