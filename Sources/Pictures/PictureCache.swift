import Synchronization

/// What a cached picture is filed under: its file and the pixel size it was decoded at.
public struct PictureKey: Hashable, Sendable, CustomStringConvertible {
    /// The file's path, as the request gave it.
    public var path: String
    /// The decoded width in pixels asked for.
    public var pixelWidth: Int
    /// The decoded height in pixels asked for.
    public var pixelHeight: Int

    /// True for the preview shown until this decode arrives (the photo's embedded EXIF
    /// thumbnail, `EmbeddedThumbnail`), filed beside the decode itself.
    public var isPreview: Bool

    /// Creates a key.
    public init(path: String, pixelWidth: Int, pixelHeight: Int, isPreview: Bool = false) {
        self.path = path
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.isPreview = isPreview
    }

    /// The key the preview of this decode is filed under.
    public var preview: PictureKey { PictureKey(path: path, pixelWidth: pixelWidth, pixelHeight: pixelHeight, isPreview: true) }

    /// `path@W×H`, then ` (preview)` for a preview.
    public var description: String { "\(path)@\(pixelWidth)×\(pixelHeight)" + (isPreview ? " (preview)" : "") }
}

/// Decoded pictures kept for reuse, bounded by the bytes their pixels take.
///
/// Policy: least recently used goes first. Inserting a picture evicts the least recently used
/// (read or inserted) pictures until the total is within `byteLimit`; a picture larger than
/// the whole limit is not kept at all. Thread-safe (one lock around every operation); eviction
/// scans the entries (it is linear in their number, a few hundred at most at 96 MiB).
public final class PictureCache: Sendable {
    /// 96 MiB: about fifty 800 × 600 photos, or a screenful of 2× cells several times over.
    public static let defaultByteLimit = 96 * 1024 * 1024

    /// The most bytes of pixels the cache holds.
    public let byteLimit: Int

    private struct Entry {
        var picture: RGBAImage
        var lastUse: UInt64
    }

    private struct State {
        var entries: [PictureKey: Entry] = [:]
        var byteCount = 0
        var clock: UInt64 = 0
    }

    private let state = Mutex(State())

    /// Creates an empty cache holding at most `byteLimit` bytes of pixels.
    public init(byteLimit: Int = PictureCache.defaultByteLimit) {
        self.byteLimit = byteLimit
    }

    /// The picture filed under `key`, now the most recently used; nil if not held.
    public func picture(for key: PictureKey) -> RGBAImage? {
        state.withLock { state in
            guard var entry = state.entries[key] else { return nil }
            state.clock += 1
            entry.lastUse = state.clock
            state.entries[key] = entry
            return entry.picture
        }
    }

    /// Files `picture` under `key` as the most recently used, evicting the least recently used
    /// pictures until the cache is within its byte limit.
    public func insert(_ picture: RGBAImage, for key: PictureKey) {
        state.withLock { state in
            if let old = state.entries.removeValue(forKey: key) { state.byteCount -= old.picture.byteCount }
            guard picture.byteCount <= byteLimit else { return }
            while state.byteCount + picture.byteCount > byteLimit,
                  let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.entries.removeValue(forKey: oldest.key)
                state.byteCount -= oldest.value.picture.byteCount
            }
            state.clock += 1
            state.entries[key] = Entry(picture: picture, lastUse: state.clock)
            state.byteCount += picture.byteCount
        }
    }

    /// Forgets every picture of the file at `path` (e.g. when it changed on disk).
    public func removePictures(ofPath path: String) {
        state.withLock { state in
            for key in state.entries.keys where key.path == path {
                state.byteCount -= state.entries.removeValue(forKey: key)?.picture.byteCount ?? 0
            }
        }
    }

    /// Forgets every picture.
    public func removeAll() {
        state.withLock { $0 = State() }
    }

    /// The bytes of pixels held now.
    public var byteCount: Int { state.withLock { $0.byteCount } }

    /// The keys held now, least recently used first.
    public var keysByRecency: [PictureKey] {
        state.withLock { $0.entries.sorted { $0.value.lastUse < $1.value.lastUse }.map(\.key) }
    }
}
