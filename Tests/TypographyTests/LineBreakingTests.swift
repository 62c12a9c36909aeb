import Testing
@testable import Typography

/// Where lines break, as iOS breaks them (ICU's line breaking): Thai, Lao, Khmer and Myanmar
/// between dictionary words, CJK between ideographs with kinsoku, Korean at spaces (UILabel's
/// `.hangulWordPriority`), emoji sequences whole. The expectations are worked out by hand: the
/// words are written word by word, CJK ideographs are one em wide in Noto Sans CJK, and kinsoku's
/// rules are the JIS X 4051 ones every Japanese reader knows.
@MainActor @Suite struct LineBreakingTests {
    private let measurer = TypographyTestSupport.fonts.makeMeasurer()
    private var inter: FontFace { TypographyTestSupport.regular }

    private func measure(_ text: String, width: Double? = nil, maxLines: Int = 0) -> TextLayout {
        measurer.measure(text, font: inter, pointSize: 17, width: width, maxLines: maxLines)
    }

    /// Each line's text (trailing spaces included).
    private func lineTexts(_ text: String, _ layout: TextLayout) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return layout.lines.map { line in
            var result = ""
            result.unicodeScalars.append(contentsOf: scalars[line.start..<line.end])
            return result
        }
    }

    // MARK: The opportunities

    @Test func opportunitiesAreOnePerScalarWithAstralScalarsCountedOnce() {
        // 😀 is two UTF-16 units and one scalar: ID ÷ ID after the first, × SP before the space,
        // ÷ after the space, the end mandatory.
        let scalars = "😀😀 x".unicodeScalars.map(\.value)
        #expect(LineBreakOpportunities.compute(scalars) == [.allowed, .prohibited, .allowed, .mandatory])
        // After LF and after CR LF (not between them) a line must end.
        #expect(LineBreakOpportunities.compute("a\nb\r\nc".unicodeScalars.map(\.value))
                == [.prohibited, .mandatory, .prohibited, .prohibited, .mandatory, .mandatory])
        #expect(LineBreakOpportunities.compute([]) == [])
    }

    // MARK: South-east Asian scripts: between dictionary words

    /// Sentences written word by word: "Thai is a beautiful language with a long history", "I like
    /// to eat fried rice with a fried egg every day", and "… is a beautiful language" in Lao,
    /// Khmer and Myanmar. A compound the dictionaries hold whole is one word here ("Khmer
    /// language" ភាសាខ្មែរ, "Myanmar language" မြန်မာဘာသာ): wrapped at the widest word, a
    /// compound written as two would not fit and would have to be cut.
    nonisolated static let wordSentences: [[String]] = [
        ["ภาษา", "ไทย", "เป็น", "ภาษา", "ที่", "สวยงาม", "และ", "มี", "ประวัติศาสตร์", "ยาวนาน"],
        ["ฉัน", "ชอบ", "กิน", "ข้าว", "ผัด", "กับ", "ไข่", "ดาว", "ทุก", "วัน"],
        ["ພາສາ", "ລາວ", "ເປັນ", "ພາສາ", "ທີ່", "ສວຍງາມ"],
        ["ភាសាខ្មែរ", "ជា", "ភាសា", "ដ៏", "ស្រស់", "ស្អាត"],
        ["မြန်မာဘာသာ", "စကား", "သည်", "လှပ", "သည်"],
    ]

    @Test(arguments: 0..<5)
    func southEastAsianTextBreaksOnlyBetweenWords(index: Int) {
        let words = Self.wordSentences[index]
        let text = words.joined()
        let boundaries = TypographyTestSupport.scalarBoundaries(words)
        let widest = words.map { measure($0).width }.max()!
        let whole = measure(text).width
        var wrapped = 0
        // From the widest word (every word fits a line) to the whole sentence.
        for factor in [1.0, 1.2, 1.5, 1.9, 2.4, 3.1, 4] where widest * factor < whole {
            let layout = measure(text, width: widest * factor + 0.01)
            #expect(layout.lines.count > 1)
            wrapped += 1
            for line in layout.lines {
                #expect(boundaries.contains(line.start) && boundaries.contains(line.end),
                        "\(lineTexts(text, layout)) at \(widest * factor)")
                #expect(!line.cutsWordWithoutHyphen)
            }
        }
        #expect(wrapped >= 2)
    }

    @Test func thaiFillsEachLineWithTheWordsThatFit() {
        // Greedy: at the width of "ภาษาไทยเป็น" (three words), the first line is those three words.
        let width = measure("ภาษาไทยเป็น").width + 0.5
        let layout = measure("ภาษาไทยเป็นภาษาที่สวยงาม", width: width)
        #expect(lineTexts("ภาษาไทยเป็นภาษาที่สวยงาม", layout).first == "ภาษาไทยเป็น")
    }

    // MARK: CJK: between ideographs, with kinsoku

    @Test func ideographsAreOneEmWideAndWrapAfterAsManyAsFit() {
        let text = "春夏秋冬東西南北上下左右"
        let count = text.count
        #expect(abs(measure(text).width - Double(count) * 17) < 1e-6)
        let widths: [Double] = [56, 85, 85.1, 100, 150, 203]  // 3 ideographs and 5 points, exactly 5, 5 and a bit, …, 11 and 16 points
        for width in widths {
            let perLine = Int((width + 1e-9) / 17)
            let layout = measure(text, width: width)
            let expected = stride(from: 0, to: count, by: perLine).map { min(perLine, count - $0) }
            #expect(layout.lines.map { $0.end - $0.start } == expected, "width \(width)")
            for line in layout.lines.dropLast() { #expect(abs(line.width - Double(perLine) * 17) < 1e-6) }
        }
    }

    /// No line begins with these (closing brackets, full stops and commas: 行頭禁則).
    private static let notAtLineStart: Set<Character> = ["。", "、", "」", "）", "，", "』", "！", "？"]
    /// No line ends with these (opening brackets: 行末禁則).
    private static let notAtLineEnd: Set<Character> = ["「", "（", "『"]

    @Test(arguments: ["今日は晴れ。明日も晴れ。", "「東京」と（大阪）へ行く、そして「京都」へ。", "彼は言った「はい」（笑）。"])
    func kinsokuKeepsPunctuationWithItsIdeograph(text: String) {
        // Every width from the longest unbreakable run ("（笑）。", four) to the whole text, so each mark
        // falls at a line's edge once (narrower, a run would have to be cut where no rule allows).
        for count in 4...text.count {
            let layout = measure(text, width: Double(count) * 17 + 0.5)
            let lines = lineTexts(text, layout)
            #expect(lines.joined() == text)
            for (index, line) in lines.enumerated() {
                #expect(!Self.notAtLineStart.contains(line.first!) || index == 0, "\(lines) at \(count) ideographs")
                #expect(!Self.notAtLineEnd.contains(line.last!) || index == lines.count - 1, "\(lines) at \(count) ideographs")
            }
        }
        // Worked by hand: five ideographs wide, "今日は晴れ" fits but "。" may not start the next
        // line, so "れ" goes down with it.
        let layout = measure("今日は晴れ。明日も晴れ。", width: 5 * 17 + 0.5)
        #expect(lineTexts("今日は晴れ。明日も晴れ。", layout) == ["今日は晴", "れ。明日も", "晴れ。"])
    }

    // MARK: Korean: at spaces

    @Test func koreanBreaksAtTheSpaceNotBetweenSyllables() {
        let text = "안녕하세요 반갑습니다"
        let first = measure("안녕하세요").width, second = measure("반갑습니다").width
        // Between the longer word's width and the whole: one break, at the space.
        for width in [max(first, second) + 0.5, max(first, second) + 17, measure(text).width - 1] {
            #expect(lineTexts(text, measure(text, width: width)) == ["안녕하세요 ", "반갑습니다"], "width \(width)")
        }
        // The only opportunity is after the space.
        let breaks = LineBreakOpportunities.compute(text.unicodeScalars.map(\.value), language: "ko")
        #expect(breaks.indices.filter { breaks[$0] == .allowed } == [5])
        // Hangul beside other scripts keeps UAX #14's breaks (only Hangul pairs are held together).
        #expect(LineBreakOpportunities.compute("서울東京".unicodeScalars.map(\.value), language: "ko")
                == [.prohibited, .allowed, .allowed, .mandatory])
    }

    // MARK: Emoji sequences: whole

    @Test(arguments: ["👨‍👩‍👧‍👦👨‍👩‍👧‍👦", "🇯🇵🇫🇷🇰🇷", "👍🏽👍🏽", "#️⃣#️⃣", "a👨‍👩‍👧‍👦🇯🇵b", "👨‍👩‍👧‍👦 🇯🇵 👍🏽 #️⃣"])
    func emojiSequencesAreNeverSplit(text: String) {
        let boundaries = TypographyTestSupport.graphemeBoundaries(text)
        // Narrower than one emoji: one cluster a line; then a little wider than one and than two.
        for width in [5.0, 25, 45] {
            let layout = measure(text, width: width)
            if width == 5 { #expect(layout.lines.count > 1) }
            for line in layout.lines {
                #expect(boundaries.contains(line.start) && boundaries.contains(line.end), "\(lineTexts(text, layout)) at \(width)")
            }
        }
        // One emoji a line, each with the space after it (a space hangs; it is never a line of its own).
        #expect(measure(text, width: 5).lines.count == text.filter { $0 != " " }.count, "\(lineTexts(text, measure(text, width: 5)))")
    }
}
