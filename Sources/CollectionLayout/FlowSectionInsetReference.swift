/// What a flow layout's section insets are measured from across the scroll axis, as UIKit's
/// `UICollectionViewFlowLayout.SectionInsetReference` (scene key `sectionInsetReference`).
public enum FlowSectionInsetReference: String, CaseIterable, Sendable {
    /// From the content area: the bounds less the adjusted content inset (UIKit's
    /// `.fromContentInset`, the default).
    case contentInset
    /// From the safe area: the bounds less the safe area, whatever the content inset (`.fromSafeArea`).
    case safeArea
    /// From the layout margins: the safe area less the view's margins (`.fromLayoutMargins`).
    case layoutMargins

    /// Every reference's name, for error messages.
    public static var allNames: String { allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") }
}
