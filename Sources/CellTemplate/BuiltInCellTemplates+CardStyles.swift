import CollectionLayout

/// The playground's five card styles written as templates, so a designer can start from one:
/// each lays out and draws as the style's card does at rest in a self-sizing layout (a 12-point
/// radius, the soft resting shadow, the hairline outline, the text 12 points in, the title in
/// headline over the subtitle in subheadline 4 points below, never shorter than 44 points).
extension BuiltInCellTemplates {
    /// The text card: the item's colour down its leading edge, its face, its title and subtitle.
    public static let text = CellNode(.stack(StackNode(
        axis: .vertical, padding: DirectionalInsets(top: 0, leading: 5, bottom: 0, trailing: 0),
        children: [CellNode(.stack(StackNode(axis: .vertical, padding: DirectionalInsets(all: 12), children: titleAndSubtitle())),
                            box: NodeBox(background: CardColors.face, cornerRadius: 12))])),
        box: NodeBox(background: .itemColor, cornerRadius: 12, shadow: CardColors.restingShadow, minHeight: 44,
                     outline: CardColors.outline))

    /// The photo: the picture alone, at its proportions, its corners rounded.
    public static let photo = CellNode(.image(ImageNode()), box: NodeBox(cornerRadius: 12, shadow: CardColors.restingShadow))

    /// The poster: the picture at its proportions above the title and subtitle, on the card's face.
    public static let poster = CellNode(.stack(StackNode(axis: .vertical, children: [
        CellNode(.image(ImageNode())),
        CellNode(.stack(StackNode(axis: .vertical, padding: DirectionalInsets(all: 12), children: titleAndSubtitle())),
                 box: NodeBox(minHeight: 44)),
    ])), box: NodeBox(background: CardColors.face, cornerRadius: 12, shadow: CardColors.restingShadow, outline: CardColors.outline))

    /// The overlay: the picture filling the card, the title and subtitle in white on a dark scrim along its foot.
    public static let overlay = CellNode(.zstack(ZStackNode(children: [
        CellNode(.image(ImageNode())),
        CellNode(.stack(StackNode(axis: .vertical, children: [
            CellNode(.spacer(minLength: 0)),
            CellNode(.stack(StackNode(axis: .vertical, padding: DirectionalInsets(all: 12),
                                      children: titleAndSubtitle(title: .fixed(Color(hex: 0xFFFFFF)),
                                                                 subtitle: .fixed(Color(red: 255, green: 255, blue: 255, alpha: 220))))),
                     box: NodeBox(background: .fixed(Color(red: 0, green: 0, blue: 0, alpha: 115)), minHeight: 44)),
        ]))),
    ])), box: NodeBox(cornerRadius: 12, shadow: CardColors.restingShadow))

    /// The thumbnail: a square picture (56 points at L, growing with body text, at most a third of
    /// the card) centred beside the title and subtitle.
    public static let thumbnail = CellNode(.stack(StackNode(
        axis: .horizontal, spacing: 12, alignment: .fill, padding: DirectionalInsets(all: 12),
        children: [
            // Centred by two spacers sharing what the text leaves.
            CellNode(.stack(StackNode(axis: .vertical, children: [
                CellNode(.spacer(minLength: 0)),
                CellNode(.image(ImageNode(aspectRatio: 1)),
                         box: NodeBox(cornerRadius: 8, width: 56, scalesWith: .body, maxWidthFraction: 1.0 / 3)),
                CellNode(.spacer(minLength: 0)),
            ]))),
            CellNode(.stack(StackNode(axis: .vertical, children: [
                CellNode(.stack(StackNode(axis: .vertical, spacing: 4, children: [
                    CellNode(.text(TextNode(bind: "title", style: .headline, color: CardColors.label))),
                    CellNode(.text(TextNode(bind: "subtitle", style: .subheadline, color: CardColors.secondaryLabel))),
                ]))),
                CellNode(.spacer(minLength: 0)),
            ]))),
        ])), box: NodeBox(background: CardColors.face, cornerRadius: 12, shadow: CardColors.restingShadow, minHeight: 44,
                          outline: CardColors.outline))

    /// The title over the subtitle 4 points below, then a spacer that keeps them at the top of a taller card.
    private static func titleAndSubtitle(title: TemplateColor = CardColors.label,
                                         subtitle: TemplateColor = CardColors.secondaryLabel) -> [CellNode] {
        [CellNode(.stack(StackNode(axis: .vertical, spacing: 4, children: [
            CellNode(.text(TextNode(bind: "title", style: .headline, color: title))),
            CellNode(.text(TextNode(bind: "subtitle", style: .subheadline, color: subtitle))),
        ]))),
         CellNode(.spacer(minLength: 0))]
    }
}

/// The card styles' colours in light and dark (the grouped card face, its hairline, the labels)
/// and the shadow a card casts at rest.
enum CardColors {
    /// A card's face (secondarySystemGroupedBackground).
    static let face = TemplateColor.adaptive(light: Color(hex: 0xFFFFFF), dark: Color(hex: 0x1C1C1E))
    /// Primary text.
    static let label = TemplateColor.adaptive(light: Color(hex: 0x1C1C1E), dark: Color(hex: 0xFFFFFF))
    /// Secondary text (opaque).
    static let secondaryLabel = TemplateColor.adaptive(light: Color(hex: 0x636366), dark: Color(hex: 0xAEAEB2))
    /// The hairline just outside a card.
    static let outline = NodeBorder(width: 1, color: .adaptive(light: Color(hex: 0xD4D4DA), dark: Color(hex: 0x3A3A3C)))
    /// The soft shadow under a resting card: 5 points of blur, 2 down, 10 % black (24 % in dark).
    static let restingShadow = NodeShadow(radius: 5, opacity: 1, offsetY: 2,
                                          color: .adaptive(light: Color(red: 0, green: 0, blue: 0, alpha: 26),
                                                           dark: Color(red: 0, green: 0, blue: 0, alpha: 61)))
}
