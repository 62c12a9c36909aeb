import Foundation
import Pictures
import TestSupport
import Testing

/// The thumbnail cache is the window's: `shot` gives the same bytes whether the cache holds
/// thumbnails of its pictures (another app's, of another colour) or nothing, and writes none.
struct HeadlessIgnoresThumbnailsTests {
    static let scene = """
    {"layout": {"kind": "flow", "itemSize": {"width": 200, "height": 150}}, "cardStyle": "photo",
     "sections": [{"items": [{"id": "wide", "image": "wide.png"}, {"id": "again", "image": "wide.png"}]}]}
    """

    @Test func shotIsTheSameBytesWithOrWithoutACachePopulated() throws {
        let path = try PictureSceneSupport.scene(Self.scene, pictures: ["wide.png": (width: 400, height: 300)])
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let picture = folder.appendingPathComponent("wide.png").path
        func shot(cacheHome: URL, out name: String) throws -> Data {
            let out = folder.appendingPathComponent(name).path
            let result = try ProcessRunner.playground(["shot", path, "--size", "500x400", "--out", out],
                                                      environment: ["XDG_CACHE_HOME": cacheHome.path])
            #expect(result.status == 0, "\(result.stderr)")
            return try Data(contentsOf: URL(fileURLWithPath: out))
        }
        let empty = folder.appendingPathComponent("empty-cache")
        let before = try shot(cacheHome: empty, out: "empty.png")
        #expect(!FileManager.default.fileExists(atPath: empty.path), "shot wrote to the thumbnail cache")

        // Another app's green thumbnails of the red and blue picture, valid, in every bucket.
        let populated = folder.appendingPathComponent("populated-cache")
        let cache = try #require(ThumbnailCache.standard(environment: ["XDG_CACHE_HOME": populated.path]))
        let source = try #require(ThumbnailSource.read(path: picture))
        for bucket in ThumbnailBucket.allCases {
            let size = bucket.thumbnailSize(pixelWidth: 400, pixelHeight: 300)
            let green = (0..<(size.width * size.height)).flatMap { _ -> [UInt8] in [20, 190, 40, 255] }
            let bytes = PNGBytes.rgba(width: size.width, height: size.height, pixels: green,
                                      text: [("Thumb::URI", source.uri), ("Thumb::MTime", String(source.modificationTime))])
            let file = cache.path(of: source, in: bucket)
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: file))
        }
        // The window would use them.
        #expect(cache.usableThumbnail(of: source, pixelWidth: 200, pixelHeight: 150) != nil)
        let after = try shot(cacheHome: populated, out: "populated.png")
        #expect(before == after)
    }
}
