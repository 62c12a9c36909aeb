/// A list, as UIKit's `UICollectionLayoutListConfiguration`: one column of full-width rows a
/// section, 44 points tall by estimate and sized to their text, looking as `appearance` says.
public struct ListConfiguration: Hashable, Sendable {
    /// The look: plain, grouped, inset grouped or a sidebar.
    public var appearance: ListAppearance
    /// Whether rows have separators below them (UIKit's default: yes, except in sidebars).
    public var showsSeparators: Bool
    /// The separators' leading and trailing insets from the row's edges; nil: UIKit's default
    /// (from the text's start, `defaultSeparatorLeadingInset`, to the trailing edge).
    public var separatorInsets: DirectionalEdgeInsets?
    /// Where each section's header comes from.
    public var headerMode: ListHeaderMode = .none
    /// Where each section's footer comes from (`none` or `supplementary`).
    public var footerMode: ListHeaderMode = .none

    /// A row's estimated height before it measures its text.
    public static let estimatedRowHeight = 44.0
    /// Where a row's text starts from its leading edge: the default separator's leading inset.
    public static let defaultSeparatorLeadingInset = 16.0
    /// The space between sections (and above the first) in the grouped looks.
    public static let groupedSectionSpacing = 35.0
    /// How far an inset-grouped section is from the view's sides.
    public static let insetGroupedSideInset = 20.0
    /// The corner radius of an inset-grouped section.
    public static let insetGroupedCornerRadius = 10.0
    /// How far a sidebar's rows are from the view's sides.
    public static let sidebarSideInset = 10.0
    /// The corner radius of a sidebar row's selection.
    public static let sidebarCornerRadius = 10.0
    /// A header's estimated height.
    public static let estimatedHeaderHeight = 38.0

    /// Creates a configuration with UIKit's defaults for an appearance.
    public init(appearance: ListAppearance) {
        self.appearance = appearance
        self.showsSeparators = !appearance.isSidebar
    }

    /// The separators' insets: the configuration's, or from the text's start to the trailing edge.
    public var resolvedSeparatorInsets: DirectionalEdgeInsets {
        separatorInsets ?? DirectionalEdgeInsets(top: 0, leading: Self.defaultSeparatorLeadingInset, bottom: 0, trailing: 0)
    }

    /// The space between sections the list's layout puts (`UICollectionViewCompositionalLayout.list(using:)`):
    /// 20 points above a grouped section's header view (its text has padding of its own), 0
    /// otherwise (a grouped section without one has 35 points above its rows).
    public var interSectionSpacing: Double {
        appearance.isGrouped && headerMode == .supplementary ? Self.groupedHeaderSpacing : 0
    }

    /// The space above a grouped section's header view.
    public static let groupedHeaderSpacing = 20.0

    /// The sides of a section: 20 points inset grouped, 10 in a sidebar, 0 otherwise.
    public var sideInset: Double {
        switch appearance {
        case .insetGrouped: Self.insetGroupedSideInset
        case .sidebar, .sidebarPlain: Self.sidebarSideInset
        case .plain, .grouped: 0
        }
    }

    /// The corner radius of a section's background (inset grouped) — 0 for the others.
    public var sectionCornerRadius: Double { appearance == .insetGrouped ? Self.insetGroupedCornerRadius : 0 }

    /// The corner radius of a row (its selection): a sidebar's 10 points, 0 for the others.
    public var rowCornerRadius: Double { appearance.isSidebar ? Self.sidebarCornerRadius : 0 }
}
