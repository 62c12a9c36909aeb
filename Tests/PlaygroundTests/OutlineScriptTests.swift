import AppSupport
import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import Testing

/// Issue 32, point 8 (d): section snapshots' `expand` and `collapse`. An item's `children` are
/// shown below it while it is `expanded`; expanding inserts them after it, collapsing deletes
/// every descendant shown — worked by hand on a small outline.
@MainActor @Suite struct OutlineScriptTests {
    /// fruits (apple, pear — collapsed), veg (leek, with its own child young-leek — expanded), z.
    static let scene = #"""
    {"layout": {"kind": "flow", "itemSize": {"width": 100, "height": 60}},
     "sections": [{"id": "food", "items": [
        {"id": "fruits", "title": "Fruits", "children": [{"id": "apple", "title": "Apple"}, {"id": "pear", "title": "Pear"}]},
        {"id": "veg", "title": "Vegetables", "expanded": true,
         "children": [{"id": "leek", "title": "Leek", "children": [{"id": "young-leek", "title": "Young leek"}]}]},
        {"id": "z", "title": "Z"}]}]}
    """#

    private func model(_ actions: [String], at: Double? = nil) throws -> PlaygroundModel {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("outline.json").path
        try Self.scene.write(toFile: path, atomically: true, encoding: .utf8)
        return try ViewOptions(scenePath: path, size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts).model(playing: actions, at: at)
    }

    private func ids(_ model: PlaygroundModel) -> [String] { model.collectionView.data.sections[0].itemIDs }

    @Test func anExpandedItemShowsItsChildrenBelowIt() throws {
        // veg is expanded: leek below it; leek is not, so young-leek is hidden.
        #expect(ids(try model([])) == ["fruits", "veg", "leek", "z"])
    }

    @Test func expandInsertsTheChildrenAfterTheItem() throws {
        let model = try model([#"{"at": 0, "do": "expand", "id": "fruits"}"#], at: 0)
        #expect(ids(model) == ["fruits", "apple", "pear", "veg", "leek", "z"])
        // Inserted, so they fade in (the others slide down).
        #expect(model.collectionView.animator.animations[.cell(itemID: "apple")]?.from.alpha == 0)
    }

    @Test func collapseDeletesEveryDescendantShownAndExpandRestoresThem() throws {
        let model = try model([#"{"at": 0, "do": "expand", "id": "leek"}"#,
                               #"{"at": 1, "do": "collapse", "id": "veg"}"#])
        #expect(ids(model) == ["fruits", "veg", "z"])
        // veg remembers that leek was expanded: expanding veg again shows leek and young-leek.
        try model.expandItem("veg")
        model.settle()
        #expect(ids(model) == ["fruits", "veg", "leek", "young-leek", "z"])
    }

    @Test func expandingAnItemWithoutChildrenIsRefused() throws {
        let model = try model([])
        let noChildren = #expect(throws: InputError.self) { try model.expandItem("z") }
        #expect(noChildren?.description == "expand: the item \"z\" has no children")
        let notShown = #expect(throws: InputError.self) { try model.collapseItem("apple") }
        #expect(notShown?.description == "collapse: no item \"apple\" is shown")
        #expect(ids(model) == ["fruits", "veg", "leek", "z"])
    }

    /// Save writes an outline as a tree: children inside their parents with the expanded
    /// state as shown (fruits now expanded), and the file opens to the same shown items.
    @Test func savingWritesTheOutlineAsATree() throws {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("outline-save.json").path
        try Self.scene.write(toFile: path, atomically: true, encoding: .utf8)
        let model = try ViewOptions(scenePath: path, size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts).makeModel()
        try model.expandItem("fruits", animated: false)
        #expect(model.saveScene())
        let reopened = try SceneDecoder.load(path: path)
        #expect(reopened.sections[0].items.map(\.id) == ["fruits", "apple", "pear", "veg", "leek", "z"])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.components(separatedBy: "\"id\": \"apple\"").count == 2)
    }
}
