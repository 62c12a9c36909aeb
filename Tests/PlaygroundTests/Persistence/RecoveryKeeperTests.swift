import AppSupport
import CollectionLayout
import Commands
import Foundation
import Persistence
@testable import Playground
import SceneFormat
import Testing

/// The recovery copy at the model's level, on an injected clock: written a second after the last
/// change, removed once nothing is unsaved (a save), holding what puts the document back.
@MainActor
struct RecoveryKeeperTests {
    /// A copy of the default scene (60 items in four sections of 15) in a fresh folder, its model
    /// and a keeper writing into a state folder beside it.
    private func fixture() throws -> (model: PlaygroundModel, keeper: RecoveryKeeper, scene: String) {
        let scene = try InspectorTestSupport.copy(TestPaths.defaultScene)
        let folder = URL(fileURLWithPath: (scene as NSString).deletingLastPathComponent).appendingPathComponent("state")
        let model = try ViewOptions(scenePath: scene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        model.settle()
        return (model, RecoveryKeeper(store: RecoveryStore(folder: folder), model: model, delay: 1), scene)
    }

    @Test func aCopyIsWrittenASecondAfterTheLastChangeAndRemovedBySaving() throws {
        let (model, keeper, scene) = try fixture()
        let file = keeper.store.fileURL(forScene: scene).path
        keeper.update(model, now: 0)
        #expect(!FileManager.default.fileExists(atPath: file), "nothing changed")
        model.apply(.addItem)
        keeper.update(model, now: 10)
        model.apply(.shuffle)
        keeper.update(model, now: 10.5)
        keeper.update(model, now: 11.4)
        #expect(!FileManager.default.fileExists(atPath: file), "due at 11.5: a second after the shuffle")
        keeper.update(model, now: 11.5)
        #expect(FileManager.default.fileExists(atPath: file))
        let copy = try #require(try keeper.store.copy(forScene: scene))
        #expect(copy.sections.map(\.items.count) == [16, 15, 15, 15])
        #expect(copy.scenePath == scene)
        #expect(copy.sceneName == "Field Guide")
        #expect(model.saveScene())
        keeper.update(model, now: 11.6)
        #expect(!FileManager.default.fileExists(atPath: file), "saved: nothing is unsaved")
    }

    @Test func undoingBackToTheFileRemovesTheCopy() throws {
        let (model, keeper, scene) = try fixture()
        model.apply(.addItem)
        keeper.update(model, now: 0)
        keeper.update(model, now: 1)
        #expect(FileManager.default.fileExists(atPath: keeper.store.fileURL(forScene: scene).path))
        model.undo()
        #expect(!model.hasUnsavedChanges)
        keeper.update(model, now: 1.1)
        #expect(!FileManager.default.fileExists(atPath: keeper.store.fileURL(forScene: scene).path))
    }

    @Test func aFailedWriteIsSaidOnceAndTheAppGoesOn() throws {
        let (model, _, scene) = try fixture()
        // The state "folder" is a file: nothing can be written under it.
        let blocker = URL(fileURLWithPath: (scene as NSString).deletingLastPathComponent).appendingPathComponent("blocked")
        try Data("x".utf8).write(to: blocker)
        let keeper = RecoveryKeeper(store: RecoveryStore(folder: blocker.appendingPathComponent("state")), model: model, delay: 0)
        model.apply(.addItem)
        keeper.update(model, now: 0)
        #expect(model.chrome.toast?.message.hasPrefix("Couldn't keep a recovery copy: cannot make the folder") == true)
        model.showToast("something else")
        model.apply(.addItem)
        keeper.update(model, now: 1)
        #expect(model.chrome.toast?.message == "something else", "said once")
    }

    @Test func aRestoredModelShowsWhatTheEditedOneShowed() throws {
        let (model, _, scene) = try fixture()
        model.apply(.addItem)
        model.apply(.shuffle)
        try model.setParameter(ParameterPath("layout.minimumLineSpacing"), to: .number(40), animated: false)
        model.settle()
        let copy = try #require(model.recoveryCopy(writtenAt: Date(timeIntervalSince1970: 1_700_000_000)))
        // Through the file, as after a crash.
        let decoded = try RecoveryCopy.decode(Data(try copy.encoded()))
        #expect(decoded == copy)
        let restored = try ViewOptions(scenePath: scene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        #expect(!restored.hasUnsavedChanges)
        try restored.restore(from: decoded)
        restored.settle()
        #expect(restored.hasUnsavedChanges)
        #expect(restored.document.scene.document?.value(at: try ParameterPath("layout.minimumLineSpacing"))?.snippet == "40")
        #expect(restored.document.scene.document?.text == model.document.scene.document?.text)
        // The same cards in the same order (frames may differ where self-sizing measured a card
        // in one model and not yet in the other).
        #expect(CellOrder.ids(restored) == CellOrder.ids(model))
        #expect(CellOrder.ids(restored).count == 61)
    }

    @Test func anItemEditIsUnsavedAndShowsTheTitlesDotUntilUndone() throws {
        let (model, _, _) = try fixture()
        let clean = model.windowTitle
        model.apply(.addItem)
        #expect(model.hasUnsavedChanges && !model.hasUnsavedParameters)
        #expect(model.windowTitle == "● " + clean)
        model.undo()
        #expect(!model.hasUnsavedChanges && model.windowTitle == clean)
        model.redo()
        #expect(model.hasUnsavedChanges)
    }

    @Test func aCopyWhoseSceneIsNotValidIsRefusedChangingNothing() throws {
        let (model, _, _) = try fixture()
        let before = CellOrder.ids(model)
        var copy = try #require(model.recoveryCopy(writtenAt: Date()))
        copy.sections[0].items.removeAll()
        copy.sceneJSON = "{\"layout\": {\"kind\": \"flow\", \"minimumLineSpacing\": \"ten\"}, \"sections\": []}"
        #expect(throws: InputError.self) { try model.restore(from: copy) }
        #expect(CellOrder.ids(model) == before)
        #expect(!model.hasUnsavedChanges)
        copy.sceneJSON = "{ not json"
        #expect(throws: InputError.self) { try model.restore(from: copy) }
        #expect(CellOrder.ids(model) == before)
    }

    /// A copy edited by hand (or by an older version) that names an item twice would be saved into a
    /// scene file that no longer opens: it is refused in one line, and the window keeps what it shows.
    @Test func aCopyThatRepeatsAnItemsIDIsRefusedChangingNothing() throws {
        let (model, _, _) = try fixture()
        let before = CellOrder.ids(model)
        var copy = try #require(model.recoveryCopy(writtenAt: Date()))
        let first = try #require(copy.sections.first?.items.first)
        copy.sections[copy.sections.count - 1].items.append(first)
        do {
            try model.restore(from: copy)
            Issue.record("a copy with a repeated id was restored")
        } catch {
            #expect(error.description == "the recovery copy has the item id \"\(first.id)\" more than once")
        }
        #expect(CellOrder.ids(model) == before)
        #expect(!model.hasUnsavedChanges)
    }
}

/// The cells' ids in the order `dump --all` lists them.
@MainActor
enum CellOrder {
    static func ids(_ model: PlaygroundModel) -> [String] {
        let json = try? JSONSerialization.jsonObject(with: Data(StateDump.json(model, all: true).utf8)) as? [String: Any]
        return ((json?["elements"] as? [[String: Any]]) ?? []).filter { $0["category"] as? String == "cell" }.compactMap { $0["id"] as? String }
    }
}
