import CHarfBuzz
import CollectionLayout
import Foundation
import Testing
@testable import Typography

/// Arabic words built from each letter's joined form (`ParagraphShaper+JoinedWords`): the
/// measurer's glyphs and pen positions are HarfBuzz's for each word (with the spaces after it)
/// shaped alone on the font file, in real sentences of Arabic, Persian and Urdu; and most words
/// take no HarfBuzz call.
@MainActor @Suite struct JoinedWordsTests {
    /// The Arabic script of `LoneScalarWordsTests`, whose checks these share.
    private let arabic = LoneScalarWordsTests.scripts.first { $0.name == "Arabic" }!

    /// Sentences nobody tuned for: the article's lam beside an alef (لا, الله: one ligature glyph),
    /// a heh alone after a letter that does not join forwards (ده, whose form Noto Sans Arabic picks
    /// by context), tatweel (جـميل), vowel marks (مُحَمَّد), Persian and Urdu letters, a joiner and a
    /// non-joiner (می‌خواهم), a letter before a joiner (ص‍), a presentation form (ﻻ). Measured in
    /// Noto Sans Arabic, through the bidi pass.
    nonisolated static let sentences: [[String]] = [
        ["كتب", "الطالب", "رسالة", "طويلة", "إلى", "صديقه", "في", "المدينة"],
        ["لا", "إله", "إلا", "الله", "وهذا", "ده", "كره", "شاه"],
        ["جـميل", "جدا", "مُحَمَّد", "رسولُ", "اللهِ"],
        ["من", "می‌خواهم", "به", "خانه", "بروم", "پدر", "چه", "ژاله", "گاو"],
        ["یہ", "کتاب", "میری", "ہے", "اور", "وہ", "بہت", "اچھی", "ہے"],
        ["عام", "القاهرة", "ص‍", "ﻻ", "الطالب"],
    ]

    /// Every sentence's glyphs and pen positions are HarfBuzz's, word by word.
    @Test(arguments: sentences)
    func sentencesAreHarfBuzzsWordByWord(words: [String]) throws {
        let tests = LoneScalarWordsTests()
        let face = try tests.face(arabic.fontFile)
        let measurer = TypographyTestSupport.fonts.makeMeasurer()
        try TypographyTestSupport.withReference(arabic.fontFile) { reference in
            #expect(tests.check(words, script: arabic, font: face, measurer: measurer, reference: reference))
        }
    }

    /// Words whose letters join, beside each other or not, and the article's alef and lam beside
    /// another letter take no HarfBuzz call: 40 words, none shaped. لا (lam then alef: one ligature
    /// glyph) is a pair shaped once and kept, not a word shaped; الله (a ligature of four letters),
    /// مُحَمَّد (marks) and الطالب — whose alef, lam, tah, alef, lam may each join the next (the
    /// ligature of الله begins with alef and lam, and the face kerns tah after lam), more than a
    /// pair — are shaped by HarfBuzz: three words.
    @Test func wordsOfJoiningLettersTakeNoHarfBuzzCall() throws {
        let tests = LoneScalarWordsTests()
        let face = try tests.face(arabic.fontFile)
        let measurer = TypographyTestSupport.fonts.makeMeasurer()
        let plain = ["كتب", "المعلم", "رسالة", "طويلة", "إلى", "صديقه", "في", "المدينة", "بيت", "كبير",
                     "مدرسة", "جديدة", "يعمل", "مهندس", "شركة", "كبيرة", "يحب", "القراءة", "كل", "يوم"]
        try TypographyTestSupport.withReference(arabic.fontFile) { reference in
            tests.check(plain, script: arabic, font: face, measurer: measurer, reference: reference)
            tests.check(plain.reversed(), script: arabic, font: face, measurer: measurer, reference: reference)
            #expect(measurer.shapedWordCount == 0)
            tests.check(["لا", "بيت", "الله", "مُحَمَّد", "الطالب"], script: arabic, font: face, measurer: measurer, reference: reference)
            #expect(measurer.shapedWordCount == 3)
        }
    }

    /// The system's other Arabic faces (fonts-noto-core), whose lookups do far more than Noto Sans
    /// Arabic's: Naskh's and Kufi's contextual forms and kerning, Nastaliq's cursive attachment, which
    /// lifts each letter onto the next. Lines of random words of Arabic and Persian letters: every
    /// line's glyphs and pen positions are HarfBuzz's, word by word, whichever words are built.
    @Test(arguments: ["NotoNaskhArabic-Regular.ttf", "NotoKufiArabic-Regular.ttf", "NotoNastaliqUrdu-Regular.ttf"])
    func everyArabicFaceGivesHarfBuzzsWords(file: String) throws {
        let path = "/usr/share/fonts/truetype/noto/\(file)"
        try #require(FileManager.default.fileExists(atPath: path), "fonts-noto-core is installed (make deps)")
        let face = try FontFace(path: path)
        let reference = try ShapingReferenceTests.ReferenceFont(path: path)
        defer { reference.close() }
        let letters = (Array(UInt32(0x621)...0x63A) + Array(UInt32(0x641)...0x64A) + [0x67E, 0x686, 0x698, 0x6A9, 0x6AF, 0x6CC, 0x6C1, 0x6D2])
            .filter { face.hasGlyph(for: Unicode.Scalar($0)!) }
        #expect(letters.count > 40, "\(file) draws Arabic")
        let measurer = TypographyTestSupport.fonts.makeMeasurer()
        var random = SplitMix64(seed: 0xA4AB + UInt64(file.count))
        var agreeing = 0
        for _ in 0..<300 {
            let words = (0..<Int.random(in: 2...6, using: &random)).map { _ in
                String(String.UnicodeScalarView((0..<Int.random(in: 1...7, using: &random)).map {
                    _ in Unicode.Scalar(letters.randomElement(using: &random)!)!
                }))
            }
            if LoneScalarWordsTests().check(words, script: arabic, font: face, measurer: measurer, reference: reference) { agreeing += 1 }
        }
        #expect(agreeing == 300)
    }

    /// The forms Unicode's joining types give, worked by hand: كتاب is kaf initial, teh medial, alef
    /// final (alef joins only backwards), beh isolated (after alef); دار is three isolated letters.
    @Test func formsFollowUnicodesJoiningTypes() {
        let types = "كتاب".unicodeScalars.map { JoiningForm.joiningType(of: $0.value) }
        #expect(types == [.dual, .dual, .right, .dual])
        #expect("دار".unicodeScalars.map { JoiningForm.joiningType(of: $0.value) } == [.right, .right, .right])
        #expect(JoiningForm.joiningType(of: 0x640) == .causing)  // tatweel
        #expect(JoiningForm.joiningType(of: 0x64E) == .transparent)  // fatha
        #expect(JoiningForm.joiningType(of: 0x20) == .none)
        // Each letter joins backwards when the one before joins forwards, forwards when the one after joins backwards.
        #expect(JoiningForm(joinsBackwards: false, joinsForwards: true) == .initial)
        #expect(JoiningForm(joinsBackwards: true, joinsForwards: true) == .medial)
        #expect(JoiningForm(joinsBackwards: true, joinsForwards: false) == .final)
        #expect(JoiningForm(joinsBackwards: false, joinsForwards: false) == .isolated)
    }
}
