/// The display's contrast, as UIKit's `UIAccessibilityContrast`: `.high` while Increase Contrast is on.
public enum UIAccessibilityContrast: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// Increase Contrast off.
    case normal = 0
    /// Increase Contrast on.
    case high = 1
}
