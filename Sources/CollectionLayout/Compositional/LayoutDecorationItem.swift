/// A decoration view of a section, as UIKit's `NSCollectionLayoutDecorationItem`: the
/// `background` fills the section (content plus insets), drawn behind the cells.
public struct LayoutDecorationItem: Hashable, Sendable {
    /// The decoration kind.
    public var elementKind: String
    /// Insets shrinking the section's frame to the decoration's.
    public var contentInsets: DirectionalEdgeInsets
    /// Drawing order: below the cells' 0 by default.
    public var zIndex: Int

    /// A background filling the section, behind its cells.
    public static func background(elementKind: String, contentInsets: DirectionalEdgeInsets = .zero) -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind, contentInsets: contentInsets, zIndex: -1)
    }

    /// Creates a decoration item.
    public init(elementKind: String, contentInsets: DirectionalEdgeInsets = .zero, zIndex: Int = -1) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}
