import Testing
@testable import Typography

/// Hyphenation with libhyphen and hyphen-en-us: dictionary points, used only with a hyphenation
/// factor (TextKit's; UIKit's default 0 never hyphenates), the hyphen drawn and counted in the
/// line's width.
@MainActor struct HyphenationTests {
    /// The points the library gives, read off its own output with a tiny C program over
    /// `hnj_hyphen_hyphenate2` and `/usr/share/hyphen/hyph_en_US.dic` (lhmin 2, rhmin 3):
    /// sec=re=tary=bird, hy=phen=ation, neigh=bour=ing, amer=i=cas, leop=ard, ocelot, alerce.
    nonisolated static let table: [(String, [Int])] = [
        ("secretarybird", [3, 5, 9]), ("Secretarybird", [3, 5, 9]), ("hyphenation", [2, 6]), ("neighbouring", [5, 9]),
        ("americas", [4, 5]), ("leopard", [4]), ("ocelot", []), ("alerce", []), ("cat", []), ("K2-18b", []),
    ]

    @Test(arguments: table)
    func wordsBreakAtTheirDictionaryPoints(_ word: String, _ points: [Int]) {
        #expect(Hyphenator.shared.isAvailable, "hyphen-en-us is missing: make installs it")
        #expect(Hyphenator.shared.breakPoints(Array(word.unicodeScalars)) == points)
    }

    /// `text` in the headline's face at 53 points (AX5), wrapped at `width`, hyphenated with
    /// `factor` (1 unless a test says otherwise: the tests below are about where hyphens go).
    private func measure(_ text: String, width: Double? = nil, factor: Double = 1) throws -> TextLayout {
        let fonts = TypographyTestSupport.fonts
        try fonts.loadAll()
        let measurer = fonts.makeMeasurer()
        return measurer.measure(text, font: try fonts.face(.semibold), pointSize: 53, width: width, hyphenationFactor: factor)
    }

    @Test func byDefaultNoWordIsHyphenatedAndAWordTooWideBreaksBetweenCharacters() throws {
        // UIKit's default hyphenation factor is 0: "Secretarybird" in 250 points breaks after the
        // longest run of its letters that fits, with no hyphen — worked out from each prefix's own
        // width, unwrapped.
        let layout = try measure("Secretarybird", width: 250, factor: 0)
        let word = Array("Secretarybird")
        let fitting = try (1...word.count).last { try measure(String(word[0..<$0])).width <= 250 } ?? 1
        #expect(fitting < word.count)
        #expect(layout.lines.first.map { [$0.start, $0.end] } == [0, fitting])
        // No hyphen anywhere: 13 letters, 13 glyphs; the cut is reported.
        #expect(layout.lines.reduce(0) { $0 + $1.glyphs.count } == 13)
        #expect(layout.lines.first?.cutsWordWithoutHyphen == true)
    }

    @Test func aLineFilledLessThanTheFactorHyphenatesTheWordThatDidNotFit() throws {
        // "Ocelot hyphenation" in a line just wider than "Ocelot hyphen-": broken at the space, the
        // first line would hold "Ocelot" alone, filling w(Ocelot)/width of it.
        let hyphen = try measure("-").width
        let width = try measure("Ocelot hyphen").width + hyphen + 2
        let fill = try measure("Ocelot").width / width
        try #require(fill > 0.3 && fill < 1)
        // Factor 1 (any line not full): hyphenated at hy=phen=ation's last point that fits, "hyphen-".
        #expect(try measure("Ocelot hyphenation", width: width, factor: 1).lines.map { [$0.start, $0.end] } == [[0, 13], [13, 18]])
        // A factor below the fill, and the default 0: whole words.
        #expect(try measure("Ocelot hyphenation", width: width, factor: 0.3).lines.map(\.start) == [0, 7])
        #expect(try measure("Ocelot hyphenation", width: width, factor: 0).lines.map(\.start) == [0, 7])
    }

    @Test func aWordTooWideForItsLineBreaksAtTheLastPointThatFitsWithTheHyphenCounted() throws {
        // At 53 points (the headline at AX5), "Secretarybird" in 250 points: "Secretary-" is too
        // wide, "Secre-" fits (sec=re=tary=bird), then "tarybird" fits the next line.
        let layout = try measure("Secretarybird", width: 250)
        #expect(layout.lines.map { [$0.start, $0.end] } == [[0, 5], [5, 13]])
        // The first line is "Secre" and a hyphen, each measured on its own.
        let secre = try measure("Secre").width, hyphen = try measure("-").width
        #expect(abs(layout.lines[0].width - (secre + hyphen)) < 1e-6)
        #expect(layout.lines[0].width <= 250)
        #expect(layout.lines[0].glyphs.count == 6)
        let secretary = try measure("Secretary").width
        #expect(secretary + hyphen > 250)
    }

    @Test func noHyphenWhenTheWordFitsOrWhenSpacesCanBreakTheLine() throws {
        let whole = try measure("Secretarybird")
        let wide = try measure("Secretarybird", width: 1000)
        #expect(wide.lines.count == 1 && abs(wide.width - whole.width) < 1e-9)
        // Two words that each fit break at the space, not inside a word (with no hyphenation
        // factor: with one, a line left short hyphenates the next word, as the test below shows).
        let words = try measure("Ocelot hyphenation", width: 420, factor: 0)
        #expect(words.lines.map(\.start) == [0, 7])
        #expect(abs(words.lines[1].width - (try measure("hyphenation").width)) < 1e-6)
    }

    @Test func aWordWithoutAPointThatFitsStillBreaksWithoutAHyphen() throws {
        // "alerce" has no dictionary point: in 100 points it breaks where it must, no hyphen added
        // (six letters, six glyphs, over the lines).
        let layout = try measure("alerce", width: 100)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.reduce(0) { $0 + $1.glyphs.count } == 6)
        // Every line but the last ends between two letters with no hyphen, and says so.
        #expect(layout.lines.dropLast().allSatisfy { $0.cutsWordWithoutHyphen })
        #expect(layout.lines.last?.cutsWordWithoutHyphen == false)
    }

    @Test func onlyALineCutBetweenTwoLettersWithoutAHyphenSaysItCutsAWord() throws {
        // Broken at the space, and hyphenated ("Secre-"): no word cut.
        #expect(try measure("Ocelot hyphenation", width: 420).lines.allSatisfy { !$0.cutsWordWithoutHyphen })
        #expect(try measure("Secretarybird", width: 250).lines.allSatisfy { !$0.cutsWordWithoutHyphen })
        // After a hyphen the text already has ("Black-footed"), UAX #14 allows the break.
        let hyphenated = try measure("Black-footed", width: 240)
        #expect(hyphenated.lines.map(\.start) == [0, 6])
        #expect(!hyphenated.lines[0].cutsWordWithoutHyphen)
    }
}
