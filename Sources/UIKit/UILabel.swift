import Foundation

/// A view showing text, as UIKit's `UILabel`; its text is measured by `UILabel.textMeasurer` (the
/// playground's proof installs one answering with the playground's own measurements).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String? { didSet { setNeedsLayout() } }
    /// The font (a text style's follows the traits' text size with `adjustsFontForContentSizeCategory`).
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) { didSet { setNeedsLayout() } }
    /// The text's colour.
    open var textColor: UIColor! = .label
    /// How the lines sit across the label.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines the text wraps to; 0: as many as it needs.
    open var numberOfLines = 1 { didSet { setNeedsLayout() } }
    /// Whether the font follows the trait collection's text size.
    open var adjustsFontForContentSizeCategory = false { didSet { setNeedsLayout() } }

    /// The text measured at a width (nil: on one line); a one-line label is measured on one line whatever its width.
    func measure(width: CGFloat?) -> UILabelTextMeasurement {
        guard let text, !text.isEmpty else { return UILabelTextMeasurement(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0) }
        let font = self.font ?? UIFont.systemFont(ofSize: 17)
        // A font follows the traits' text size only in a label that adjusts it; otherwise it keeps the size it was made at.
        let pointSize = adjustsFontForContentSizeCategory ? font.pointSize(at: traitCollection.preferredContentSizeCategory) : font.pointSize
        let request = UILabelTextMeasurementRequest(text: text, pointSize: pointSize, weight: font.weight,
                                                    numberOfLines: numberOfLines, width: numberOfLines == 1 ? nil : width)
        return (Self.textMeasurer ?? UILabelTextMeasurement.estimate)(request)
    }

    override func contentWidth() -> CGFloat {
        measure(width: nil).width
    }

    override func place(width: CGFloat, height: CGFloat?) -> ViewPlacement {
        let measured = measure(width: max(0, width))
        let shownHeight = height ?? ownLength(.vertical).constrained(measured.height)
        // A label taller than its text draws the text centred vertically.
        let top = ((shownHeight - measured.height) / 2).rounded(.down)
        return ViewPlacement(size: CGSize(width: width, height: shownHeight), firstBaseline: top + measured.firstBaseline,
                             lastBaseline: top + measured.lastBaseline)
    }
}
