import CollectionLayout
import Commands
import Foundation
import Persistence
@testable import Playground
import SceneFormat
import Testing

/// Recovery copies are per window: two windows on one scene each keep their own copy (named by
/// the window's process id), one quitting never removes the other's, and a window is offered only
/// the copies of windows no longer running — which it takes over once it restores them.
@MainActor @Suite struct RecoveryPerWindowTests {
    /// A copy of the default scene in a fresh folder and the state folder beside it.
    private func scene() throws -> (scene: String, state: URL) {
        let scene = try InspectorTestSupport.copy(TestPaths.defaultScene)
        return (scene, URL(fileURLWithPath: (scene as NSString).deletingLastPathComponent).appendingPathComponent("state"))
    }

    /// A model of `scene`, settled.
    private func model(_ scene: String) throws -> PlaygroundModel {
        let model = try ViewOptions(scenePath: scene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        model.settle()
        return model
    }

    @Test func aSecondWindowQuittingLeavesTheFirstWindowsCopy() throws {
        let (scene, state) = try scene()
        let first = try model(scene)
        let second = try model(scene)
        let firstStore = RecoveryStore(folder: state, window: 101, isRunning: { _ in true })
        let secondStore = RecoveryStore(folder: state, window: 102, isRunning: { _ in true })
        let firstKeeper = RecoveryKeeper(store: firstStore, model: first, delay: 0)
        let secondKeeper = RecoveryKeeper(store: secondStore, model: second, delay: 0)
        first.apply(.addItem)
        second.apply(.shuffle)
        firstKeeper.update(first, now: 0)
        secondKeeper.update(second, now: 0)
        let firstFile = firstStore.fileURL(forScene: scene).path
        let secondFile = secondStore.fileURL(forScene: scene).path
        #expect((firstFile as NSString).lastPathComponent.hasSuffix(".101.json"))
        #expect(FileManager.default.fileExists(atPath: firstFile) && FileManager.default.fileExists(atPath: secondFile))

        // The second window's changes are undone (nothing unsaved), then it quits throwing them away.
        second.undo()
        secondKeeper.update(second, now: 1)
        secondKeeper.removeCopy()
        #expect(!FileManager.default.fileExists(atPath: secondFile))
        #expect(FileManager.default.fileExists(atPath: firstFile), "the first window's copy is its own")
        #expect(try firstStore.copy(forScene: scene)?.sections.map(\.items.count) == [16, 15, 15, 15])
    }

    @Test func onlyTheCopiesOfWindowsNoLongerRunningAreOffered() throws {
        let (scene, state) = try scene()
        // Written after the scene file's last change.
        let later = Date().timeIntervalSince1970 + 60
        func copy(_ items: Int) -> RecoveryCopy {
            RecoveryCopy(scenePath: scene, sceneName: "S", isBuiltInScene: false, writtenAt: later + Double(items), sceneJSON: "{}\n",
                         sections: [.init(id: "s0", items: (0..<items).map { RecoveryCopy.Item(SceneItem(id: "i\($0)")) })])
        }
        // Window 201 still runs; 202 has gone.
        let running: @Sendable (Int32) -> Bool = { $0 == 201 }
        try RecoveryStore(folder: state, window: 201, isRunning: running).write(copy(3))
        try RecoveryStore(folder: state, window: 202, isRunning: running).write(copy(2))
        let newWindow = RecoveryStore(folder: state, window: 300, isRunning: running)
        let offer = try #require(try newWindow.offeredCopy(forScene: scene))
        #expect(offer.copy.sections[0].items.count == 2, "the running window's newer copy is not offered")
        #expect(offer.file.lastPathComponent.hasSuffix(".202.json"))

        // A copy an older version wrote (no window's) is offered too.
        let unowned = newWindow.unownedFileURL(forScene: scene)
        try FileManager.default.moveItem(at: offer.file, to: unowned)
        #expect(try newWindow.offeredCopy(forScene: scene)?.file == unowned)
    }

    @Test func aRestoredCopyIsTakenOverAndGoesOnceTheNewWindowKeepsItsOwn() throws {
        let (scene, state) = try scene()
        let crashed = try model(scene)
        crashed.apply(.addItem)
        let left = RecoveryStore(folder: state, window: 401, isRunning: { _ in false })
        try left.write(try #require(crashed.recoveryCopy(writtenAt: Date().addingTimeInterval(60))))

        let store = RecoveryStore(folder: state, window: 402, isRunning: { _ in false })
        let restored = try model(scene)
        let keeper = RecoveryKeeper(store: store, model: restored, delay: 0)
        let offer = try #require(try store.offeredCopy(forScene: scene))
        try restored.restore(from: offer.copy)
        keeper.adopt(offer.file)
        #expect(FileManager.default.fileExists(atPath: offer.file.path), "kept until this window's copy holds the changes")
        keeper.update(restored, now: 0)
        #expect(FileManager.default.fileExists(atPath: store.fileURL(forScene: scene).path))
        #expect(!FileManager.default.fileExists(atPath: offer.file.path))
    }
}
