import CellTemplate
import CollectionLayout
import CollectionView

/// One item of a scene: a card with text, or a plain colour swatch.
///
/// Its values live in one shared, copy-on-write box: an item is copied often (into the tables
/// of items by id, snapshots, updates), and a copy is then one reference rather than every
/// field, so a scene of 100,000 items opens without moving them all byte by byte.
public struct SceneItem: Sendable {
    /// The stable id (given, or `s<section>-i<item>`).
    public var id: String {
        get { box.fields.id }
        _modify { yield &fields.id }
    }
    /// The card's title.
    public var title: String? {
        get { box.fields.title }
        _modify { yield &fields.title }
    }
    /// The card's subtitle.
    public var subtitle: String? {
        get { box.fields.subtitle }
        _modify { yield &fields.subtitle }
    }
    /// A size of its own (UIKit's `sizeForItemAt`), overriding the layout's `itemSize`.
    public var size: Size? {
        get { box.fields.size }
        _modify { yield &fields.size }
    }
    /// The accent colour (the whole swatch when there is no text).
    public var color: Color? {
        get { box.fields.color }
        _modify { yield &fields.color }
    }
    /// Whether the user may lift and move the item (scene key `movable`, default true).
    public var movable: Bool {
        get { box.fields.movable }
        _modify { yield &fields.movable }
    }
    /// The face its title is drawn and measured in (scene key `font`: a bundled face's name, such
    /// as `DejaVuSans` or `Inter-Bold`); nil: the headline style's.
    public var fontName: String? {
        get { box.fields.extras?.fields.fontName ?? ExtraFields.none.fontName }
        _modify { yield &extras.fontName }
    }
    /// The language of its text (scene key `language`, a BCP 47 tag such as `ja`, `zh-Hant`, `th`); nil:
    /// the scene's. It picks the glyph forms of Chinese, Japanese and Korean text and where lines break.
    public var language: String? {
        get { box.fields.extras?.fields.language ?? ExtraFields.none.language }
        _modify { yield &extras.language }
    }
    /// Whether a press highlights it and a click selects it (scene key `selectable`, default true).
    public var selectable: Bool {
        get { box.fields.selectable }
        _modify { yield &fields.selectable }
    }
    /// Marked a favourite (scene key `favorite`, or the ★ action): a star beside its title.
    public var isFavorite: Bool {
        get { box.fields.isFavorite }
        _modify { yield &fields.isFavorite }
    }
    /// The items under it in an outline (scene key `children`, a section snapshot's
    /// hierarchy); shown below it while it is expanded.
    public var children: [SceneItem] {
        get { box.fields.extras?.fields.children ?? ExtraFields.none.children }
        _modify { yield &extras.children }
    }
    /// Whether its children are shown (scene key `expanded`, default false; `expand` and `collapse`).
    public var isExpanded: Bool {
        get { box.fields.isExpanded }
        _modify { yield &fields.isExpanded }
    }
    /// The actions a swipe towards the trailing edge uncovers on the leading side (scene key
    /// `leadingSwipeActions`, a list row's `UISwipeActionsConfiguration`).
    public var leadingSwipeActions: [EditAction] {
        get { box.fields.extras?.fields.leadingSwipeActions ?? ExtraFields.none.leadingSwipeActions }
        _modify { yield &extras.leadingSwipeActions }
    }
    /// The actions a swipe towards the leading edge uncovers on the trailing side (scene key
    /// `trailingSwipeActions`).
    public var trailingSwipeActions: [EditAction] {
        get { box.fields.extras?.fields.trailingSwipeActions ?? ExtraFields.none.trailingSwipeActions }
        _modify { yield &extras.trailingSwipeActions }
    }
    /// The item's picture (scene keys `image`, `imageContentMode`, `imageCornerRadius`).
    public var picture: ScenePicture? {
        get { box.fields.extras?.fields.picture ?? ExtraFields.none.picture }
        _modify { yield &extras.picture }
    }
    /// The designer's cell it is drawn with (scene key `cell` with a template node on the item, else
    /// its section's, else the scene's); nil: a built-in card style.
    public var cellTemplate: CellNode? {
        get { box.fields.extras?.fields.cellTemplate ?? ExtraFields.none.cellTemplate }
        _modify { yield &extras.cellTemplate }
    }
    /// The item's own keys its cell template binds to (`rating`, `time`, …), as text.
    public var customFields: [String: String] {
        get { box.fields.extras?.fields.customFields ?? ExtraFields.none.customFields }
        _modify { yield &extras.customFields }
    }

    /// The text a template node bound to `key` shows: the title, the subtitle or a key of the item's own; nil when it has none.
    public func text(forKey key: String) -> String? {
        switch key {
        case SceneKey.title.rawValue: title
        case SceneKey.subtitle.rawValue: subtitle
        default: customFields[key]
        }
    }

    /// Whether the item has a value for a key a template binds (a text, or its picture for `image`).
    public func hasValue(forKey key: String) -> Bool {
        key == SceneKey.image.rawValue ? picture != nil : text(forKey: key) != nil
    }

    /// How its card shows it (scene key `cardStyle` on the item, else its section's, else the scene's).
    public var cardStyle: CardStyle {
        get { box.fields.cardStyle }
        _modify { yield &fields.cardStyle }
    }

    private var box: Box

    /// The fields, made unique before a change (copy on write).
    private var fields: Fields {
        get { box.fields }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            yield &box.fields
        }
    }

    /// The extra values, made (or made unique) before a change (copy on write).
    private var extras: ExtraFields {
        get { box.fields.extras?.fields ?? ExtraFields.none }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
            // No binding of the box here: a second reference would make it never unique.
            if box.fields.extras == nil {
                box.fields.extras = ExtrasBox(ExtraFields())
            } else if !isKnownUniquelyReferenced(&box.fields.extras) {
                box.fields.extras = ExtrasBox(box.fields.extras!.fields)
            }
            yield &box.fields.extras!.fields
        }
    }

    /// The style its cell is drawn in: a picture style only when it has a picture to show.
    public var shownStyle: CardStyle { picture == nil ? .text : cardStyle }

    /// Creates an item.
    public init(id: String, title: String? = nil, subtitle: String? = nil, size: Size? = nil, color: Color? = nil) {
        box = Box(Fields(id: id, title: title, subtitle: subtitle, size: size, color: color))
    }

    /// Whether the item shows any text.
    public var hasText: Bool { !(title ?? "").isEmpty || !(subtitle ?? "").isEmpty }

    /// The values every item has, as the public properties above describe them; the rest wait in
    /// `extras`, made only for an item that sets one (most cards of a large scene set none, and
    /// a picture and a cell template would otherwise take three quarters of every item's bytes).
    private struct Fields: Sendable {
        var id: String
        var title: String? = nil
        var subtitle: String? = nil
        var size: Size? = nil
        var color: Color? = nil
        var movable: Bool = true
        var selectable: Bool = true
        var isFavorite: Bool = false
        var isExpanded: Bool = false
        var cardStyle: CardStyle = .text
        var extras: ExtrasBox? = nil
    }

    /// The values an item has only when the scene gives them (a font, a language, children,
    /// swipe actions, a picture, a cell template, keys of its own).
    private struct ExtraFields: Sendable {
        /// Every extra value at its default, what an item without extras reads.
        static let none = ExtraFields()

        var fontName: String? = nil
        var language: String? = nil
        var children: [SceneItem] = []
        var leadingSwipeActions: [EditAction] = []
        var trailingSwipeActions: [EditAction] = []
        var picture: ScenePicture? = nil
        var cellTemplate: CellNode? = nil
        var customFields: [String: String] = [:]
    }

    /// The shared home of an item's extra values; changed only while one item's fields hold it.
    private final class ExtrasBox: @unchecked Sendable {
        var fields: ExtraFields

        init(_ fields: ExtraFields) { self.fields = fields }
    }

    /// The shared home of an item's fields; changed only while one item holds it.
    private final class Box: @unchecked Sendable {
        var fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }
}
