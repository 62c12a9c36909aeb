import Testing
@testable import Typography

/// Truncation with "…" (a line limit) cuts the last kept line on a grapheme boundary: never between
/// a base and its combining mark, never inside an emoji sequence. Grapheme clusters are Swift's
/// `Character`s (extended grapheme clusters, UAX #29), independent of the code under test.
@MainActor @Suite struct TruncationTests {
    private let measurer = TypographyTestSupport.fonts.makeMeasurer()
    private var inter: FontFace { TypographyTestSupport.regular }

    @Test(arguments: ["cafe\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301} cafe\u{301}", "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}",
                      "👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦", "🇯🇵🇫🇷🇰🇷🇧🇷🇩🇪", "👍🏽👍🏽👍🏽👍🏽", "#️⃣#️⃣#️⃣#️⃣", "ok 👨‍👩‍👧‍👦👍🏽🇯🇵 done"])
    func theEllipsisFollowsAWholeGrapheme(text: String) {
        let boundaries = TypographyTestSupport.graphemeBoundaries(text)
        let whole = measurer.measure(text, font: inter, pointSize: 17).width
        var truncatedCount = 0
        // One line, at widths from a little more than "…" to a little less than the whole text, every 3 points.
        for width in stride(from: 12.0, to: whole, by: 3) {
            let layout = measurer.measure(text, font: inter, pointSize: 17, width: width, maxLines: 1)
            guard layout.truncated, let line = layout.lines.first else { continue }
            truncatedCount += 1
            #expect(boundaries.contains(line.end), "\(text.debugDescription) at \(width): cut after scalar \(line.end)")
            // Every glyph but the ellipsis is of a scalar before the cut.
            #expect(line.glyphs.dropLast().allSatisfy { $0.cluster < line.end || line.end == 0 })
        }
        #expect(truncatedCount > 2)
    }
}
