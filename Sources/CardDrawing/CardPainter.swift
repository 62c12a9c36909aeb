import CollectionLayout
import CollectionView
import SceneFormat
import Typography

/// Draws the scene's elements: text cards and colour swatches for cells, section titles
/// for headers and footers. Each style is drawn in a file of its own (`CardPainter+Card`,
/// `+Chip`, `+Row`, `+SectionTitle`, …); this one holds the painter's state and says which
/// style an element takes.
@MainActor
package final class CardPainter: ElementPainter {
    /// The sections and items whose cards are drawn.
    package let content: SceneContent
    /// The text size the cards' text is drawn at.
    package let category: ContentSizeCategory
    /// The fonts the cards' text is drawn in.
    package let fonts: FontLibrary
    /// The measurer the cards' text is laid out with.
    package let measurer: TextMeasurer
    /// The scene's hyphenation factor for the cards' text (TextKit's; 0: never hyphenate).
    package let hyphenationFactor: Double
    /// How this frame's elements look beyond their content, handed in whole for each frame.
    package var look = FrameLook() {
        didSet { if look != oldValue { appearanceKey = Self.appearanceKey(look, category: category) } }
    }
    /// What the grid's headers, footers, placeholders and decorations show (nil outside the grid).
    package var grid: GridSupplementaryContent? { look.grid }
    /// Whether cells are drawn as table rows (the grid) rather than cards.
    package var drawsRows: Bool { look.drawsRows }
    /// The swiped row.
    package var swipe: SwipeDrawing? { look.swipe }
    /// How far edit mode's controls have slid in (0 … 1).
    package var editProgress: Double { look.editProgress }
    /// The step of the loading indicator's turn, while one shows.
    package var spinnerPhase: Int { look.spinnerPhase }
    /// Device pixels per point.
    package var pixelScale: Double { look.pixelScale }
    /// The card's corner radius.
    package static let cornerRadius = 12.0
    /// The pictures cells show (nil: a scene without pictures).
    package var pictures: PictureStore?
    /// How elements of kinds the painter does not name are drawn (nil: as badges and nothing).
    package var elementRoles: ElementRoles?
    /// The clock, for a picture's fade-in.
    package var time: Double { look.time }
    /// Whether photo cards are covers on a shelf (cover flow).
    package var reflectsCovers: Bool { look.reflectsCovers }
    /// Whether text baselines are marked (the debug overlay).
    package var showsBaselines: Bool { look.showsBaselines }
    /// The collection view's layout direction.
    package var layoutDirection: LayoutDirection { look.layoutDirection }
    /// Reduce Transparency: translucent scrims and backgrounds drawn opaque.
    package var reducesTransparency: Bool { look.reducesTransparency }
    /// Where the safe area's sides lie in content coordinates.
    package var safeAreaSides: SafeAreaSides { look.safeAreaSides }
    /// The lifted card over a section it may not go into.
    package var refusedItemID: String? { look.refusedItemID }
    /// The colours.
    package var palette: Palette { look.palette }
    /// What a card's drawing depends on beyond the card — the text size and the frame's look —
    /// hashed once when the look changes (it is read for every element of every frame).
    package private(set) var appearanceKey = 0

    /// The appearance key of a look at a text size.
    private static func appearanceKey(_ look: FrameLook, category: ContentSizeCategory) -> Int {
        var hasher = Hasher()
        hasher.combine(category)
        hasher.combine(look.appearanceKey)
        return hasher.finalize()
    }

    /// What a drawing reads of an element's attributes beyond its size and opacity: a card's
    /// shadow depth and corner radius, whether a header is pinned (drawn opaque), a list's marks
    /// (separators, header rows, backgrounds, corners). Only these, so
    /// a cover-flow card whose zIndex changes at every step of a scroll keeps its layer while its
    /// shadow stays the same.
    package func attributesKey(_ attributes: LayoutAttributes) -> Int {
        var hasher = Hasher()
        switch attributes.category {
        case .cell:
            hasher.combine(Self.shadowDepth(zIndex: attributes.zIndex, facingViewer: attributes.transform3D.isIdentity))
            hasher.combine(attributes[.cornerRadius])
            hasher.combine(attributes.custom)
        case .supplementary:
            hasher.combine(drawsOnBackground(attributes))
            hasher.combine(attributes.custom)
        case .decoration:
            hasher.combine(attributes.custom)
        }
        return hasher.finalize()
    }

    /// Whether a header or footer is drawn on the view's background, covering what scrolls under it: a pinned one of
    /// the playground's layouts (at their pinned `zIndex`), or one of a kind the playground does not name that lies
    /// over its section's items (a user's layout's pinned header, at whatever `zIndex` it asked for).
    private func drawsOnBackground(_ attributes: LayoutAttributes) -> Bool {
        if attributes.zIndex >= FlowLayout.pinnedHeaderZIndex { return true }
        guard attributes.kind != ElementKind.header, attributes.kind != ElementKind.footer, let elementRoles else { return false }
        return elementRoles.coversItems(attributes)
    }

    /// A painter of `content`'s cards at `category`, its text in `fonts` measured by `measurer`, hyphenated by `hyphenationFactor`.
    package init(content: SceneContent, category: ContentSizeCategory, fonts: FontLibrary, measurer: TextMeasurer,
         hyphenationFactor: Double) {
        self.content = content
        self.hyphenationFactor = hyphenationFactor
        self.category = category
        self.fonts = fonts
        self.measurer = measurer
        appearanceKey = Self.appearanceKey(look, category: category)
    }

    /// Draws one element (a card, a header or footer, a decoration) in `frame`, in the style its attributes and item call for.
    package func paint(_ attributes: LayoutAttributes, itemID: String?, state: CellState, frame: Rect, into list: inout DrawList) {
        let alpha = attributes.alpha
        switch attributes.category {
        case .cell:
            guard let itemID, let item = content.shownItem(itemID) else { return }
            if attributes[.listRow] > 0 {
                paintListRow(item, attributes: attributes, state: state, frame: frame, into: &list)
                return
            }
            if drawsRows {
                paintRow(item, section: attributes.indexPath.section, state: state, frame: frame, alpha: alpha, into: &list)
                return
            }
            // The shadow first (the collection view draws it before the card's layer): a disc under
            // initials, the card's shape otherwise.
            // The corner radius the layout gives the cell (a custom attribute): the cards' 12 points
            // unless it says otherwise (the circle's round cells), and it moves with an animation.
            let radius = max(0, min(attributes[.cornerRadius], min(frame.width, frame.height) / 2))
            if let template = item.cellTemplate {
                // A designer's cell draws everything itself; the selection ring and the press's shade stay the playground's.
                let templateRadius = template.box.cornerRadius
                if state.isSelected {
                    list.append(.fill(frame.insetBy(dx: -3, dy: -3), color: palette.tint.withAlphaMultiplied(by: alpha),
                                      cornerRadius: templateRadius + 3))
                }
                paintTemplateCell(item, template: template, frame: frame, alpha: alpha, into: &list)
                if state.isSelected { paintSelectionMark(in: frame, alpha: alpha, into: &list) }
                if state.isHighlighted {
                    list.append(.fill(frame, color: Color(red: 0, green: 0, blue: 0, alpha: 31).withAlphaMultiplied(by: alpha),
                                      cornerRadius: templateRadius))
                }
                return
            }
            let drawn = drawnText(of: item, frame: frame, cornerRadius: radius)
            if drawn.initials {
                let side = min(frame.width, frame.height)
                paintShadow(Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side), cornerRadius: side / 2,
                            zIndex: attributes.zIndex, facingViewer: attributes.transform3D.isIdentity, alpha: alpha, into: &list)
            } else {
                // A cover on a shelf casts its shadow from the cover, not from its reflection.
                let caster = reflectsCovers && item.shownStyle == .photo
                    ? pictureLayout(for: item, size: frame.size).pictureArea.offsetBy(dx: frame.minX, dy: frame.minY) : frame
                paintShadow(caster, cornerRadius: radius, zIndex: attributes.zIndex,
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
            if item.shownStyle != .text, !drawn.initials || item.cardStyle == .photo {
                paintPictureCard(item, frame: frame, cornerRadius: radius, alpha: alpha, selected: state.isSelected, into: &list)
            } else if drawn.initials {
                paintChip(item, frame: frame, alpha: alpha, into: &list)
            } else {
                paintCell(item, frame: frame, alpha: alpha, content: drawn.card, cornerRadius: radius, selected: state.isSelected,
                          into: &list)
            }
            if state.isSelected { paintSelectionMark(in: frame, alpha: alpha, into: &list) }
            if state.isHighlighted {
                list.append(.fill(frame, color: Color(red: 0, green: 0, blue: 0, alpha: 31).withAlphaMultiplied(by: alpha),
                                  cornerRadius: radius))
            }
        case .supplementary:
            if let grid, paintGridSupplementary(attributes, grid: grid, frame: frame, into: &list) { return }
            guard let section = content.shownSection(at: attributes.indexPath.section) else { return }
            let role: ElementRole = switch attributes.kind {
            case ElementKind.header: .header
            case ElementKind.footer: .footer
            default: elementRoles?.role(of: attributes) ?? .badge
            }
            switch role {
            case .header, .footer: break
            case .badge:
                paintBadge(number: attributes.indexPath.item + 1, frame: frame, alpha: alpha, into: &list)
                return
            case .background:
                paintSectionBackground(frame: frame, alpha: alpha, into: &list)
                return
            }
            let isHeader = role == .header
            guard let text = isHeader ? section.headerText : section.footerText else { return }
            // A pinned header covers the content scrolling under it; a plain list's is on the rows' background.
            if attributes[.listRow] == 1 {
                list.append(.fill(frame, color: palette.card.withAlphaMultiplied(by: alpha), cornerRadius: 0))
            } else if drawsOnBackground(attributes) {
                list.append(.fill(frame, color: palette.background.withAlphaMultiplied(by: alpha), cornerRadius: 0))
            }
            paintSupplementary(text, isHeader: isHeader, frame: frame, alpha: alpha, into: &list)
        case .decoration:
            if let grid, paintGridDecoration(attributes, grid: grid, frame: frame, into: &list) { return }
            if attributes.kind == ElementKind.shelf {
                paintShelf(frame: frame, alpha: alpha, into: &list)
                return
            }
            if attributes.kind == ListElementKind.sectionBackground {
                list.append(.fill(frame, color: palette.card.withAlphaMultiplied(by: alpha), cornerRadius: attributes[.cornerRadius]))
                return
            }
            guard attributes.kind == ElementKind.background || attributes.kind == ElementKind.sectionBackground
                    || elementRoles?.role(of: attributes) == .background else { return }
            paintSectionBackground(frame: frame, alpha: alpha, into: &list)
        }
    }

    /// A section's background: a rounded fill in the grouped background colour.
    private func paintSectionBackground(frame: Rect, alpha: Double, into list: inout DrawList) {
        list.append(.fill(frame, color: palette.sectionBackground.withAlphaMultiplied(by: alpha), cornerRadius: Self.cornerRadius + 4))
    }
}

