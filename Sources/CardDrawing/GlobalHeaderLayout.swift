import CollectionLayout
import SceneFormat
import Typography

/// A global header laid out, for sizing and drawing alike: an artwork tile on the leading side
/// and, beside it, the title (title1, bold) over the subtitle (subheadline), wrapped; the tile is
/// as tall as the text and never smaller than 64 points.
@MainActor
package struct GlobalHeaderLayout {
    /// Space around the header's content.
    package static let padding = 16.0
    /// The gap between the tile and the text.
    package static let gap = 14.0
    /// The tile's smallest side.
    package static let minimumTile = 64.0

    /// The title laid out.
    package let title: TextLayout
    /// The subtitle laid out, if any.
    package let subtitle: TextLayout?
    /// The tile's side.
    package let tile: Double

    /// Lays out `header` for a header `width` wide.
    package init(_ header: GlobalHeaderDescription, width: Double, category: ContentSizeCategory, fonts: FontLibrary,
         measurer: TextMeasurer) throws {
        let tile = max(Self.minimumTile, (TextStyle.title1.pointSize(for: category) * 2.8).rounded())
        let textWidth = max(40, width - 2 * Self.padding - tile - Self.gap)
        title = measurer.measure(header.title, font: try fonts.contentFace(.bold), pointSize: TextStyle.title1.pointSize(for: category),
                                 width: textWidth)
        subtitle = try header.subtitle.map {
            measurer.measure($0, font: try fonts.contentFace(.regular), pointSize: TextStyle.subheadline.pointSize(for: category),
                             width: textWidth)
        }
        self.tile = tile
    }

    /// The text's height: the title, a gap, the subtitle.
    package var textHeight: Double { title.height + (subtitle.map { $0.height + 4 } ?? 0) }

    /// The header's height.
    package var height: Double { (2 * Self.padding + max(tile, textHeight)).rounded(.up) }
}
