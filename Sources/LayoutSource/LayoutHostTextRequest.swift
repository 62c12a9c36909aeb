import Foundation

/// Text the user's layout asks the playground to measure (`NSString.size(withAttributes:)`, a label), as the
/// host writes it: `[text, pointSize, weight, numberOfLines, width or null]`.
package struct LayoutHostTextRequest: Hashable {
    /// The text.
    package var text: String
    /// The font's point size.
    package var pointSize: Double
    /// The font's weight, `UIFont.Weight`'s value (regular 0, medium 0.23, semibold 0.3, bold 0.4).
    package var weight: Double
    /// The most lines (0: any number).
    package var numberOfLines: Int
    /// The width it wraps at; nil: one line however long.
    package var width: Double?

    /// A request.
    package init(text: String, pointSize: Double, weight: Double, numberOfLines: Int, width: Double?) {
        self.text = text
        self.pointSize = pointSize
        self.weight = weight
        self.numberOfLines = numberOfLines
        self.width = width
    }

    /// The request in the host's line; nil when it is not one.
    package init?(json: Any) {
        guard let fields = json as? [Any], fields.count == 5, let text = fields[0] as? String,
              let pointSize = (fields[1] as? NSNumber)?.doubleValue, let weight = (fields[2] as? NSNumber)?.doubleValue,
              let lines = (fields[3] as? NSNumber)?.intValue else { return nil }
        self.init(text: text, pointSize: pointSize, weight: weight, numberOfLines: lines, width: (fields[4] as? NSNumber)?.doubleValue)
    }

    /// The bundled weight nearest to `UIFont.Weight`'s value: lighter than medium is regular, then medium,
    /// semibold, and bold from 0.35 up.
    package var weightName: String {
        weight < 0.115 ? "regular" : weight < 0.265 ? "medium" : weight < 0.35 ? "semibold" : "bold"
    }
}
