import CollectionView
import Pictures

/// What a cell's composed picture was made from: the decode, the area's size in pixels, where
/// the content mode put the picture, and the corners cut.
package struct ComposeKey: Hashable {
    /// The decoded picture's key.
    package var picture: PictureKey
    /// The area in pixels.
    package var pixelWidth: Int
    package var pixelHeight: Int
    /// The drawn rectangle in area pixels, rounded to hundredths (so float noise does not miss).
    package var drawn: [Int]
    /// The corner radius in pixels (hundredths) and the corners it applies to.
    package var radius: Int
    package var corners: Int
    /// 0: the picture; 1: its reflection under a cover.
    package var variant = 0
}

/// The cell pictures `PictureComposer` made, ready to draw, bounded by bytes (64 MiB, least
/// recently used first out): a cell that only moves keeps drawing the same picture (so a renderer
/// keeps its texture).
@MainActor
package final class ComposedPictureCache {
    /// The most bytes of pixels kept.
    package static let byteLimit = 64 * 1024 * 1024

    private var entries: [ComposeKey: (picture: DrawnPicture, lastUse: Int)] = [:]
    private var byteCount = 0
    private var clock = 0

    /// The composed picture for `key`, made by `make` when not kept.
    package func picture(for key: ComposeKey, make: () -> RGBAImage) -> DrawnPicture {
        clock += 1
        if let entry = entries[key] {
            entries[key]?.lastUse = clock
            return entry.picture
        }
        let made = make()
        let picture = DrawnPicture(width: made.width, height: made.height, bytes: made.bytes)
        entries[key] = (picture, clock)
        byteCount += picture.byteCount
        if byteCount > Self.byteLimit { evict() }
        return picture
    }

    /// Drops the least recently used pictures until under three quarters of the limit.
    private func evict() {
        for (key, entry) in entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard byteCount > Self.byteLimit * 3 / 4 else { return }
            entries[key] = nil
            byteCount -= entry.picture.byteCount
        }
    }

    /// Forgets every composed picture.
    package func removeAll() {
        entries = [:]
        byteCount = 0
    }
}
