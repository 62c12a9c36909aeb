import Foundation

/// Light or dark appearance, as UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// No preference.
    case unspecified = 0
    /// Light appearance.
    case light = 1
    /// Dark appearance.
    case dark = 2
}
