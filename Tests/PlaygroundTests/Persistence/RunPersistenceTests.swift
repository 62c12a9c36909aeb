import CollectionLayout
import Commands
import Foundation
import Persistence
@testable import Playground
import TestSupport
import Testing

/// Quitting with unsaved changes, as the window's loop drives it (without a window): the
/// question, Cancel, a failed Save, Save, Don't Save; and what is remembered on the way out.
@MainActor
struct RunPersistenceTests {
    /// A copy of the default scene, its model with one card added, and persistence in XDG homes beside it.
    private func fixture() throws -> (model: PlaygroundModel, persistence: RunPersistence, scene: String, directories: XDGDirectories) {
        let scene = try InspectorTestSupport.copy(TestPaths.defaultScene)
        let directories = PersistenceTestSupport.directories(beside: scene)
        let persistence = RunPersistence(directories: directories, fresh: false)
        let model = try ViewOptions(scenePath: scene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        persistence.opened(model, restore: false)
        model.apply(.addItem)
        return (model, persistence, scene, directories)
    }

    @Test func cancelStaysAndDontSaveQuitsRemovingTheCopy() throws {
        let (model, persistence, scene, directories) = try fixture()
        #expect(!persistence.mayQuit(model), "unsaved: it asks first")
        #expect(model.dialogTitle == "Save changes to Field Guide?")
        model.handle(.key("escape", modifiers: []))
        #expect(persistence.update(model), "Cancel: the window stays")
        #expect(model.dialogTitle == nil && model.hasUnsavedChanges)
        let store = RecoveryStore(directories: directories)
        // The copy as the window keeps it while it runs.
        try store.write(try #require(model.recoveryCopy(writtenAt: Date())))
        #expect(!persistence.mayQuit(model))
        model.handle(.key("d", modifiers: []))
        #expect(!persistence.update(model), "Don't Save: the window closes")
        persistence.finish(model, position: (12, 34))
        #expect(try store.copy(forScene: scene) == nil, "the changes were thrown away")
        let remembered = try #require(try RememberedState.load(from: RememberedState.fileURL(in: directories)))
        #expect(remembered.scenePath == scene && remembered.windowX == 12 && remembered.windowY == 34)
        #expect(remembered.windowWidth == 1024 && remembered.category == "L" && remembered.appearance == "light")
    }

    @Test func aFailedSaveSaysSoAndStaysThenASaveQuits() throws {
        let (model, persistence, scene, directories) = try fixture()
        // A folder where the scene file was: Save cannot write it.
        try FileManager.default.moveItem(atPath: scene, toPath: scene + ".away")
        try FileManager.default.createDirectory(atPath: scene, withIntermediateDirectories: false)
        #expect(!persistence.mayQuit(model))
        model.handle(.key("return", modifiers: []))
        #expect(persistence.update(model), "the save failed: the window stays")
        #expect(model.chrome.toast?.message == "Couldn't save the scene: cannot write \(scene): it is a folder")
        #expect(model.hasUnsavedChanges)
        try FileManager.default.removeItem(atPath: scene)
        try FileManager.default.moveItem(atPath: scene + ".away", toPath: scene)
        #expect(!persistence.mayQuit(model))
        model.handle(.key("return", modifiers: []))
        #expect(!persistence.update(model), "saved: the window closes")
        #expect(!model.hasUnsavedChanges)
        persistence.finish(model, position: nil)
        #expect(try RecoveryStore(directories: directories).copy(forScene: scene) == nil)
    }

    @Test func quittingWithUnsavedChangesKeepsTheCopyAndANewRunOffersIt() throws {
        let (model, persistence, scene, directories) = try fixture()
        // An exit-after ends the run without asking: the copy keeps the changes.
        persistence.finish(model, position: nil)
        let copy = try #require(try RecoveryStore(directories: directories).copyNewerThanScene(scene))
        #expect(copy.sections.first?.items.count == 16)
        let next = RunPersistence(directories: directories, fresh: false)
        let reopened = try ViewOptions(scenePath: scene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        next.opened(reopened, restore: false)
        #expect(reopened.dialogTitle?.hasPrefix("Restore unsaved changes to Field Guide from ") == true)
        #expect(next.offeredCopy == copy)
        // Quitting without an answer leaves the copy as it was.
        next.finish(reopened, position: nil)
        #expect(try RecoveryStore(directories: directories).copy(forScene: scene) == copy)
        let restored = try ViewOptions(scenePath: scene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        RunPersistence(directories: directories, fresh: true).opened(restored, restore: true)
        #expect(restored.dialogTitle == nil && restored.hasUnsavedChanges)
        #expect(CellOrder.ids(restored).count == 61)
    }

    @Test func theInspectorOpensAsRemembered() throws {
        let directories = PersistenceTestSupport.directories(beside: try TestPaths.temporaryDirectory().appendingPathComponent("scene.json").path)
        var state = RememberedState()
        state.isInspectorOpen = true
        try state.save(to: RememberedState.fileURL(in: directories))
        let model = try SceneTestSupport.builtInScene()
        RunPersistence(directories: directories, fresh: false).opened(model, restore: false)
        #expect(model.isInspectorOpen)
        let fresh = try SceneTestSupport.builtInScene()
        RunPersistence(directories: directories, fresh: true).opened(fresh, restore: false)
        #expect(!fresh.isInspectorOpen)
    }
}
