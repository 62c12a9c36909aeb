import AppSupport
import CollectionLayout
import CollectionView
import Commands
import Foundation
@testable import Playground
import SceneFormat
import Testing
import Typography

/// The right-to-left sample scene, `--direction`, the scene key and the script action.
@MainActor @Suite struct RightToLeftSceneTests {
    private static var rtlScene: String { TestPaths.packageRoot.appendingPathComponent("Assets/rtl-scene.json").path }

    private func model(direction: LayoutDirection? = nil, category: ContentSizeCategory = .L, size: Size? = nil,
                       scene: String = RightToLeftSceneTests.rtlScene) throws -> PlaygroundModel {
        var options = ViewOptions(scenePath: scene, category: category, size: size, fontsDirectory: TestPaths.fonts)
        options.direction = direction
        return try options.makeModel()
    }

    /// The text runs drawn inside a rectangle of the window.
    private func runs(_ list: DrawList, inside box: Rect) -> [GlyphRun] {
        var result: [GlyphRun] = []
        func visit(_ commands: [DrawCommand]) {
            for command in commands {
                switch command {
                case .text(let run) where box.contains(run.origin): result.append(run)
                case .flatLayer(_, _, let inner), .transformed(_, _, _, _, let inner): visit(inner)
                default: break
                }
            }
        }
        visit(list.commands)
        return result
    }

    @Test func sceneKeyMakesTheSampleRightToLeft() throws {
        let model = try model()
        #expect(model.direction == .rightToLeft)
        #expect(model.collectionView.isFlippedHorizontally)
    }

    @Test func cardTextIsFlushRightAndTheAccentEdgeOnTheRight() throws {
        let model = try model()
        let view = model.collectionView
        let card = view.windowFrame(for: view.layoutAttributes(of: .cell(itemID: "cairo"))!, collectionFrame: model.collectionFrame)
        // The first card of a right-to-left flow sits at the right: 16 from the view's right edge.
        #expect(card.maxX == model.collectionFrame.maxX - 16)
        let list = model.drawList()
        let title = try #require(runs(list, inside: card).first)
        // The title's right edge is the card's right edge less the accent edge (5) and the padding (12).
        let face = try model.fonts.face(for: .headline)
        let width = model.measurer.measure("القاهرة", font: face, pointSize: TextStyle.headline.pointSize(for: .L)).width
        #expect(abs(title.origin.x + width - (card.maxX - 17)) < 0.5)
        // The accent colour (#2A9D8F) fills the card's rightmost 5 points, the white face the rest.
        let fills = list.commands.compactMap { command -> (Rect, Color)? in
            if case .fill(let rect, let color, _) = command, rect.minY == card.minY, rect.height == card.height { return (rect, color) }
            return nil
        }
        #expect(fills.contains { $0.0 == card && $0.1 == Color(hex: 0x2A9D8F) })
        #expect(fills.contains { $0.0 == Rect(x: card.minX, y: card.minY, width: card.width - 5, height: card.height) })
    }

    @Test func rightToLeftTextIsFlushRightInALeftToRightLayoutToo() throws {
        let model = try model(direction: .leftToRight)
        let view = model.collectionView
        let card = view.windowFrame(for: view.layoutAttributes(of: .cell(itemID: "cairo"))!, collectionFrame: model.collectionFrame)
        let title = try #require(runs(model.drawList(), inside: card).first)
        let face = try model.fonts.face(for: .headline)
        let width = model.measurer.measure("القاهرة", font: face, pointSize: TextStyle.headline.pointSize(for: .L)).width
        // The accent edge is on the left now: the text box ends 12 (padding) from the card's right edge.
        #expect(abs(title.origin.x + width - (card.maxX - 12)) < 0.5)
        // A Latin title ("iPhone 15 Pro") starts at the left of its text box: 5 accent + 12 padding.
        let phone = view.windowFrame(for: view.layoutAttributes(of: .cell(itemID: "iphone"))!, collectionFrame: model.collectionFrame)
        #expect(try #require(runs(model.drawList(), inside: phone).first).origin.x == phone.minX + 17)
    }

    @Test func headerTextIsFlushRight() throws {
        let model = try model()
        let view = model.collectionView
        let header = try #require(view.presentationElements().first { $0.attributes.kind == ElementKind.header && $0.attributes.indexPath.section == 0 })
        let box = view.windowFrame(for: header.attributes, collectionFrame: model.collectionFrame)
        let run = try #require(runs(model.drawList(), inside: box).first)
        let face = try model.fonts.face(.bold)
        let width = model.measurer.measure("مدن عربية", font: face, pointSize: TextStyle.title3.pointSize(for: .L)).width
        // Inset 16 from the header's right edge.
        #expect(abs(run.origin.x + width - (box.maxX - 16)) < 0.5)
    }

    @Test func directionOptionOverridesTheScene() throws {
        let ltr = try model(direction: .leftToRight)
        #expect(ltr.direction == .leftToRight)
        let view = ltr.collectionView
        let card = view.windowFrame(for: view.layoutAttributes(of: .cell(itemID: "cairo"))!, collectionFrame: ltr.collectionFrame)
        #expect(card.minX == 16)
        #expect(throws: InputError.self) { try LayoutDirection.parse("sideways") }
    }

    @Test func dumpReportsTheDirectionAndMirroredFrames() throws {
        var options = ViewOptions(scenePath: TestPaths.fixture("small-scene.json"), fontsDirectory: TestPaths.fonts)
        options.direction = .rightToLeft
        let json = try JSONSerialization.jsonObject(with: Data(try DumpCommand.run(options, all: true).utf8)) as! [String: Any]
        #expect(json["direction"] as? String == "rtl")
        // small-scene: six 80×80 cells at x = 20, 120, 220 in 320 (StateDumpTests) → 220, 120, 20.
        let cells = (json["elements"] as! [[String: Any]]).filter { $0["category"] as? String == "cell" }
        let xs = cells.prefix(3).map { ($0["frame"] as! [String: Double])["x"]! }
        #expect(xs == [220, 120, 20])
        var plain = options
        plain.direction = nil
        let ltr = try JSONSerialization.jsonObject(with: Data(try DumpCommand.run(plain, all: true).utf8)) as! [String: Any]
        #expect(ltr["direction"] as? String == "ltr")
    }

    @Test func dumpCommandLineTakesDirection() throws {
        let result = try ProcessRunner.playground(["dump", TestPaths.fixture("small-scene.json"), "--direction", "rtl"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"direction\": \"rtl\""))
        let bad = try ProcessRunner.playground(["dump", "--direction", "up"])
        #expect(bad.status == 2)
        #expect(bad.stderr == "error: --direction must be one of: ltr, rtl, got \"up\"\n")
    }

    @Test func badSceneDirectionIsAnError() throws {
        let text = #"{"direction": "right", "sections": []}"#
        #expect(throws: InputError.self) { try SceneDecoder.decode(text, file: "s.json") }
        let scene = try SceneDecoder.decode(#"{"direction": "rtl", "sections": []}"#, file: "s.json")
        #expect(scene.direction == .rightToLeft)
    }

    @Test func scriptSetDirectionAnimatesToTheMirroredPlaces() throws {
        let model = try model(direction: .leftToRight)
        let script = try ScriptDecoder.decode(#"{"actions": [{"at": 0, "do": "setDirection", "direction": "rtl"}]}"#, file: "s.json")
        var player = ScriptPlayer(script: script)
        try player.play(until: 0, on: model)
        let view = model.collectionView
        let start = view.windowFrame(for: view.presentationElements().first { $0.identity == .cell(itemID: "cairo") }!.attributes,
                                     collectionFrame: model.collectionFrame)
        #expect(start.minX == 16)
        try player.playToEnd(on: model)
        let end = view.windowFrame(for: view.presentationElements().first { $0.identity == .cell(itemID: "cairo") }!.attributes,
                                   collectionFrame: model.collectionFrame)
        #expect(end.maxX == model.collectionFrame.maxX - 16)
        #expect(throws: InputError.self) {
            try ScriptDecoder.decode(#"{"actions": [{"at": 0, "do": "setDirection", "direction": "up"}]}"#, file: "s.json")
        }
    }

    @Test func goldenImagesOfTheSampleScene() throws {
        try SnapshotAssertion.assertMatches(try model(category: .xS).renderedFrame(scale: 1), named: "rtl-scene-xS")
        try SnapshotAssertion.assertMatches(try model(category: .AX3).renderedFrame(scale: 1), named: "rtl-scene-AX3")
    }
}
