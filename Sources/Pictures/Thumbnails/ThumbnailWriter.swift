import Foundation
import Synchronization

/// Writes thumbnails one at a time on a background queue of its own, after the picture they
/// were made with has gone to the screen: encoding a PNG never delays a decode's delivery.
/// At most `maximumPending` wait (their pixels are held); more are dropped (a later visit
/// writes them).
final class ThumbnailWriter: Sendable {
    /// How many thumbnails may wait to be written.
    static let maximumPending = 64

    private let queue = DispatchQueue(label: "thumbnail writer", qos: .utility)
    private let pending = Mutex(0)

    /// Encodes `picture` with `keys` and writes it at `path`, later; dropped when too many wait.
    func write(_ picture: RGBAImage, keys: [(key: String, value: String)], to path: String) {
        let accepted = pending.withLock { count in
            guard count < Self.maximumPending else { return false }
            count += 1
            return true
        }
        guard accepted else { return }
        queue.async { [self] in
            if let bytes = ThumbnailFile.encode(picture, keys: keys) {
                ThumbnailFile.write(bytes, to: path)
            }
            pending.withLock { $0 -= 1 }
        }
    }

    /// Blocks until every accepted thumbnail is written or has failed.
    func waitUntilIdle() { queue.sync {} }
}

