import CollectionLayout
import Typography

/// The header that holds a segmented data source's control (the session's Details | Episodes |
/// Reviews): a rounded track across the middle of the header with equal segments, the selected
/// one raised. Its geometry serves drawing and hit-testing alike.
@MainActor
package enum SegmentedControlHeader {
    /// Space above and below the control, and at its sides.
    package static let margin = 12.0
    /// The widest the control grows.
    package static let maximumWidth = 420.0

    /// The label's text style.
    package static func pointSize(category: ContentSizeCategory) -> Double { TextStyle.subheadline.pointSize(for: category) }

    /// The control's height: its label's line and padding.
    package static func controlHeight(category: ContentSizeCategory, fonts: FontLibrary) -> Double {
        let line = (try? fonts.systemFace(.semibold).metrics(pointSize: pointSize(category: category)).lineHeight) ?? 18
        return (line + 12).rounded(.up)
    }

    /// The header's height.
    package static func height(category: ContentSizeCategory, fonts: FontLibrary) -> Double {
        controlHeight(category: category, fonts: fonts) + 2 * margin
    }

    /// The control's frame within a header frame: 420 points wide, or wider when the longest
    /// title needs it (large text), never wider than the header less its margins.
    package static func controlFrame(in header: Rect, titles: [String], category: ContentSizeCategory, fonts: FontLibrary,
                             measurer: TextMeasurer) -> Rect {
        var longest = 0.0
        if let face = try? fonts.systemFace(.semibold) {
            longest = titles.map { measurer.measure($0, font: face, pointSize: pointSize(category: category)).width }.max() ?? 0
        }
        let needed = Double(titles.count) * (longest.rounded(.up) + 24)
        let width = min(max(maximumWidth, needed), header.width - 2 * margin)
        let height = controlHeight(category: category, fonts: fonts)
        return Rect(x: header.midX - width / 2, y: header.midY - height / 2, width: max(0, width), height: height)
    }

    /// The frames of the segments within a header frame, in reading order (right to left
    /// when the layout direction is).
    package static func segmentFrames(titles: [String], in header: Rect, category: ContentSizeCategory, fonts: FontLibrary,
                              measurer: TextMeasurer, rightToLeft: Bool = false) -> [Rect] {
        let count = titles.count
        guard count > 0 else { return [] }
        let control = controlFrame(in: header, titles: titles, category: category, fonts: fonts, measurer: measurer)
        let width = control.width / Double(count)
        return (0..<count).map { index in
            let slot = rightToLeft ? count - 1 - index : index
            return Rect(x: control.minX + Double(slot) * width, y: control.minY, width: width, height: control.height)
        }
    }
}
