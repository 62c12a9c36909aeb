extension ContentSizeCategory {
    /// UIKit's name of the category (`UIContentSizeCategory`'s case, e.g. `large`, `accessibilityMedium`).
    public var uikitName: String {
        switch self {
        case .xS: "extraSmall"
        case .S: "small"
        case .M: "medium"
        case .L: "large"
        case .xL: "extraLarge"
        case .xxL: "extraExtraLarge"
        case .xxxL: "extraExtraExtraLarge"
        case .AX1: "accessibilityMedium"
        case .AX2: "accessibilityLarge"
        case .AX3: "accessibilityExtraLarge"
        case .AX4: "accessibilityExtraExtraLarge"
        case .AX5: "accessibilityExtraExtraExtraLarge"
        }
    }
}
