import AppSupport
import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import Testing

/// Issue 32, points 8 and 11, as a script writes them: `batch`, `applySnapshot`, `reconfigure`,
/// `"selectedIndexPaths"` in `dump`, and `"animated": false`. Every expected order is worked by
/// hand from UIKit's rule (deletes, reloads and moves' `from` before the batch; inserts and
/// moves' `to` after it).
@MainActor @Suite struct BatchScriptTests {
    /// Section "letters" (a b c d e) and a section without an id (x y), 100-pt cards.
    static let scene = #"""
    {"layout": {"kind": "flow", "itemSize": {"width": 100, "height": 100}},
     "sections": [{"id": "letters", "items": [{"id": "a", "title": "A"}, {"id": "b", "title": "B"}, {"id": "c", "title": "C"},
                                              {"id": "d", "title": "D"}, {"id": "e", "title": "E"}]},
                  {"items": [{"id": "x", "title": "X"}, {"id": "y", "title": "Y"}]}]}
    """#

    private func scenePath() throws -> String {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("letters.json").path
        try Self.scene.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The model once `actions` have played and everything settled (`at`: at that moment).
    private func model(_ actions: [String], at: Double? = nil) throws -> PlaygroundModel {
        try ViewOptions(scenePath: try scenePath(), size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts).model(playing: actions, at: at)
    }

    /// The error an action list stops with, played on the scene.
    private func refusal(_ actions: [String]) throws -> (String, PlaygroundModel) {
        let model = try ViewOptions(scenePath: try scenePath(), size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts).makeModel()
        let script = try ScriptDecoder.decode("{\"actions\": [\(actions.joined(separator: ","))]}", file: "s.json")
        var player = ScriptPlayer(script: script)
        do {
            try player.playToEnd(on: model)
        } catch {
            return (error.description, model)
        }
        Issue.record("the script was not refused")
        return ("", model)
    }

    private func ids(_ model: PlaygroundModel) -> [[String]] { model.collectionView.data.sections.map(\.itemIDs) }

    /// delete [0,1], insert [0,0], move [0,3]→[0,1] on a b c d e: b and d leave (a c e), then
    /// the new item at 0 and d at 1 — n d a c e.
    @Test func aBatchOfDeleteInsertAndMoveGivesTheHandWrittenOrder() throws {
        let model = try model([#"""
            {"at": 0, "do": "batch", "updates": [
              {"do": "delete", "indexPaths": [[0, 1]]},
              {"do": "insert", "indexPaths": [[0, 0]], "items": [{"id": "n", "title": "New"}]},
              {"do": "move", "from": [0, 3], "to": [0, 1]}]}
            """#])
        #expect(ids(model) == [["n", "d", "a", "c", "e"], ["x", "y"]])
        #expect(model.data.content.item("n")?.title == "New")
    }

    /// Sections and items together: deleteSections [1] (x y); insertSections [0] holding p;
    /// move e (old [0,4]) to [0,1] — into the new section, after p. letters (now section 1): a b c d.
    @Test func aBatchWithSectionChangesGivesTheHandWrittenSections() throws {
        let model = try model([#"""
            {"at": 0, "do": "batch", "updates": [
              {"do": "deleteSections", "sections": [1]},
              {"do": "insertSections", "sections": [0], "items": [{"id": "p", "title": "P"}]},
              {"do": "move", "from": [0, 4], "to": [0, 1]},
              {"do": "reloadSections", "sections": [0]}]}
            """#])
        #expect(ids(model) == [["p", "e"], ["a", "b", "c", "d"]])
        #expect(model.collectionView.data.sections[1].id == "letters")
        #expect(model.data.content.sections.map(\.id) == model.collectionView.data.sections.map(\.id))
    }

    /// An impossible batch is one line naming the first update at which it stops adding up, and
    /// nothing changes.
    @Test(arguments: [
        (#"{"at": 0, "do": "batch", "updates": [{"do": "insert", "indexPaths": [[0, 0]]}, {"do": "delete", "indexPaths": [[0, 1]]}, {"do": "move", "from": [0, 1], "to": [0, 2]}]}"#,
         "s.json:1:14: batch: update 3 (\"move\"): attempt to perform a delete and a move from the same index path ([0, 1])"),
        (#"{"at": 0, "do": "batch", "updates": [{"do": "delete", "indexPaths": [[0, 0]]}, {"do": "reload", "indexPaths": [[0, 7]]}]}"#,
         "s.json:1:14: batch: update 2 (\"reload\"): attempt to reload item 7 from section 0 which only contains 5 items before the update"),
        (#"{"at": 0, "do": "batch", "updates": [{"do": "delete", "indexPaths": [[0, 0]]}, {"do": "insert", "indexPaths": [[0, 5]]}]}"#,
         "s.json:1:14: batch: update 2 (\"insert\"): attempt to insert item 5 into section 0, but there are only 5 items in section 0 after the update"),
        (#"{"at": 0, "do": "batch", "updates": [{"do": "moveSection", "from": 1, "to": 0}, {"do": "deleteSections", "sections": [1]}]}"#,
         "s.json:1:14: batch: update 2 (\"deleteSections\"): attempt to perform a delete and a move from the same section (1)"),
    ] as [(String, String)])
    func anImpossibleBatchIsOneErrorNamingTheUpdate(_ action: String, _ message: String) throws {
        let (error, model) = try refusal([action])
        #expect(error == message)
        #expect(!error.contains("\n"))
        #expect(ids(model) == [["a", "b", "c", "d", "e"], ["x", "y"]])
        #expect(!model.collectionView.isAnimating)
    }

    /// A `batch` update with an unknown `"do"` is refused where it is written.
    @Test func anUnknownUpdateIsRefusedWithItsLocation() {
        #expect(throws: InputError.self) {
            try ScriptDecoder.decode(#"{"actions": [{"at": 0, "do": "batch", "updates": [{"do": "shuffle"}]}]}"#, file: "s.json")
        }
    }

    /// applySnapshot diffs by id: the unnamed section 1 is "section-1"; y x swap; in letters b
    /// goes, f is new, e moves to the front (a c d keep their order) — e a c f d.
    @Test func applySnapshotGivesTheHandComputedOrder() throws {
        let model = try model([#"""
            {"at": 0, "do": "applySnapshot", "sections": [
              {"id": "section-1", "items": ["y", "x"]},
              {"id": "letters", "items": ["e", "a", "c", {"id": "f", "title": "F"}, "d"]}]}
            """#])
        #expect(model.collectionView.data.sections.map(\.id) == ["s1", "letters"])
        #expect(ids(model) == [["y", "x"], ["e", "a", "c", "f", "d"]])
        #expect(model.data.content.item("f")?.title == "F")
    }

    /// Sections reordered and an item carried across: [letters, section-1] → [section-1 (x, a, y),
    /// letters (b c d e)]. a moves from [0,0] to [0,1]; halfway through it is between
    /// its old place and its new one, never transparent (it moves, it is not inserted).
    @Test func applySnapshotMovesAnItemAcrossSectionsThatSwapped() throws {
        let before = try model([])
        let oldFrame = try #require(before.collectionView.layoutAttributes(of: .cell(itemID: "a"))?.frame)
        let model = try model([#"""
            {"at": 0, "do": "applySnapshot", "sections": [
              {"id": "section-1", "items": ["x", "a", "y"]},
              {"id": "letters", "items": ["b", "c", "d", "e"]}]}
            """#], at: 0.1)
        #expect(ids(model) == [["x", "a", "y"], ["b", "c", "d", "e"]])
        let newFrame = try #require(model.collectionView.layoutAttributes(of: .cell(itemID: "a"))?.frame)
        let moving = try #require(model.collectionView.presentationElements().first { $0.identity == .cell(itemID: "a") })
        #expect(moving.attributes.alpha == 1)
        #expect(moving.attributes.frame != newFrame && moving.attributes.frame != oldFrame)
    }

    /// A reconfigure beside an insert: the inserted item fades in, the reconfigured one (whose
    /// place the insert does not change: it is before it) does not animate.
    @Test func aReconfigureBesideAnInsertDoesNotAnimate() throws {
        let model = try model([#"""
            {"at": 0, "do": "batch", "updates": [
              {"do": "reconfigure", "indexPaths": [[0, 0]], "items": [{"title": "A again"}]},
              {"do": "insert", "indexPaths": [[0, 3]], "items": [{"id": "n", "title": "N"}]}]}
            """#], at: 0)
        #expect(ids(model)[0] == ["a", "b", "c", "n", "d", "e"])
        #expect(model.collectionView.animator.animations[.cell(itemID: "a")] == nil)
        #expect(model.collectionView.animator.animations[.cell(itemID: "n")]?.from.alpha == 0)
        #expect(model.data.content.item("a")?.title == "A again")
    }

    /// A snapshot naming an item the scene does not know, without its content, is refused.
    @Test func applySnapshotRefusesAnUnknownID() throws {
        let (error, model) = try refusal([#"{"at": 0, "do": "applySnapshot", "sections": [{"id": "letters", "items": ["a", "zzz"]}]}"#])
        #expect(error.hasSuffix("applySnapshot: the item \"zzz\" is not in the scene; give it as an object ({\"id\": \"zzz\", \"title\": …})"))
        #expect(ids(model) == [["a", "b", "c", "d", "e"], ["x", "y"]])
    }

    /// `reconfigure` with new content: the item shows it, in place — the same frame, no
    /// animation, on the very moment it is played.
    @Test func reconfigureChangesContentInPlaceWithoutAnimation() throws {
        let before = try model([])
        let frame = before.collectionView.layoutAttributes(of: .cell(itemID: "c"))?.frame
        let model = try model([#"{"at": 0, "do": "batch", "updates": [{"do": "reconfigure", "indexPaths": [[0, 2]], "items": [{"title": "Changed"}]}]}"#], at: 0)
        #expect(model.data.content.item("c")?.title == "Changed")
        #expect(model.collectionView.layoutAttributes(of: .cell(itemID: "c"))?.frame == frame)
        #expect(!model.collectionView.isAnimating)
        #expect(ids(model) == [["a", "b", "c", "d", "e"], ["x", "y"]])
    }

    /// `reload` cross-fades: partway through, the new cell fades in over a copy of the old one
    /// fading out at the same place (the flow's initial and final attributes: alpha 0 where the
    /// cell is), their alphas summing to one; the copy shows the item as it was, and goes at the end.
    @Test func reloadCrossFades() throws {
        let model = try model([#"{"at": 0, "do": "batch", "updates": [{"do": "reload", "indexPaths": [[0, 2]], "items": [{"title": "Changed"}]}]}"#], at: 0.1)
        let elements = model.collectionView.presentationElements()
        let cell = try #require(elements.first { $0.identity == .cell(itemID: "c") })
        let copy = try #require(elements.first { $0.identity == .reloadedCellCopy(of: "c") })
        #expect(cell.attributes.alpha > 0 && cell.attributes.alpha < 1)
        #expect(abs(cell.attributes.alpha + copy.attributes.alpha - 1) < 1e-9)
        #expect(copy.attributes.frame == cell.attributes.frame)
        // The copy is painted first (beneath) and shows the old title.
        #expect(elements.firstIndex { $0.identity == .reloadedCellCopy(of: "c") }! < elements.firstIndex { $0.identity == .cell(itemID: "c") }!)
        #expect(model.data.content.item("c")?.title == "Changed")
        guard case .cell(let copyID) = copy.identity else { return }
        let oldTitle = try #require(model.data.content.item(copyID)?.title)
        #expect(oldTitle != "Changed")
        model.advance(by: 1)
        #expect(!model.collectionView.presentationElements().contains { $0.identity == .reloadedCellCopy(of: "c") })
    }

    /// `dump`'s "selectedIndexPaths" follows the selection through updates: d selected at
    /// [0,3]; deleting b above it makes it [0,2]; x at [1,0] stays.
    @Test func selectedIndexPathsFollowADeleteAboveTheSelection() throws {
        let model = try model([#"{"at": 0, "do": "select", "indexPath": [0, 3]}"#,
                               #"{"at": 0.5, "do": "delete", "indexPaths": [[0, 1]]}"#])
        let json = try JSONSerialization.jsonObject(with: Data(StateDump.json(model, all: false).utf8)) as! [String: Any]
        #expect(json["selectedIndexPaths"] as? [[Int]] == [[0, 2]])
    }

    /// Actions with `"animated": false` are in place at the moment they are played: nothing animates.
    @Test(arguments: [
        #"{"at": 0, "do": "setLayout", "layout": "circle", "animated": false}"#,
        #"{"at": 0, "do": "setCategory", "category": "AX2", "animated": false}"#,
        #"{"at": 0, "do": "setDirection", "direction": "rtl", "animated": false}"#,
        #"{"at": 0, "do": "setAppearance", "appearance": "dark", "animated": false}"#,
        #"{"at": 0, "do": "scroll", "to": {"x": 0, "y": 20}, "animated": false}"#,
        #"{"at": 0, "do": "setParameter", "path": "layout.minimumLineSpacing", "value": 40, "animated": false}"#,
        #"{"at": 0, "do": "insert", "indexPaths": [[0, 0]], "animated": false}"#,
        #"{"at": 0, "do": "delete", "indexPaths": [[0, 0]], "animated": false}"#,
        #"{"at": 0, "do": "move", "from": [0, 0], "to": [0, 4], "animated": false}"#,
        #"{"at": 0, "do": "reload", "indexPaths": [[0, 0]], "animated": false}"#,
        #"{"at": 0, "do": "batch", "updates": [{"do": "delete", "indexPaths": [[0, 0]]}], "animated": false}"#,
        #"{"at": 0, "do": "applySnapshot", "sections": [{"id": "letters", "items": ["e", "d"]}], "animatingDifferences": false}"#,
    ])
    func anActionNotAnimatedIsInPlaceAtOnce(_ action: String) throws {
        let model = try model([action], at: 0)
        #expect(!model.collectionView.isAnimating)
        #expect(!model.isFadingAppearance)
    }

    /// `selectSegment` with `"animated": false`: the new segment's sections are in place at
    /// once, with no slide and no fade.
    @Test func selectSegmentNotAnimatedIsInPlaceAtOnce() throws {
        let model = try ViewOptions(scenePath: TestPaths.podcastScene, size: Size(width: 900, height: 760), fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        try model.selectSegment(2, animated: false)
        #expect(!model.collectionView.isAnimating)
        #expect(model.collectionView.data.sections.map(\.id) == ["reviews"])
    }
}

/// A data-source scene's sections belong to its sources: a batch's section changes and a
/// snapshot are refused there, and nothing changes.
@MainActor @Suite struct BatchInDataSourceSceneTests {
    @Test func sectionChangesAndSnapshotsAreRefusedInADataSourceScene() throws {
        let model = try ViewOptions(scenePath: TestPaths.podcastScene, size: Size(width: 900, height: 760), fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        let before = model.collectionView.data
        let batch = #expect(throws: InputError.self) { try model.performBatch([.deleteSections([0])]) }
        #expect(batch?.description == "batch: the scene's sections come from its data sources (\"dataSource\"); a script cannot insert, delete or move them")
        let snapshot = #expect(throws: InputError.self) { try model.applySnapshot([SnapshotSection(id: "episodes", items: [])]) }
        #expect(snapshot?.description == "applySnapshot: the scene's sections come from its data sources (\"dataSource\"), not from a snapshot")
        #expect(model.collectionView.data == before)
    }
}
