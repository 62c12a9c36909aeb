import Foundation

/// A string's size in a font, as UIKit's `NSString(NSStringDrawing)` measures it: measured as a label's text
/// (`UILabel.textMeasurer`: in the playground's layout host, the playground's own text measurement — HarfBuzz
/// shaping in the system font's face, at the font's point size and weight). Without a `.font` the text is in
/// UIKit's default for attributed strings, 12 points.
extension NSString {
    /// The size of the string on one line.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let measured = UIStringMeasurement.measure(self as String, attributes: attrs, width: nil)
        return CGSize(width: measured.width, height: measured.height)
    }

    /// The rectangle the string takes: with `.usesLineFragmentOrigin`, wrapped at `size.width` from the origin;
    /// without, on one line with its origin at the baseline (the rectangle starts a line's ascent above it).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let measured = UIStringMeasurement.measure(self as String, attributes: attributes, width: wraps ? size.width : nil)
        let rect = CGRect(x: 0, y: wraps ? 0 : -measured.firstBaseline, width: measured.width, height: measured.height)
        context?.totalBounds = rect
        return rect
    }
}

/// The same measurement of a Swift string, as UIKit's overlay gives `String` the `NSString` drawing methods.
extension String {
    /// The size of the string on one line.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attrs)
    }

    /// The rectangle the string takes (see `NSString.boundingRect(with:options:attributes:context:)`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

/// A string measured in the font of its attributes, as a label's text is.
enum UIStringMeasurement {
    /// UIKit's font for an attributed string without one: 12 points.
    static let defaultPointSize: CGFloat = 12

    /// The text in the attributes' font, wrapped at `width` (nil: on one line).
    static func measure(_ text: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat?) -> UILabelTextMeasurement {
        guard !text.isEmpty else { return UILabelTextMeasurement(width: 0, height: 0, firstBaseline: 0, lastBaseline: 0) }
        let font = attributes?[.font] as? UIFont
        let request = UILabelTextMeasurementRequest(text: text, pointSize: font?.pointSize ?? defaultPointSize, weight: font?.weight ?? .regular,
                                                    numberOfLines: width == nil ? 1 : 0, width: width)
        return MainActor.assumeIsolated { (UILabel.textMeasurer ?? UILabelTextMeasurement.estimate)(request) }
    }
}
