import AppInput
import AppSupport
import CollectionLayout
import CollectionView
import Foundation
@testable import Playground
import SceneFormat
import TestSupport
import Testing

/// Selection as UIKit shows it: a press highlights before the release selects; modes none,
/// single and multiple (scene key `selection`, key S); Ctrl- or Shift-click adds to a single
/// selection; an item the scene marks `"selectable": false` is neither highlighted nor selected.
@MainActor @Suite struct SelectionModeTests {
    private func model(selection: String? = nil) throws -> PlaygroundModel {
        let items = (0..<6).map { #"{"id": "i\#($0)", "title": "Item \#($0)"\#($0 == 4 ? #", "selectable": false"# : "")}"# }
        let mode = selection.map { #""selection": "\#($0)", "# } ?? ""
        return try SceneTestSupport.model(
            sceneText: #"{\#(mode)"layout": {"itemSize": {"width": 200, "height": 80}}, "sections": [{"items": [\#(items.joined(separator: ", "))]}]}"#)
    }

    private func centre(_ model: PlaygroundModel, _ item: Int) throws -> Point { try SceneTestSupport.centre(model, item) }

    private func click(_ model: PlaygroundModel, _ item: Int, modifiers: Set<KeyModifier> = []) throws {
        let point = try centre(model, item)
        model.handle(.pointerDown(point, modifiers: modifiers))
        model.advance(by: 0.05)
        model.handle(.pointerUp(point))
        model.advance(by: 0.5)
    }

    private func selected(_ model: PlaygroundModel) -> [String] { model.collectionView.selectedItemIDs.sorted() }

    @Test func aPressHighlightsBeforeTheReleaseSelects() throws {
        let model = try model()
        let point = try centre(model, 1)
        model.handle(.pointerDown(point, modifiers: []))
        #expect(model.collectionView.highlightedItemID == "i1")
        #expect(selected(model).isEmpty)
        // Drawn differently: pressed, not yet selected.
        model.handle(.pointerUp(point))
        #expect(model.collectionView.highlightedItemID == nil)
        #expect(selected(model) == ["i1"])
    }

    @Test func singleSelectionReplacesAndCtrlOrShiftClickAdds() throws {
        let model = try model()
        try click(model, 0)
        try click(model, 1)
        #expect(selected(model) == ["i1"])
        try click(model, 2, modifiers: [.ctrl])
        try click(model, 3, modifiers: [.shift])
        #expect(selected(model) == ["i1", "i2", "i3"])
        // A Ctrl-click on a selected item takes it out; a plain click starts again.
        try click(model, 2, modifiers: [.ctrl])
        #expect(selected(model) == ["i1", "i3"])
        try click(model, 5)
        #expect(selected(model) == ["i5"])
    }

    @Test func multipleSelectionTogglesAndNoneSelectsNothing() throws {
        let multiple = try model(selection: "multiple")
        try click(multiple, 0)
        try click(multiple, 1)
        #expect(selected(multiple) == ["i0", "i1"])
        try click(multiple, 0)
        #expect(selected(multiple) == ["i1"])
        let none = try model(selection: "none")
        try click(none, 0)
        #expect(selected(none).isEmpty && none.collectionView.highlightedItemID == nil)
        // Key S cycles: none → single → multiple.
        none.handleKey("s", modifiers: [])
        #expect(none.interactions.press.selectionMode == .single)
        none.handleKey("s", modifiers: [])
        #expect(none.interactions.press.selectionMode == .multiple && none.collectionView.allowsMultipleSelection)
    }

    @Test func anUnselectableItemIsNeitherHighlightedNorSelected() throws {
        let model = try model()
        model.handle(.pointerDown(try centre(model, 4), modifiers: []))
        #expect(model.collectionView.highlightedItemID == nil)
        model.handle(.pointerUp(try centre(model, 4)))
        #expect(selected(model).isEmpty)
        try click(model, 4, modifiers: [.ctrl])
        #expect(selected(model).isEmpty)
    }

    @Test func aSelectedCardShowsItsSelectedBackgroundAndAPressedOneItsHighlight() throws {
        let model = try model()
        try click(model, 0)
        model.handle(.pointerDown(try centre(model, 1), modifiers: []))
        let fills = model.drawList().commands.flatMap { command -> [Color] in
            switch command {
            case .fill(_, let color, _): [color]
            case .flatLayer(_, _, let commands), .transformed(_, _, _, _, let commands):
                commands.compactMap { if case .fill(_, let color, _) = $0 { color } else { nil } }
            default: []
            }
        }
        // The tinted face under item 0's text, the dimming over item 1.
        #expect(fills.contains(model.palette.selectedCard))
        #expect(fills.contains(Color(red: 0, green: 0, blue: 0, alpha: 31)))
    }

    @Test func aBadSelectionModeIsRefusedWithItsPlace() {
        #expect(throws: InputError.self) {
            try SceneDecoder.decode(#"{"selection": "some", "sections": []}"#, file: "scene.json")
        }
        do {
            _ = try SceneDecoder.decode(#"{"selection": "some", "sections": []}"#, file: "scene.json")
        } catch {
            #expect(error.description == #"scene.json:1:15: "selection" must be one of: "none", "single", "multiple", got "some""#)
        }
    }
}
