import Foundation
import Testing
@testable import Typography

/// Widths and lines against Pango (`PangoView`), sentences written for this test in fifteen
/// scripts and with emoji, each measured in the body style at 17 pt and laid out by Pango in the
/// faces our fallback chain draws it with: equal widths to a hundredth of a point, and at several
/// widths the same lines. Korean is measured in Korean: Noto Sans CJK's Korean forms (`locl`)
/// have a space of 0.28 em, not 0.224, as HarfBuzz gives them only when told the language.
@MainActor @Suite struct PangoWidthTests {
    private let measurer = TypographyTestSupport.fonts.makeMeasurer()

    /// Each sentence, its BCP 47 language, and the family Pango draws its script with (after Inter):
    /// the one our chain chooses — the installed Noto face of the script, the bundled Noto Sans
    /// Arabic and Hebrew, and for Georgian and Armenian the bundled DejaVu Sans, a bundled
    /// fallback tried before the installed cascade.
    nonisolated static let sentences: [(text: String, language: String, family: String)] = [
        ("Picnic in the park, then coffee at five.", "en", "Inter"),
        ("Καλημέρα κόσμε, τι κάνεις σήμερα;", "el", "Inter"),
        ("Привет, как у тебя дела сегодня?", "ru", "Inter"),
        ("مرحبا بالعالم الجميل كل يوم", "ar", "Noto Sans Arabic"),
        ("שלום עולם יפה ומלא אור", "he", "Noto Sans Hebrew"),
        ("東京の天気は晴れです。明日も行きます。", "ja", "Noto Sans CJK JP"),
        ("今天的天气很好，我们去公园吧。", "zh-Hans", "Noto Sans CJK SC"),
        ("오늘 날씨가 정말 좋아요, 같이 산책할까요?", "ko", "Noto Sans CJK KR"),
        ("สวัสดีชาวโลก วันนี้อากาศดีมาก", "th", "Noto Sans Thai"),
        ("नमस्ते दुनिया, आप आज कैसे हैं", "hi", "Noto Sans Devanagari"),
        ("আমি বাংলায় গান গাই, তুমি শোনো", "bn", "Noto Sans Bengali"),
        ("வணக்கம் உலகம், இன்று நலமா", "ta", "Noto Sans Tamil"),
        ("გამარჯობა მსოფლიო, როგორ ხარ", "ka", "DejaVu Sans"),
        ("Բարեւ աշխարհ, ինչպես ես այսօր", "hy", "DejaVu Sans"),
        ("ሰላም ለዓለም፣ እንዴት ነህ ዛሬ", "am", "Noto Sans Ethiopic"),
        ("Picnic 🧺🍓 with 👍🏽 and 👨‍👩‍👧‍👦 today", "en", "Noto Color Emoji"),
    ]

    @Test(.enabled(if: PangoView.path != nil, "pango-view is not installed (make deps installs pango1.0-tools)"),
          arguments: sentences.indices)
    func widthsMatchPango(index: Int) throws {
        let sentence = Self.sentences[index]
        let ours = measurer.measure(sentence.text, font: TypographyTestSupport.regular, pointSize: 17, language: sentence.language)
        #expect(ours.fontNames.count > 0 && ours.lines.count == 1)
        let pango = try PangoView.width(of: PangoView.layout(sentence.text, fonts: "Inter, \(sentence.family)", language: sentence.language))
        #expect(abs(ours.width - pango) < 0.01, "\(sentence.text): ours \(ours.width), Pango \(pango)")
    }

    /// At a third, a half and two thirds of the sentence's width, both engines start lines at the same scalars.
    @Test(.enabled(if: PangoView.path != nil, "pango-view is not installed (make deps installs pango1.0-tools)"),
          arguments: sentences.indices)
    func linesMatchPangoAtSeveralWidths(index: Int) throws {
        let sentence = Self.sentences[index]
        let whole = measurer.measure(sentence.text, font: TypographyTestSupport.regular, pointSize: 17, language: sentence.language).width
        for fraction in [1.0 / 3, 0.5, 2.0 / 3] {
            let width = (whole * fraction).rounded()
            let ours = measurer.measure(sentence.text, font: TypographyTestSupport.regular, pointSize: 17, width: width,
                                        language: sentence.language)
            // A word wider than the line is each engine's own fallback; Korean breaks at spaces
            // here (UILabel), between syllables in Pango: neither is compared.
            guard !ours.lines.contains(where: \.cutsWordWithoutHyphen), sentence.language != "ko" else { continue }
            let pango = try PangoView.layout(sentence.text, fonts: "Inter, \(sentence.family)", language: sentence.language,
                                             width: width)
            let lines = try #require(pango["lines"] as? [[String: Any]])
            let starts = try lines.map { try PangoView.scalarOffset(ofByte: #require($0["start-index"] as? Int), in: sentence.text) }
            #expect(ours.lines.map(\.start) == starts, "\(sentence.text) at \(width)")
        }
    }
}
