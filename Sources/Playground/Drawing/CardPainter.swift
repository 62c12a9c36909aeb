import CollectionLayout
import CollectionView
import Typography

/// Draws the scene's elements: text cards and colour swatches for cells, section titles
/// for headers and footers.
@MainActor
final class CardPainter: ElementPainter {
    let content: SceneContent
    let category: ContentSizeCategory
    let fonts: FontLibrary
    let measurer: TextMeasurer
    /// What the grid's headers, footers, placeholders and decorations show (nil outside the grid).
    var grid: GridSupplementaryContent?
    /// Whether cells are drawn as table rows (the grid) rather than cards.
    var drawsRows = false {
        didSet { if drawsRows != oldValue { updateAppearanceKey() } }
    }
    /// The swiped row: its item, how far its actions are uncovered, the buttons and the one asking to confirm.
    var swipe: SwipeDrawing? {
        didSet { if swipe != oldValue { updateAppearanceKey() } }
    }
    /// How far edit mode's controls have slid in (0 … 1).
    var editProgress = 0.0 {
        didSet { if editProgress != oldValue { updateAppearanceKey() } }
    }
    /// The step of the loading indicator's turn (twelve a second), while one shows.
    var spinnerPhase = 0 {
        didSet { if spinnerPhase != oldValue { updateAppearanceKey() } }
    }

    /// The card's corner radius.
    static let cornerRadius = 12.0
    /// Whether text baselines are marked (the debug overlay).
    var showsBaselines = false {
        didSet { if showsBaselines != oldValue { updateAppearanceKey() } }
    }
    /// The collection view's layout direction: in right-to-left the accent edge is on the right
    /// and text goes flush right.
    var layoutDirection = LayoutDirection.leftToRight {
        didSet { if layoutDirection != oldValue { updateAppearanceKey() } }
    }
    /// The lifted card that is over a section it may not go into: drawn dimmed, with a "no entry" badge.
    var refusedItemID: String?
    /// The colours cards, headers, badges and backgrounds are drawn in (the appearance, or a moment of its crossfade).
    var palette = Palette.light {
        didSet { if palette != oldValue { updateAppearanceKey() } }
    }
    /// What a card's drawing depends on beyond the card — the text size, the baseline marks, the
    /// direction and the colours — hashed once when one changes (it is read for every element
    /// of every frame).
    private(set) var appearanceKey = 0

    private func updateAppearanceKey() {
        var hasher = Hasher()
        hasher.combine(category)
        hasher.combine(showsBaselines)
        hasher.combine(layoutDirection)
        hasher.combine(palette)
        hasher.combine(drawsRows)
        hasher.combine(spinnerPhase)
        hasher.combine(swipe)
        hasher.combine(editProgress)
        appearanceKey = hasher.finalize()
    }

    init(content: SceneContent, category: ContentSizeCategory, fonts: FontLibrary, measurer: TextMeasurer) {
        self.content = content
        self.category = category
        self.fonts = fonts
        self.measurer = measurer
        updateAppearanceKey()
    }

    func paint(_ attributes: LayoutAttributes, itemID: String?, state: CellState, frame: Rect, into list: inout DrawList) {
        let alpha = attributes.alpha
        switch attributes.category {
        case .cell:
            guard let itemID, let item = content.item(itemID) else { return }
            if drawsRows {
                paintRow(item, section: attributes.indexPath.section, state: state, frame: frame, alpha: alpha, into: &list)
                return
            }
            // The shadow first (the collection view draws it before the card's layer): a disc under
            // a chip, the card's shape otherwise.
            // The corner radius the layout gives the cell (a custom attribute): the cards' 12 points
            // unless it says otherwise (the circle's round cells), and it moves with an animation.
            let radius = max(0, min(attributes[.cornerRadius], min(frame.width, frame.height) / 2))
            let card = item.hasText
                ? try? CardContent(item: item, width: frame.width, height: frame.height, category: category, fonts: fonts, measurer: measurer)
                : nil
            if let card, !card.isTitleWhole {
                let side = min(frame.width, frame.height)
                paintShadow(Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side), cornerRadius: side / 2,
                            zIndex: attributes.zIndex, facingViewer: attributes.transform3D.isIdentity, alpha: alpha, into: &list)
            } else {
                paintShadow(frame, cornerRadius: radius, zIndex: attributes.zIndex,
                            facingViewer: attributes.transform3D.isIdentity, alpha: alpha, into: &list)
            }
            if itemID == refusedItemID {
                paintRefused(item, frame: frame, alpha: alpha, into: &list)
                return
            }
            if state.isSelected {
                // A ring in the tint colour around the card, drawn first so the card covers its middle.
                list.append(.fill(frame.insetBy(dx: -3, dy: -3), color: palette.tint.withAlphaMultiplied(by: alpha),
                                  cornerRadius: radius + 3))
            }
            paintCell(item, frame: frame, alpha: alpha, content: card, cornerRadius: radius, selected: state.isSelected, into: &list)
            if state.isHighlighted {
                list.append(.fill(frame, color: Color(red: 0, green: 0, blue: 0, alpha: 31).withAlphaMultiplied(by: alpha),
                                  cornerRadius: radius))
            }
        case .supplementary:
            if let grid, paintGridSupplementary(attributes, grid: grid, frame: frame, into: &list) { return }
            guard content.sections.indices.contains(attributes.indexPath.section) else { return }
            let section = content.sections[attributes.indexPath.section]
            guard attributes.kind == ElementKind.header || attributes.kind == ElementKind.footer else {
                paintBadge(number: attributes.indexPath.item + 1, frame: frame, alpha: alpha, into: &list)
                return
            }
            let isHeader = attributes.kind == ElementKind.header
            guard let text = isHeader ? section.headerText : section.footerText else { return }
            // A pinned header covers the content scrolling under it.
            if attributes.zIndex >= FlowLayout.pinnedHeaderZIndex {
                list.append(.fill(frame, color: palette.background.withAlphaMultiplied(by: alpha), cornerRadius: 0))
            }
            paintSupplementary(text, isHeader: isHeader, frame: frame, alpha: alpha, into: &list)
        case .decoration:
            if let grid, paintGridDecoration(attributes, grid: grid, frame: frame, into: &list) { return }
            if attributes.kind == ElementKind.shelf {
                paintShelf(frame: frame, alpha: alpha, into: &list)
                return
            }
            guard attributes.kind == ElementKind.background || attributes.kind == ElementKind.sectionBackground else { return }
            list.append(.fill(frame, color: palette.sectionBackground.withAlphaMultiplied(by: alpha), cornerRadius: Self.cornerRadius + 4))
        }
    }

    /// A bookshelf's shelf: a plank with a lighter top edge and a soft shadow under it.
    private func paintShelf(frame: Rect, alpha: Double, into list: inout DrawList) {
        let wood = palette == .dark ? Color(hex: 0x6B4A2F) : Color(hex: 0xB07A4A)
        let edge = palette == .dark ? Color(hex: 0x8A6443) : Color(hex: 0xD09A66)
        list.append(.shadow(frame.offsetBy(dx: 0, dy: 3), cornerRadius: 2, blur: 6,
                            color: Color(red: 0, green: 0, blue: 0, alpha: UInt8((0.25 * alpha * 255).rounded()))))
        list.append(.fill(frame, color: wood.withAlphaMultiplied(by: alpha), cornerRadius: 2))
        list.append(.fill(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(3, frame.height / 3)),
                          color: edge.withAlphaMultiplied(by: alpha), cornerRadius: 0))
    }

    /// The soft shadow a card casts: resting cards a little, cards stacked above others (cover
    /// flow's turned cards, the piles) more, a card in front — above the others and facing the
    /// viewer (cover flow's centred card, the circle's raised one) — more still, a lifted or
    /// pinched card the most.
    func paintShadow(_ frame: Rect, cornerRadius: Double, zIndex: Int, facingViewer: Bool = true, alpha: Double,
                     into list: inout DrawList) {
        let (blur, drop, opacity): (Double, Double, Double) =
            zIndex >= 1_000 ? (18, 10, 0.26) : zIndex > 0 ? (facingViewer ? (14, 8, 0.24) : (10, 5, 0.18)) : (5, 2, 0.10)
        let strength = palette == .dark ? min(1, opacity * 2.4) : opacity
        list.append(.shadow(frame.offsetBy(dx: 0, dy: drop), cornerRadius: cornerRadius, blur: blur,
                            color: Color(red: 0, green: 0, blue: 0, alpha: UInt8((strength * alpha * 255).rounded()))))
    }

    /// A card: its text laid out for its frame (`content`, when the caller has it already), or the
    /// chip when the title does not fit whole, or a colour swatch for an item without text.
    func paintCell(_ item: SceneItem, frame: Rect, alpha: Double, content given: CardContent? = nil,
                   cornerRadius: Double = CardPainter.cornerRadius, selected: Bool = false, into list: inout DrawList) {
        let accent = item.color ?? palette.defaultAccent
        guard item.hasText else {
            list.append(.fill(frame, color: accent.withAlphaMultiplied(by: alpha), cornerRadius: cornerRadius))
            return
        }
        let content = given ?? (try? CardContent(item: item, width: frame.width, height: frame.height, category: category,
                                                 fonts: fonts, measurer: measurer))
        // Too small to read (the circle's many cards): a chip in the accent colour with initials.
        if let content, !content.isTitleWhole {
            paintChip(item, frame: frame, alpha: alpha, into: &list)
            return
        }
        // A hairline around the card keeps overlapping white cards (cover flow, piles) apart.
        list.append(.fill(frame.insetBy(dx: -1, dy: -1), color: palette.cardEdge.withAlphaMultiplied(by: alpha),
                          cornerRadius: cornerRadius + 1))
        list.append(.fill(frame, color: accent.withAlphaMultiplied(by: alpha), cornerRadius: cornerRadius))
        let rightToLeft = layoutDirection == .rightToLeft
        let face = Rect(x: frame.minX + (rightToLeft ? 0 : CardContent.accentWidth), y: frame.minY,
                        width: frame.width - CardContent.accentWidth, height: frame.height)
        // The background view, or — selected — the selected-background view, under the text.
        list.append(.fill(face, color: (selected ? palette.selectedCard : palette.card).withAlphaMultiplied(by: alpha),
                          cornerRadius: cornerRadius))
        guard let content else { return }
        let textOrigin = content.textOrigin(in: layoutDirection)
        let origin = Point(x: frame.minX + textOrigin.x, y: frame.minY + textOrigin.y)
        list.append(.pushClip(frame))
        for run in content.title?.glyphRuns(at: origin, color: palette.label.withAlphaMultiplied(by: alpha),
                                            boxWidth: content.textWidth, layoutDirection: layoutDirection) ?? [] {
            list.append(.text(run))
        }
        if showsBaselines {
            markBaselines(content.title, origin: origin, into: &list)
            markBaselines(content.subtitle, origin: Point(x: origin.x, y: origin.y + content.subtitleOffset), into: &list)
        }
        let subtitleOrigin = Point(x: origin.x, y: origin.y + content.subtitleOffset)
        for run in content.subtitle?.glyphRuns(at: subtitleOrigin, color: palette.secondaryLabel.withAlphaMultiplied(by: alpha),
                                               boxWidth: content.textWidth, layoutDirection: layoutDirection) ?? [] {
            list.append(.text(run))
        }
        list.append(.popClip)
    }

    /// A thin line under each line of text, on its baseline, as wide as the line.
    private func markBaselines(_ layout: TextLayout?, origin: Point, into list: inout DrawList) {
        for line in layout?.lines ?? [] {
            list.append(.fill(Rect(x: origin.x, y: origin.y + line.baseline, width: max(1, line.width), height: 1),
                              color: Color(red: 0, green: 170, blue: 255, alpha: 200), cornerRadius: 0))
        }
    }

    /// A badge anchored to a card: a red disc with the item's number, as app icons carry.
    private func paintBadge(number: Int, frame: Rect, alpha: Double, into list: inout DrawList) {
        let radius = min(frame.width, frame.height) / 2
        list.append(.fill(frame.insetBy(dx: -1.5, dy: -1.5), color: palette.card.withAlphaMultiplied(by: alpha), cornerRadius: radius + 1.5))
        list.append(.fill(frame, color: palette.badge.withAlphaMultiplied(by: alpha), cornerRadius: radius))
        guard let face = try? fonts.face(.bold) else { return }
        let layout = measurer.measure("\(number)", font: face, pointSize: max(8, frame.height * 0.5))
        let origin = Point(x: frame.midX - layout.width / 2, y: frame.midY - layout.height / 2)
        for run in layout.glyphRuns(at: origin, color: palette.onAccent.withAlphaMultiplied(by: alpha)) {
            list.append(.text(run))
        }
    }

    func paintSupplementary(_ text: String, isHeader: Bool, frame: Rect, alpha: Double, into list: inout DrawList) {
        // A header at the side of a horizontal flow (taller than wide) wraps its text; one across
        // the top keeps a single line.
        let wraps = frame.height > frame.width * 1.5
        guard let layout = SupplementaryText.layout(text, isHeader: isHeader, width: frame.width, category: category,
                                                    fonts: fonts, measurer: measurer, maxLines: wraps ? 0 : 1) else { return }
        let top = frame.minY + (frame.height - layout.height) / 2
        let color = (isHeader ? palette.label : palette.secondaryLabel).withAlphaMultiplied(by: alpha)
        list.append(.pushClip(frame))
        for run in layout.glyphRuns(at: Point(x: frame.minX + SupplementaryText.inset, y: top), color: color,
                                    boxWidth: max(1, frame.width - 2 * SupplementaryText.inset), layoutDirection: layoutDirection) {
            list.append(.text(run))
        }
        list.append(.popClip)
    }

    /// A card too small for its title: a disc (or rounded chip) in the accent colour with the
    /// title's initials, in white, as large as the chip allows.
    func paintChip(_ item: SceneItem, frame: Rect, alpha: Double, into list: inout DrawList) {
        let side = min(frame.width, frame.height)
        let chip = Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
        list.append(.fill(chip.insetBy(dx: -1, dy: -1), color: palette.card.withAlphaMultiplied(by: alpha), cornerRadius: side / 2 + 1))
        list.append(.fill(chip, color: (item.color ?? palette.defaultAccent).withAlphaMultiplied(by: alpha), cornerRadius: side / 2))
        let words = (item.title ?? item.subtitle ?? "").split(whereSeparator: { $0 == " " || $0 == "-" })
        let initials = String(words.prefix(2).compactMap(\.first)).uppercased()
        guard !initials.isEmpty, side >= 12, let face = try? fonts.face(.bold) else { return }
        let text = measurer.measure(initials, font: face, pointSize: max(6, side * 0.38), maxLines: 1)
        for run in text.glyphRuns(at: Point(x: chip.midX - text.width / 2, y: chip.midY - text.height / 2),
                                  color: palette.onAccent.withAlphaMultiplied(by: alpha)) {
            list.append(.text(run))
        }
    }
}

