import CVips
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One thumbnail file of the cache: read (its size and `Thumb::` keys) and written as the
/// thumbnail specification asks — a PNG with `Thumb::URI`, `Thumb::MTime`, `Thumb::Size`,
/// `Thumb::Image::Width`, `Thumb::Image::Height` and `Software`, written to a temporary file in
/// the same folder and renamed into place, the folders made 0700 and the file 0600.
public enum ThumbnailFile {
    /// What the thumbnails this app writes name as their `Software`.
    public static let software = "CollectionPlayground"

    /// The size and text of the thumbnail at `path`; nil when it is missing or not a PNG.
    public static func read(path: String) -> PNGTextChunks? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return PNGTextChunks.read([UInt8](data))
    }

    /// The keys a thumbnail of `source` (a picture of `originalWidth × originalHeight`) carries.
    public static func keys(for source: ThumbnailSource, originalWidth: Int, originalHeight: Int) -> [(key: String, value: String)] {
        [("Thumb::URI", source.uri), ("Thumb::MTime", String(source.modificationTime)), ("Thumb::Size", String(source.byteCount)),
         ("Thumb::Image::Width", String(originalWidth)), ("Thumb::Image::Height", String(originalHeight)),
         ("Software", software)]
    }

    /// `picture` as PNG bytes carrying `keys` (RGB when every pixel is opaque); nil if vips
    /// could not encode it.
    public static func encode(_ picture: RGBAImage, keys: [(key: String, value: String)]) -> [UInt8]? {
        guard VipsRuntime.start(), picture.width > 0, picture.height > 0 else { return nil }
        let opaque = stride(from: 3, to: picture.bytes.count, by: 4).allSatisfy { picture.bytes[$0] == 255 }
        let encoded: [UInt8]? = picture.bytes.withUnsafeBytes { pixels in
            guard let image = cvips_image_new_from_memory(pixels.baseAddress, pixels.count, Int32(picture.width),
                                                         Int32(picture.height), 4, VIPS_FORMAT_UCHAR) else { return nil }
            defer { VipsRuntime.release(image) }
            var saved = image
            var rgb: UnsafeMutablePointer<VipsImage>?
            defer { VipsRuntime.release(rgb) }
            if opaque {
                guard cvips_first_bands(image, &rgb, 3) == 0, let rgb else { return nil }
                saved = rgb
            }
            var buffer: UnsafeMutableRawPointer?
            var length = 0
            guard cvips_pngsave_buffer(saved, &buffer, &length, 1) == 0, let buffer else { return nil }
            defer { g_free(buffer) }
            return [UInt8](UnsafeRawBufferPointer(start: buffer, count: length))
        }
        return encoded.flatMap { PNGTextChunks.inserting(keys, into: $0) }
    }

    /// Writes `bytes` at `path` by way of a temporary file beside it (0600) and a rename, making
    /// the folders up to it (0700) where missing; false when anything fails (nothing is left).
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        guard makeFolder(folder) else { return false }
        let temporary = "\(folder)/.\(UInt64.random(in: 0...UInt64.max)).png.tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        var written = 0
        let complete = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
        guard close(descriptor) == 0, complete, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    /// Makes `folder` and any missing folder above it, each 0700; true when it is there.
    static func makeFolder(_ folder: String) -> Bool {
        var status = stat()
        if stat(folder, &status) == 0 { return status.st_mode & S_IFMT == S_IFDIR }
        if let slash = folder.lastIndex(of: "/"), slash > folder.startIndex {
            guard makeFolder(String(folder[..<slash])) else { return false }
        }
        return mkdir(folder, 0o700) == 0 || errno == EEXIST
    }
}
