/// The element kinds a list adds.
public enum ListElementKind {
    /// The background behind a grouped or inset-grouped section's rows (a decoration).
    public static let sectionBackground = "listSectionBackground"
}
