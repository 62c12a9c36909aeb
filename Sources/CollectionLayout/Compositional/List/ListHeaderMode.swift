/// Where a list section's header (or footer) comes from, as UIKit's
/// `UICollectionLayoutListConfiguration.HeaderMode` and `FooterMode`.
public enum ListHeaderMode: String, CaseIterable, Hashable, Sendable {
    /// No header.
    case none
    /// A supplementary view per section, its height estimated then measured.
    case supplementary
    /// The section's first item is drawn as its header (headers only).
    case firstItemInSection

    /// Every mode's name, for error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
