import Foundation

/// How much a constraint or a content size matters, from 1 to 1000 (required), as UIKit's `UILayoutPriority`.
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    /// The priority's value.
    public let rawValue: Float
    /// A priority of a value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority of a value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// A content's default compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// A content's default hugging (250).
    public static let defaultLow = UILayoutPriority(250)
    /// What `systemLayoutSizeFitting` holds a free axis at (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
}
