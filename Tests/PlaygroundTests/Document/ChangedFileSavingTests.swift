import CollectionLayout
import Commands
import Foundation
@testable import Playground
import TestSupport
import Testing

/// Save does not overwrite a file another program or window changed since the scene was read:
/// it asks (Replace, Cancel), Cancel leaves the other version, Replace writes this one; a file
/// only touched, or removed, is saved without a question.
@MainActor @Suite struct ChangedFileSavingTests {
    /// A copy of the default scene, its model with one parameter changed.
    private func tunedScene() throws -> (model: PlaygroundModel, scene: String) {
        let scene = try InspectorTestSupport.copy(TestPaths.defaultScene)
        let model = try InspectorTestSupport.model(scene)
        model.apply(.addItem)
        return (model, scene)
    }

    private let otherVersion = #"{"name": "Another window's version", "sections": [{"items": [{"title": "theirs"}]}]}"#

    @Test func aSceneChangedOnDiskSinceItWasReadIsNotOverwrittenUnasked() throws {
        let (model, scene) = try tunedScene()
        try otherVersion.write(toFile: scene, atomically: true, encoding: .utf8)
        #expect(!model.saveScene(), "nothing is written: the window asks first")
        #expect(model.dialogTitle == "default-scene.json changed since it was opened")
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == otherVersion)
        #expect(model.hasUnsavedChanges)
    }

    @Test func cancelKeepsTheOtherVersionAndReplaceWritesThisOne() throws {
        let (model, scene) = try tunedScene()
        let persistence = RunPersistence(directories: PersistenceTestSupport.directories(beside: scene), fresh: true)
        persistence.opened(model, restore: false)
        try otherVersion.write(toFile: scene, atomically: true, encoding: .utf8)
        model.apply(.saveScene)
        model.handle(.key("escape", modifiers: []))
        #expect(persistence.update(model))
        #expect(try String(contentsOfFile: scene, encoding: .utf8) == otherVersion, "Cancel: their version stays")
        #expect(model.hasUnsavedChanges)

        model.apply(.saveScene)
        #expect(model.dialogTitle == "default-scene.json changed since it was opened")
        // Replace is the first button; Return (the default) would cancel.
        let replace = try #require(SceneTestSupport.dialogButtonCentre(0, of: model))
        model.handle(.pointerDown(replace, modifiers: []))
        model.handle(.pointerUp(replace))
        #expect(persistence.update(model))
        let written = try String(contentsOfFile: scene, encoding: .utf8)
        #expect(written.contains("\"Field Guide\"") && !written.contains("theirs"), "Replace: this window's version")
        #expect(!model.hasUnsavedChanges)
    }

    @Test func afterASaveTheNextSaveDoesNotAskAgain() throws {
        let (model, scene) = try tunedScene()
        #expect(model.saveScene())
        model.apply(.addItem)
        #expect(model.saveScene(), "the file holds what this window wrote")
        #expect(model.dialogTitle == nil)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: scene))) as? [String: Any])
        #expect(items["name"] as? String == "Field Guide")
    }

    @Test func aFileOnlyTouchedOrRemovedIsSavedWithoutAQuestion() throws {
        let (model, scene) = try tunedScene()
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: scene)
        #expect(model.saveScene(), "same contents: nothing of anyone's is lost")
        model.apply(.addItem)
        try FileManager.default.removeItem(atPath: scene)
        #expect(model.saveScene(), "removed: written again")
        #expect(FileManager.default.fileExists(atPath: scene))
    }

    @Test func quittingWithSaveOverAChangedFileQuitsOnceReplaced() throws {
        let (model, scene) = try tunedScene()
        let persistence = RunPersistence(directories: PersistenceTestSupport.directories(beside: scene), fresh: true)
        persistence.opened(model, restore: false)
        try otherVersion.write(toFile: scene, atomically: true, encoding: .utf8)
        #expect(!persistence.mayQuit(model))
        model.handle(.key("return", modifiers: []))
        #expect(persistence.update(model), "Save asked about the changed file: the window stays")
        #expect(model.dialogTitle == "default-scene.json changed since it was opened")
        let replace = try #require(SceneTestSupport.dialogButtonCentre(0, of: model))
        model.handle(.pointerDown(replace, modifiers: []))
        model.handle(.pointerUp(replace))
        #expect(!persistence.update(model), "replaced: the window closes as asked")
        #expect(!(try String(contentsOfFile: scene, encoding: .utf8)).contains("theirs"))
    }

    @Test func ownContentSavedElsewhereSinceIsNotOverwrittenUnasked() throws {
        let csv = try ContentFixtures.file("recipes.csv", "title,subtitle\nSoup,Hot\nSalad,Cold\n")
        var options = ViewOptions(size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts)
        options.itemsPath = csv
        options.writesWarnings = false
        let model = try options.makeModel()
        let saved = (csv as NSString).deletingPathExtension + ".scene.json"
        try otherVersion.write(toFile: saved, atomically: true, encoding: .utf8)
        model.apply(.addItem)
        #expect(!model.saveScene())
        #expect(model.dialogTitle == "recipes.scene.json is already there")
        #expect(try String(contentsOfFile: saved, encoding: .utf8) == otherVersion)
    }
}
