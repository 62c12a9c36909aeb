import Foundation

/// What a label asks to have measured: its text in its font at the traits' text size, on at most
/// `numberOfLines`, wrapped at `width` (nil: on one line).
@_spi(Playground) public struct UILabelTextMeasurementRequest: Hashable, Sendable {
    /// The text.
    public var text: String
    /// The font's point size at the label's text size.
    public var pointSize: CGFloat
    /// The font's weight.
    public var weight: UIFont.Weight
    /// The most lines (0: any number).
    public var numberOfLines: Int
    /// The width offered, nil for one line however long.
    public var width: CGFloat?
}

/// A text's measured extent, as a label lays it out.
@_spi(Playground) public struct UILabelTextMeasurement: Hashable, Sendable {
    /// The widest line's width.
    public var width: CGFloat
    /// The lines' height.
    public var height: CGFloat
    /// The first line's baseline below the top.
    public var firstBaseline: CGFloat
    /// The last line's baseline below the top.
    public var lastBaseline: CGFloat

    /// A measurement.
    public init(width: CGFloat, height: CGFloat, firstBaseline: CGFloat, lastBaseline: CGFloat) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    /// A rough measurement without fonts (half the point size a character, lines 1.2 times the size),
    /// for a label when no measurer is installed.
    @_spi(Playground) public static func estimate(_ request: UILabelTextMeasurementRequest) -> UILabelTextMeasurement {
        let lineHeight = (request.pointSize * 1.2).rounded(.up)
        let oneLine = CGFloat(request.text.count) * request.pointSize / 2
        var lines = request.width.map { $0 > 0 ? max(1, (oneLine / $0).rounded(.up)) : 1 } ?? 1
        if request.numberOfLines > 0 { lines = min(lines, CGFloat(request.numberOfLines)) }
        let width = min(oneLine, request.width ?? oneLine)
        return UILabelTextMeasurement(width: width, height: lines * lineHeight, firstBaseline: request.pointSize,
                                      lastBaseline: (lines - 1) * lineHeight + request.pointSize)
    }
}

extension UILabel {
    /// Measures every label's text (there are no fonts here); nil: a rough estimate.
    @_spi(Playground) public static var textMeasurer: ((UILabelTextMeasurementRequest) -> UILabelTextMeasurement)?
}
