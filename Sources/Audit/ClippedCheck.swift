import CardDrawing

/// `clipped`: text drawn past its cell's edge, where the cell's bounds cut it — a line wider than
/// the card's text box that reaches past the card's side, or a line whose bottom lies below the
/// card's; a table row of the grid whose text and margins need more height than the row has.
package enum ClippedCheck: AuditCheck {
    package static func findings(in subject: AuditSubject) -> [AuditFinding] {
        subject.cells.compactMap { cell in
            if let row = subject.rowText(cell) {
                let height = cell.attributes.size.height
                guard row.preferredHeight > height + 0.5 else { return nil }
                return subject.finding(.clipped, cell, [("edge", .string("bottom")), ("heightNeeded", .number(row.preferredHeight)),
                                                        ("cellHeight", .number(height))])
            }
            guard let text = subject.cardText(cell) else { return nil }
            let size = cell.attributes.size
            let widest = ([text.content.title, text.content.subtitle].compactMap { $0 }.flatMap(\.lines).map(\.width).max() ?? 0)
            // The text box starts past the accent edge and the padding; the card's side ends it.
            let room = size.width - text.content.accentEdge - CardContent.padding
            if widest > room + 0.5 {
                return subject.finding(.clipped, cell, [("edge", .string("side")), ("lineWidth", .number(widest)),
                                                        ("room", .number(room)), ("cellWidth", .number(size.width))])
            }
            if text.bottom > size.height + 0.5 {
                return subject.finding(.clipped, cell, [("edge", .string("bottom")), ("textBottom", .number(text.bottom)),
                                                        ("cellHeight", .number(size.height))])
            }
            return nil
        }
    }
}
