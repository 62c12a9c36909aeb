import CFriBidi
import CHarfBuzz
import Testing
@testable import Typography

/// Bidirectional text: the visual order of clusters is FriBidi's own, lines break in logical order
/// and are reordered each on its own, Arabic joins, "…" goes at the logical end.
@MainActor @Suite struct BidiReorderingTests {
    private let fonts = TypographyTestSupport.fonts
    private let measurer = TypographyTestSupport.fonts.makeMeasurer()
    private var inter: FontFace { TypographyTestSupport.regular }

    private func fallback(named name: String) throws -> FontFace {
        try #require(fonts.fallbackFaces().first { $0.name == name })
    }

    /// Mixed-direction strings, and the paragraph direction they are measured in.
    nonisolated static let mixed: [(text: String, direction: WritingDirection)] = [
        ("שלום world 123 עולם", .natural),                       // Hebrew with a Latin word and digits
        ("המחיר הוא 42.50 ש״ח עד 31/12", .natural),               // Hebrew with a decimal and a date
        ("مرحبا 2024 بالعالم", .natural),                          // Arabic with European digits
        ("العدد ١٢٣ هنا", .natural),                               // Arabic with Arabic-Indic digits
        ("The word שלום עולם means hello world.", .natural),      // Latin with an embedded Hebrew phrase
        ("זה טקסט בעברית with English", .natural),                // RTL paragraph with a trailing Latin word
        ("مرحبا (hello) يا صديقي!", .natural),                    // brackets inside Arabic
        ("Price: 50 ש״ח", .rightToLeft),                           // Latin read right to left
        ("עברית first", .leftToRight),                             // Hebrew first, read left to right
        ("hello world", .rightToLeft),                             // only Latin, right to left
    ]

    @Test(arguments: mixed)
    func clustersAreInFriBidisVisualOrder(text: String, direction: WritingDirection) throws {
        let layout = measurer.measure(text, font: inter, pointSize: 17, writingDirection: direction)
        let line = try #require(layout.lines.first)
        #expect(layout.lines.count == 1)
        let reference = BidiReference.visualOrder(of: text, direction: direction)
        let ours = BidiReference.clusterOrder(of: line)
        // Every scalar is drawn: one not starting a cluster joined the cluster logically before it (lam-alef).
        let starts = Set(ours)
        #expect(starts.count == ours.count, "a cluster is drawn in two places: \(ours)")
        for index in 0..<text.unicodeScalars.count where !starts.contains(index) {
            #expect(index > 0 && starts.contains(index - 1), "scalar \(index) of \(text) is not drawn")
        }
        #expect(ours == reference.order.filter(starts.contains), "\(text): \(ours) vs FriBidi \(reference.order)")
        let expectedDirection: WritingDirection = reference.rightToLeft ? .rightToLeft : .leftToRight
        #expect(layout.baseWritingDirection == expectedDirection)
        #expect(line.writingDirection == expectedDirection)
    }

    @Test func aMixedParagraphBreaksInLogicalOrderThenReordersEachLine() throws {
        let text = "זה משפט ארוך בעברית עם המילה hello ועם המספר 2024 באמצע ועוד כמה מילים בסוף"
        let scalars = Array(text.unicodeScalars)
        let hebrew = try fallback(named: "NotoSansHebrew-Regular")
        let size = 17.0, width = 120.0
        let layout = measurer.measure(text, font: inter, pointSize: size, width: width)
        #expect(layout.lines.count >= 4)
        #expect(layout.baseWritingDirection == .rightToLeft)
        #expect(layout.lines.first?.start == 0 && layout.lines.last?.end == scalars.count)
        for (previous, next) in zip(layout.lines, layout.lines.dropFirst()) {
            #expect(previous.end == next.start)
            // Broken at a space, after the space (logical order).
            #expect(scalars[previous.end - 1] == " " && scalars[next.start] != " ")
            // Greedy: the next line's first word would not have fitted. Its width from HarfBuzz alone.
            let word = String(String.UnicodeScalarView(scalars[next.start...].prefix { $0 != " " }))
            let wordFont = word.unicodeScalars.contains { (0x0590...0x05FF).contains($0.value) } ? hebrew : inter
            let extra = Shaper.shapedWidth(of: " ", font: inter, pointSize: size)
                + Shaper.shapedWidth(of: word, font: wordFont, pointSize: size)
            #expect(previous.width + extra > width, "\(word) would fit after line \(previous.start)..<\(previous.end)")
        }
        let expected = BidiReference.visualOrder(of: text, lines: layout.lines.map { $0.start..<$0.end }, direction: .natural)
        for (line, order) in zip(layout.lines, expected) {
            #expect(line.width <= width + 1e-6)
            #expect(line.writingDirection == .rightToLeft)
            #expect(BidiReference.clusterOrder(of: line) == order, "line \(line.start)..<\(line.end)")
            // The trailing space is at the paragraph's level: drawn left of the visible text.
            if line.end < scalars.count {
                let space = try #require(line.glyphs.first)
                #expect(space.cluster == line.end - 1 && space.x < 0)
            }
            // Right-aligned in the width.
            #expect(abs(line.naturalAlignmentOffset(inWidth: width) - (width - line.width)) < 1e-9)
        }
    }

    @Test func arabicLettersJoin() throws {
        let arabic = try fallback(named: "NotoSansArabic-Regular")
        let text = "سلام"
        let scalars = text.unicodeScalars.map(\.value)
        // The isolated forms: what the font's character map gives for each letter alone.
        let isolated = scalars.map { scalar -> UInt32 in
            var glyph: hb_codepoint_t = 0
            _ = hb_font_get_nominal_glyph(arabic.hbFont, scalar, &glyph)
            return glyph
        }
        #expect(!isolated.contains(0))
        let layout = measurer.measure(text, font: inter, pointSize: 17)
        let glyphs = try #require(layout.lines.first?.glyphs)
        #expect(glyphs.allSatisfy { layout.fontNames[$0.font] == "NotoSansArabic-Regular" })
        // Seen takes its initial form; lam and alef join (a lam-alef ligature or their joined
        // forms); alef never joins the letter after it, so meem stands in its isolated form.
        func ids(of cluster: Int) -> [UInt32] { glyphs.filter { $0.cluster == cluster }.map(\.glyphID) }
        #expect(ids(of: 0).count == 1 && ids(of: 0) != [isolated[0]], "seen: \(ids(of: 0)) isolated \(isolated[0])")
        let lamAlef = ids(of: 1) + ids(of: 2)
        #expect(!lamAlef.isEmpty && !lamAlef.contains(isolated[1]) && !lamAlef.contains(isolated[2]),
                "lam-alef: \(lamAlef), isolated \(isolated[1]) \(isolated[2])")
        #expect(ids(of: 3) == [isolated[3]])
        // Read right to left: the first letter (seen) is the rightmost.
        #expect(BidiReference.clusterOrder(of: layout.lines[0]).last == 0)
    }

    @Test func bracketsInARightToLeftRunAreMirrored() throws {
        // UAX #9 N0: the pair encloses L text in an R context, so it takes the paragraph's
        // direction (level 1); HarfBuzz then draws "(" with the glyph of ")" (Bidi_Mirroring_Glyph).
        let text = "مرحبا (hello) يا"
        let layout = measurer.measure(text, font: inter, pointSize: 17)
        let glyphs = try #require(layout.lines.first?.glyphs)
        var open: hb_codepoint_t = 0, close: hb_codepoint_t = 0
        _ = hb_font_get_nominal_glyph(inter.hbFont, 0x28, &open)
        _ = hb_font_get_nominal_glyph(inter.hbFont, 0x29, &close)
        let opening = try #require(glyphs.first { $0.cluster == 6 })   // "(" is scalar 6
        let closing = try #require(glyphs.first { $0.cluster == 12 })  // ")" is scalar 12
        #expect(opening.font == 0 && opening.glyphID == close)
        #expect(closing.font == 0 && closing.glyphID == open)
        // The opening bracket is read first, so it is the right one of the pair.
        #expect(opening.x > closing.x)
    }

    @Test(arguments: ["שלום עולם זה טקסט ארוך מאוד שלא נכנס", "مرحبا بالعالم هذا نص طويل جدا", "זה טקסט בעברית with English words"])
    func truncationPutsTheEllipsisAtTheLogicalEnd(text: String) throws {
        let width = 90.0
        let layout = measurer.measure(text, font: inter, pointSize: 17, width: width, maxLines: 1)
        #expect(layout.truncated)
        let line = try #require(layout.lines.first)
        #expect(line.width <= width + 1e-6)
        var ellipsisID: hb_codepoint_t = 0
        _ = hb_font_get_nominal_glyph(inter.hbFont, 0x2026, &ellipsisID)
        // A right-to-left paragraph's logical end is its left: "…" is drawn first, at x = 0.
        let first = try #require(line.glyphs.first)
        #expect(first.glyphID == ellipsisID && first.font == 0 && abs(first.x) < 1e-9)
        #expect(line.glyphs.filter { $0.glyphID == ellipsisID && $0.font == 0 }.count == 1)
        // Next to it, the last scalar kept (the text's logical end); nothing is drawn left of "…".
        let kept = line.glyphs.dropFirst().map(\.cluster)
        #expect(kept.max() != nil)
        if let lastKept = kept.max() {
            let visualOrder = BidiReference.clusterOrder(of: line).dropFirst()
            // When the kept text ends in right-to-left letters, the last one sits beside "…".
            if (0x0590...0x08FF).contains(Array(text.unicodeScalars)[lastKept].value) {
                #expect(visualOrder.first == lastKept)
            }
        }
        #expect(line.glyphs.dropFirst().allSatisfy { $0.x >= first.x })
    }

    @Test func truncatedLeftToRightTextKeepsTheEllipsisOnTheRight() throws {
        let layout = measurer.measure("Shalom שלום and goodbye to everyone", font: inter, pointSize: 17, width: 110, maxLines: 1)
        #expect(layout.truncated && layout.baseWritingDirection == .leftToRight)
        let line = try #require(layout.lines.first)
        var ellipsisID: hb_codepoint_t = 0
        _ = hb_font_get_nominal_glyph(inter.hbFont, 0x2026, &ellipsisID)
        #expect(line.glyphs.last?.glyphID == ellipsisID)
        #expect(line.glyphs.dropLast().allSatisfy { $0.x < line.glyphs.last!.x })
    }
}
