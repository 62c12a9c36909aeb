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

    @Test("Every core decodes, and at least one")
    func threadCount() {
        #expect(PictureLoader<Int>.defaultThreadCount == max(1, ProcessInfo.processInfo.activeProcessorCount))
    }
}
