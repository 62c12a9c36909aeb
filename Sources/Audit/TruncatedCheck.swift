/// `truncated`: a card whose text ends in "…", or loses lines to its height (a line cut off, a
/// subtitle left out) — the lines drawn against the lines the text needs at the card's width.
package enum TruncatedCheck: AuditCheck {
    package static func findings(in subject: AuditSubject) -> [AuditFinding] {
        subject.cells.compactMap { cell in
            guard let text = subject.cardText(cell), text.content.isTruncated else { return nil }
            let ellipsis = text.content.title?.truncated == true || text.content.subtitle?.truncated == true
            return subject.finding(.truncated, cell, [("linesShown", .number(Double(text.content.lineCount))),
                                                      ("linesNeeded", .number(Double(subject.linesNeeded(cell, text)))),
                                                      ("ellipsis", .bool(ellipsis)),
                                                      ("text", .string(text.title ?? text.subtitle ?? ""))])
        }
    }
}
