import Foundation

/// What a file held, by its length and a hash of its bytes: Save compares the file it is about to
/// replace with what the document read or last wrote there, to tell whether another program or
/// window changed it since. Compared within one run only (the hash is seeded per process).
public struct FileFingerprint: Equatable, Sendable {
    /// The file's length in bytes.
    public let byteCount: Int
    /// A hash of its bytes.
    public let hash: Int

    /// The fingerprint of `bytes` (the same as of a `Data` holding them).
    public init(_ bytes: [UInt8]) {
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        byteCount = bytes.count
        hash = hasher.finalize()
    }

    /// The fingerprint of `data`.
    public init(_ data: Data) {
        var hasher = Hasher()
        data.withUnsafeBytes { hasher.combine(bytes: $0) }
        byteCount = data.count
        hash = hasher.finalize()
    }

    /// The fingerprint of the file at `path` as it is now; nil when there is none (or it cannot be read).
    public static func ofFile(at path: String) -> FileFingerprint? {
        FileManager.default.contents(atPath: path).map(FileFingerprint.init(_:))
    }
}
