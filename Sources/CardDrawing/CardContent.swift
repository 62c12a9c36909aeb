import CollectionLayout
import SceneFormat
import Typography

/// The text of one card laid out for a width (and, for fixed-size cards, a height):
/// the measurement behind both self-sizing and drawing, so the two always agree.
///
/// Title in `headline`, subtitle in `subheadline`, at the scene's Dynamic Type size, inside
/// a padding; a card is never shorter than 44 points (the WWDC 2014 minimum).
@MainActor
package struct CardContent {
    /// Padding around the text.
    package static let padding = 12.0
    /// The accent edge on the card's leading side (left, or right in right-to-left).
    package static let accentWidth = 5.0
    /// The gap between title and subtitle.
    package static let gap = 4.0
    /// The smallest card height.
    package static let minimumHeight = 44.0

    /// The title's layout, if the card has a title.
    package var title: TextLayout?
    /// The subtitle's layout, if the card has a subtitle (and room for it).
    package var subtitle: TextLayout?
    /// The width the text is laid out in (inside the accent edge and the padding).
    package var textWidth: Double
    /// The accent edge's width on this card (none beside a picture).
    package var accentEdge = CardContent.accentWidth
    /// Whether the whole title fits the card (no line cut off by the height, no "…", no word cut
    /// between two letters for want of width). A round cell (the circle's ring) whose title is not
    /// whole shows initials instead (`CardPainter.drawnText`); every other card shows what fits.
    package var isTitleWhole = true
    /// Whether text was cut: a line ended in "…", a line cut off by the card's height, or a
    /// subtitle left out for want of room.
    package var isTruncated = false
    /// How many lines are drawn (title and subtitle).
    package var lineCount: Int { (title?.lines.count ?? 0) + (subtitle?.lines.count ?? 0) }
    /// The text's top-left, relative to the card's origin.
    package var textOrigin: Point { textOrigin(in: .leftToRight) }

    /// The text box's top-left, relative to the card's origin, with the accent edge on the
    /// leading side of `direction`.
    package func textOrigin(in direction: LayoutDirection) -> Point {
        Point(x: (direction == .rightToLeft ? 0 : accentEdge) + Self.padding, y: Self.padding)
    }

    /// Lays out an item's text for a card `width` wide: as a self-sizing cell (no `height`), all of
    /// it; in a fixed `height`, as a `UILabel` does, the lines that fit, the last ending in "…" when
    /// more would follow. `hyphenationFactor` is the scene's (TextKit's, 0: never hyphenate).
    package init(item: SceneItem, width: Double, height: Double?, category: ContentSizeCategory,
         fonts: FontLibrary, measurer: TextMeasurer, hyphenationFactor: Double = 0, accentEdge: Double = CardContent.accentWidth) throws {
        let textWidth = max(1, width - accentEdge - 2 * Self.padding)
        self.textWidth = textWidth
        self.accentEdge = accentEdge
        var room = height.map { $0 - 2 * Self.padding } ?? .infinity
        if let text = item.title, !text.isEmpty {
            // The item's own face when it names one (the font catalogue), at the headline's size.
            let face = try item.fontName.flatMap { fonts.face(named: $0) } ?? fonts.face(for: .headline)
            let size = TextStyle.headline.pointSize(for: category)
            let lines = Self.linesThatFit(room, lineHeight: face.metrics(pointSize: size).lineHeight)
            let title = measurer.measure(text, font: face, pointSize: size, width: textWidth, maxLines: lines,
                                         hyphenationFactor: hyphenationFactor, language: item.language)
            self.title = title
            let fitsHeight = title.height <= room + 0.5
            isTitleWhole = !title.truncated && fitsHeight && textWidth >= size && !title.lines.contains(where: \.cutsWordWithoutHyphen)
            isTruncated = title.truncated || !fitsHeight
            room -= title.height + Self.gap
        }
        if let text = item.subtitle, !text.isEmpty {
            let face = try fonts.face(for: .subheadline)
            let size = TextStyle.subheadline.pointSize(for: category)
            let lineHeight = face.metrics(pointSize: size).lineHeight
            if room >= lineHeight - 1e-9 {
                let lines = Self.linesThatFit(room, lineHeight: lineHeight)
                subtitle = measurer.measure(text, font: face, pointSize: size, width: textWidth, maxLines: lines,
                                            hyphenationFactor: hyphenationFactor, language: item.language)
                isTruncated = isTruncated || subtitle!.truncated
            } else {
                isTruncated = true
            }
        }
    }

    /// The height the text needs, padding included, at least the minimum.
    package var preferredHeight: Double {
        var height = 2 * Self.padding
        if let title { height += title.height }
        if let subtitle { height += subtitle.height + (title == nil ? 0 : Self.gap) }
        return max(Self.minimumHeight, height)
    }

    /// Where the subtitle's top sits below the text origin.
    package var subtitleOffset: Double { title.map { $0.height + Self.gap } ?? 0 }

    /// How many lines fit in `room` (at least one); infinite room: no limit (0).
    private static func linesThatFit(_ room: Double, lineHeight: Double) -> Int {
        guard room.isFinite else { return 0 }
        return max(1, Int(((room + 1e-9) / lineHeight).rounded(.down)))
    }
}
