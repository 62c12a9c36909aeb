import CollectionLayout
import SceneFormat
import Typography

/// The text of a grid cell as an iOS 8 self-sizing table row lays it out: the title (headline)
/// and the subtitle (subheadline) wrapped to the row's width less its margins, the title's first
/// baseline a margin plus the font's ascender from the top (so it moves down as the text grows),
/// rows never shorter than 44 points. A row whose item is a `thumbnail` card shows its picture as
/// leading artwork (the thumbnail's side, centred on the row's height) and wraps its text beside
/// it. Measured once and used for sizing and drawing alike.
@MainActor
package struct GridRowContent {
    /// The left and right margins of the text.
    package static let horizontalMargin = 16.0
    /// The space above the title's ascender and below the last line's descender.
    package static let verticalMargin = 11.0
    /// The gap between the title and the subtitle.
    package static let lineGap = 3.0

    /// The title laid out, if the item has one.
    package let title: TextLayout?
    /// The subtitle laid out, if the item has one.
    package let subtitle: TextLayout?
    /// The width the text wraps at.
    package let textWidth: Double
    /// The leading artwork's side (0: none).
    package let artworkSide: Double

    /// Where the text starts from the row's leading edge: the margin, past the artwork and its margin.
    package var textLeading: Double { Self.horizontalMargin + (artworkSide > 0 ? artworkSide + Self.horizontalMargin : 0) }

    /// Lays out an item's text for a row `width` wide.
    package init(item: SceneItem, width: Double, category: ContentSizeCategory, fonts: FontLibrary, measurer: TextMeasurer) throws {
        artworkSide = item.shownStyle == .thumbnail ? min(PictureCardLayout.thumbnailSide(for: category), max(0, width / 3)) : 0
        textWidth = max(1, width - 2 * Self.horizontalMargin - (artworkSide > 0 ? artworkSide + Self.horizontalMargin : 0))
        if let text = item.title, !text.isEmpty {
            title = measurer.measure(text, font: try fonts.face(for: .headline), pointSize: TextStyle.headline.pointSize(for: category),
                                     width: textWidth, language: item.language)
        } else {
            title = nil
        }
        if let text = item.subtitle, !text.isEmpty {
            subtitle = measurer.measure(text, font: try fonts.face(for: .subheadline), pointSize: TextStyle.subheadline.pointSize(for: category),
                                        width: textWidth, language: item.language)
        } else {
            subtitle = nil
        }
    }

    /// Where the title's first baseline is, from the row's top.
    package var firstBaseline: Double { Self.verticalMargin + (title?.lines.first?.baseline ?? subtitle?.lines.first?.baseline ?? 0) }

    /// Where the subtitle starts, from the row's top.
    package var subtitleTop: Double { Self.verticalMargin + (title.map { $0.height + Self.lineGap } ?? 0) }

    /// The height the row needs: margins, the title, the gap and the subtitle, at least 44 points.
    package var preferredHeight: Double {
        let text = (title?.height ?? 0) + (subtitle?.height ?? 0) + (title != nil && subtitle != nil ? Self.lineGap : 0)
        return max(GridRowHeight.minimumVariableHeight, (2 * Self.verticalMargin + max(text, artworkSide)).rounded(.up))
    }
}
