import Foundation
import Pictures
import TestSupport
import Testing

/// `run --no-thumbnail-cache`: the window decodes every picture from its file and leaves the
/// freedesktop thumbnail cache alone; without it, the window writes the thumbnail of what it showed.
struct ThumbnailCacheSwitchTests {
    @Test func noThumbnailCacheWritesNoThumbnailWhereTheWindowOtherwiseDoes() throws {
        let path = try PictureSceneSupport.scene(HeadlessIgnoresThumbnailsTests.scene, pictures: ["wide.png": (width: 400, height: 300)])
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let picture = folder.appendingPathComponent("wide.png").path
        func run(_ extra: [String], cacheHome: URL) throws {
            try FileManager.default.createDirectory(at: cacheHome, withIntermediateDirectories: true)
            let result = try ProcessRunner.playground(["run", path, "--size", "500x400", "--fresh", "--exit-after", "2"] + extra,
                                                      environment: ["XDG_CACHE_HOME": cacheHome.path])
            #expect(result.status == 0, "\(result.stderr)")
        }
        let off = folder.appendingPathComponent("cache-off")
        try run(["--no-thumbnail-cache"], cacheHome: off)
        #expect(!FileManager.default.fileExists(atPath: off.appendingPathComponent("thumbnails").path))

        // The same window without the switch: the 200 × 150 cells' picture is kept in the cache (the
        // `large` bucket, 256 pixels, is the smallest covering 200 × 150).
        let on = folder.appendingPathComponent("cache-on")
        try run([], cacheHome: on)
        let cache = try #require(ThumbnailCache.standard(environment: ["XDG_CACHE_HOME": on.path]))
        let source = try #require(ThumbnailSource.read(path: picture))
        #expect(FileManager.default.fileExists(atPath: cache.path(of: source, in: .large)))
    }
}
