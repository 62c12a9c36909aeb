import CollectionLayout
import Typography

/// The text of one card laid out for a width (and, for fixed-size cards, a height):
/// the measurement behind both self-sizing and drawing, so the two always agree.
///
/// Title in `headline`, subtitle in `subheadline`, at the scene's Dynamic Type size, inside
/// a padding; a card is never shorter than 44 points (the WWDC 2014 minimum).
@MainActor
struct CardContent {
    /// Padding around the text.
    static let padding = 12.0
    /// The accent edge on the card's leading side (left, or right in right-to-left).
    static let accentWidth = 5.0
    /// The gap between title and subtitle.
    static let gap = 4.0
    /// The smallest card height.
    static let minimumHeight = 44.0

    /// The title's layout, if the card has a title.
    var title: TextLayout?
    /// The subtitle's layout, if the card has a subtitle (and room for it).
    var subtitle: TextLayout?
    /// The width the text is laid out in (inside the accent edge and the padding).
    var textWidth: Double
    /// Whether the whole title fits the card (no line cut off by the height, no "…", no word cut
    /// between two letters for want of width): otherwise a card is too small to read and is drawn
    /// as a compact chip.
    var isTitleWhole = true
    /// The text's top-left, relative to the card's origin.
    var textOrigin: Point { textOrigin(in: .leftToRight) }

    /// The text box's top-left, relative to the card's origin, with the accent edge on the
    /// leading side of `direction`.
    func textOrigin(in direction: LayoutDirection) -> Point {
        Point(x: (direction == .rightToLeft ? 0 : Self.accentWidth) + Self.padding, y: Self.padding)
    }

    /// Lays out an item's text for a card `width` wide; with `height`, only the lines that fit.
    init(item: SceneItem, width: Double, height: Double?, category: ContentSizeCategory,
         fonts: FontLibrary, measurer: TextMeasurer) throws {
        let textWidth = max(1, width - Self.accentWidth - 2 * Self.padding)
        self.textWidth = textWidth
        var room = height.map { $0 - 2 * Self.padding } ?? .infinity
        if let text = item.title, !text.isEmpty {
            // The item's own face when it names one (the font catalogue), at the headline's size.
            let face = try item.fontName.flatMap { fonts.face(named: $0) } ?? fonts.face(for: .headline)
            let size = TextStyle.headline.pointSize(for: category)
            let lines = Self.linesThatFit(room, lineHeight: face.metrics(pointSize: size).lineHeight, cap: 3)
            title = measurer.measure(text, font: face, pointSize: size, width: textWidth, maxLines: lines)
            isTitleWhole = !title!.truncated && title!.height <= room + 0.5 && textWidth >= size
                && !title!.lines.contains(where: \.cutsWordWithoutHyphen)
            room -= title!.height + Self.gap
        }
        if let text = item.subtitle, !text.isEmpty {
            let face = try fonts.face(for: .subheadline)
            let size = TextStyle.subheadline.pointSize(for: category)
            let lineHeight = face.metrics(pointSize: size).lineHeight
            if room >= lineHeight - 1e-9 {
                let lines = Self.linesThatFit(room, lineHeight: lineHeight, cap: 0)
                subtitle = measurer.measure(text, font: face, pointSize: size, width: textWidth, maxLines: lines)
            }
        }
    }

    /// The height the text needs, padding included, at least the minimum.
    var preferredHeight: Double {
        var height = 2 * Self.padding
        if let title { height += title.height }
        if let subtitle { height += subtitle.height + (title == nil ? 0 : Self.gap) }
        return max(Self.minimumHeight, height)
    }

    /// Where the subtitle's top sits below the text origin.
    var subtitleOffset: Double { title.map { $0.height + Self.gap } ?? 0 }

    /// How many lines fit in `room` (at least one); `cap` > 0 limits it further; infinite room: no limit.
    private static func linesThatFit(_ room: Double, lineHeight: Double, cap: Int) -> Int {
        guard room.isFinite else { return cap }
        let fitting = max(1, Int(((room + 1e-9) / lineHeight).rounded(.down)))
        return cap > 0 ? min(cap, fitting) : fitting
    }
}
