/// How quickly a flick slows down, as UIKit's `UIScrollView.DecelerationRate`: the share of its
/// velocity a glide keeps each millisecond.
public struct DecelerationRate: Hashable, Sendable {
    /// The share of the velocity kept each millisecond (0 < value < 1).
    public var rawValue: Double

    /// A rate keeping `rawValue` of the velocity each millisecond.
    public init(rawValue: Double) {
        self.rawValue = rawValue
    }

    /// UIKit's default: 0.998 of the velocity kept each millisecond.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's quick stop (paging scroll views' usual choice): 0.99 a millisecond.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// The scene key's name (`"normal"`, `"fast"`), or nil for another rate.
    public var name: String? {
        switch self {
        case .normal: "normal"
        case .fast: "fast"
        default: nil
        }
    }

    /// The rate a scene key names (`"normal"`, `"fast"`).
    public static func named(_ name: String) -> DecelerationRate? {
        switch name {
        case "normal": .normal
        case "fast": .fast
        default: nil
        }
    }
}
