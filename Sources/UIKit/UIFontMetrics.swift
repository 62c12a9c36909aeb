import Foundation

/// Scales a font of one's own as a text style scales through the text sizes, as UIKit's `UIFontMetrics`.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The style whose scaling it follows.
    let textStyle: UIFont.TextStyle

    /// Metrics following a text style.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// The font scaled with the style: its size at the default text size, grown or shrunk as the style's.
    open func scaledFont(for font: UIFont) -> UIFont {
        UIFont(pointSize: font.pointSize, weight: font.weight, textStyle: textStyle)
    }
}
