import Typography

/// The text of section headers (title3, bold) and footers (footnote): one line, inset from
/// the collection's edges, measured the same way for sizing and drawing.
@MainActor
package enum SupplementaryText {
    /// The horizontal inset of the text.
    package static let inset = 16.0
    /// Space above and below the text when a header sizes itself.
    package static let verticalPadding = 8.0

    /// The text laid out on one line for a header or footer `width` wide, in `language` (nil: the scene's).
    package static func layout(_ text: String, isHeader: Bool, width: Double, category: ContentSizeCategory,
                       fonts: FontLibrary, measurer: TextMeasurer, maxLines: Int = 1, language: String? = nil) -> TextLayout? {
        let style: TextStyle = isHeader ? .title3 : .footnote
        guard let face = try? fonts.contentFace(isHeader ? .bold : .regular) else { return nil }
        return measurer.measure(text, font: face, pointSize: style.pointSize(for: category),
                                width: max(1, width - 2 * inset), maxLines: maxLines, language: language)
    }

    /// The height a self-sizing header or footer needs for its text.
    package static func preferredHeight(_ text: String, isHeader: Bool, category: ContentSizeCategory,
                                fonts: FontLibrary, measurer: TextMeasurer) -> Double {
        let style: TextStyle = isHeader ? .title3 : .footnote
        guard let face = try? fonts.contentFace(isHeader ? .bold : .regular) else { return 0 }
        return face.metrics(pointSize: style.pointSize(for: category)).lineHeight + 2 * verticalPadding
    }
}
