import Testing
@testable import Typography

/// Shaped words serve every point size; cached layouts and shaped words are forgotten separately.
@MainActor @Suite struct MeasurementCacheTests {
    static let strings = [
        "The quick brown fox", "jumps over the lazy dog.", "Café naïve façade", "AVAVA To Wa",
        "Shalom שלום!", "漢字 and 🐈", "cafe\u{301} 3.14159 (42%)", "one\ntwo\n\nfour",
        "Also called the manul, it lives on the cold steppes of Central Asia.",
    ]

    /// Each string plain, wrapped at spaces (wide enough for every word at both sizes), and
    /// truncated to one line. Breaks inside a word shape the fragments on their own, so only
    /// these requests promise that a new size shapes nothing new.
    static let requests: [(text: String, width: Double?, maxLines: Int)] = strings.flatMap { text in
        [(text, nil, 0), (text, 400, 0), (text, nil, 1)]
    }

    private var font: FontFace { TypographyTestSupport.regular }

    private func measureAll(_ measurer: TextMeasurer, size: Double) -> [TextLayout] {
        Self.requests.map { measurer.measure($0.text, font: font, pointSize: size, width: $0.width, maxLines: $0.maxLines) }
    }

    @Test func aSecondPointSizeShapesNoNewWordsAndTheFirstAgainComputesNothing() {
        let measurer = TypographyTestSupport.fonts.makeMeasurer()
        let first = measureAll(measurer, size: 17)
        let shaped = measurer.shapedWordCount
        #expect(shaped > 0)
        #expect(measurer.computedCount == Self.requests.count)
        #expect(first.contains { $0.truncated })
        #expect(first.contains { $0.lines.count > 1 })

        let second = measureAll(measurer, size: 28)
        #expect(measurer.shapedWordCount == shaped)
        #expect(measurer.computedCount == 2 * Self.requests.count)
        for (request, (small, large)) in zip(Self.requests, zip(first, second)) where request.width == nil {
            #expect(abs(large.width - small.width * 28 / 17) < 1e-9)
        }

        let again = measureAll(measurer, size: 17)
        #expect(measurer.computedCount == 2 * Self.requests.count)
        #expect(measurer.shapedWordCount == shaped)
        #expect(again == first)
    }

    @Test func removeCachedLayoutsKeepsShapedWords() {
        let measurer = TypographyTestSupport.fonts.makeMeasurer()
        let before = measureAll(measurer, size: 17)
        let shaped = measurer.shapedWordCount

        measurer.removeCachedLayouts()
        let after = measureAll(measurer, size: 17)
        #expect(measurer.computedCount == 2 * Self.requests.count)
        #expect(measurer.shapedWordCount == shaped)
        #expect(after == before)

        measurer.removeAllCachedMeasurements()
        let fresh = measureAll(measurer, size: 17)
        #expect(measurer.computedCount == 3 * Self.requests.count)
        #expect(measurer.shapedWordCount == 2 * shaped)
        #expect(fresh == before)
    }

    @Test func wordsSeenTwiceAreKeptAndNotShapedAgain() {
        // A word is kept from its second sighting on (a word seen once is likely never to come
        // back: keeping it would cost more than shaping it again once).
        let measurer = TextMeasurer()
        _ = measurer.measure("lynx ocelot serval", font: font, pointSize: 17)
        #expect(measurer.shapedWordCount == 3)
        _ = measurer.measure("ocelot lynx serval", font: font, pointSize: 21, width: 80)
        #expect(measurer.shapedWordCount == 6)
        // Now kept (a word is shaped with the spaces after it, so "serval" ends a string): only
        // the new word is shaped, at any size.
        _ = measurer.measure("ocelot lynx caracal", font: font, pointSize: 21)
        #expect(measurer.shapedWordCount == 7)
        _ = measurer.measure("lynx ocelot serval", font: font, pointSize: 13)
        #expect(measurer.shapedWordCount == 7)
        // The new word's second sighting shapes it once more and keeps it; the third shapes nothing.
        _ = measurer.measure("lynx caracal", font: font, pointSize: 17)
        #expect(measurer.shapedWordCount == 8)
        _ = measurer.measure("ocelot caracal", font: font, pointSize: 28)
        #expect(measurer.shapedWordCount == 8)
    }

    @Test func anotherFontShapesItsOwnWords() throws {
        let measurer = TextMeasurer()
        _ = measurer.measure("lynx ocelot", font: font, pointSize: 17)
        let shaped = measurer.shapedWordCount
        _ = measurer.measure("lynx ocelot", font: try TypographyTestSupport.fonts.face(.bold), pointSize: 17)
        #expect(measurer.shapedWordCount == 2 * shaped)
    }
}
