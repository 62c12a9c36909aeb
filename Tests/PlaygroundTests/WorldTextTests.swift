import AppSupport
import CardDrawing
import CollectionLayout
import Commands
import Foundation
import Pictures
@testable import Playground
import Rendering
import TestSupport
import Testing
import Typography

/// Text in every script, as the app draws and reports it (issue 47): emoji keep their colours in a
/// shot, `measure` names each run's face and counts missing glyphs, `dump --all` counts a cell's,
/// and the audit reports `missingGlyph`.
@MainActor @Suite(.serialized) struct WorldTextTests {
    private typealias S = AuditSceneTexts

    /// Pixels of the picture whose colour is strongly saturated (channels ≥ 120 apart), inside `frame` (window points, scale 1).
    private func saturatedPixels(_ image: RGBAImage, in frame: Rect) -> Int {
        var count = 0
        for y in max(0, Int(frame.minY))..<min(image.height, Int(frame.maxY)) {
            for x in max(0, Int(frame.minX))..<min(image.width, Int(frame.maxX)) {
                let pixel = image[x, y]
                let high = max(pixel.r, pixel.g, pixel.b), low = min(pixel.r, pixel.g, pixel.b)
                if Int(high) - Int(low) >= 120 { count += 1 }
            }
        }
        return count
    }

    /// The card's text box in the window: the card's frame less its accent edge (its own colour).
    private func textFrame(_ model: PlaygroundModel) throws -> Rect {
        let frame = try #require(model.windowFrame(ofItemAt: CollectionLayout.IndexPath(item: 0, section: 0)))
        return Rect(x: frame.minX + 8, y: frame.minY, width: frame.width - 8, height: frame.height)
    }

    @Test(arguments: ["light", "dark"])
    func aShotOfAnEmojiTitleHasTheEmojisColoursInTheCell(appearance: String) throws {
        // Grey card colour, so that only the emoji are saturated; at L an emoji is about 21 × 20 pixels.
        func shot(_ title: String) throws -> (pixels: Int, frame: Rect) {
            let model = try SceneTestSupport.model(sceneText: S.flow(width: 300, height: 120, items: [S.card("a", title: title, color: "#888888")],
                                                                     extra: #""appearance": "\#(appearance)", "#))
            let frame = try textFrame(model)
            return (saturatedPixels(try model.renderedFrame(scale: 1), in: frame), frame)
        }
        let plain = try shot("Picnic and strawberries")
        let emoji = try shot("Picnic 🍓🍓🍓 🧺")
        #expect(plain.pixels < 20, "\(plain.pixels) saturated pixels without emoji")
        // Four emoji of ~ 21 × 20 pixels, most of each strongly coloured.
        #expect(emoji.pixels > 4 * 150, "\(emoji.pixels) saturated pixels with four emoji")
    }

    @Test func dumpAllCountsEachCellsMissingGlyphs() throws {
        let model = try SceneTestSupport.model(sceneText: S.flow(width: 300, height: 120, items: [
            S.card("latin", title: "Picnic"), S.card("cjk", title: "京都の紅葉 🍁"),
            S.card("none", title: "a\\u0378 b\\u0379", subtitle: "\\u0378"),
        ]))
        let json = try #require(JSONSerialization.jsonObject(with: Data(StateDump.json(model, all: true).utf8)) as? [String: Any])
        let elements = try #require(json["elements"] as? [[String: Any]])
        var missing: [String: Int] = [:]
        for element in elements {
            if let id = element["id"] as? String, let text = element["text"] as? [String: Any] { missing[id] = text["missingGlyphs"] as? Int }
        }
        #expect(missing == ["latin": 0, "cjk": 0, "none": 3])
    }

    @Test func theAuditReportsAMissingGlyphWithItsScalarScriptAndPackage() throws {
        let drawn = try AuditTestSupport.report(sceneText: S.flow(width: 300, height: 120, items: [
            S.card("ok", title: "京都 ราม जय 👍🏽"), S.card("box", title: "Box \\u0378 here"),
        ]))
        let found = AuditTestSupport.findings(drawn, .missingGlyph)
        #expect(found.map(\.id) == ["box"])
        let evidence = Dictionary(uniqueKeysWithValues: (found.first?.evidence ?? []).map { ($0.0, $0.1) })
        if case .string(let scalar)? = evidence["scalar"] { #expect(scalar == "U+0378") } else { Issue.record("no scalar") }
        if case .string(let script)? = evidence["script"] { #expect(script == "Zzzz") } else { Issue.record("no script") }
        #expect(evidence["package"] == nil)
        // What would supply a face, for scripts the cascade knows.
        #expect(MissingGlyphs.package(for: "ก") == "fonts-noto-core")
        #expect(MissingGlyphs.package(for: "京") == "fonts-noto-cjk")
        #expect(MissingGlyphs.package(for: "🍓") == "fonts-noto-color-emoji")
        #expect(MissingGlyphs.script(of: "ก") == "Thai")
    }

    @Test func measureNamesEachRunsFaceAndCountsMissingGlyphs() throws {
        let output = try MeasureCommand.run(.init(text: "Ramen ラーメン 🍜 \u{0378}", fontsDirectory: TestPaths.fonts))
        let json = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let runs = try #require(json["runs"] as? [[String: Any]])
        #expect(runs.map { $0["font"] as? String } == ["Inter-Regular", "NotoSansCJKjp-Regular", "Inter-Regular", "NotoColorEmoji", "Inter-Regular"])
        #expect(runs.map { $0["start"] as? Int } == [0, 6, 10, 11, 12])
        #expect(runs.last?["end"] as? Int == 14)
        #expect(json["missingGlyphs"] as? Int == 1)
        // Every package of the cascade is installed here (make deps): no warning line.
        #expect(FallbackCascade().warnings.isEmpty)
    }

    @Test func aMissingFontPackageIsOneWarningLineNamingIt() throws {
        // fontconfig given no font folders: none of the cascade's packages is found.
        let folder = try TestPaths.temporaryDirectory()
        let config = folder.appendingPathComponent("fonts.conf")
        try """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
            <fontconfig><cachedir>\(folder.appendingPathComponent("fc-cache").path)</cachedir></fontconfig>
            """.write(to: config, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("shot.png").path
        let result = try ProcessRunner.playground(["shot", "--size", "300x200", "--out", out], environment: ["FONTCONFIG_FILE": config.path])
        #expect(result.status == 0)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(lines)")
        for (line, package) in zip(lines, ["fonts-noto-core", "fonts-noto-cjk", "fonts-noto-color-emoji"]) {
            #expect(line.hasPrefix("warning: no face from \(package) is installed"), "\(line)")
        }
        #expect(FileManager.default.fileExists(atPath: out))
    }

    @Test func measuresLanguageChoosesTheCJKGlyphForms() throws {
        for (language, face) in [(nil, "NotoSansCJKjp-Regular"), ("zh-Hans", "NotoSansCJKsc-Regular"),
                                 ("zh-Hant", "NotoSansCJKtc-Regular"), ("ko", "NotoSansCJKkr-Regular")] as [(String?, String)] {
            let output = try MeasureCommand.run(.init(text: "返事", fontsDirectory: TestPaths.fonts, language: language))
            let json = try #require(JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
            let runs = try #require(json["runs"] as? [[String: Any]])
            #expect(runs.map { $0["font"] as? String } == [face], "\(language ?? "default")")
        }
        #expect(throws: InputError.self) { try MeasureCommand.run(.init(text: "a", fontsDirectory: TestPaths.fonts, language: "j a")) }
    }

    /// The faces of the title of item `id` of `model`, as its card lays it out.
    private func titleFaces(_ model: PlaygroundModel, _ id: String) throws -> [String] {
        let item = try #require(model.data.content.item(id))
        let card = try #require(model.cells.painter.cardContent(of: item, frame: Rect(x: 0, y: 0, width: 300, height: 200)))
        return try #require(card.title).fontRuns.map(\.font)
    }

    /// A scene in Simplified Chinese with one item in Japanese and one in Korean, all titled 返事.
    private static let languagesScene = """
        {"language": "zh-Hans", "layout": {"kind": "flow", "itemSize": {"width": 300, "height": 200}},
         "sections": [{"items": [{"id": "scene", "title": "返事"}, {"id": "ja", "title": "返事", "language": "ja"},
                                 {"id": "ko", "title": "返事", "language": "ko"}]}]}
        """

    @Test func theScenesLanguageAndAnItemsOwnChooseTheCJKGlyphForms() throws {
        let model = try SceneTestSupport.model(sceneText: Self.languagesScene)
        // The headline is semibold: Noto Sans CJK's nearest weight, Bold, in each language's forms.
        #expect(try titleFaces(model, "scene") == ["NotoSansCJKsc-Bold"])
        #expect(try titleFaces(model, "ja") == ["NotoSansCJKjp-Bold"])
        #expect(try titleFaces(model, "ko") == ["NotoSansCJKkr-Bold"])
    }

    @Test func languageOnTheCommandLineOverridesTheScenesButNotAnItemsOwn() throws {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("languages.json").path
        try Self.languagesScene.write(toFile: path, atomically: true, encoding: .utf8)
        var options = ViewOptions(scenePath: path, size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts)
        options.language = "zh-Hant"
        let model = try options.makeModel()
        #expect(try titleFaces(model, "scene") == ["NotoSansCJKtc-Bold"])
        #expect(try titleFaces(model, "ja") == ["NotoSansCJKjp-Bold"])
        // A tag that is not BCP 47 is one line, before anything is built.
        #expect(throws: InputError.self) { try LanguageTag.parse("zh Hant") }
        let result = try ProcessRunner.playground(["dump", path, "--language", "zh Hant"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: --language must be a BCP 47 tag such as en, ja, zh-Hans, zh-Hant, ko or th, got \"zh Hant\"\n")
    }

    @Test func aLanguageThatIsNotATagIsRefusedAtItsPlace() {
        SceneTestSupport.expectRefused(#"{"language": "Japanese!", "sections": []}"#,
                                       with: #"scene.json:1:14: "language" must be a BCP 47 language tag such as "ja", "zh-Hant" or "th", got "Japanese!""#)
        SceneTestSupport.expectRefused(#"{"sections": [{"items": [{"id": "a", "language": 7}]}]}"#,
                                       with: #"scene.json:1:50: "language" must be a string, got 7"#)
    }

    @Test func theSharedWorldSceneDrawsEveryScriptWithNothingMissing() throws {
        // A copy of ../shared/content/world-scene.json: titles in many scripts, items in ja, zh-Hans, zh-Hant, ko, th, hi.
        let world = TestPaths.worldScene
        let result = try ProcessRunner.playground(["dump", world, "--all", "--size", "1024x4000"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let texts = try #require(json["elements"] as? [[String: Any]]).compactMap { $0["text"] as? [String: Any] }
        #expect(texts.count == 10)
        #expect(texts.allSatisfy { $0["missingGlyphs"] as? Int == 0 }, "\(texts.map { $0["missingGlyphs"] ?? "-" })")
    }

    @Test func boldTextMakesTheCardsTextHeavierAndTheCardGrowsToHoldIt() throws {
        // A self-sizing card 160 points wide (131 of text) whose title just fits one line in semibold.
        func card(boldTextKey: Bool, option: Bool = false) throws -> (title: [String], subtitle: [String], height: Double) {
            let text = """
                {\(boldTextKey ? #""boldText": true, "# : "")"layout": {"kind": "flow", "estimatedItemSize": {"width": 160, "height": 60}},
                 "sections": [{"items": [{"id": "a", "title": "Sourdough with", "subtitle": "Butter and honey"}]}]}
                """
            let path = try TestPaths.temporaryDirectory().appendingPathComponent("bold.json").path
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            var options = ViewOptions(scenePath: path, size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts)
            options.boldText = option
            let model = try options.makeModel()
            let item = try #require(model.data.content.item("a"))
            let frame = try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
            let content = try #require(model.cells.painter.cardContent(of: item, frame: frame))
            return (try #require(content.title).fontRuns.map(\.font), try #require(content.subtitle).fontRuns.map(\.font), frame.height)
        }
        let plain = try card(boldTextKey: false)
        #expect(plain.title == ["Inter-SemiBold"] && plain.subtitle == ["Inter-Regular"])
        let bold = try card(boldTextKey: true)
        #expect(bold.title == ["Inter-Bold"] && bold.subtitle == ["Inter-SemiBold"])
        // Bolder is wider: the title needs one more line, and the self-sizing card grows by it.
        #expect(bold.height > plain.height)
        let byOption = try card(boldTextKey: false, option: true)
        #expect(byOption.title == ["Inter-Bold"] && byOption.height == bold.height)
        // measure --bold-text: body in semibold.
        let output = try MeasureCommand.run({ var o = MeasureCommand.Options(text: "Hello", fontsDirectory: TestPaths.fonts); o.boldText = true; return o }())
        #expect(output.contains(#""font":"Inter-SemiBold""#) || output.contains(#""font": "Inter-SemiBold""#), "\(output)")
        SceneTestSupport.expectRefused(#"{"boldText": "yes", "sections": []}"#, with: #"scene.json:1:14: "boldText" must be true or false, got "yes""#)
    }

    @Test func boldTextAndTheFamilyReachSectionHeadersAndAListHeaderRowsLanguage() throws {
        let model = try SceneTestSupport.model(sceneText: """
            {"boldText": true, "fonts": {"family": "Noto Serif"}, "layout": {"kind": "flow", "headerReferenceSize": {"width": 0, "height": 40}},
             "sections": [{"items": [{"id": "a", "title": "Toast"}]}]}
            """)
        // A header's title3 is bold: Bold Text keeps it bold, drawn in the family's Bold.
        let header = try #require(SupplementaryText.layout("Breakfast", isHeader: true, width: 300, category: .L,
                                                           fonts: model.fonts, measurer: model.measurer))
        #expect(header.fontRuns.map(\.font) == ["NotoSerif-Bold"])
        // A footer's footnote is regular: semibold with Bold Text, Noto Serif's nearest, Bold.
        let footer = try #require(SupplementaryText.layout("Serves two", isHeader: false, width: 300, category: .L,
                                                           fonts: model.fonts, measurer: model.measurer))
        #expect(footer.fontRuns.map(\.font) == ["NotoSerif-Bold"])
        let korean = try #require(SupplementaryText.layout("返事", isHeader: true, width: 300, category: .L,
                                                           fonts: model.fonts, measurer: model.measurer, language: "ko"))
        #expect(korean.fontRuns.map(\.font) == ["NotoSansCJKkr-Bold"])
        // iOS's own controls take Bold Text but not the designer's family.
        #expect(try model.fonts.systemFace(.regular).name == "Inter-SemiBold")
    }
}
