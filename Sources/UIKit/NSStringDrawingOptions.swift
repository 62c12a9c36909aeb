import Foundation

/// How a string is measured, as UIKit's `NSStringDrawingOptions`: `.usesLineFragmentOrigin` wraps it at the
/// width given, as a multi-line label does; without it, it is measured on one line from its baseline.
public struct NSStringDrawingOptions: OptionSet, @unchecked Sendable {
    /// The options' bits.
    public let rawValue: Int

    /// Options from their bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Truncates the last line that fits (the playground's measurement does not cut the width).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
    /// Lays the text out in lines from the rectangle's origin, wrapping at its width.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Counts the font's leading in the line height.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measures the glyphs' ink rather than their advances.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
}
