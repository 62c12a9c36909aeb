import AppSupport
import Typography

/// `missingGlyph`: a card's or a table row's text with a scalar no installed face could draw (drawn
/// as an empty .notdef box): the first such scalar, its script, and the package that would supply a face.
package enum MissingGlyphCheck: AuditCheck {
    package static func findings(in subject: AuditSubject) -> [AuditFinding] {
        subject.cells.compactMap { cell in
            guard let layouts = subject.titleAndSubtitleLayouts(cell) else { return nil }
            var missing = 0
            var first: Unicode.Scalar?
            for (layout, string) in layouts {
                guard let layout, let string, layout.missingGlyphs > 0 else { continue }
                missing += layout.missingGlyphs
                if first == nil { first = MissingGlyphs.scalars(in: layout, of: string).first }
            }
            guard missing > 0, let scalar = first else { return nil }
            var evidence: [(String, JSONWriter.Value)] = [("scalar", .string(MissingGlyphs.name(of: scalar))),
                                                          ("script", .string(MissingGlyphs.script(of: scalar))),
                                                          ("count", .number(Double(missing)))]
            if let package = MissingGlyphs.package(for: scalar) { evidence.append(("package", .string(package))) }
            return subject.finding(.missingGlyph, cell, evidence)
        }
    }
}
