import Foundation
import Pictures
import Synchronization
import Testing

/// The loader: decodes off the calling thread, honours cancellation, goes through the cache.
@Suite("Pictures: loader")
struct PictureLoaderTests {
    /// The paths a loader's decode function was called with, in order.
    final class DecodeLog: Sendable {
        let paths = Mutex<[String]>([])
        func append(_ path: String) { paths.withLock { $0.append(path) } }
        var all: [String] { paths.withLock { $0 } }
    }

    @Test("Results arrive for real files, failures included, and waitForAll waits for them")
    func resultsArrive() {
        let loader = PictureLoader<Int>(threadCount: 2)
        loader.request(1, path: PicturesTestSupport.fixture("photo.jpg"), pixelWidth: 128, pixelHeight: 128)
        loader.request(2, path: PicturesTestSupport.fixture("tiny.png"), pixelWidth: 40, pixelHeight: 30)
        loader.request(3, path: PicturesTestSupport.fixture("not-a-picture.txt"), pixelWidth: 10, pixelHeight: 10)
        loader.waitForAll()
        #expect(loader.pendingCount == 0)
        let results = loader.drainFinished().sorted { $0.id < $1.id }
        #expect(results.map(\.id) == [1, 2, 3])
        #expect((try? results[0].outcome.get())?.width == 128)
        #expect((try? results[1].outcome.get())?.height == 30)
        #expect(throws: PictureError.notAPicture(path: PicturesTestSupport.fixture("not-a-picture.txt"))) {
            try results[2].outcome.get()
        }
        #expect(loader.drainFinished().isEmpty)
    }

    @Test("A request cancelled while queued never decodes; one cancelled while running is not delivered")
    func cancellation() {
        let log = DecodeLog()
        let gate = DispatchSemaphore(value: 0)
        let loader = PictureLoader<String>(threadCount: 1) { key throws(PictureError) in
            log.append(key.path)
            if key.path == "first" { gate.wait() } // holds the only thread until the test lets go
            return RGBAImage(width: 1, height: 1, bytes: [1, 2, 3, 4])
        }
        loader.request("running", path: "first", pixelWidth: 1, pixelHeight: 1)
        while log.all.isEmpty { Thread.sleep(forTimeInterval: 0.001) } // "first" is being decoded
        loader.request("queued", path: "second", pixelWidth: 1, pixelHeight: 1)
        loader.request("kept", path: "third", pixelWidth: 1, pixelHeight: 1)
        loader.cancel("queued")
        loader.cancel("running")
        gate.signal()
        loader.waitForAll()
        #expect(log.all == ["first", "third"])
        #expect(loader.drainFinished().map(\.id) == ["kept"])
    }

    @Test("A picture already in the cache is delivered at once without decoding")
    func cacheHit() {
        let log = DecodeLog()
        let cache = PictureCache()
        let picture = RGBAImage(width: 1, height: 1, bytes: [9, 9, 9, 9])
        cache.insert(picture, for: PictureKey(path: "cached", pixelWidth: 1, pixelHeight: 1))
        let loader = PictureLoader<Int>(cache: cache, threadCount: 1) { key throws(PictureError) in
            log.append(key.path)
            return picture
        }
        loader.request(7, path: "cached", pixelWidth: 1, pixelHeight: 1)
        let results = loader.drainFinished()
        #expect(results.count == 1 && results.first?.fromCache == true)
        loader.request(8, path: "fresh", pixelWidth: 1, pixelHeight: 1)
        loader.waitForAll()
        #expect(log.all == ["fresh"])
        #expect(cache.picture(for: PictureKey(path: "fresh", pixelWidth: 1, pixelHeight: 1)) == picture)
    }

    @Test("Requests in view are decoded before those made ahead, and a request ahead moved up joins them")
    func inViewFirst() {
        let log = DecodeLog()
        let gate = DispatchSemaphore(value: 0)
        let loader = PictureLoader<String>(threadCount: 1) { key throws(PictureError) in
            log.append(key.path)
            if key.path == "busy" { gate.wait() } // holds the only thread while the queues fill
            return RGBAImage(width: 1, height: 1, bytes: [1, 2, 3, 4])
        }
        loader.request("busy", path: "busy", pixelWidth: 1, pixelHeight: 1)
        while log.all.isEmpty { Thread.sleep(forTimeInterval: 0.001) }
        loader.request("a", path: "ahead 1", pixelWidth: 1, pixelHeight: 1, priority: .ahead)
        loader.request("b", path: "ahead 2", pixelWidth: 1, pixelHeight: 1, priority: .ahead)
        loader.request("c", path: "in view", pixelWidth: 1, pixelHeight: 1)
        loader.promote("b")
        gate.signal()
        loader.waitForAll()
        #expect(log.all == ["busy", "in view", "ahead 2", "ahead 1"])
    }

    @Test("With previews on, every request in view gets its preview before any decode, then the decodes follow")
    func previewsFirst() {
        let log = DecodeLog()
        let gate = DispatchSemaphore(value: 0)
        let loader = PictureLoader<String>(threadCount: 1, decode: { key throws(PictureError) in
            log.append(key.path)
            if key.path == "busy" { gate.wait() } // holds the only thread while the queues fill
            return RGBAImage(width: 2, height: 2)
        }, preview: { key in
            log.append("preview of " + key.path)
            return key.path == "no thumbnail" || key.path == "busy" ? nil : RGBAImage(width: 1, height: 1)
        })
        loader.makesPreviews = true
        loader.request("busy", path: "busy", pixelWidth: 2, pixelHeight: 2)
        while !log.all.contains("busy") { Thread.sleep(forTimeInterval: 0.001) }
        loader.request("a", path: "a", pixelWidth: 2, pixelHeight: 2)
        loader.request("b", path: "b", pixelWidth: 2, pixelHeight: 2)
        loader.request("none", path: "no thumbnail", pixelWidth: 2, pixelHeight: 2)
        loader.request("ahead", path: "ahead", pixelWidth: 2, pixelHeight: 2, priority: .ahead)
        gate.signal()
        loader.waitForAll()
        #expect(log.all == ["preview of busy", "busy", "preview of a", "preview of b", "preview of no thumbnail", "a", "b",
                            "no thumbnail", "ahead"])
        let delivered = loader.drainFinished().map { "\($0.id)\($0.isPreview ? " preview" : "")" }
        #expect(delivered == ["busy", "a preview", "b preview", "a", "b", "none", "ahead"])
        // The preview is in the cache beside the decode, at its own size.
        #expect(loader.cache.picture(for: PictureKey(path: "a", pixelWidth: 2, pixelHeight: 2).preview)?.width == 1)
    }

    @Test("A real photo's preview is its EXIF thumbnail, delivered before its decode; none without previews on")
    func realPreview() throws {
        let path = PicturesTestSupport.fixture("exif-thumbnail.jpg")
        let loader = PictureLoader<Int>(threadCount: 1)
        loader.request(1, path: path, pixelWidth: 64, pixelHeight: 96)
        loader.waitForAll()
        #expect(loader.drainFinished().map(\.isPreview) == [false])

        let previewing = PictureLoader<Int>(threadCount: 1)
        previewing.makesPreviews = true
        previewing.request(1, path: path, pixelWidth: 64, pixelHeight: 96)
        previewing.request(2, path: PicturesTestSupport.fixture("photo.jpg"), pixelWidth: 100, pixelHeight: 100)
        previewing.waitForAll()
        let results = previewing.drainFinished()
        #expect(results.map { "\($0.id)\($0.isPreview ? " preview" : "")" } == ["1 preview", "1", "2"])
        let preview = try results[0].outcome.get(), full = try results[1].outcome.get()
        #expect(preview.width == 32 && preview.height == 48)
        #expect(full.width == 64 && full.height == 96)
    }

    @Test("Every core decodes, and at least one")
    func threadCount() {
        #expect(PictureLoader<Int>.defaultThreadCount == max(1, ProcessInfo.processInfo.activeProcessorCount))
    }
}
