import AppInput
import CollectionView
import Foundation
@testable import Playground
import SceneFormat
import Testing

/// Scripts: decoded with located errors, played on the simulated clock, sampled with `--at`.
@MainActor @Suite struct ScriptTests {
    private func model(at: Double?) throws -> PlaygroundModel {
        try ViewOptions(scenePath: TestPaths.fixture("small-scene.json"), fontsDirectory: TestPaths.fonts,
                        scriptPath: TestPaths.fixture("transition-script.json"), at: at).makeModelAtMoment()
    }

    private func cellIDs(_ model: PlaygroundModel) -> [String] {
        model.collectionView.data.allItemIDs
    }

    @Test func aDragExpandsIntoTimedPointerEvents() throws {
        let script = try ScriptDecoder.decode(#"{"actions": [{"at": 1, "do": "drag", "from": {"x": 0, "y": 0}, "to": {"x": 60, "y": 0}, "duration": 0.5, "hold": 0.25}]}"#, file: "s.json")
        #expect(script.actions.first?.at == 1)
        #expect(script.actions.last?.at == 1.75)
        guard case .input(.pointerUp(let end)) = script.actions.last!.action else {
            Issue.record("the drag does not end with the pointer going up")
            return
        }
        #expect(end.x == 60)
        #expect(script.actions.count == 2 + 30)
    }

    /// 60 moves a second: 27 drags of 60 s make 97,200 moves, and the 28th would pass 100,000.
    @Test func dragsThatWouldMoveThePointerMoreThanAHundredThousandTimesAreRefusedAtTheDragThatPassesIt() {
        let drag = #"{"at": 0, "do": "drag", "from": {"x": 0, "y": 0}, "to": {"x": 9, "y": 9}, "duration": 60}"#
        let text = "{\"actions\": [\n" + Array(repeating: drag, count: 28).joined(separator: ",\n") + "\n]}"
        do {
            _ = try ScriptDecoder.decode(text, file: "s.json")
            Issue.record("28 drags of a minute were accepted")
        } catch {
            #expect(error.description == "s.json:29:1: the script's drags move the pointer more than 100,000 times in all (60 a second); make them shorter or fewer")
        }
        let fits = "{\"actions\": [\n" + Array(repeating: drag, count: 27).joined(separator: ",\n") + "\n]}"
        #expect((try? ScriptDecoder.decode(fits, file: "s.json"))?.actions.count == 27 * (3600 + 2))
    }

    @Test(arguments: [
        (#"{"actions": [{"do": "select", "indexPath": [0, 0]}]}"#, "s.json:1:14: an action is missing the key \"at\""),
        (#"{"actions": [{"at": 0, "do": "fly"}]}"#, "s.json:1:30: unknown action \"fly\"; expected one of: setLayout, configureLayout, setCategory, setDirection, insert, delete, move, reload, select, scroll, resize, pointerDown, pointerMove, pointerUp, wheel, key, drag, pinch, setAppearance, rotate, selectSegment, swipe, edit, tapAction, reorder, undo, redo, setParameter, inspector, rightClick, text, dropFile, scrollToItem, batch, applySnapshot, expand, collapse, loadLayoutSource, addCellNode, removeCellNode, moveCellNode, writeOutCell, setVariants"),
        (#"{"actions": [{"at": 0, "do": "select", "indexPath": [0]}]}"#, "s.json:1:53: \"indexPath\" must be an index path [section, item] of whole numbers ≥ 0, got an array"),
        (#"{"actions": [{"at": 0, "do": "setLayout", "layout": "table"}]}"#, "s.json:1:53: \"layout\" must be one of: flow, stacked, circle, coverflow, compositional, grid, line, list, got \"table\""),
        (#"{"actions": [{"at": -1, "do": "resize", "width": 10, "height": 10}]}"#, "s.json:1:21: \"at\" must be a number ≥ 0, got -1"),
        (#"{"actions": [{"at": 0, "do": "pinch", "x": 1, "y": 1, "scale": 2, "phase": "start"}]}"#, "s.json:1:76: \"phase\" must be \"began\", \"changed\" or \"ended\", got \"start\""),
        (#"{"actions": [{"at": 0, "do": "delete", "indexPaths": [[0, 0]], "colour": 1}]}"#, "s.json:1:64: unknown key \"colour\" in an action; expected one of: at, do, layout, category, animated, indexPaths, items, from, to, indexPath, width, height, x, y, dx, dy, modifiers, key, duration, hold, scale, phase, circle, coverflow, stacked, section, appearance, text, path, position, updates, sections, animatingDifferences, id, class, kind, by"),
    ])
    func badScriptsAreRefusedWithALocatedMessage(_ text: String, _ message: String) {
        do {
            _ = try ScriptDecoder.decode(text, file: "s.json")
            Issue.record("accepted a bad script")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func theTimelinePlaysInOrderAndSettles() throws {
        let settled = try model(at: nil)
        #expect(settled.presentation.layoutKind == .circle)
        #expect(!settled.isAnimating)
        #expect(cellIDs(settled) == ["b", "c", "d", "e", "f", "s1-i0", "s1-i1", "s1-i2", "fresh"])
        #expect(settled.collectionView.selectedItemIDs == ["s1-i0"])
        #expect(settled.time >= 2.5 + 0.35 - 1e-9)
    }

    @Test func atSamplesAMomentOfATransition() throws {
        let before = try model(at: 0.5)
        let middle = try model(at: 0.5 + 0.175)
        let after = try model(at: 1.2)
        func center(_ model: PlaygroundModel, _ id: String) -> Double? {
            model.collectionView.presentationElements().first { $0.identity == .cell(itemID: id) }?.attributes.center.x
        }
        let start = try #require(center(before, "c")), mid = try #require(center(middle, "c")), end = try #require(center(after, "c"))
        #expect(middle.isAnimating)
        #expect(!after.isAnimating)
        #expect(min(start, end) < mid && mid < max(start, end))
        #expect(middle.time == 0.675)
    }

    @Test func anImpossibleUpdateStopsWithTheScriptsPositionAndChangesNothing() throws {
        let directory = try TestPaths.temporaryDirectory()
        let script = directory.appendingPathComponent("bad.json")
        try Data(#"{"actions": [{"at": 0, "do": "delete", "indexPaths": [[0, 9]]}]}"#.utf8).write(to: script)
        let result = try ProcessRunner.playground(["dump", TestPaths.fixture("small-scene.json"), "--script", script.path])
        #expect(result.status == 2)
        #expect(result.stderr == "error: \(script.path):1:14: attempt to delete item 9 from section 0 which only contains 6 items before the update\n")
    }

    @Test func aMidTransitionShotIsTheSameEveryTime() throws {
        let directory = try TestPaths.temporaryDirectory()
        let first = directory.appendingPathComponent("a.png").path, second = directory.appendingPathComponent("b.png").path
        for out in [first, second] {
            let result = try ProcessRunner.playground(["shot", TestPaths.fixture("small-scene.json"), "--script",
                                                       TestPaths.fixture("transition-script.json"), "--at", "0.7", "--out", out],
                                                      environment: ["DISPLAY": nil])
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data(contentsOf: URL(fileURLWithPath: second)))
    }
}
