import CollectionLayout
import SceneFormat
import Typography

/// Where a picture card's picture and text go in a cell (contract.md "Pictures", `cardStyle`),
/// for self-sizing and drawing alike, so the two agree:
/// - `photo`: the picture fills the cell; self-sizing keeps the width and asks for the height
///   that keeps the picture's aspect ratio;
/// - `poster`: the picture above at its aspect ratio, the title and subtitle below it;
/// - `overlay`: the picture fills the cell, the text on a scrim along its foot; at least as tall
///   as the picture's aspect ratio and the text need;
/// - `thumbnail`: a leading square picture (56 points at L, grown with the text) beside the text.
@MainActor
package struct PictureCardLayout {
    /// The thumbnail's side at the default text size, in points.
    package static let thumbnailSide = 56.0

    /// Where the picture goes, in the cell's coordinates.
    package var pictureArea: Rect
    /// The text laid out (none for a photo, or a card without text).
    package var text: CardContent?
    /// The text box's top-left, in the cell's coordinates.
    package var textOrigin = Point.zero
    /// The scrim under an overlay's text, in the cell's coordinates.
    package var scrim: Rect?
    /// The height the card asks for at its width (self-sizing).
    package var preferredHeight: Double
    /// Under a cover (a photo in cover flow): where its reflection goes, in the cell's coordinates.
    package var reflectionArea: Rect?

    /// How tall a cover flow cell is for its width: the square cover and its reflection below.
    package static let coverWithReflectionHeightRatio = 1.3

    /// The thumbnail's side at a text size: 56 points, grown as the body text grows (never shrunk).
    package static func thumbnailSide(for category: ContentSizeCategory) -> Double {
        (thumbnailSide * max(1, TextStyle.body.pointSize(for: category) / TextStyle.body.pointSize(for: .L))).rounded()
    }

    /// Lays out `item` (with `style`, its picture's aspect ratio `aspect` when known) in a cell
    /// `width` wide — `height` tall when the cell's height is fixed, nil when it sizes itself.
    package init(item: SceneItem, style: CardStyle, aspect: Double?, width: Double, height: Double?, category: ContentSizeCategory,
         fonts: FontLibrary, measurer: TextMeasurer, hyphenationFactor: Double, direction: LayoutDirection,
         reflectsCover: Bool = false) {
        let pad = CardContent.padding
        let pictureHeight = aspect.map { (width / $0).rounded() }
        func content(width: Double, height: Double?) -> CardContent? {
            guard item.hasText else { return nil }
            return try? CardContent(item: item, width: width, height: height, category: category, fonts: fonts, measurer: measurer,
                                    hyphenationFactor: hyphenationFactor, accentEdge: 0)
        }
        if reflectsCover, style == .photo, let height {
            // A cover: square, at the cell's top, its reflection on the shelf below.
            let side = min(width, (height / Self.coverWithReflectionHeightRatio).rounded())
            pictureArea = Rect(x: (width - side) / 2, y: 0, width: side, height: side)
            reflectionArea = Rect(x: (width - side) / 2, y: side, width: side, height: max(0, height - side))
            preferredHeight = height
            return
        }
        switch style {
        case .text, .photo:
            let tall = height ?? pictureHeight ?? width
            pictureArea = Rect(x: 0, y: 0, width: width, height: tall)
            preferredHeight = pictureHeight ?? tall
        case .poster:
            // Measured without a height first: the text takes what it needs below the picture.
            let natural = content(width: width, height: nil)
            let textHeight = natural?.preferredHeight ?? 0
            let picture = height.map { max(0, min(pictureHeight ?? $0, $0 - textHeight)) } ?? pictureHeight ?? width
            pictureArea = Rect(x: 0, y: 0, width: width, height: picture)
            text = height.map { content(width: width, height: max(CardContent.minimumHeight, $0 - picture)) } ?? natural
            textOrigin = Point(x: pad, y: picture + pad)
            preferredHeight = (pictureHeight ?? width) + textHeight
        case .overlay:
            let natural = content(width: width, height: nil)
            let textHeight = natural?.preferredHeight ?? 0
            let tall = height ?? max(pictureHeight ?? width, textHeight)
            pictureArea = Rect(x: 0, y: 0, width: width, height: tall)
            text = natural == nil ? nil : content(width: width, height: min(textHeight, tall))
            let textTop = tall - min(textHeight, tall)
            textOrigin = Point(x: pad, y: textTop + pad)
            scrim = natural == nil ? nil : Rect(x: 0, y: textTop, width: width, height: tall - textTop)
            preferredHeight = max(pictureHeight ?? width, textHeight)
        case .thumbnail:
            let side = min(Self.thumbnailSide(for: category), max(0, width / 3))
            let textWidth = max(1, width - side - pad)
            let natural = content(width: textWidth, height: height)
            let tall = height ?? max(side + 2 * pad, natural?.preferredHeight ?? 0)
            let leading = direction == .rightToLeft ? width - pad - side : pad
            pictureArea = Rect(x: leading, y: (tall - side) / 2, width: side, height: side)
            text = natural
            textOrigin = Point(x: direction == .rightToLeft ? pad : side + 2 * pad, y: pad)
            preferredHeight = max(side + 2 * pad, natural?.preferredHeight ?? 0)
        }
    }
}
