@testable import Playground
import CollectionLayout
import SceneFormat
import Testing

/// The document's undo and redo alone: steps recorded, taken back, done again, forgotten.
@Suite struct UndoHistoryTests {
    /// A step told apart by the id of its one section.
    private func step(_ name: String) -> UndoStep { .data([SceneSection(id: name, items: [])]) }

    private func name(_ step: UndoStep?) -> String? {
        guard case .data(let sections)? = step else { return nil }
        return sections.first?.id
    }

    @Test func undoTakesTheNewestStepAndRedoGivesBackWhatItReplaced() {
        var history = UndoHistory()
        history.record(step("a"))
        history.record(step("b"))
        let undone = history.takeUndo()
        #expect(name(undone) == "b")
        history.keepForRedo(step("now-1"))
        #expect(history.undoSteps.map(name) == ["a"])
        let redone = history.takeRedo()
        #expect(name(redone) == "now-1")
        history.keepForUndo(step("now-2"))
        #expect(history.undoSteps.map(name) == ["a", "now-2"])
        #expect(history.takeRedo() == nil)
    }

    @Test func aNewEditForgetsWhatWasUndoneButARedoDoesNot() {
        var history = UndoHistory()
        history.record(step("a"))
        history.record(step("b"))
        _ = history.takeUndo()
        history.keepForRedo(step("b-after"))
        _ = history.takeUndo()
        history.keepForRedo(step("a-after"))
        #expect(history.redoSteps.count == 2)
        // Redoing keeps the other redo step.
        _ = history.takeRedo()
        history.keepForUndo(step("x"))
        #expect(history.redoSteps.map(name) == ["b-after"])
        // A new edit forgets it.
        history.record(step("c"))
        #expect(history.redoSteps.isEmpty)
    }

    @Test func onlyTheLastFiftyStepsAreKept() {
        var history = UndoHistory()
        for index in 1...51 { history.record(step("\(index)")) }
        #expect(history.undoSteps.count == 50)
        #expect(name(history.undoSteps.first) == "2")
        #expect(name(history.undoSteps.last) == "51")
    }

    @Test func aRefusedEditsStepIsWithdrawnAndASegmentSwitchForgetsUndo() {
        var history = UndoHistory()
        history.record(step("a"))
        history.record(step("refused"))
        history.withdrawLastRecord()
        #expect(history.undoSteps.map(name) == ["a"])
        history.forgetUndoSteps()
        #expect(history.undoSteps.isEmpty && history.takeUndo() == nil)
    }

    @MainActor @Test func nothingToUndoOrRedoSaysSoAndChangesNothing() throws {
        let model = try ViewOptions(size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts).makeModel()
        model.apply(.undo)
        #expect(model.chrome.toast?.message == "Nothing to undo")
        model.apply(.redo)
        #expect(model.chrome.toast?.message == "Nothing to redo")
        #expect(model.document.history.undoSteps.isEmpty)
    }
}
