import CardDrawing
import CollectionLayout
import Typography

/// What a card cell shows of its item's text, for the text checks: the layout the painter draws
/// (a text card's, or a picture card's below or over its picture) and where its box sits in the cell.
extension AuditSubject {
    /// A card's drawn text.
    @MainActor
    package struct CardText {
        /// The text as drawn in the cell.
        package var content: CardContent
        /// The text box's top in the cell's coordinates.
        package var top: Double
        /// The item's title and subtitle (for the evidence).
        package var title: String?
        package var subtitle: String?

        /// The text's bottom in the cell's coordinates.
        package var bottom: Double {
            var height = content.title?.height ?? 0
            if let subtitle = content.subtitle { height += subtitle.height + (content.title == nil ? 0 : CardContent.gap) }
            return top + height
        }
    }

    /// The text a card cell draws; nil for a cell without text, a table row, a list row, or a
    /// round cell showing its title's initials (the circle's design).
    package func cardText(_ element: Element) -> CardText? {
        guard element.isCell, element.attributes[.listRow] == 0, let id = element.id,
              let item = window.shownContent.shownItem(id), item.hasText else { return nil }
        // The painter's direction, covers and palette are the frame's.
        _ = textlessFrame
        let painter = window.cardPainter
        guard !painter.drawsRows else { return nil }
        let frame = element.attributes.frame
        let radius = max(0, min(element.attributes[.cornerRadius], min(frame.width, frame.height) / 2))
        let drawn = painter.drawnText(of: item, frame: frame, cornerRadius: radius)
        guard !drawn.initials else { return nil }
        if item.shownStyle != .text {
            let layout = painter.pictureLayout(for: item, size: frame.size)
            guard let text = layout.text else { return nil }
            return CardText(content: text, top: layout.textOrigin.y, title: item.title, subtitle: item.subtitle)
        }
        guard let card = drawn.card else { return nil }
        return CardText(content: card, top: card.textOrigin.y, title: item.title, subtitle: item.subtitle)
    }

    /// The text a table row of the grid draws (its title and subtitle wrapped to the row's width,
    /// all their lines); nil for a cell that is not such a row, or has no text.
    package func rowText(_ element: Element) -> GridRowContent? {
        guard element.isCell, element.attributes[.listRow] == 0, let id = element.id,
              let item = window.shownContent.shownItem(id), item.hasText else { return nil }
        _ = textlessFrame
        guard window.cardPainter.drawsRows else { return nil }
        return try? GridRowContent(item: item, width: element.attributes.size.width, category: window.shownCategory, fonts: window.fonts,
                                   measurer: window.measurer)
    }

    /// The laid-out title and subtitle of a table row or a card, each with the string it lays out;
    /// nil for a cell that draws neither.
    package func titleAndSubtitleLayouts(_ element: Element) -> [(layout: TextLayout?, text: String?)]? {
        if let row = rowText(element) {
            let item = element.id.flatMap { window.shownContent.shownItem($0) }
            return [(row.title, item?.title), (row.subtitle, item?.subtitle)]
        }
        if let text = cardText(element) {
            return [(text.content.title, text.title), (text.content.subtitle, text.subtitle)]
        }
        return nil
    }

    /// How many lines the card's text would take with room for all of it (at the same width).
    package func linesNeeded(_ element: Element, _ text: CardText) -> Int {
        guard let id = element.id, let item = window.shownContent.shownItem(id),
              let natural = try? CardContent(item: item, width: text.content.textWidth + text.content.accentEdge + 2 * CardContent.padding,
                                             height: nil, category: window.shownCategory, fonts: window.fonts, measurer: window.measurer,
                                             hyphenationFactor: window.cardPainter.hyphenationFactor, accentEdge: text.content.accentEdge)
        else { return text.content.lineCount }
        return natural.lineCount
    }
}
