import Pictures
import Testing

/// The cache: bounded by bytes, least recently used evicted first.
@Suite("Pictures: cache")
struct PictureCacheTests {
    /// A picture of `width × 1` pixels: `width × 4` bytes.
    private func picture(bytesWide width: Int) -> RGBAImage {
        RGBAImage(width: width, height: 1, bytes: [UInt8](repeating: 7, count: width * 4))
    }

    private func key(_ name: String) -> PictureKey { PictureKey(path: name, pixelWidth: 10, pixelHeight: 1) }

    @Test("Never holds more bytes than its limit, and evicts the least recently used first")
    func boundAndOrder() {
        let cache = PictureCache(byteLimit: 400)
        cache.insert(picture(bytesWide: 25), for: key("a")) // 100 bytes each
        cache.insert(picture(bytesWide: 25), for: key("b"))
        cache.insert(picture(bytesWide: 25), for: key("c"))
        cache.insert(picture(bytesWide: 25), for: key("d"))
        #expect(cache.byteCount == 400)
        _ = cache.picture(for: key("a")) // a is now the most recently used: b is the oldest
        cache.insert(picture(bytesWide: 50), for: key("e")) // 200 bytes: b and c must go
        #expect(cache.byteCount == 400)
        #expect(cache.keysByRecency.map(\.path) == ["d", "a", "e"])
        #expect(cache.picture(for: key("b")) == nil && cache.picture(for: key("c")) == nil)
    }

    @Test("A picture bigger than the whole budget is not kept, and evicts nothing")
    func tooBig() {
        let cache = PictureCache(byteLimit: 400)
        cache.insert(picture(bytesWide: 25), for: key("a"))
        cache.insert(picture(bytesWide: 101), for: key("huge"))
        #expect(cache.picture(for: key("huge")) == nil)
        #expect(cache.keysByRecency.map(\.path) == ["a"] && cache.byteCount == 100)
    }

    @Test("The same file at two sizes is two entries; replacing one entry counts its bytes once")
    func keyedBySize() {
        let cache = PictureCache(byteLimit: 1000)
        cache.insert(picture(bytesWide: 25), for: PictureKey(path: "p", pixelWidth: 25, pixelHeight: 1))
        cache.insert(picture(bytesWide: 50), for: PictureKey(path: "p", pixelWidth: 50, pixelHeight: 1))
        cache.insert(picture(bytesWide: 50), for: PictureKey(path: "p", pixelWidth: 50, pixelHeight: 1))
        #expect(cache.byteCount == 300)
        cache.removePictures(ofPath: "p")
        #expect(cache.byteCount == 0)
        #expect(PictureCache.defaultByteLimit == 96 * 1024 * 1024)
    }
}
