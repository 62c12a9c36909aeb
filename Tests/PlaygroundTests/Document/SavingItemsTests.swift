import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import Testing

/// Save writes the items as shown: what a designer added, deleted and moved is in the file, an
/// unchanged item keeps its own JSON, and the saved file opens to the same cards.
@MainActor @Suite struct SavingItemsTests {
    private func copyOfSmallScene() throws -> String {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("small.json").path
        try FileManager.default.copyItem(atPath: TestPaths.fixture("small-scene.json"), toPath: path)
        return path
    }

    @Test func addedDeletedAndMovedItemsAreSavedAndOpenAgainAsShown() throws {
        let path = try copyOfSmallScene()
        let model = try ViewOptions(scenePath: path, fontsDirectory: TestPaths.fonts).makeModel()
        // a b c d e f → delete b → a c d e f → move e to the front → e a c d f.
        try model.deleteItems(at: [IndexPath(item: 1, section: 0)], animated: false)
        try model.moveItem(from: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0), animated: false)
        // A new swatch before section 1's three (whose ids were their places: s1-i0 … s1-i2).
        var added = SceneItem(id: "new", title: "Nouvelle carte", color: Color(hex: 0x264653))
        added.isFavorite = true
        try model.insertItems(at: [IndexPath(item: 0, section: 1)], items: [added], animated: false)
        #expect(model.saveScene())

        let reopened = try SceneDecoder.load(path: path)
        #expect(reopened.sections[0].items.map(\.id) == ["e", "a", "c", "d", "f"])
        #expect(reopened.sections[1].items.map(\.id) == ["new", "s1-i0", "s1-i1", "s1-i2"])
        let new = reopened.sections[1].items[0]
        #expect(new.title == "Nouvelle carte" && new.isFavorite && new.color == Color(hex: 0x264653))
        #expect(reopened.sections[1].items[1].color == Color(hex: 0xE76F51))
        #expect(reopened.sections[1].items[1].size == Size(width: 160, height: 50))
        // An unchanged card keeps its JSON as written; the moved swatch gained the id it had by place.
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(#""id": "a""#) && text.contains(#""title": "A""#))
        #expect(text.contains(#""id": "s1-i0""#))
        #expect(!text.contains(#""id": "b""#))
        // Saved: nothing is unsaved any more.
        #expect(!model.windowTitle.hasPrefix("●"))
    }

    @Test func aSceneOpenedUnchangedSavesItsItemsUnchanged() throws {
        let path = try copyOfSmallScene()
        let before = try SceneDecoder.load(path: path)
        let model = try ViewOptions(scenePath: path, fontsDirectory: TestPaths.fonts).makeModel()
        #expect(model.saveScene())
        let after = try SceneDecoder.load(path: path)
        #expect(after.sections.map { $0.items.map(\.id) } == before.sections.map { $0.items.map(\.id) })
        #expect(after.sections[1].items.map(\.color) == before.sections[1].items.map(\.color))
    }
}
