import Foundation

extension UIFont {
    /// One of Dynamic Type's text styles, as UIKit's `UIFont.TextStyle`.
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        /// UIKit's raw name of the style.
        public let rawValue: String
        /// Creates a style from its raw name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The largest title.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// First-level title.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Second-level title.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Third-level title.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Body text.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Subheadings.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Footnotes.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}
