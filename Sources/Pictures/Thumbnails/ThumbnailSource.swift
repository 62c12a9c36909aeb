#if canImport(Glibc)
import Glibc
#endif

/// What a thumbnail must say about the picture it was made from to stand for it: the file's
/// canonical URI, its modification time in whole seconds and its size in bytes, read with
/// `stat` now. A thumbnail is valid only when its `Thumb::URI` and `Thumb::MTime` match these
/// (and its `Thumb::Size`, where it has one).
public struct ThumbnailSource: Equatable, Sendable {
    /// The picture's path, as the caller gave it.
    public var path: String
    /// Its canonical `file://` URI (`ThumbnailName.uri`).
    public var uri: String
    /// Its modification time, whole seconds since 1970.
    public var modificationTime: Int
    /// Its size in bytes.
    public var byteCount: Int

    /// Creates a source from known values (tests; `read(path:)` for a file on disk).
    public init(path: String, uri: String, modificationTime: Int, byteCount: Int) {
        self.path = path
        self.uri = uri
        self.modificationTime = modificationTime
        self.byteCount = byteCount
    }

    /// The source of the regular file at `path`; nil when there is none or it has no URI.
    public static func read(path: String) -> ThumbnailSource? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
              let uri = ThumbnailName.uri(forPath: path) else { return nil }
        return ThumbnailSource(path: path, uri: uri, modificationTime: Int(status.st_mtim.tv_sec), byteCount: Int(status.st_size))
    }

    /// The thumbnail's file name (`ThumbnailName.fileName`).
    public var fileName: String { ThumbnailName.fileName(forURI: uri) }

    /// Whether a thumbnail's text keys say it was made from this file as it is now.
    public func isDescribed(by text: [String: String]) -> Bool {
        guard text["Thumb::URI"] == uri, let time = text["Thumb::MTime"].flatMap(Self.seconds), time == modificationTime else {
            return false
        }
        if let size = text["Thumb::Size"] { return Int(size.trimmingSpaces) == byteCount }
        return true
    }

    /// Whole seconds from a `Thumb::MTime` value (an integer; a fraction, which some writers
    /// add, is dropped).
    private static func seconds(_ text: String) -> Int? {
        let trimmed = text.trimmingSpaces
        if let value = Int(trimmed) { return value }
        return Double(trimmed).map { Int($0.rounded(.down)) }
    }
}

extension String {
    /// The string without spaces at either end.
    fileprivate var trimmingSpaces: String {
        var slice = Substring(self)
        while slice.first == " " { slice = slice.dropFirst() }
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
