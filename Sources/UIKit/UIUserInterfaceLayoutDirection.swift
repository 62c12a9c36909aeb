/// The direction a user interface lays out in, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    /// Left to right (English).
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew).
    case rightToLeft = 1
}
