import Foundation
import Testing
@testable import Typography

/// The installed fallback cascade (issue 47): scripts Inter and the bundled fallbacks lack draw from
/// Noto faces found through fontconfig, emoji from Noto Color Emoji in colour, and a line is as
/// tall as the tallest face on it. Expected values come from the fonts' own design (full-width
/// CJK advances), from Unicode (one cluster per emoji sequence) and from Pango.
@MainActor @Suite struct CascadeTests {
    private let measurer = TypographyTestSupport.fonts.makeMeasurer()
    private var inter: FontFace { TypographyTestSupport.regular }

    /// The faces of a layout's runs, in order.
    private func runFaces(_ text: String, size: Double = 17) -> [String] {
        measurer.measure(text, font: inter, pointSize: size).fontRuns.map(\.font)
    }

    // MARK: Every script draws

    @Test func theCascadeFollowsTheRequestedWeight() throws {
        // A semibold headline's CJK and Thai in the nearest weight their families have (Bold, as
        // Core Text takes Hiragino W6 for a bold Japanese title); medium is nearer regular.
        let fonts = TypographyTestSupport.fonts
        let measurer = fonts.makeMeasurer()
        for (weight, expected) in [(FontWeight.semibold, ["NotoSansCJKjp-Bold", "NotoSansThai-Bold"]),
                                   (.bold, ["NotoSansCJKjp-Bold", "NotoSansThai-Bold"]),
                                   (.medium, ["NotoSansCJKjp-Regular", "NotoSansThai-Regular"]),
                                   (.regular, ["NotoSansCJKjp-Regular", "NotoSansThai-Regular"])] {
            let face = try fonts.face(weight)
            #expect(measurer.measure("京都", font: face, pointSize: 17).fontRuns.map(\.font) == [expected[0]], "\(weight)")
            #expect(measurer.measure("วัด", font: face, pointSize: 17).fontRuns.map(\.font) == [expected[1]], "\(weight)")
            // The emoji face is one, whatever the weight, and every face drawn is found by its name.
            let emoji = measurer.measure("🍓", font: face, pointSize: 17)
            #expect(emoji.fontRuns.map(\.font) == ["NotoColorEmoji"])
            #expect(fonts.face(named: expected[0]) != nil)
        }
        #expect(fonts.cascade(for: .semibold).emojiFace() === fonts.cascade.emojiFace())
    }

    @Test func boldTextDrawsEachTextStyleOneWeightHeavierFromTheSameFaces() throws {
        // iOS's Bold Text: body (regular) in semibold, headline (semibold) in bold; bold has nothing heavier.
        let fonts = TypographyTestSupport.fonts
        let bold = fonts.withBoldText(true)
        #expect(try bold.face(for: .body).name == "Inter-SemiBold")
        #expect(try bold.face(for: .caption2).name == "Inter-SemiBold")
        #expect(try bold.face(for: .headline).name == "Inter-Bold")
        #expect(try bold.contentFace(.bold).name == "Inter-Bold")
        // The chrome's own faces stay, and both libraries hold the very same loaded faces.
        #expect(try bold.face(.regular) === fonts.face(.regular))
        #expect(try bold.face(for: .body) === fonts.face(.semibold))
        #expect(try fonts.face(for: .body).name == "Inter-Regular")
        #expect(bold.withBoldText(false).boldText == false && fonts.withBoldText(false) === fonts)
        // Its CJK follows: a body's ideographs in Noto Sans CJK Bold, the cascade of the heavier weight.
        #expect(measurer.measure("京都", font: try bold.face(for: .body), pointSize: 17).fontRuns.map(\.font) == ["NotoSansCJKjp-Bold"])
    }

    @Test(arguments: [1, 5, 12])
    func cjkIdeographsAreFullWidth(count: Int) {
        // Noto Sans CJK's ideographs advance one em: N of them at 17 pt are N × 17 pt wide.
        let ideographs = Array("京都紅葉上海小籠包台北夜市")
        let text = String((0..<count).map { ideographs[$0 % ideographs.count] })
        let layout = measurer.measure(text, font: inter, pointSize: 17)
        #expect(abs(layout.width - Double(count) * 17) < 1e-6, "\(text): \(layout.width)")
        #expect(layout.missingGlyphs == 0)
        #expect(layout.fontRuns == [FontRun(start: 0, end: count, font: "NotoSansCJKjp-Regular")])
    }

    @Test(arguments: [("ja", "NotoSansCJKjp-Regular"), ("zh-Hans", "NotoSansCJKsc-Regular"), ("zh-Hant", "NotoSansCJKtc-Regular"),
                      ("zh-TW", "NotoSansCJKtc-Regular"), ("ko", "NotoSansCJKkr-Regular"), ("en", "NotoSansCJKjp-Regular")])
    func theLanguageChoosesTheCJKGlyphForms(language: String, face: String) throws {
        let cascade = FallbackCascade(language: language)
        #expect(try #require(cascade.face(for: 0x8FD4)).name == face)  // 返, drawn differently in each
    }

    @Test func oneMeasurerDrawsEachTextInItsOwnLanguagesGlyphForms() throws {
        // Noto Sans CJK's faces per region (Debian's fonts-noto-cjk): one measurer, languages in turn,
        // each measurement in its own (a cached one of another language is not reused), at both weights.
        let fonts = TypographyTestSupport.fonts
        let measurer = fonts.makeMeasurer()
        let semibold = try fonts.face(.semibold)
        for (language, region) in [("ja", "jp"), ("zh-Hans", "sc"), ("ko", "kr"), ("zh-Hant", "tc"), ("ja", "jp"), ("zh-HK", "hk")] {
            #expect(measurer.measure("返事", font: inter, pointSize: 17, language: language).fontRuns.map(\.font)
                    == ["NotoSansCJK\(region)-Regular"], "\(language)")
            #expect(measurer.measure("返事", font: semibold, pointSize: 17, language: language).fontRuns.map(\.font)
                    == ["NotoSansCJK\(region)-Bold"], "\(language)")
        }
        // Text that names no language is in the measurer's (a scene's `language`), else English's default, Japanese forms.
        #expect(measurer.measure("返事", font: inter, pointSize: 17).fontRuns.map(\.font) == ["NotoSansCJKjp-Regular"])
        measurer.language = "ko"
        #expect(measurer.measure("返事", font: inter, pointSize: 17).fontRuns.map(\.font) == ["NotoSansCJKkr-Regular"])
    }

    @Test(arguments: [
        ("วัดอรุณราชวราราม", "NotoSansThai-Regular"), ("जयपुर का हवा महल", "NotoSansDevanagari-Regular"),
        ("কলকাতার রসগোল্লা", "NotoSansBengali-Regular"), ("சென்னை மெரினா", "NotoSansTamil-Regular"),
        ("ភាសាខ្មែរ", "NotoSansKhmer-Regular"), ("ພາສາລາວ ງາມ", "NotoSansLao-Regular"),
        ("မြန်မာစာ", "NotoSansMyanmar-Regular"), ("සිංහල", "NotoSansSinhala-Regular"),
        ("ગુજરાતી", "NotoSansGujarati-Regular"), ("ಕನ್ನಡ", "NotoSansKannada-Regular"),
        ("മലയാളം", "NotoSansMalayalam-Regular"), ("తెలుగు", "NotoSansTelugu-Regular"),
        ("ਪੰਜਾਬੀ", "NotoSansGurmukhi-Regular"), ("አማርኛ", "NotoSansEthiopic-Regular"),
        ("부산 해운대 해변", "NotoSansCJKjp-Regular"),
    ])
    func eachScriptDrawsInItsNotoFace(text: String, face: String) {
        let layout = measurer.measure(text, font: inter, pointSize: 17)
        #expect(layout.missingGlyphs == 0, "\(text)")
        // (Georgian and Armenian come from the bundled DejaVu Sans first, as before the cascade; its Lao
        // is only part of the script, so Lao comes from Noto Sans Lao.)
        // Spaces between words of one script's face stay in it (as Pango resolves them).
        #expect(layout.fontRuns.map(\.font) == [face], "\(text): \(layout.fontRuns)")
    }

    @Test func latinStaysInInterAndNeedsNoCascade() {
        let layout = measurer.measure("Hello, world", font: inter, pointSize: 17)
        #expect(layout.fontRuns == [FontRun(start: 0, end: 12, font: "Inter-Regular")])
        #expect(layout.height == inter.metrics(pointSize: 17).lineHeight)
        #expect(layout.lines[0].baseline == inter.metrics(pointSize: 17).ascender)
    }

    @Test func mixedTextIsCutIntoRunsByFace() {
        let layout = measurer.measure("Ramen ラーメン 🍜", font: inter, pointSize: 17)
        #expect(layout.fontRuns.map(\.font) == ["Inter-Regular", "NotoSansCJKjp-Regular", "Inter-Regular", "NotoColorEmoji"])
        #expect(layout.fontRuns.map(\.start) == [0, 6, 10, 11])
        #expect(layout.missingGlyphs == 0)
    }

    @Test func aScalarNoInstalledFaceHasIsCountedMissing() {
        // U+0378 is unassigned: no font has it, so Inter's .notdef box stands for it.
        let layout = measurer.measure("a\u{0378}b", font: inter, pointSize: 17)
        #expect(layout.missingGlyphs == 1)
        #expect(measurer.measure("日本", font: inter, pointSize: 17).missingGlyphs == 0)
    }

    // MARK: Emoji

    @Test(arguments: ["👨‍👩‍👧‍👦", "👍🏽", "🇯🇵", "#️⃣", "🧑🏻‍🍳", "☎️", "🏳️‍🌈"])
    func anEmojiSequenceIsOneGlyphOfTheEmojiFace(text: String) throws {
        let layout = measurer.measure(text, font: inter, pointSize: 17)
        let glyphs = layout.lines.flatMap(\.glyphs)
        #expect(glyphs.count == 1, "\(text): \(glyphs.count) glyphs")
        let glyph = try #require(glyphs.first)
        #expect(glyph.cluster == 0)
        #expect(glyph.glyphID != 0)
        #expect(layout.fontNames[glyph.font] == "NotoColorEmoji")
        #expect(layout.missingGlyphs == 0)
    }

    @Test func theTextPresentationSelectorKeepsATextFace() {
        // ☎ is text by default (and with U+FE0E); U+FE0F asks for the emoji.
        #expect(runFaces("☎︎") != ["NotoColorEmoji"])
        #expect(runFaces("☎") != ["NotoColorEmoji"])
        #expect(runFaces("☎️") == ["NotoColorEmoji"])
    }

    @Test func anEmojiGlyphIsRasterisedInColourAtTheRequestedSize() throws {
        let layout = measurer.measure("🍓", font: inter, pointSize: 17)
        let glyph = try #require(layout.lines.first?.glyphs.first)
        let face = try #require(TypographyTestSupport.fonts.face(named: layout.fontNames[glyph.font]))
        #expect(face.isColor)
        for size in [17.0, 34, 53] {
            let bitmap = try #require(face.rasterize(glyphID: glyph.glyphID, pixelSize: size))
            let colors = try #require(bitmap.colors)
            // Noto's emoji are 136 × 128 at 109 pixels per em: scaled to the size asked for.
            #expect(abs(Double(bitmap.width) - 136 * size / 109) <= 2, "\(size): \(bitmap.width)")
            #expect(abs(Double(bitmap.height) - 128 * size / 109) <= 2, "\(size): \(bitmap.height)")
            // A strawberry: many opaque red pixels, some green (its leaves).
            let opaque = colors.filter { $0 >> 24 > 200 }
            let red = opaque.filter { Int($0 & 0xFF) > 150 && Int(($0 >> 8) & 0xFF) < 100 }
            let green = opaque.filter { Int(($0 >> 8) & 0xFF) > Int($0 & 0xFF) + 30 }
            #expect(Double(red.count) > 0.2 * Double(colors.count), "\(size): \(red.count) red of \(colors.count)")
            #expect(!green.isEmpty)
        }
    }

    // MARK: Line height as TextKit

    @Test(arguments: ["ญี่ปุ่น ฤๅษี", "कृष्ण की प्रीति", "Picnic 🧺🍓"])
    func aLineIsAsTallAsItsTallestFaceAndInkStaysInside(text: String) throws {
        let size = 17.0
        let layout = measurer.measure(text + " " + text, font: inter, pointSize: size, width: 100)
        #expect(layout.lines.count >= 2)
        var top = 0.0
        for line in layout.lines {
            // The tallest face's ascender and descender (the cascade's face, here taller than Inter).
            var ascender = inter.metrics(pointSize: size).ascender, descender = inter.metrics(pointSize: size).descender
            for glyph in line.glyphs {
                let metrics = try #require(TypographyTestSupport.fonts.face(named: layout.fontNames[glyph.font])).metrics(pointSize: size)
                ascender = max(ascender, metrics.ascender)
                descender = min(descender, metrics.descender)
            }
            #expect(abs(line.baseline - (top + ascender)) < 1e-9)
            // Every glyph's ink lies within the line's box: nothing is clipped by, or overlaps, the next line.
            for glyph in line.glyphs {
                let face = try #require(TypographyTestSupport.fonts.face(named: layout.fontNames[glyph.font]))
                guard let bitmap = face.rasterize(glyphID: glyph.glyphID, pixelSize: size), bitmap.height > 0 else { continue }
                let inkTop = line.baseline - glyph.y - Double(bitmap.top)
                let inkBottom = inkTop + Double(bitmap.height)
                #expect(inkTop >= top - 1, "\(text): ink above its line by \(top - inkTop)")
                #expect(inkBottom <= top + ascender - descender + 1, "\(text): ink below its line")
            }
            top += ascender - descender
        }
        #expect(abs(layout.height - top) < 1e-9)
        #expect(layout.height > Double(layout.lines.count) * inter.metrics(pointSize: size).lineHeight)
    }

    // MARK: Against Pango

    /// Sentences in many scripts, and the Noto family each is drawn with.
    nonisolated static let pangoSentences: [(text: String, family: String, language: String)] = [
        ("京都の紅葉めぐりは秋の朝が一番です。", "Noto Sans CJK JP", "ja"),
        ("上海小笼包，皮薄馅大。", "Noto Sans CJK JP", "ja"),
        ("부산 해운대 해변에서 불꽃놀이", "Noto Sans CJK JP", "ja"),
        ("พระปรางค์ริมแม่น้ำเจ้าพระยา", "Noto Sans Thai", "th"),
        ("गुलाबी शहर की सबसे प्रसिद्ध इमारत", "Noto Sans Devanagari", "hi"),
        ("কলকাতার রসগোল্লা খুব মিষ্টি", "Noto Sans Bengali", "bn"),
        ("சென்னை மெரினா கடற்கரை", "Noto Sans Tamil", "ta"),
        ("ພາສາລາວ ງາມຫລາຍ", "Noto Sans Lao", "lo"),
        ("ភាសាខ្មែរ ស្រស់ស្អាត", "Noto Sans Khmer", "km"),
        ("မြန်မာ စာ", "Noto Sans Myanmar", "my"),
        ("ಕನ್ನಡ ಭಾಷೆ", "Noto Sans Kannada", "kn"),
        ("മലയാളം ഭാഷ", "Noto Sans Malayalam", "ml"),
        ("తెలుగు భాష", "Noto Sans Telugu", "te"),
        ("ગુજરાતી ભાષા", "Noto Sans Gujarati", "gu"),
        ("ਪੰਜਾਬੀ ਭਾਸ਼ਾ", "Noto Sans Gurmukhi", "pa"),
        ("සිංහල භාෂාව", "Noto Sans Sinhala", "si"),
        ("አማርኛ ቋንቋ", "Noto Sans Ethiopic", "am"),
    ]

    @Test(arguments: 0..<17)
    func widthsMatchPango(index: Int) throws {
        guard let pangoView = Self.executable("pango-view") else {
            Issue.record("pango-view is not installed (apt-get install pango1.0-tools)")
            return
        }
        let sentence = Self.pangoSentences[index]
        for size in [13.0, 17, 28] {
            let ours = measurer.measure(sentence.text, font: inter, pointSize: size)
            #expect(ours.missingGlyphs == 0)
            let pango = try Self.pangoWidth(sentence.text, families: "Inter, \(sentence.family)", size: size,
                                            language: sentence.language, pangoView: pangoView)
            // pango-view's picture is whole pixels wide: within one pixel.
            #expect(abs(ours.width - pango) <= 1, "\(sentence.text) at \(size): \(ours.width) vs Pango \(pango)")
        }
    }

    /// The width of the picture pango-view draws of `text` (no margin, 72 dpi: one pixel a point,
    /// unhinted, glyphs at subpixel positions), with the bundled fonts added to fontconfig's folders.
    /// The families are given in the cascade's order; the language is not passed (with `ja`, Pango
    /// 1.50 draws the spaces between Hangul words from another face). `language` is kept for the record.
    static func pangoWidth(_ text: String, families: String, size: Double, language: String, pangoView: String) throws -> Double {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cascade-pango-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let config = folder.appendingPathComponent("fonts.conf")
        let fontsFolder = TypographyTestSupport.packageRoot.appendingPathComponent("fonts").path
        try """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig>
              <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
              <dir>\(fontsFolder)</dir>
              <cachedir>\(folder.appendingPathComponent("cache").path)</cachedir>
            </fontconfig>
            """.write(to: config, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("text-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: pangoView)
        process.arguments = ["-q", "--margin=0", "--pixels", "--hinting=none", "--hint-metrics=off", "--subpixel-positions",
                             "--font=\(families) \(size)px", "--text=\(text)", "-o", output.path]
        process.environment = ProcessInfo.processInfo.environment.merging(["FONTCONFIG_FILE": config.path]) { $1 }
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let png = try Data(contentsOf: output)
        // The PNG header's IHDR: width, big-endian, at byte 16.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        return Double(width)
    }

    /// The full path of a program on PATH, or nil.
    static func executable(_ name: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
