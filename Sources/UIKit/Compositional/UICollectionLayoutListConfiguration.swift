internal import CollectionLayout

/// A list's look for a compositional layout, as UIKit's `UICollectionLayoutListConfiguration`.
public struct UICollectionLayoutListConfiguration: Sendable {
    /// How a list looks.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge.
        case plain = 0
        /// Sections of rows on the grouped background.
        case grouped = 1
        /// Grouped sections inset from the sides with rounded corners.
        case insetGrouped = 2
        /// A sidebar on the grouped background.
        case sidebar = 3
        /// A sidebar on the plain background.
        case sidebarPlain = 4
    }

    /// Where each section's header comes from.
    public enum HeaderMode: Int, Sendable {
        /// No header.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary = 1
        /// The section's first item is its header.
        case firstItemInSection = 2
    }

    /// Where each section's footer comes from.
    public enum FooterMode: Int, Sendable {
        /// No footer.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary = 1
    }

    /// The list's look.
    public let appearance: Appearance
    /// Whether rows have separators (yes by default, except in sidebars).
    public var showsSeparators: Bool
    /// Where each section's header comes from.
    public var headerMode: HeaderMode = .none
    /// Where each section's footer comes from.
    public var footerMode: FooterMode = .none

    /// A configuration with UIKit's defaults for an appearance.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = ListConfiguration(appearance: Self.engineAppearance(appearance)).showsSeparators
    }

    /// The engine's appearance for UIKit's.
    private static func engineAppearance(_ appearance: Appearance) -> ListAppearance {
        switch appearance {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        case .sidebar: .sidebar
        case .sidebarPlain: .sidebarPlain
        }
    }

    /// The engine's configuration.
    var engine: ListConfiguration {
        var configuration = ListConfiguration(appearance: Self.engineAppearance(appearance))
        configuration.showsSeparators = showsSeparators
        configuration.headerMode = switch headerMode {
        case .none: .none
        case .supplementary: .supplementary
        case .firstItemInSection: .firstItemInSection
        }
        configuration.footerMode = footerMode == .supplementary ? .supplementary : .none
        return configuration
    }
}
