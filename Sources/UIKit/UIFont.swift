import Foundation

/// A font: a point size and weight, following a text style through the text sizes when it has one, as UIKit's `UIFont`.
open class UIFont: NSObject, @unchecked Sendable {
    /// The size the font was made at (a text style's at the text size of the app or the traits it was made for).
    public let pointSize: CGFloat
    /// The size at the default text size (large), from which a text style's font scales to other sizes.
    let largePointSize: CGFloat
    /// The weight.
    let weight: UIFont.Weight
    /// The text style it scales with, nil for a fixed size.
    let textStyle: UIFont.TextStyle?

    /// A font of a size and weight, scaling with `textStyle` when given; `largePointSize` is its size at the default
    /// text size (the same as `pointSize` unless it was made at another).
    init(pointSize: CGFloat, largePointSize: CGFloat? = nil, weight: UIFont.Weight, textStyle: UIFont.TextStyle?) {
        self.pointSize = pointSize
        self.largePointSize = largePointSize ?? pointSize
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The font of a text style at the app's text size (a label with `adjustsFontForContentSizeCategory` follows its traits').
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a text style at the traits' text size, or the app's when they have none.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = AppContentSizeCategory.category(for: traitCollection)
        return UIFont(pointSize: DynamicTypeSizes.pointSize(style, at: category), largePointSize: DynamicTypeSizes.pointSize(style, at: .large),
                      weight: style == .headline ? .semibold : .regular, textStyle: style)
    }

    /// The system font of a size and weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(pointSize: fontSize, weight: weight, textStyle: nil)
    }

    /// The system font of a size, regular.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The height of one line of the font: a line of text measured by the playground in it.
    open var lineHeight: CGFloat {
        UIStringMeasurement.measure("Hg", attributes: [.font: self], width: nil).height
    }

    /// The point size at a text size: scaled as its text style is from the default size, or fixed.
    func pointSize(at category: UIContentSizeCategory) -> CGFloat {
        guard let textStyle else { return pointSize }
        return largePointSize * DynamicTypeSizes.pointSize(textStyle, at: category) / DynamicTypeSizes.pointSize(textStyle, at: .large)
    }
}
