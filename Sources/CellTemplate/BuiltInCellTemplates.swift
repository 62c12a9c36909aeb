/// The templates a scene names instead of writing one (`"cell": "list"`). The five card styles
/// (`text`, `photo`, `poster`, `overlay`, `thumbnail`) are named the same way; named, they are
/// drawn by the playground's card painter (which also shows what a layout asks of a card:
/// initials on a small round cell, a cover's reflection, a lifted card's deeper shadow); written
/// out (`cardStyleTemplate(named:)`), they are templates a designer edits.
public enum BuiltInCellTemplates {
    /// The names of the built-in templates a scene's `cell` takes that are not card styles.
    public static let names = ["list"]

    /// The built-in template of a name that is not a card style, nil when there is none.
    public static func named(_ name: String) -> CellNode? {
        name == "list" ? list : nil
    }

    /// The names of the card styles written as templates.
    public static let cardStyleNames = ["text", "photo", "poster", "overlay", "thumbnail"]

    /// A card style written as a template (or the `list` cell), nil for another name.
    public static func template(named name: String) -> CellNode? {
        switch name {
        case "text": text
        case "photo": photo
        case "poster": poster
        case "overlay": overlay
        case "thumbnail": thumbnail
        default: named(name)
        }
    }

    /// iOS 14's list cell (`UIListContentConfiguration.cell()` with secondary text): the item's
    /// picture, when it has one, 40 points square with rounded corners, beside its title (body)
    /// over its subtitle (subheadline, secondary label colour); 11 points above and below, 16 at the
    /// sides, never shorter than a list row's 44 points (the content centred in them).
    public static let list = CellNode(.stack(StackNode(
        axis: .horizontal, spacing: 12, alignment: .center,
        padding: DirectionalInsets(top: 11, leading: 16, bottom: 11, trailing: 16),
        children: [
            CellNode(.image(ImageNode()), box: NodeBox(cornerRadius: 8, width: 40, height: 40)),
            CellNode(.stack(StackNode(axis: .vertical, spacing: 2, children: [
                CellNode(.text(TextNode(bind: "title", style: .body))),
                CellNode(.text(TextNode(bind: "subtitle", style: .subheadline, color: .system(.secondaryLabel)))),
            ]))),
        ])), box: NodeBox(minHeight: 44))
}
