import AppInput
import CollectionLayout
import CollectionView
import Foundation
import Interactions
@testable import Playground
import TestSupport
import Testing

/// A cell's context menu on a right-click: Copy, Paste, Duplicate, Delete — through the clipboard,
/// as batch updates, undoable.
@MainActor @Suite struct ContextMenuTests {
    private func model() throws -> PlaygroundModel {
        let items = (0..<4).map { ##"{"id": "i\##($0)", "title": "Item \##($0)", "subtitle": "Number \##($0)", "color": "#336699"}"## }
        return try SceneTestSupport.model(
            sceneText: #"{"layout": {"itemSize": {"width": 200, "height": 80}}, "sections": [{"items": [\#(items.joined(separator: ", "))]}]}"#)
    }

    private func centre(_ model: PlaygroundModel, _ item: Int) throws -> Point { try SceneTestSupport.centre(model, item) }

    /// Right-clicks an item and clicks a row of its menu.
    private func choose(_ action: ContextMenuAction, on item: Int, in model: PlaygroundModel) throws {
        model.handle(.secondaryClick(try centre(model, item)))
        let menu = try #require(model.contextMenu)
        let row = try #require(ContextMenuAction.allCases.firstIndex(of: action))
        let box = menu.rowFrame(row)
        model.handle(.pointerDown(Point(x: box.midX, y: box.midY), modifiers: []))
        model.handle(.pointerUp(Point(x: box.midX, y: box.midY)))
        model.settle()
    }

    private func ids(_ model: PlaygroundModel) -> [String] { model.collectionView.data.allItemIDs }

    /// Undoes the last `count` edits and lets their animations finish: the item ids left.
    private func undo(_ count: Int, in model: PlaygroundModel) -> [String] {
        for _ in 0..<count { model.undo() }
        model.settle()
        return ids(model)
    }

    @Test func copyPutsTheTextThenTheSceneJSONOnTheClipboard() throws {
        let model = try model()
        try choose(.copy, on: 1, in: model)
        #expect(model.contextMenu == nil)
        #expect(model.host.clipboard.read() == """
            Item 1
            Number 1

            {
              "id": "i1",
              "title": "Item 1",
              "subtitle": "Number 1",
              "color": "#336699"
            }

            """)
    }

    @Test func pasteInsertsTheCopiedItemAfterTheOneClickedAndUndoTakesItAway() throws {
        let model = try model()
        try choose(.copy, on: 0, in: model)
        try choose(.paste, on: 2, in: model)
        #expect(ids(model) == ["i0", "i1", "i2", "i0-copy", "i3"])
        let pasted = try #require(model.data.content.item("i0-copy"))
        #expect(pasted.title == "Item 0" && pasted.subtitle == "Number 0" && pasted.color == Color(hex: 0x336699))
        // Pasted again: another id.
        try choose(.paste, on: 0, in: model)
        #expect(ids(model) == ["i0", "i0-copy-2", "i1", "i2", "i0-copy", "i3"])
        #expect(undo(2, in: model) == ["i0", "i1", "i2", "i3"])
    }

    @Test func anyTextPastesAsATitleAndSubtitle() throws {
        let model = try model()
        model.host.clipboard.write("  Hello there\nSecond line\nthird\n")
        try choose(.paste, on: 3, in: model)
        let id = try #require(ids(model).last)
        #expect(model.data.content.item(id)?.title == "Hello there" && model.data.content.item(id)?.subtitle == "Second line")
    }

    @Test func duplicateAndDeleteAreUndoableToo() throws {
        let model = try model()
        try choose(.duplicate, on: 1, in: model)
        #expect(ids(model) == ["i0", "i1", "i1-copy", "i2", "i3"])
        try choose(.delete, on: 0, in: model)
        #expect(ids(model) == ["i1", "i1-copy", "i2", "i3"])
        #expect(undo(2, in: model) == ["i0", "i1", "i2", "i3"])
    }

    @Test func pasteIsDimmedWithNothingToPasteAndEscapeOrAClickElsewhereShutsTheMenu() throws {
        let model = try model()
        model.handle(.secondaryClick(try centre(model, 0)))
        let menu = try #require(model.contextMenu)
        #expect(menu.rows.map(\.title) == ["Copy", "Paste", "Duplicate", "Delete"])
        #expect(menu.rows.map(\.isEnabled) == [true, false, true, true])
        model.handleKey("escape", modifiers: [])
        #expect(model.contextMenu == nil)
        // A click outside the menu only shuts it: nothing is selected.
        model.handle(.secondaryClick(try centre(model, 0)))
        model.handle(.pointerDown(Point(x: 790, y: 590), modifiers: []))
        model.handle(.pointerUp(Point(x: 790, y: 590)))
        #expect(model.contextMenu == nil && ids(model).count == 4)
        // A right-click on no cell opens nothing.
        model.handle(.secondaryClick(Point(x: 790, y: 590)))
        #expect(model.contextMenu == nil)
    }
}
