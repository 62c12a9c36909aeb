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

    /// The Pictures tests' photo with an EXIF thumbnail (scripts/make-exif-thumbnail-fixture.c).
    static let photoWithThumbnail = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../PicturesTests/Fixtures/exif-thumbnail.jpg").standardized.path

    @Test func onlyAStoreToldToShowsPreviewsAndItsDecodeWinsOverIt() throws {
        let key = PictureKey(path: Self.photoWithThumbnail, pixelWidth: 64, pixelHeight: 96)
        // A headless store (shot, dump): no preview, only the decode.
        let headless = PictureStore()
        #expect(!headless.showsPreviews)
        _ = headless.state(of: key)
        headless.waitForAll()
        #expect(headless.preview(of: key) == nil)

        // The window's: the 48 × 32 thumbnail, upright (32 × 48), arrives too, and the decode is what the state shows.
        let window = PictureStore()
        window.usePreviews(true)
        _ = window.state(of: key)
        window.waitForAll()
        let preview = try #require(window.preview(of: key))
        #expect(preview.picture.width == 32 && preview.picture.height == 48)
        guard case .loaded(let decoded, _) = window.state(of: key, request: false) else {
            Issue.record("the decode did not arrive")
            return
        }
        #expect(decoded.width == 64 && decoded.height == 96)
    }

    @Test func thePreviewStandsInUntilTheDecodeArrivesAndThenTheDecodeIsShown() throws {
        let key = PictureKey(path: Self.photoWithThumbnail, pixelWidth: 64, pixelHeight: 96)
        let gate = DispatchSemaphore(value: 0)
        // The decode waits for the test's word, as a large photo's would take its time.
        let store = PictureStore { key throws(PictureError) in
            gate.wait()
            return try PictureDecoder.decode(path: key.path, pixelWidth: key.pixelWidth, pixelHeight: key.pixelHeight)
        }
        store.usePreviews(true)
        guard case .pending = store.state(of: key) else {
            Issue.record("something stood in before anything was decoded")
            return
        }
        var waited = 0
        while !store.collectArrivals(at: 1), waited < 5000 {
            Thread.sleep(forTimeInterval: 0.001)
            waited += 1
        }
        // The photo's 48 × 32 EXIF thumbnail, upright: 32 × 48, white at the top left (the photo is blue there).
        guard case .preview(let preview, let arrivedAt) = store.state(of: key, request: false) else {
            Issue.record("no preview arrived before the decode")
            gate.signal()
            return
        }
        #expect(preview.width == 32 && preview.height == 48 && arrivedAt == 1)
        #expect(preview[2, 2].r > 230 && preview[2, 2].g > 230 && preview[2, 2].b > 230)
        #expect(store.isFading(at: 1.1))
        gate.signal()
        store.waitForAll()
        guard case .loaded(let decoded, _) = store.state(of: key, request: false) else {
            Issue.record("the decode did not replace the preview")
            return
        }
        #expect(decoded.width == 64 && decoded.height == 96)
        #expect(decoded[2, 2].b > 200 && decoded[2, 2].r < 40)
    }
}
