import CollectionLayout
import CollectionView

/// One item of a scene: a card with text, or a plain colour swatch.
public struct SceneItem: Sendable {
    /// The stable id (given, or `s<section>-i<item>`).
    public var id: String
    /// The card's title.
    public var title: String?
    /// The card's subtitle.
    public var subtitle: String?
    /// A size of its own (UIKit's `sizeForItemAt`), overriding the layout's `itemSize`.
    public var size: Size?
    /// The accent colour (the whole swatch when there is no text).
    public var color: Color?
    /// Whether the user may lift and move the item (scene key `movable`, default true).
    public var movable = true
    /// The face its title is drawn and measured in (scene key `font`: a bundled face's name, such
    /// as `DejaVuSans` or `Inter-Bold`); nil: the headline style's.
    public var fontName: String?
    /// Whether a press highlights it and a click selects it (scene key `selectable`, default true).
    public var selectable = true
    /// Marked a favourite (scene key `favorite`, or the ★ action): a star beside its title.
    public var isFavorite = false
    /// The items under it in an outline (scene key `children`, a section snapshot's
    /// hierarchy); shown below it while it is expanded.
    public var children: [SceneItem] = []
    /// Whether its children are shown (scene key `expanded`, default false; `expand` and `collapse`).
    public var isExpanded = false
    /// The actions a swipe towards the trailing edge uncovers on the leading side (scene key
    /// `leadingSwipeActions`, a list row's `UISwipeActionsConfiguration`).
    public var leadingSwipeActions: [EditAction] = []
    /// The actions a swipe towards the leading edge uncovers on the trailing side (scene key
    /// `trailingSwipeActions`).
    public var trailingSwipeActions: [EditAction] = []
    /// The item's picture (scene keys `image`, `imageContentMode`, `imageCornerRadius`).
    public var picture: ScenePicture?
    /// How its card shows it (scene key `cardStyle` on the item, else its section's, else the scene's).
    public var cardStyle = CardStyle.text

    /// The style its cell is drawn in: a picture style only when it has a picture to show.
    public var shownStyle: CardStyle { picture == nil ? .text : cardStyle }

    /// Creates an item.
    public init(id: String, title: String? = nil, subtitle: String? = nil, size: Size? = nil, color: Color? = nil) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.size = size
        self.color = color
    }

    /// Whether the item shows any text.
    public var hasText: Bool { !(title ?? "").isEmpty || !(subtitle ?? "").isEmpty }
}
