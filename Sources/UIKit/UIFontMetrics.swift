import Foundation

/// Scales a font of one's own as a text style scales through the text sizes, as UIKit's `UIFontMetrics`.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The style whose scaling it follows.
    let textStyle: UIFont.TextStyle

    /// Metrics following a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// The metrics of body text (`UIFont.TextStyle.body`).
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// The font scaled with the style to the app's text size: its size at the default text size, grown or shrunk as
    /// the style's (it keeps following the style in a label with `adjustsFontForContentSizeCategory`).
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    /// The font scaled with the style to the traits' text size, or the app's when they have none.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = AppContentSizeCategory.category(for: traitCollection)
        return UIFont(pointSize: scaledValue(font.pointSize, at: category), largePointSize: font.pointSize, weight: font.weight, textStyle: textStyle)
    }

    /// A length (a spacing, an image's height) scaled as the style's text is from the default size to the app's.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// A length scaled as the style's text is from the default size to the traits' text size, or the app's.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        scaledValue(value, at: AppContentSizeCategory.category(for: traitCollection))
    }

    /// A value at the default text size scaled to `category` as the style's point size is.
    private func scaledValue(_ value: CGFloat, at category: UIContentSizeCategory) -> CGFloat {
        value * DynamicTypeSizes.pointSize(textStyle, at: category) / DynamicTypeSizes.pointSize(textStyle, at: .large)
    }
}
