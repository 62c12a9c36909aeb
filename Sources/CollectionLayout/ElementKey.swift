/// Identifies one element of a layout: its category, kind and index path.
///
/// Ordered as `dump` lists elements: by category, then kind, then index path.
public struct ElementKey: Hashable, Comparable, Sendable {
    /// Cell, supplementary or decoration.
    public var category: ElementCategory
    /// The supplementary or decoration kind; nil for cells.
    public var kind: String?
    /// The element's index path.
    public var indexPath: IndexPath

    /// Creates a key from its parts.
    public init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }

    /// Category first, then kind, then index path.
    public static func < (lhs: ElementKey, rhs: ElementKey) -> Bool {
        if lhs.category != rhs.category { return lhs.category < rhs.category }
        if lhs.kind != rhs.kind { return (lhs.kind ?? "") < (rhs.kind ?? "") }
        return lhs.indexPath < rhs.indexPath
    }
}
