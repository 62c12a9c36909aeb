import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import Testing

/// Save keeps every key of an item wherever it moved: its picture, card style and swipe actions
/// stay in the file when it goes to another section, and a changed item keeps the keys Save does
/// not write itself.
@MainActor @Suite struct SavingMovedItemsTests {
    /// A scene of two sections whose first item has every picture key and swipe actions.
    private static let sceneText = """
        {
          "name": "Moved pictures",
          "viewport": { "width": 600, "height": 800 },
          "layout": { "itemSize": { "width": 120, "height": 90 } },
          "sections": [
            { "cardStyle": "overlay", "items": [
              { "id": "lumen", "title": "Lumen", "color": "#2A9D8F", "image": "pictures/lumen.jpg",
                "imageContentMode": "scaleAspectFit", "imageCornerRadius": 12, "cardStyle": "poster", "language": "ja",
                "trailingSwipeActions": [ { "title": "Delete", "action": "delete", "confirm": true } ] },
              { "id": "quill", "title": "Quill", "image": "pictures/quill.jpg" }
            ] },
            { "items": [ { "id": "plain", "title": "Plain" } ] }
          ]
        }
        """

    /// The scene written into a fresh folder with its two pictures beside it; its path.
    private func sceneFile() throws -> String {
        let folder = try TestPaths.temporaryDirectory()
        let pictures = folder.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        for name in ["lumen.jpg", "quill.jpg"] {
            try FileManager.default.copyItem(atPath: TestPaths.fixture("content/undated.jpg"), toPath: pictures.appendingPathComponent(name).path)
        }
        let path = folder.appendingPathComponent("moved.json").path
        try Self.sceneText.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The saved file's items of `section`, as plain JSON objects.
    private func savedItems(_ path: String, section: Int) throws -> [NSDictionary] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let sections = try #require(root["sections"] as? [[String: Any]])
        return try #require(sections[section]["items"] as? [[String: Any]]).map { $0 as NSDictionary }
    }

    @Test func anItemMovedToAnotherSectionIsSavedWithEveryKeyItHad() throws {
        let path = try sceneFile()
        let model = try ViewOptions(scenePath: path, fontsDirectory: TestPaths.fonts).makeModel()
        try model.moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 0, section: 1), animated: false)
        #expect(model.saveScene())

        let moved = try savedItems(path, section: 1)
        #expect(moved.count == 2)
        let expected: NSDictionary = [
            "id": "lumen", "title": "Lumen", "color": "#2A9D8F", "image": "pictures/lumen.jpg",
            "imageContentMode": "scaleAspectFit", "imageCornerRadius": 12, "cardStyle": "poster", "language": "ja",
            "trailingSwipeActions": [["title": "Delete", "action": "delete", "confirm": true]],
        ]
        #expect(moved[0] == expected)
        #expect(moved[1] == ["id": "plain", "title": "Plain"] as NSDictionary)
        // It opens again as it was shown: its picture, drawn as a poster.
        let reopened = try SceneDecoder.load(path: path)
        let item = reopened.sections[1].items[0]
        #expect(item.picture?.written == "pictures/lumen.jpg" && item.picture?.contentMode == .scaleAspectFit)
        #expect(item.picture?.cornerRadius == 12 && item.cardStyle == .poster && item.picture?.header != nil)
        #expect(item.trailingSwipeActions == [EditAction(title: "Delete", kind: .delete, isDestructive: true, requiresConfirmation: true)])
    }

    @Test func anItemMovedOutOfASectionsStyleKeepsTheStyleItWasShownIn() throws {
        let path = try sceneFile()
        let model = try ViewOptions(scenePath: path, fontsDirectory: TestPaths.fonts).makeModel()
        // "quill" took the first section's overlay style; the second section has none of its own.
        try model.moveItem(from: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 1), animated: false)
        #expect(model.saveScene())

        let moved = try savedItems(path, section: 1)
        #expect(moved[1] == ["id": "quill", "title": "Quill", "image": "pictures/quill.jpg", "cardStyle": "overlay"] as NSDictionary)
    }

    @Test func aChangedItemKeepsTheKeysSaveDoesNotWriteItself() throws {
        let path = try sceneFile()
        let model = try ViewOptions(scenePath: path, fontsDirectory: TestPaths.fonts).makeModel()
        model.toggleFavorite("lumen")
        try model.moveItem(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1), animated: false)
        #expect(model.saveScene())

        let moved = try savedItems(path, section: 1)
        let expected: NSDictionary = [
            "id": "lumen", "title": "Lumen", "color": "#2A9D8F", "image": "pictures/lumen.jpg",
            "imageContentMode": "scaleAspectFit", "imageCornerRadius": 12, "cardStyle": "poster", "language": "ja",
            "trailingSwipeActions": [["title": "Delete", "action": "delete", "confirm": true]], "favorite": true,
        ]
        #expect(moved[1] == expected)
    }

    @Test func aNewItemIsSavedWithItsPictureAndStyle() throws {
        let path = try sceneFile()
        let model = try ViewOptions(scenePath: path, fontsDirectory: TestPaths.fonts).makeModel()
        var copy = model.document.scene.sections[0].items[0]
        copy.id = "lumen-copy"
        try model.insertItems(at: [IndexPath(item: 0, section: 1)], items: [copy], animated: false)
        #expect(model.saveScene())

        let saved = try savedItems(path, section: 1)
        let expected: NSDictionary = [
            "id": "lumen-copy", "title": "Lumen", "color": "#2A9D8F", "image": "pictures/lumen.jpg",
            "imageContentMode": "scaleAspectFit", "imageCornerRadius": 12, "cardStyle": "poster", "language": "ja",
            "trailingSwipeActions": [["title": "Delete", "action": "delete", "confirm": true]],
        ]
        #expect(saved[0] == expected)
    }
}
