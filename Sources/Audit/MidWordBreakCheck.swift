import Typography

/// `midWordBreak`: a line of a card's or a table row's text that ends inside a word with no hyphen — the word was
/// wider than the line and had no hyphenation point that fit, so it was cut between two letters.
package enum MidWordBreakCheck: AuditCheck {
    package static func findings(in subject: AuditSubject) -> [AuditFinding] {
        subject.cells.compactMap { cell in
            guard let layouts = subject.titleAndSubtitleLayouts(cell) else { return nil }
            for (layout, string) in layouts {
                guard let layout, let string, let index = layout.lines.firstIndex(where: \.cutsWordWithoutHyphen) else { continue }
                return subject.finding(.midWordBreak, cell, [("line", .number(Double(index + 1))),
                                                             ("word", .string(brokenWord(string, layout: layout, line: index)))])
            }
            return nil
        }
    }

    /// The word cut at the end of line `line`, with "|" where it was cut ("Extraordin|ary").
    package static func brokenWord(_ text: String, layout: TextLayout, line: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        let cut = min(scalars.count, layout.lines[line].end)
        var start = cut, end = cut
        while start > 0, !scalars[start - 1].properties.isWhitespace { start -= 1 }
        while end < scalars.count, !scalars[end].properties.isWhitespace { end += 1 }
        var word = String.UnicodeScalarView()
        word.append(contentsOf: scalars[start..<cut])
        word.append("|")
        word.append(contentsOf: scalars[cut..<end])
        return String(word)
    }
}
