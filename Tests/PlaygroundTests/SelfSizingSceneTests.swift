import CollectionLayout
import CollectionView
import Foundation
import Testing
import Typography
@testable import Playground

/// Self-sizing as UIKit does it, in scenes: every cell is asked (items with their own size
/// too), horizontal flows size their cards' widths, and updates keep measured sizes.
@MainActor @Suite(.serialized) struct SelfSizingSceneTests {
    private func model(_ scene: String, playing actions: [String] = []) throws -> PlaygroundModel {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("scene.json")
        try Data(scene.utf8).write(to: path)
        return try ViewOptions(scenePath: path.path, size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts).model(playing: actions)
    }

    private func cell(_ model: PlaygroundModel, _ id: String) throws -> LayoutAttributes {
        try #require(model.collectionView.layoutAttributes(of: .cell(itemID: id)))
    }

    @Test func aHorizontalFlowSizesEachCardsWidthToItsTextAndKeepsTheLinesHeight() throws {
        let model = try model(#"""
        {"layout": {"kind": "flow", "scrollDirection": "horizontal", "itemSize": {"width": 200, "height": 100},
                    "estimatedItemSize": {"width": 200, "height": 100}},
         "sections": [{"items": [{"id": "short", "title": "Ox"}, {"id": "long", "title": "Pallas's cat of the steppe"}]}]}
        """#)
        let short = try cell(model, "short"), long = try cell(model, "long")
        #expect(short.size.height == 100 && long.size.height == 100)
        // Width = accent edge 5 + padding 12 on each side + the title's width on one line
        // (headline at L: 17 pt Inter SemiBold), rounded up; measured here with a fresh measurer.
        let fonts = FontLibrary(directory: TestPaths.fonts)
        let measurer = fonts.makeMeasurer()
        let face = try fonts.face(for: .headline)
        let width = { (text: String) in (5 + 24 + measurer.measure(text, font: face, pointSize: 17).width).rounded(.up) }
        #expect(short.size.width == max(44, width("Ox")))
        #expect(long.size.width == width("Pallas's cat of the steppe"))
        #expect(long.size.width > short.size.width)
    }

    @Test func itemsWithTheirOwnSizeAreAskedToo() throws {
        let model = try model(#"""
        {"layout": {"kind": "flow", "itemSize": {"width": 300, "height": 120}, "estimatedItemSize": {"width": 300, "height": 120}},
         "sections": [{"items": [
            {"id": "sized", "size": {"width": 260, "height": 40},
             "title": "A card with its own size", "subtitle": "whose text needs more than forty points of height to show all of its lines at this width"},
            {"id": "swatch", "size": {"width": 120, "height": 80}, "color": "#2A9D8F"}]}]}
        """#)
        let sized = try cell(model, "sized")
        // Its own size is its estimate: the width stays, the height fits its text (more than 40).
        #expect(sized.size.width == 260)
        #expect(sized.size.height > 40)
        // A swatch has no text to fit: it keeps its size.
        #expect(try cell(model, "swatch").size == Size(width: 120, height: 80))
    }

    @Test func aDragReorderKeepsEveryMeasuredSize() throws {
        let scene = try String(contentsOfFile: TestPaths.defaultScene, encoding: .utf8)
        let before = try model(scene)
        let heights = Dictionary(uniqueKeysWithValues: before.collectionView.allAttributes()
            .filter { $0.category == .cell }
            .compactMap { attributes in before.collectionView.data.itemID(at: attributes.indexPath).map { ($0, attributes.size.height) } })
        let after = try model(scene, playing: [#"{"at": 0, "do": "drag", "from": {"x": 160, "y": 180}, "to": {"x": 700, "y": 180}, "duration": 0.5, "hold": 0.5}"#])
        #expect(after.collectionView.data.sections[0].itemIDs != before.collectionView.data.sections[0].itemIDs)
        for (id, height) in heights where height != 128 {
            // Measured before (not at the 128-point estimate): still the same height after.
            #expect(try cell(after, id).size.height == height, "\(id)")
        }
    }
}

/// A refused update in the window: said there, nothing changed, the script goes on.
@MainActor @Suite(.serialized) struct RefusedUpdateInTheWindowTests {
    @Test func aRefusedActionIsShownAndTheNextOnePlays() throws {
        let directory = try TestPaths.temporaryDirectory()
        let script = directory.appendingPathComponent("s.json")
        try Data(#"""
        {"actions": [
          {"at": 0.1, "do": "delete", "indexPaths": [[0, 99]]},
          {"at": 0.2, "do": "insert", "indexPaths": [[0, 0]], "items": [{"id": "fresh", "title": "Fresh"}]}
        ]}
        """#.utf8).write(to: script)
        let options = ViewOptions(size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts, scriptPath: script.path)
        let model = try options.makeModel()
        let before = model.collectionView.data.sections[0].itemIDs
        var player = ScriptPlayer(script: try #require(try options.script()))
        let refusals = player.playShowingRefusals(until: 0.15, on: model)
        // The delete names item 99 of a section of fewer items: refused at the action's place (line 2, column 3).
        #expect(refusals.map(\.description) == ["\(script.path):2:3: attempt to delete item 99 from section 0 which only contains \(before.count) items before the update"])
        #expect(model.chrome.toast?.message == "error: \(script.path):2:3: attempt to delete item 99 from section 0 which only contains \(before.count) items before the update")
        #expect(model.collectionView.data.sections[0].itemIDs == before)
        #expect(player.playShowingRefusals(until: 0.3, on: model).isEmpty)
        #expect(model.collectionView.data.sections[0].itemIDs == ["fresh"] + before)
    }
}
