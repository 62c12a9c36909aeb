/// The templates a scene names instead of writing one (`"cell": "list"`); the five card styles
/// (`text`, `photo`, `poster`, `overlay`, `thumbnail`) are named the same way and drawn by the
/// playground's own card painter.
public enum BuiltInCellTemplates {
    /// The names of the built-in templates.
    public static let names = ["list"]

    /// The built-in template of a name, nil when there is none.
    public static func named(_ name: String) -> CellNode? {
        name == "list" ? list : nil
    }

    /// iOS 14's list cell (`UIListContentConfiguration.cell()` with secondary text): the item's
    /// picture, when it has one, 40 points square with rounded corners, beside its title (body)
    /// over its subtitle (subheadline, secondary label colour); 11 points above and below, 16 at the sides.
    public static let list = CellNode(.stack(StackNode(
        axis: .horizontal, spacing: 12, alignment: .center,
        padding: DirectionalInsets(top: 11, leading: 16, bottom: 11, trailing: 16),
        children: [
            CellNode(.image(ImageNode()), box: NodeBox(cornerRadius: 8, width: 40, height: 40)),
            CellNode(.stack(StackNode(axis: .vertical, spacing: 2, children: [
                CellNode(.text(TextNode(bind: "title", style: .body))),
                CellNode(.text(TextNode(bind: "subtitle", style: .subheadline, color: .system(.secondaryLabel)))),
            ]))),
        ])))
}
