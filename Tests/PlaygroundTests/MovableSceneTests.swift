import AppInput
import CardDrawing
import CollectionLayout
import CollectionView
import Foundation
@testable import Playground
import SceneFormat
import TestSupport
import Testing

/// A scene's `"movable": false` on an item or a section: such items cannot be lifted (a held
/// drag scrolls instead), nothing can be dropped into such a section (the gap stays, the card
/// shows the refusal), and the content, the collection view's data source, moves once, at the drop.
@MainActor @Suite(.serialized) struct MovableSceneTests {
    // movable-scene.json in a 1024×768 window, the collection from y = 56 (the bar), 200×100
    // cards, spacing 10, bottom inset 20 (uikit-flow-layout.md):
    // - section 0 (a, b not movable, c, d): 4·200 + 3·10 = 830 ≤ 1024 and a fifth would need 1040,
    //   so one full, justified line: gaps (1024 − 800) / 3 = 74.67, x = 0, 274.67, 549.33, 824;
    //   y 0–100, the section ends at 120.
    // - section 1 (not movable: e, f): the last line, in the same columns: x = 0, 274.67; y 120–220, ends at 240.
    // - section 2 (g): alone at x = 0, y 240–340.
    // In the window (y + 56): a's centre (100, 106), b's (374, 106), e's (100, 226), g's (100, 346);
    // (500, 346) is past g, the end of section 2.
    private let original = [["a", "b", "c", "d"], ["e", "f"], ["g"]]

    private func model(_ actions: [String], at: Double? = nil) throws -> PlaygroundModel {
        try ViewOptions(scenePath: TestPaths.fixture("movable-scene.json"), fontsDirectory: TestPaths.fonts).model(playing: actions, at: at)
    }

    private func pointer(_ kind: String, _ x: Double, _ y: Double, at time: Double) -> String {
        #"{"at": \#(time), "do": "\#(kind)", "x": \#(x), "y": \#(y)}"#
    }

    private func contentIDs(_ model: PlaygroundModel) -> [[String]] { model.data.content.sections.map { $0.items.map(\.id) } }
    private func shownIDs(_ model: PlaygroundModel) -> [[String]] { model.collectionView.data.sections.map(\.itemIDs) }

    /// Every fill in a draw list, layers included.
    private func fills(_ commands: [DrawCommand]) -> [Color] {
        commands.flatMap { command -> [Color] in
            switch command {
            case .fill(_, let color, _): [color]
            case .transformed(_, _, _, _, let inner): fills(inner)
            default: []
            }
        }
    }

    @Test(arguments: [(374.0, 106.0), (100.0, 226.0)])
    func aHeldDragOnAnItemThatCannotMoveScrollsInstead(_ x: Double, _ y: Double) throws {
        // b says "movable": false; e is in a section that says so.
        let actions = [pointer("pointerDown", x, y, at: 0), pointer("pointerMove", x, y + 100, at: 0.5),
                       pointer("pointerUp", x, y + 100, at: 0.6)]
        let during = try model(actions, at: 0.55)
        #expect(during.collectionView.movingItemID == nil)
        #expect(during.collectionView.isDragging)
        let after = try model(actions)
        #expect(contentIDs(after) == original && shownIDs(after) == original)
        #expect(after.document.history.undoSteps.isEmpty)
    }

    @Test func aCardOverASectionThatTakesNothingKeepsItsGapAndShowsTheRefusal() throws {
        let actions = [pointer("pointerDown", 100, 106, at: 0), pointer("pointerMove", 110, 110, at: 0.5),
                       pointer("pointerMove", 100, 226, at: 0.6), pointer("pointerUp", 100, 226, at: 0.8)]
        let during = try model(actions, at: 0.7)
        #expect(during.collectionView.movingItemID == "a")
        #expect(during.isDropRefused)
        // The gap stays where a was: nothing moved, in the content or on screen.
        #expect(shownIDs(during) == original && contentIDs(during) == original)
        #expect(fills(during.drawList().commands).contains(CardPainter.refusedTint))
        // Dropped there: nothing changes, nothing to undo, no badge left.
        let after = try model(actions)
        #expect(after.collectionView.movingItemID == nil && !after.isDropRefused)
        #expect(shownIDs(after) == original && contentIDs(after) == original)
        #expect(after.document.history.undoSteps.isEmpty)
        #expect(!fills(after.drawList().commands).contains(CardPainter.refusedTint))
    }

    @Test func movingOnToASectionThatTakesItemsDropsThereOnceAndUndoes() throws {
        let actions = [pointer("pointerDown", 100, 106, at: 0), pointer("pointerMove", 110, 110, at: 0.5),
                       pointer("pointerMove", 100, 226, at: 0.6), pointer("pointerMove", 500, 346, at: 0.7)]
        let during = try model(actions, at: 0.75)
        #expect(!during.isDropRefused)
        // Shown past g, while the content (the data source) has not heard of it yet.
        #expect(shownIDs(during) == [["b", "c", "d"], ["e", "f"], ["g", "a"]])
        #expect(contentIDs(during) == original)
        #expect(!fills(during.drawList().commands).contains(CardPainter.refusedTint))
        let dropped = try model(actions + [pointer("pointerUp", 500, 346, at: 0.8)])
        #expect(contentIDs(dropped) == [["b", "c", "d"], ["e", "f"], ["g", "a"]])
        #expect(shownIDs(dropped) == contentIDs(dropped))
        #expect(dropped.document.history.undoSteps.count == 1)
        let undone = try model(actions + [pointer("pointerUp", 500, 346, at: 0.8),
                                          #"{"at": 1.5, "do": "key", "key": "z", "modifiers": ["ctrl"]}"#])
        #expect(contentIDs(undone) == original && shownIDs(undone) == original)
    }

    @Test func anItemThatCannotMoveIsStillPushedAlongByOthers() throws {
        // c dropped on a's place: b (not movable itself) shifts right, as in UIKit, where
        // canMoveItemAt only decides what may be lifted.
        let actions = [pointer("pointerDown", 650, 106, at: 0), pointer("pointerMove", 640, 110, at: 0.5),
                       pointer("pointerMove", 100, 106, at: 0.6), pointer("pointerUp", 100, 106, at: 0.7)]
        let model = try model(actions)
        #expect(contentIDs(model) == [["c", "a", "b", "d"], ["e", "f"], ["g"]])
    }

    @Test func movableIsReadOnItemsAndSections() throws {
        let scene = try SceneDecoder.load(path: TestPaths.fixture("movable-scene.json"))
        #expect(scene.sections.map(\.movable) == [true, false, true])
        #expect(scene.sections[0].items.map(\.movable) == [true, false, true, true])
    }

    // Columns counted by hand: the value's first character, 1-based.
    nonisolated static let badMovable: [(String, String)] = [
        // {"sections": [{"items": [{"id": "a", "movable": "no"}]}]}
        //  the "no" string starts at column 49 (the colon after "movable" is at 47).
        (#"{"sections": [{"items": [{"id": "a", "movable": "no"}]}]}"#,
         #"scene.json:1:49: "movable" must be true or false, got "no""#),
        // {"sections": [{"movable": 0, "items": []}]}
        //  the 0 is at column 27.
        (#"{"sections": [{"movable": 0, "items": []}]}"#,
         #"scene.json:1:27: "movable" must be true or false, got 0"#),
        ("{\"sections\": [\n  {\"items\": [],\n   \"movable\": null}]}",
         #"scene.json:3:15: "movable" must be true or false, got null"#),
    ]

    @Test(arguments: badMovable)
    func aMovableThatIsNotABooleanIsRefusedWithItsPlace(_ text: String, _ expected: String) {
        SceneTestSupport.expectRefused(text, with: expected)
    }
}
