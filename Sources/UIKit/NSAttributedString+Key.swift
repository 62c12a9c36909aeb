import Foundation

/// The attribute keys UIKit adds to Foundation's.
extension NSAttributedString.Key {
    /// The text's font (a `UIFont`), as UIKit's `NSAttributedString.Key.font` (`NSFont`).
    public static let font = NSAttributedString.Key("NSFont")
}
