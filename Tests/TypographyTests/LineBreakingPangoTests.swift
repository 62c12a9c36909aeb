import Foundation
import Testing
@testable import Typography

/// Line breaks against an independent engine: Pango 1.50 (`pango-view`, from pango1.0-tools), which
/// breaks by its own UAX #14 implementation and Thai by libthai's dictionary — neither is ICU.
/// Pango's break opportunities are read from its serialized layout (`--serialize-to`: the log
/// attributes' `line-break` and `mandatory-break`), and its lines at given widths from the same
/// file, laid out in the same font files (the bundled fonts added to fontconfig's folders).
///
/// The differences, each named where it occurs (`knownDifferences`, the scalars after which the two
/// engines disagree) and none else allowed:
/// - by design, UILabel's `.hangulWordPriority` (no break between two Hangul letters, so Korean
///   breaks at spaces), which Pango does not do: Pango's Hangul pairs are held together before
///   comparing, and Korean lines are not compared;
/// - the dictionaries: libthai splits compounds ICU's dictionary holds whole (สวย|งาม "beautiful",
///   ยาว|นาน "long-lasting");
/// - Japanese small kana: ICU's `ja` rules are CSS's `line-break: normal` (a line may begin with っ),
///   Pango's are strict.
@MainActor @Suite struct LineBreakingPangoTests {
    private let measurer = TypographyTestSupport.fonts.makeMeasurer()
    private var inter: FontFace { TypographyTestSupport.regular }

    /// Sentences, the Noto family each is drawn with, their language, and the scalars after which
    /// Pango and ICU are known to disagree (see above).
    nonisolated static let sentences: [(text: String, family: String, language: String, knownDifferences: Set<Int>)] = [
        // After 20 (สวย|งาม) and 44 (ยาว|นาน) Pango breaks, inside compounds ICU keeps whole.
        ("ภาษาไทยเป็นภาษาที่สวยงามและมีประวัติศาสตร์ยาวนาน", "Noto Sans Thai", "th", [20, 44]),
        ("ฉันชอบกินข้าวผัดกับไข่ดาวทุกวัน แล้วก็ดื่มกาแฟเย็น", "Noto Sans Thai", "th", []),
        // After 28 (き|っと): ICU's Japanese rules let っ begin a line, Pango's do not.
        ("京都の紅葉めぐりは秋の朝が一番です。「明日」も（晴れ）、きっと。", "Noto Sans CJK JP", "ja", [28]),
        ("上海小笼包，皮薄馅大。我们明天去北京（坐火车）吧！", "Noto Sans CJK JP", "zh", []),
        ("부산 해운대 해변에서 불꽃놀이를 봤어요. 정말 아름다웠습니다!", "Noto Sans CJK JP", "ko", []),
        ("The quick brown fox jumps over the lazy dog; isn't it well-known? (Yes.) Pay $3.50 — or 4%.", "Inter", "en", []),
    ]

    @Test(.enabled(if: PangoView.path != nil, "pango-view is not installed (make deps installs pango1.0-tools)"),
          arguments: 0..<6)
    func opportunitiesMatchPango(index: Int) throws {
        let sentence = Self.sentences[index]
        let scalars = sentence.text.unicodeScalars.map(\.value)
        let pango = try PangoView.layout(sentence.text, fonts: "Inter, \(sentence.family)", language: sentence.language)
        let attributes = try #require(pango["log-attrs"] as? [[String: Any]])
        try #require(attributes.count == scalars.count + 1)
        var expected: [LineBreakOpportunities.Opportunity] = (0..<scalars.count).map { index in
            let after = attributes[index + 1]
            if after["mandatory-break"] as? Bool == true { return .mandatory }
            return after["line-break"] as? Bool == true ? .allowed : .prohibited
        }
        for index in 0..<(scalars.count - 1) where expected[index] == .allowed
            && LineBreakOpportunities.isHangul(scalars[index]) && LineBreakOpportunities.isHangul(scalars[index + 1]) {
            expected[index] = .prohibited
        }
        expected[scalars.count - 1] = .mandatory
        let ours = LineBreakOpportunities.compute(scalars, language: sentence.language)
        let differ = scalars.indices.filter { ours[$0] != expected[$0] && !sentence.knownDifferences.contains($0) }
        // A known difference that is not one any more is reported too (the list stays true).
        for index in sentence.knownDifferences { #expect(ours[index] != expected[index], "\(sentence.text): no difference after \(index)") }
        #expect(differ.isEmpty, "\(sentence.text): after scalars \(differ.map { "\($0) \(Self.context(sentence.text, $0))" }) ours \(differ.map { ours[$0] }), Pango \(differ.map { expected[$0] })")
    }

    /// Korean (4) is left out: Pango breaks between Hangul syllables, UILabel does not.
    @Test(.enabled(if: PangoView.path != nil, "pango-view is not installed (make deps installs pango1.0-tools)"),
          arguments: [0, 1, 2, 3, 5])
    func linesMatchPango(index: Int) throws {
        let sentence = Self.sentences[index]
        let text = sentence.text
        let scalars = Array(text.unicodeScalars)
        let breaks = LineBreakOpportunities.compute(scalars.map(\.value), language: sentence.language)
        // The width of the text up to each opportunity: a width within a point of one is left out,
        // where a rounding apart the two engines could rightly differ.
        let edges = breaks.indices.filter { breaks[$0] != .prohibited }.map { end -> Double in
            var prefix = ""
            prefix.unicodeScalars.append(contentsOf: scalars[0...end])
            return measurer.measure(prefix, font: inter, pointSize: 17).width
        }
        let whole = edges.last!
        var compared = 0
        // Whole points: pango-view's `--width` is an integer.
        for width in stride(from: whole / 4, to: whole, by: whole / 13).map({ $0.rounded() })
            where !edges.contains(where: { abs($0 - width) < 1 }) {
            let ours = measurer.measure(text, font: inter, pointSize: 17, width: width)
            // A line broken inside a word (no opportunity fits) is each engine's own fallback.
            guard !ours.lines.contains(where: \.cutsWordWithoutHyphen) else { continue }
            let pango = try PangoView.layout(text, fonts: "Inter, \(sentence.family)", language: sentence.language, width: width)
            let lines = try #require(pango["lines"] as? [[String: Any]])
            let pangoStarts = try lines.map { line in
                PangoView.scalarOffset(ofByte: try #require(line["start-index"] as? Int), in: text)
            }
            // A line either engine starts after a known difference is where they rightly part.
            let oursStarts = ours.lines.map(\.start)
            guard !(oursStarts + pangoStarts).contains(where: { sentence.knownDifferences.contains($0 - 1) }) else { continue }
            #expect(oursStarts == pangoStarts, "\(text) at \(width)")
            compared += 1
        }
        #expect(compared >= 3)
    }

    /// The text around the scalar at `offset`, for messages.
    private static func context(_ text: String, _ offset: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[max(0, offset - 2)...offset])
        result += "|"
        result.unicodeScalars.append(contentsOf: scalars[(offset + 1)..<min(scalars.count, offset + 3)])
        return result
    }
}
