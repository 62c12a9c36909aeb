import CardDrawing
import Foundation
import Pictures
import TestSupport
import Testing

/// The picture store's cancellation: a decode asked for by a cell that left the screen, and not
/// prefetched, is cancelled at the frame's end — it never arrives (not decoded, or not delivered
/// when already running) — while what is on screen or prefetched arrives.
@MainActor @Suite struct PictureStoreTests {
    @Test func decodesForCellsThatLeftAreCancelledAndTheOthersArrive() throws {
        let scene = try PictureSceneSupport.scene(#"{"sections": []}"#, pictures: ["a.png": (64, 48), "b.png": (64, 48), "c.png": (64, 48)])
        let folder = (scene as NSString).deletingLastPathComponent
        let keys = ["a", "b", "c"].map { PictureKey(path: folder + "/\($0).png", pixelWidth: 32, pixelHeight: 24) }
        let store = PictureStore()
        for key in keys { _ = store.state(of: key) }
        store.prefetch(keys[2])
        // The frame ends with only a's cell on screen; c is prefetched; b's cell scrolled away.
        store.keepOnly([keys[0]])
        store.waitForAll()
        func arrived(_ key: PictureKey) -> Bool {
            if case .loaded = store.state(of: key, request: false) { true } else { false }
        }
        #expect(arrived(keys[0]))
        #expect(!arrived(keys[1]))
        #expect(arrived(keys[2]))
        #expect(!store.hasPendingRequests)
    }
}
