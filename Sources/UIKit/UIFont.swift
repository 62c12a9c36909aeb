import Foundation

/// A font: a point size and weight, following a text style through the text sizes when it has one, as UIKit's `UIFont`.
open class UIFont: NSObject, @unchecked Sendable {
    /// The size at the default text size (large).
    public let pointSize: CGFloat
    /// The weight.
    let weight: UIFont.Weight
    /// The text style it scales with, nil for a fixed size.
    let textStyle: UIFont.TextStyle?

    /// A font of a size and weight, scaling with `textStyle` when given.
    init(pointSize: CGFloat, weight: UIFont.Weight, textStyle: UIFont.TextStyle?) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The font of a text style at the default text size (a label with `adjustsFontForContentSizeCategory` follows its traits').
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        UIFont(pointSize: DynamicTypeSizes.pointSize(style, at: .large), weight: style == .headline ? .semibold : .regular, textStyle: style)
    }

    /// The system font of a size and weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, textStyle: nil)
    }

    /// The system font of a size, regular.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The point size at a text size: scaled as its text style is from the default size, or fixed.
    func pointSize(at category: UIContentSizeCategory) -> CGFloat {
        guard let textStyle else { return pointSize }
        return pointSize * DynamicTypeSizes.pointSize(textStyle, at: category) / DynamicTypeSizes.pointSize(textStyle, at: .large)
    }
}
