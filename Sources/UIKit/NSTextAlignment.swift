import Foundation

/// How a label's lines sit across it, as UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// At the left.
    case left = 0
    /// Centred.
    case center = 1
    /// At the right.
    case right = 2
    /// Justified.
    case justified = 3
    /// At the leading edge of the text's direction.
    case natural = 4
}
