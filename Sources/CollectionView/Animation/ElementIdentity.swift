import CollectionLayout

/// Who an element is, independent of where it is: cells by their item's id, supplementary and
/// decoration views by their section's id, kind (and index). Animations follow identities, so
/// an item keeps its animation through moves, reorders and layout changes.
public enum ElementIdentity: Hashable, Sendable {
    /// The cell of an item.
    case cell(itemID: String)
    /// A supplementary view of a section.
    case supplementary(kind: String, sectionID: String, item: Int)
    /// A decoration view of a section.
    case decoration(kind: String, sectionID: String, item: Int)
}
