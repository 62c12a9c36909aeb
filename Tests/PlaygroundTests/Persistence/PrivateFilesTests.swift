import CollectionLayout
import Commands
import Foundation
import Persistence
@testable import Playground
import TestSupport
import Testing

/// What a user made stays theirs: recovery copies, `window.json` and `recent.json` are written
/// owner-only (0600) in owner-only folders (0700), a new saved scene of their own content is 0600,
/// and Save keeps the mode a scene file already has.
@MainActor @Suite struct PrivateFilesTests {
    /// The permission bits of `path`.
    private func mode(_ path: String) throws -> Int {
        try #require((try FileManager.default.attributesOfItem(atPath: path))[.posixPermissions] as? NSNumber).intValue
    }

    @Test func aRecoveryCopyIsOwnerOnlyInAnOwnerOnlyFolderEvenOneMadeWiderBefore() throws {
        let scene = try InspectorTestSupport.copy(TestPaths.defaultScene)
        let folder = URL(fileURLWithPath: (scene as NSString).deletingLastPathComponent).appendingPathComponent("state")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: NSNumber(value: 0o755)])
        let store = RecoveryStore(folder: folder)
        try store.write(RecoveryCopy(scenePath: scene, sceneName: "S", isBuiltInScene: false, writtenAt: 1, sceneJSON: "{}\n",
                                     sections: []))
        #expect(try mode(store.fileURL(forScene: scene).path) == 0o600)
        #expect(try mode(folder.path) == 0o700)
    }

    @Test func theRememberedStateAndTheRecentFilesAreOwnerOnly() throws {
        let config = try TestPaths.temporaryDirectory().appendingPathComponent("config/collection-playground")
        var state = RememberedState()
        state.category = "L"
        let window = config.appendingPathComponent("window.json")
        try state.save(to: window)
        #expect(try mode(window.path) == 0o600)
        #expect(try mode(config.path) == 0o700)

        let scene = try InspectorTestSupport.copy(TestPaths.defaultScene)
        var recent = RecentFiles(file: config.appendingPathComponent("recent.json"))
        var warnings: [String] = []
        recent.record(scene) { warnings.append($0) }
        #expect(warnings.isEmpty)
        #expect(try mode(config.appendingPathComponent("recent.json").path) == 0o600)
    }

    @Test func saveKeepsTheModeTheSceneFileHad() throws {
        for kept in [0o600, 0o640] {
            let scene = try InspectorTestSupport.copy(TestPaths.defaultScene)
            try FileManager.default.setAttributes([.posixPermissions: NSNumber(value: kept)], ofItemAtPath: scene)
            let model = try ViewOptions(scenePath: scene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
            model.apply(.addItem)
            #expect(model.saveScene())
            #expect(try mode(scene) == kept)
        }
    }

    @Test func aNewSavedSceneOfOwnContentIsOwnerOnly() throws {
        let folder = try ContentFixtures.folder(["zebra.jpg": "taken-2023-12-24.jpg", "mango.jpg": "taken-2024-05-01.jpg"])
        var options = ViewOptions(size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts)
        options.imagesDirectory = folder
        options.writesWarnings = false
        let model = try options.makeModel()
        model.apply(.shuffle)
        #expect(model.saveScene())
        #expect(try mode((folder as NSString).appendingPathComponent("Photos.scene.json")) == 0o600)
    }
}
