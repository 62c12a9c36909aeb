import Foundation
import Pictures
import Testing
import TestSupport

/// The freedesktop thumbnail cache: names, what a thumbnail written carries, which thumbnails
/// stand for a picture (ours or another app's) and which do not, and a cache that cannot be written.
@Suite("Pictures: thumbnail cache")
struct ThumbnailCacheTests {
    /// A folder holding `name`, a `width × height` PNG of one colour; returns its path.
    static func picture(_ name: String, in folder: URL, width: Int, height: Int, rgb: (UInt8, UInt8, UInt8)) throws -> String {
        let pixels = (0..<(width * height)).flatMap { _ -> [UInt8] in [rgb.0, rgb.1, rgb.2, 255] }
        let path = folder.appendingPathComponent(name).path
        try Data(PNGBytes.rgba(width: width, height: height, pixels: pixels)).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The file's modification time in whole seconds and its size, read with FileManager.
    static func stamp(_ path: String) throws -> (mtime: Int, size: Int) {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        let date = try #require(attributes[.modificationDate] as? Date)
        let size = try #require(attributes[.size] as? NSNumber)
        return (Int(date.timeIntervalSince1970.rounded(.down)), size.intValue)
    }

    /// The MD5 of `text` in hex, computed by coreutils' `md5sum` (not the code under test).
    static func md5sum(_ text: String) throws -> String {
        let file = try TemporaryFolders.make().appendingPathComponent("uri.txt")
        try Data(text.utf8).write(to: file)
        let result = try SpawnedProcess.run("/usr/bin/md5sum", [file.path])
        return String(result.standardOutput.prefix(32))
    }

    /// The text chunks of PNG `bytes`, walked here chunk by chunk (not with the code under test).
    static func textChunks(_ bytes: [UInt8]) -> [String: String] {
        var text: [String: String] = [:]
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            if type == "tEXt", let zero = data.firstIndex(of: 0) {
                text[String(decoding: data[..<zero], as: UTF8.self)] = String(decoding: data[(zero + 1)...], as: UTF8.self)
            }
            offset += 12 + length
        }
        return text
    }

    @Test("The thumbnail of file:///tmp/a%20b.png is named by the URI's MD5")
    func knownName() {
        // printf 'file:///tmp/a%%20b.png' | md5sum  →  f2584ab78dd95a88bd0d3f0ecaee7a8c
        #expect(ThumbnailName.uri(forPath: "/tmp/a b.png") == "file:///tmp/a%20b.png")
        #expect(ThumbnailName.fileName(forURI: "file:///tmp/a%20b.png") == "f2584ab78dd95a88bd0d3f0ecaee7a8c.png")
        #expect(ThumbnailName.uri(forPath: "b.png", workingDirectory: "/tmp/x/../y/.") == "file:///tmp/y/b.png")
    }

    @Test("The cache is $XDG_CACHE_HOME/thumbnails, else ~/.cache/thumbnails")
    func standardFolder() {
        #expect(ThumbnailCache.standardDirectory(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c/thumbnails")
        #expect(ThumbnailCache.standardDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]) == "/h/.cache/thumbnails")
        #expect(ThumbnailCache.standardDirectory(environment: [:]) == nil)
    }

    @Test("A picture decoded through the cache writes its bucket's thumbnail: a PNG with the specification's keys, 0600 in 0700 folders")
    func writesThumbnail() throws {
        let folder = try TemporaryFolders.make()
        let path = try Self.picture("a b.png", in: folder, width: 600, height: 400, rgb: (200, 30, 30))
        let cache = ThumbnailCache(directory: folder.appendingPathComponent("cache/thumbnails").path)
        let picture = try cache.decode(path: path, pixelWidth: 300, pixelHeight: 200)
        cache.waitForWrites()
        #expect(picture.width == 300 && picture.height == 200)
        // 300 pixels: the large bucket (256) is too small, x-large (512) covers it.
        let uri = "file://" + folder.path + "/a%20b.png"
        let bucket = folder.appendingPathComponent("cache/thumbnails/x-large")
        #expect(try FileManager.default.contentsOfDirectory(atPath: bucket.path) == [try Self.md5sum(uri) + ".png"])
        let file = bucket.appendingPathComponent(try Self.md5sum(uri) + ".png")
        let bytes = try [UInt8](Data(contentsOf: file))
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: 512 × 341, the picture fitted inside the bucket's square.
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 512 && height == 341)
        let stamp = try Self.stamp(path)
        let text = Self.textChunks(bytes)
        #expect(text["Thumb::URI"] == uri)
        #expect(text["Thumb::MTime"] == String(stamp.mtime))
        #expect(text["Thumb::Size"] == String(stamp.size))
        #expect(text["Thumb::Image::Width"] == "600" && text["Thumb::Image::Height"] == "400")
        #expect(text["Software"] != nil)
        let permissions = { (path: String) in
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? NSNumber)?.intValue
        }
        #expect(permissions(file.path) == 0o600)
        #expect(permissions(bucket.path) == 0o700)
        #expect(permissions(folder.appendingPathComponent("cache/thumbnails").path) == 0o700)
        // Read back, the thumbnail stands for the picture.
        let source = try #require(ThumbnailSource.read(path: path))
        #expect(cache.usableThumbnail(of: source, pixelWidth: 300, pixelHeight: 200) == file.path)
    }

    /// A picture that is red, and another app's green thumbnail of it in `cache`'s large bucket
    /// with `mtime` (the file's own by default); returns the picture's path.
    static func pictureWithForeignThumbnail(in folder: URL, cache: ThumbnailCache, mtime: Int? = nil) throws -> String {
        let path = try picture("photo.png", in: folder, width: 600, height: 400, rgb: (200, 30, 30))
        let stamp = try stamp(path)
        let uri = "file://" + path
        let green = (0..<(256 * 171)).flatMap { _ -> [UInt8] in [20, 190, 40, 255] }
        let thumbnail = PNGBytes.rgba(width: 256, height: 171, pixels: green,
                                      text: [("Thumb::URI", uri), ("Thumb::MTime", String(mtime ?? stamp.mtime)), ("Software", "another app")])
        let bucket = URL(fileURLWithPath: cache.directory).appendingPathComponent("large")
        try FileManager.default.createDirectory(at: bucket, withIntermediateDirectories: true)
        try Data(thumbnail).write(to: bucket.appendingPathComponent(try md5sum(uri) + ".png"))
        return path
    }

    @Test("Another app's thumbnail with the picture's URI and MTime is used, reduced to the size asked for")
    func foreignThumbnailUsed() throws {
        let folder = try TemporaryFolders.make()
        let cache = ThumbnailCache(directory: folder.appendingPathComponent("thumbnails").path)
        let path = try Self.pictureWithForeignThumbnail(in: folder, cache: cache)
        let picture = try cache.decode(path: path, pixelWidth: 240, pixelHeight: 160)
        #expect(picture.width == 240 && picture.height == 160)
        #expect(picture[120, 80].g > 150 && picture[120, 80].r < 60) // green: the thumbnail's
    }

    @Test("A thumbnail whose MTime differs from the file's is not used (and is replaced)")
    func staleThumbnailIgnored() throws {
        let folder = try TemporaryFolders.make()
        let cache = ThumbnailCache(directory: folder.appendingPathComponent("thumbnails").path)
        let path = try Self.pictureWithForeignThumbnail(in: folder, cache: cache, mtime: 1_000_000_000)
        let picture = try cache.decode(path: path, pixelWidth: 240, pixelHeight: 160)
        cache.waitForWrites()
        #expect(picture[120, 80].r > 150 && picture[120, 80].g < 60) // red: the picture's own
        let source = try #require(ThumbnailSource.read(path: path))
        let written = try #require(cache.usableThumbnail(of: source, pixelWidth: 240, pixelHeight: 160))
        #expect(Self.textChunks(try [UInt8](Data(contentsOf: URL(fileURLWithPath: written))))["Thumb::MTime"]
                    == String(try Self.stamp(path).mtime))
    }

    @Test("A corrupt thumbnail is ignored: the picture is decoded from its file")
    func corruptThumbnailIgnored() throws {
        let folder = try TemporaryFolders.make()
        let cache = ThumbnailCache(directory: folder.appendingPathComponent("thumbnails").path)
        let path = try Self.pictureWithForeignThumbnail(in: folder, cache: cache)
        let file = URL(fileURLWithPath: cache.directory).appendingPathComponent("large/\(try Self.md5sum("file://" + path)).png")
        let bytes = try [UInt8](Data(contentsOf: file))
        try Data(bytes.prefix(bytes.count / 2)).write(to: file) // cut in half: its pixels end early
        let picture = try cache.decode(path: path, pixelWidth: 240, pixelHeight: 160)
        #expect(picture[120, 80].r > 150 && picture[120, 80].g < 60)
    }

    @Test("A cache that cannot be written is skipped without a word")
    func unwritableCache() throws {
        let folder = try TemporaryFolders.make()
        let blocker = folder.appendingPathComponent("not-a-folder")
        try Data("a file".utf8).write(to: blocker)
        let cache = ThumbnailCache(directory: blocker.appendingPathComponent("thumbnails").path)
        let path = try Self.picture("photo.png", in: folder, width: 600, height: 400, rgb: (200, 30, 30))
        let picture = try cache.decode(path: path, pixelWidth: 240, pixelHeight: 160)
        cache.waitForWrites()
        #expect(picture.width == 240 && picture.height == 160)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["not-a-folder", "photo.png"])
    }

    @Test("Pictures over 1024 pixels are decoded from their files, and write nothing")
    func largerThanEveryBucket() throws {
        let folder = try TemporaryFolders.make()
        let cache = ThumbnailCache(directory: folder.appendingPathComponent("thumbnails").path)
        let path = try Self.picture("wide.png", in: folder, width: 1500, height: 100, rgb: (0, 0, 200))
        let picture = try cache.decode(path: path, pixelWidth: 1200, pixelHeight: 80)
        cache.waitForWrites()
        #expect(picture.width == 1200 && picture.height == 80)
        #expect(!FileManager.default.fileExists(atPath: cache.directory))
    }
}
