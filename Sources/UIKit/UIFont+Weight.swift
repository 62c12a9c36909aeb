import Foundation

extension UIFont {
    /// A font's weight, as UIKit's `UIFont.Weight`.
    public struct Weight: Hashable, RawRepresentable, Sendable {
        /// The weight from −1 (lightest) to 1 (heaviest); regular is 0.
        public let rawValue: CGFloat
        /// Creates a weight from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)
    }
}
