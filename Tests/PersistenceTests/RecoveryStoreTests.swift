import AppSupport
import Foundation
import Persistence
import TestSupport
import Testing

/// Where recovery copies go, and what a broken one does (a one-line reason, never a crash).
struct RecoveryStoreTests {
    private func copy(of scene: String, at seconds: Double) -> RecoveryCopy {
        RecoveryCopy(scenePath: scene, sceneName: "S", isBuiltInScene: false, writtenAt: seconds, sceneJSON: "{}\n",
                     sections: [.init(id: "s0", items: [])])
    }

    @Test func aScenesCopyIsNamedByItsFileAHashOfItsPathAndItsWindow() {
        let store = RecoveryStore(folder: URL(fileURLWithPath: "/state"), window: 4242)
        // FNV-1a (64 bits) of the path's UTF-8, worked with Python; then the window's process id.
        #expect(store.fileURL(forScene: "/tmp/scenes/My Scene.json").path == "/state/My_Scene-09f128de6fb2995c.4242.json")
        #expect(store.unownedFileURL(forScene: "/tmp/scenes/My Scene.json").path == "/state/My_Scene-09f128de6fb2995c.json")
        #expect(store.fileURL(forScene: "/tmp/scenes/./My Scene.json") == store.fileURL(forScene: "/tmp/scenes/My Scene.json"))
    }

    @Test func aCopyRoundTripsAndAnOlderOneThanTheSceneIsNotOffered() throws {
        let folder = try TemporaryFolders.make()
        let scene = folder.appendingPathComponent("scene.json").path
        try Data("{}".utf8).write(to: URL(fileURLWithPath: scene))
        let store = RecoveryStore(folder: folder.appendingPathComponent("state"))
        #expect(try store.copy(forScene: scene) == nil)
        let modified = try #require(try FileManager.default.attributesOfItem(atPath: scene)[.modificationDate] as? Date)
        try store.write(copy(of: scene, at: modified.timeIntervalSince1970 - 60))
        #expect(try store.copy(forScene: scene) == copy(of: scene, at: modified.timeIntervalSince1970 - 60))
        #expect(try store.copyNewerThanScene(scene) == nil, "the file was saved after the copy")
        try store.write(copy(of: scene, at: modified.timeIntervalSince1970 + 60))
        #expect(try store.copyNewerThanScene(scene)?.writtenAt == modified.timeIntervalSince1970 + 60)
        store.remove(forScene: scene)
        #expect(try store.copy(forScene: scene) == nil)
    }

    @Test func aBrokenCopyIsOneLineNamingTheFile() throws {
        let folder = try TemporaryFolders.make()
        let store = RecoveryStore(folder: folder)
        let scene = "/tmp/broken-scene.json"
        let file = store.fileURL(forScene: scene)
        try Data("{\"version\": 1, \"scenePath\": ".utf8).write(to: file)
        #expect(throws: PlaygroundError.self) { try store.copy(forScene: scene) }
        do {
            _ = try store.copy(forScene: scene)
        } catch {
            #expect(error.description == "\(file.path): not a recovery copy (not JSON)")
        }
        try Data("{\"version\": 1}".utf8).write(to: file)
        do {
            _ = try store.copy(forScene: scene)
        } catch {
            #expect(error.description == "\(file.path): not a recovery copy (\"scenePath\" is missing)")
        }
    }
}
