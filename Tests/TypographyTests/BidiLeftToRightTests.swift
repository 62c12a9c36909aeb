import Testing
@testable import Typography

/// Left-to-right text skips the bidirectional algorithm and keeps its logical order and HarfBuzz widths.
@MainActor @Suite struct BidiLeftToRightTests {
    private var inter: FontFace { TypographyTestSupport.regular }

    @Test func leftToRightTextSkipsTheAlgorithmAndKeepsHarfBuzzWidths() {
        let measurer = TypographyTestSupport.fonts.makeMeasurer()
        for text in ShapingReferenceTests.strings + ["Հայերեն ☃", "١٢٣٤ n° ۱۲۳۴", "one\ntwo"] {
            for direction in [WritingDirection.natural, .leftToRight] {
                let layout = measurer.measure(text, font: inter, pointSize: 17, width: 120, writingDirection: direction)
                #expect(layout.baseWritingDirection == .leftToRight)
                for line in layout.lines {
                    #expect(line.writingDirection == .leftToRight)
                    // Visual order is logical order.
                    let clusters = line.glyphs.map(\.cluster)
                    #expect(clusters == clusters.sorted(), "\(text): \(clusters)")
                }
            }
            if ShapingReferenceTests.strings.contains(text) {
                // All in Inter, one line: the width of HarfBuzz shaping the whole string as one run.
                let layout = measurer.measure(text, font: inter, pointSize: 17)
                #expect(abs(layout.width - Shaper.shapedWidth(of: text, font: inter, pointSize: 17)) < 1e-6, "\(text)")
            }
        }
        #expect(measurer.bidiParagraphCount == 0)
    }

    @Test func rightToLeftScalarsOrAGivenRightToLeftDirectionUseTheAlgorithm() {
        let measurer = TypographyTestSupport.fonts.makeMeasurer()
        _ = measurer.measure("Shalom שלום!", font: inter, pointSize: 17)
        #expect(measurer.bidiParagraphCount == 1)
        _ = measurer.measure("first\nسلام\nlast", font: inter, pointSize: 17)
        #expect(measurer.bidiParagraphCount == 2)
        let layout = measurer.measure("hello world", font: inter, pointSize: 17, writingDirection: .rightToLeft)
        #expect(measurer.bidiParagraphCount == 3)
        #expect(layout.baseWritingDirection == .rightToLeft)
        // The same glyphs as left to right (Latin inside a right-to-left paragraph keeps its order).
        let plain = measurer.measure("hello world", font: inter, pointSize: 17)
        #expect(layout.lines[0].glyphs.map(\.glyphID) == plain.lines[0].glyphs.map(\.glyphID))
        #expect(layout.width == plain.width)
    }

    @Test func eachDirectionIsCachedOnItsOwn() throws {
        let measurer = TypographyTestSupport.fonts.makeMeasurer()
        let text = "hello world "
        let natural = measurer.measure(text, font: inter, pointSize: 17, width: 60)
        let rightToLeft = measurer.measure(text, font: inter, pointSize: 17, width: 60, writingDirection: .rightToLeft)
        #expect(measurer.computedCount == 2)
        #expect(natural.baseWritingDirection == .leftToRight && rightToLeft.baseWritingDirection == .rightToLeft)
        // Found again, each in its own direction.
        #expect(measurer.measure(text, font: inter, pointSize: 17, width: 60, writingDirection: .rightToLeft) == rightToLeft)
        #expect(measurer.measure(text, font: inter, pointSize: 17, width: 60) == natural)
        #expect(measurer.computedCount == 2)
        measurer.removeCachedLayouts()
        _ = measurer.measure(text, font: inter, pointSize: 17, width: 60, writingDirection: .rightToLeft)
        #expect(measurer.computedCount == 3)
    }

    @Test func eachParagraphResolvesItsOwnDirection() throws {
        let measurer = TypographyTestSupport.fonts.makeMeasurer()
        let layout = measurer.measure("שלום\nhello\nسلام", font: inter, pointSize: 17)
        #expect(layout.lines.map(\.writingDirection) == [.rightToLeft, .leftToRight, .rightToLeft])
        #expect(layout.baseWritingDirection == .rightToLeft)
        let box = 200.0
        #expect(layout.lines.map { $0.naturalAlignmentOffset(inWidth: box) }
            == [box - layout.lines[0].width, 0, box - layout.lines[2].width])
    }
}
