/// The position of an element: a section and an item within it, ordered section first.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section number.
    public var section: Int
    /// The item number within the section.
    public var item: Int

    /// Creates an index path from a section and an item.
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// Creates an index path from `[section, item]` order, as scene and script files write it.
    public init(_ section: Int, _ item: Int) {
        self.init(item: item, section: section)
    }

    /// Orders by section, then item.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// A readable form such as `[0, 3]`.
    public var description: String { "[\(section), \(item)]" }
}
