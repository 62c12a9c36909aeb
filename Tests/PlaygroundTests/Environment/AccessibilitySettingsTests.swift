import AppSupport
import CardDrawing
import CollectionLayout
import CollectionView
import Commands
import Foundation
@testable import Playground
import SceneFormat
import Testing
import Typography

/// The accessibility settings a designer checks a screen under (contract.md "Environments"):
/// read from the scene and the command line, Increase Contrast's colours from Apple's published
/// table, Reduce Motion's transitions that move nothing, Reduce Transparency's opaque scrims,
/// Differentiate Without Color's checkmark, and the window's commands and status bar.
@MainActor @Suite(.serialized) struct AccessibilitySettingsTests {
    /// A scene with a badge and a text in system colours, a scrim, and an overlay picture card.
    private static func scene(_ keys: String = "") -> String {
        """
        {\(keys)"layout": {"kind": "flow", "itemSize": {"width": 200, "height": 90}, "minimumLineSpacing": 12, "sectionInset": {"top": 12, "left": 12, "bottom": 12, "right": 12}},
         "cell": {"kind": "stack", "axis": "horizontal", "padding": 10, "children": [
            {"kind": "text", "bind": "title", "color": "systemBlue"}, {"kind": "badge", "bind": "tag", "color": "systemRed"}]},
         "sections": [{"items": [{"id": "a", "title": "Soup", "tag": "New"}, {"id": "b", "title": "Bread", "tag": "Hot"}]}]}
        """
    }

    private func model(_ scene: String = AccessibilitySettingsTests.scene(), configure: (inout ViewOptions) -> Void = { _ in }) throws -> PlaygroundModel {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("a11y.json").path
        try scene.write(toFile: path, atomically: true, encoding: .utf8)
        var options = ViewOptions(scenePath: path, size: Size(width: 600, height: 400), fontsDirectory: TestPaths.fonts)
        configure(&options)
        return try options.makeModelAtMoment()
    }

    private func fillColors(_ model: PlaygroundModel) -> [Color] {
        model.drawList().commands.compactMap { if case .fill(_, let color, _) = $0 { color } else { nil } }
    }

    @Test func theSceneKeysAreReadAndABadOneIsOneLine() throws {
        let scene = try SceneDecoder.decode(Self.scene(#""contrast": "increased", "reduceMotion": true, "reduceTransparency": true, "differentiateWithoutColor": true, "#),
                                            file: "s.json")
        #expect(scene.accessibility.contrast == .increased && scene.accessibility.reduceMotion)
        #expect(scene.accessibility.reduceTransparency && scene.accessibility.differentiateWithoutColor)
        #expect(throws: InputError.self) { try SceneDecoder.decode(Self.scene(#""contrast": "high", "#), file: "s.json") }
        do {
            _ = try SceneDecoder.decode(Self.scene(#""contrast": "high", "#), file: "s.json")
        } catch {
            #expect(error.description == #"s.json:1:14: "contrast" must be one of: normal, increased, got "high""#)
        }
        #expect(throws: InputError.self) { try Contrast.parse("high") }
    }

    @Test func increaseContrastDrawsTheSystemColoursAccessibleVariants() throws {
        // Apple's table (Human Interface Guidelines, "Color"): systemRed #FF3B30 → #D70015 in light,
        // #FF453A → #FF6961 in dark.
        #expect(fillColors(try model()).contains(Color(hex: 0xFF3B30)))
        let increased = try model { $0.contrast = .increased }
        #expect(fillColors(increased).contains(Color(hex: 0xD70015)))
        #expect(!fillColors(increased).contains(Color(hex: 0xFF3B30)))
        var dark = try model { $0.contrast = .increased; $0.appearance = .dark }
        #expect(fillColors(dark).contains(Color(hex: 0xFF6961)))
        // The scene's own key does the same, and the window's command turns it off again.
        dark = try model(Self.scene(#""contrast": "increased", "appearance": "dark", "#))
        #expect(fillColors(dark).contains(Color(hex: 0xFF6961)))
        dark.apply(.toggleAccessibility(.increaseContrast))
        dark.advance(by: 2)
        #expect(fillColors(dark).contains(Color(hex: 0xFF453A)))
        // Text in systemBlue: #0040DD with the setting (Apple's accessible blue).
        let runs = increased.drawList().commands.compactMap { if case .text(let run) = $0 { run.color } else { nil } }
        #expect(runs.contains(Color(hex: 0x0040DD)))
    }

    @Test func reduceMotionSwitchesLayoutsWithoutMovingAnything() throws {
        let model = try model { $0.reduceMotion = true }
        model.setLayout(.stacked, animated: true)
        let finals = Dictionary(uniqueKeysWithValues: model.collectionView.layout.layoutAttributesForElements(in: Rect(x: -1e6, y: -1e6, width: 2e6, height: 2e6))
            .filter { $0.category == .cell }.map { ("\($0.indexPath)", $0.frame) })
        model.advance(by: Animator.defaultDuration / 2)
        let shown = model.collectionView.presentationElements().filter { $0.attributes.category == .cell && $0.attributes.alpha > 0 }
        #expect(!shown.isEmpty)
        for element in shown {
            // Halfway, every cell is already where the new layout puts it, fading in.
            #expect(element.attributes.frame == finals["\(element.attributes.indexPath)"], "\(element.identity)")
            #expect(element.attributes.alpha < 1)
        }
        // Without the setting, halfway, some cell is between its old and new places.
        let moving = try self.model()
        moving.setLayout(.stacked, animated: true)
        moving.advance(by: Animator.defaultDuration / 2)
        #expect(moving.collectionView.presentationElements().contains { element in
            element.attributes.category == .cell && element.attributes.frame != finals["\(element.attributes.indexPath)"]
        })
    }

    @Test func reduceTransparencyDrawsAScrimOpaque() throws {
        let scrim = """
        {"layout": {"kind": "flow", "itemSize": {"width": 200, "height": 90}},
         "cell": {"kind": "stack", "background": "#00000073", "padding": 10, "children": [{"kind": "text", "bind": "title"}]},
         "sections": [{"items": [{"id": "a", "title": "Soup"}]}]}
        """
        // 45 % black, as written; opaque with the setting.
        #expect(fillColors(try model(scrim)).contains(Color(red: 0, green: 0, blue: 0, alpha: 0x73)))
        let opaque = fillColors(try model(scrim) { $0.reduceTransparency = true })
        #expect(opaque.contains(Color(red: 0, green: 0, blue: 0, alpha: 255)))
        #expect(!opaque.contains(Color(red: 0, green: 0, blue: 0, alpha: 0x73)))
    }

    @Test func differentiateWithoutColorMarksASelectedCellWithACheckmark() throws {
        func discs(_ model: PlaygroundModel) -> [Rect] {
            model.drawList().commands.compactMap {
                if case .fill(let rect, let color, let radius) = $0, color == Palette.light.tint, rect.width == 22, radius == 11 { rect } else { nil }
            }
        }
        let plain = try model()
        plain.selectItem(at: IndexPath(item: 0, section: 0))
        #expect(discs(plain).isEmpty)
        let marked = try model { $0.differentiateWithoutColor = true }
        marked.selectItem(at: IndexPath(item: 0, section: 0))
        let cell = try #require(marked.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
        let disc = try #require(discs(marked).first)
        // 22 points across, 6 in from the cell's top trailing corner (window: the collection's frame below the toolbar).
        let origin = marked.collectionFrame.origin
        #expect(disc.maxX == origin.x + cell.maxX - 6 && disc.minY == origin.y + cell.minY + 6)
        // Only the selected cell carries one.
        #expect(discs(marked).count == 1)
    }

    @Test func theStatusBarNamesWhatIsOnAndTheDumpSaysIt() throws {
        let model = try model { $0.contrast = .increased; $0.differentiateWithoutColor = true }
        #expect(model.toolbarState.accessibilityNames == ["Contrast", "Shapes"])
        model.apply(.toggleAccessibility(.reduceMotion))
        #expect(model.toolbarState.accessibilityNames == ["Contrast", "Motion", "Shapes"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(StateDump.json(model, all: false).utf8)) as? [String: Any])
        let dumped = try #require(json["accessibility"] as? [String: Any])
        #expect(dumped["contrast"] as? String == "increased" && dumped["reduceMotion"] as? Bool == true)
        #expect(dumped["reduceTransparency"] as? Bool == false && dumped["differentiateWithoutColor"] as? Bool == true)
    }

    @Test func theAuditAndTheSheetTakeBoldTextAndContrastAsAxes() throws {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("axes.json").path
        try Self.scene().write(toFile: path, atomically: true, encoding: .utf8)
        let scene = try SceneDecoder.load(path: path)
        let base = ViewOptions(scenePath: path, fontsDirectory: TestPaths.fonts)
        let axes = AuditAxes(categories: ["L"], appearances: ["light"], directions: ["ltr"], boldTexts: ["off", "on"], contrasts: ["normal", "increased"])
        let variants = try axes.variants(of: scene, base: base)
        // Each Bold Text with each contrast: four variants, worked out by hand.
        #expect(variants.map { "\($0.boldText) \($0.contrast)" } == ["false normal", "false increased", "true normal", "true increased"])
        #expect(variants[3].label == "L · light · ltr · flow · bold text · increased contrast")
        let options = try variants[3].options(over: base)
        #expect(options.boldText && options.contrast == .increased)
        #expect(JSONWriter.write(variants[3].json).contains("\"contrast\": \"increased\""))
        #expect(throws: InputError.self) {
            try AuditAxes(categories: ["L"], contrasts: ["high"]).variants(of: scene, base: base)
        }
        // Without the axes: what the options or the scene say.
        var increased = base
        increased.contrast = .increased
        #expect(try AuditAxes(categories: ["L"], appearances: ["light"], directions: ["ltr"]).variants(of: scene, base: increased)
            .map(\.contrast) == ["increased"])
        // A sheet along contrasts draws one column a contrast.
        var sheetOptions = base
        sheetOptions.size = Size(width: 200, height: 120)
        let sheet = try SheetCommand.render(sheetOptions, axes: [.contrasts(["normal", "increased"])], scale: 1)
        #expect(sheet.width > 2 * 200)
    }
}
