/// The weight text is drawn at, as UIKit's `UILegibilityWeight`: `.bold` while Bold Text is on.
public enum UILegibilityWeight: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Bold Text off.
    case regular = 0
    /// Bold Text on.
    case bold = 1
}
