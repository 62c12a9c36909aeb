/// How a list looks, as UIKit's `UICollectionLayoutListConfiguration.Appearance`.
public enum ListAppearance: String, CaseIterable, Hashable, Sendable {
    /// Rows edge to edge on the view's background, headers plain.
    case plain
    /// Sections of white rows on the grouped background, 35 points apart.
    case grouped
    /// As grouped, each section inset 20 points from the sides with 10-point rounded corners.
    case insetGrouped
    /// A sidebar: rows on the grouped background, no separators, rounded selection.
    case sidebar
    /// A sidebar on the plain background.
    case sidebarPlain

    /// Every appearance's name, for error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// Whether sections are groups on a grouped background (no separator under a section's last row).
    public var isGrouped: Bool { self == .grouped || self == .insetGrouped }
    /// Whether it is one of the sidebar looks.
    public var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
}
