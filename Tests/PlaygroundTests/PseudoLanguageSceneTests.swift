import AppSupport
import Audit
import CollectionLayout
import Commands
import Foundation
@testable import Playground
import SceneFormat
import TestSupport
import Testing

/// Pseudo-languages in a scene: every text measured and drawn in the pseudo-language while the
/// document (and so Save) keeps the designer's own; `rightToLeft` mirrors the layout with the text
/// in Latin; the palette, the status bar, the command line, `sheet` and `audit` offer them.
@MainActor @Suite(.serialized) struct PseudoLanguageSceneTests {
    private static var listScene: String { TestPaths.asset("list-scene.json") }

    /// A model of `scene` in `pseudoLanguage`, as `run --pseudo-language` opens it.
    private func model(_ pseudoLanguage: PseudoLanguage?, scene: String = PseudoLanguageSceneTests.listScene,
                       size: Size = Size(width: 390, height: 844)) throws -> PlaygroundModel {
        var options = ViewOptions(scenePath: scene, size: size, fontsDirectory: TestPaths.fonts)
        options.pseudoLanguage = pseudoLanguage
        return try options.makeModel()
    }

    /// `dump --all` of `arguments` parsed: its top level, and each cell's element by id.
    private func dump(_ arguments: [String]) throws -> (top: [String: Any], cells: [String: [String: Any]]) {
        let result = try ProcessRunner.playground(["dump", "--all"] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let top = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        var cells: [String: [String: Any]] = [:]
        for element in top["elements"] as? [[String: Any]] ?? [] where element["category"] as? String == "cell" {
            if let id = element["id"] as? String { cells[id] = element }
        }
        return (top, cells)
    }

    /// A scene file of `text` in a fresh folder.
    private func sceneFile(_ text: String) throws -> String {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("scene.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theCellsAndHeadersShowThePseudoLanguageWhileTheDocumentKeepsTheText() throws {
        let model = try model(.bounded)
        #expect(model.data.content.shownItem("wifi")?.title == "[# Wi-Fi #]")
        #expect(model.data.content.shownItem("wifi")?.subtitle == "[# Café Zürich — Gäste #]")
        #expect(model.data.content.shownSection(at: 0)?.headerText == "[# Connections #]")
        #expect(model.data.content.item("wifi")?.title == "Wi-Fi")
        #expect(model.document.scene.item(withID: "wifi")?.title == "Wi-Fi")
        // A swiped row's action is a text the scene shows too.
        let bluetooth = try #require(model.collectionView.indexPath(forItemID: "bluetooth"))
        #expect(model.swipeActions(at: bluetooth).map(\.title) == ["[# Forget #]"])
    }

    @Test func saveUnderAPseudoLanguageWritesTheDesignersText() throws {
        let path = try InspectorTestSupport.copy(Self.listScene)
        let before = try SceneDecoder.load(path: path)
        let model = try model(.doubleLength, scene: path)
        // Items moved (every item written back) and a layout parameter changed, then saved.
        model.apply(.shuffle)
        try model.setParameter(try ParameterPath("layout.appearance"), to: .string("plain"), animated: false)
        #expect(model.saveScene())
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!text.contains("Wi-Fi Wi-Fi") && !text.contains("Connections Connections") && !text.contains("pseudoLanguage"))
        let after = try SceneDecoder.load(path: path)
        func texts(_ scene: Scene) -> [String: String] {
            var result: [String: String] = [:]
            for section in scene.sections {
                result[section.id] = section.headerText ?? ""
                for item in section.items { result[item.id] = (item.title ?? "") + "|" + (item.subtitle ?? "") }
            }
            return result
        }
        #expect(texts(after) == texts(before))
    }

    @Test func doubleLengthCellsDumpWiderWithTheirStrings() throws {
        // A horizontal flow whose cards size their width to their text.
        let path = try sceneFile(#"""
        {"viewport": {"width": 800, "height": 200},
         "layout": {"kind": "flow", "scrollDirection": "horizontal", "itemSize": {"width": 60, "height": 60},
                    "estimatedItemSize": {"width": 60, "height": 60}},
         "sections": [{"items": [{"id": "wifi", "title": "Wi-Fi"}, {"id": "settings", "title": "Settings"}]}]}
        """#)
        let plain = try dump([path])
        let doubled = try dump([path, "--pseudo-language", "doubleLength"])
        #expect(plain.top["pseudoLanguage"] as? String == "none" && doubled.top["pseudoLanguage"] as? String == "doubleLength")
        for id in ["wifi", "settings"] {
            let narrow = try #require(plain.cells[id]), wide = try #require(doubled.cells[id])
            let narrowWidth = try #require((narrow["frame"] as? [String: Double])?["width"])
            let wideWidth = try #require((wide["frame"] as? [String: Double])?["width"])
            // The text's own width more than doubles (a space and the string again), the padding stays.
            #expect(wideWidth > narrowWidth + 20, "\(id): \(narrowWidth) → \(wideWidth)")
        }
        #expect((plain.cells["wifi"]?["text"] as? [String: Any])?["strings"] as? [String] == ["Wi-Fi"])
        #expect((doubled.cells["wifi"]?["text"] as? [String: Any])?["strings"] as? [String] == ["Wi-Fi Wi-Fi"])
        #expect((doubled.cells["settings"]?["text"] as? [String: Any])?["strings"] as? [String] == ["Settings Settings"])
        let accented = try dump([path, "--pseudo-language", "accented"])
        #expect((accented.cells["settings"]?["text"] as? [String: Any])?["strings"] as? [String] == ["Šéťťîñĝš"])
        #expect((accented.cells["settings"]?["text"] as? [String: Any])?["missingGlyphs"] as? Int == 0)
    }

    @Test func rightToLeftMirrorsTheFramesAndKeepsTheTextLatin() throws {
        let ltr = try model(.none), rtl = try model(.rightToLeft)
        #expect(ltr.direction == .leftToRight && rtl.direction == .rightToLeft)
        #expect(rtl.document.scene.direction == .leftToRight)
        let width = ltr.collectionView.contentSize.width
        #expect(rtl.collectionView.contentSize.width == width)
        let mirrored = Dictionary(uniqueKeysWithValues: rtl.collectionView.allAttributes().filter { $0.category == .cell }.map {
            (rtl.collectionView.data.itemID(at: $0.indexPath) ?? "", rtl.collectionView.effectiveAttributes($0).frame)
        })
        var compared = 0
        for attributes in ltr.collectionView.allAttributes() where attributes.category == .cell {
            let id = try #require(ltr.collectionView.data.itemID(at: attributes.indexPath))
            let frame = ltr.collectionView.effectiveAttributes(attributes).frame
            let other = try #require(mirrored[id])
            #expect(abs(other.minX - (width - frame.maxX)) < 0.01 && other.minY == frame.minY && other.size == frame.size, "\(id)")
            compared += 1
        }
        #expect(compared > 10)
        #expect(rtl.data.content.shownItem("wifi")?.title == "Wi-Fi")
    }

    @Test func thePaletteAndTheStatusBarSwitchItAndBackToTheScenesDirection() throws {
        // Wide enough for every value of the status bar (a narrow window keeps the first few).
        let model = try model(nil, size: Size(width: 1100, height: 844))
        let titles = CommandCatalogue.entries.filter { if case .setPseudoLanguage = $0.command { true } else { false } }.map(\.title)
        #expect(titles == ["Pseudo-language: none", "Pseudo-language: double length", "Pseudo-language: accented",
                           "Pseudo-language: bounded", "Pseudo-language: right to left"])
        let status = { model.toolbarControls.first { $0.action == .pseudoLanguage }?.label }
        #expect(status() == nil)
        model.apply(.setPseudoLanguage(.doubleLength))
        #expect(status() == "Pseudo: Double length")
        model.apply(.cyclePseudoLanguage)
        #expect(model.pseudoLanguage == .accented && status() == "Pseudo: Accented")
        model.apply(.setPseudoLanguage(.rightToLeft))
        #expect(model.direction == .rightToLeft && status() == "Pseudo: Right to left")
        model.apply(.cyclePseudoLanguage)
        #expect(model.pseudoLanguage == .none && model.direction == .leftToRight && status() == nil)
        #expect(model.document.scene.item(withID: "wifi")?.title == "Wi-Fi")
    }

    @Test func switchingInTheWindowMeasuresTheRowsAgainAsOpeningInItDoes() throws {
        // "Sounds & Haptics" with its long subtitle, twice as long: a taller row, the same as a scene opened in it.
        let model = try model(nil)
        let sounds = CollectionLayout.IndexPath(item: 1, section: 1)
        func rowHeight(_ model: PlaygroundModel) -> Double? {
            model.collectionView.allAttributes().first { $0.category == .cell && $0.indexPath == sounds }?.size.height
        }
        let height = try #require(rowHeight(model))
        model.apply(.setPseudoLanguage(.doubleLength))
        model.settle()
        let taller = try #require(rowHeight(model))
        #expect(taller > height, "\(height) → \(taller)")
        #expect(taller == rowHeight(try self.model(.doubleLength)))
        model.apply(.setPseudoLanguage(.none))
        model.settle()
        #expect(rowHeight(model) == height)
    }

    @Test func aBadNameIsOneLineAndExitTwoOnEveryCommand() throws {
        let one = "must be one of: none, doubleLength, accented, bounded, rightToLeft, got \"klingon\""
        for arguments in [["dump", "--pseudo-language", "klingon"], ["shot", "--out", "/tmp/never.png", "--pseudo-language", "klingon"],
                          ["measure", "Hi", "--pseudo-language", "klingon"]] {
            let result = try ProcessRunner.playground(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("--pseudo-language \(one)") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        }
        let sheet = try ProcessRunner.playground(["sheet", "--out", "/tmp/never.png", "--pseudo-languages", "none,klingon"])
        #expect(sheet.status == 2 && sheet.stderr.contains("--pseudo-languages \(one)"), "\(sheet.stderr)")
        let audit = try ProcessRunner.playground(["audit", "--pseudo-languages", "klingon"])
        #expect(audit.status == 2 && audit.stderr.split(separator: "\n").count == 1, "\(audit.stderr)")
        #expect(audit.stderr.contains("--pseudo-languages must name values among: none, doubleLength, accented, bounded, rightToLeft (or all), got \"klingon\""))
    }

    @Test func theAuditsAxisMakesAVariantOfEachPseudoLanguage() throws {
        let scene = try SceneDecoder.load(path: Self.listScene)
        let base = ViewOptions(scenePath: Self.listScene, fontsDirectory: TestPaths.fonts)
        let axes = AuditAxes(categories: ["L"], appearances: ["light"], directions: ["ltr"], pseudoLanguages: ["none", "doubleLength"])
        let variants = try axes.variants(of: scene, base: base)
        #expect(variants.map(\.pseudoLanguage) == ["none", "doubleLength"])
        #expect(variants[1].label.hasSuffix("· doubleLength") && !variants[0].label.contains("none"))
        #expect(try variants[1].options(over: base).pseudoLanguage == .doubleLength)
        #expect(JSONWriter.write(variants[1].json).contains("\"pseudoLanguage\": \"doubleLength\""))
        #expect(try AuditAxes(categories: ["L"], appearances: ["light"], directions: ["ltr"], pseudoLanguages: ["all"])
            .variants(of: scene, base: base).map(\.pseudoLanguage) == PseudoLanguage.allCases.map(\.rawValue))
        // Without the axis: the one `--pseudo-language` names.
        var accented = base
        accented.pseudoLanguage = .accented
        #expect(try AuditAxes(categories: ["L"], appearances: ["light"], directions: ["ltr"]).variants(of: scene, base: accented)
            .map(\.pseudoLanguage) == ["accented"])
    }

    @Test func aSheetAlongPseudoLanguagesDrawsEachOne() throws {
        var options = ViewOptions(scenePath: Self.listScene, size: Size(width: 200, height: 160), fontsDirectory: TestPaths.fonts)
        options.layout = .list
        let sheet = try SheetCommand.render(options, axes: [.pseudoLanguages(["none", "bounded"])], scale: 1)
        #expect(sheet.width > 2 * 200 && sheet.height > 160)
    }
}
