import AppSupport
import Foundation
import Pictures
import Playground
import Rendering

/// One job of the gallery: the files one model makes (a layout at a text size, at 1× and with
/// `--scale 2` at 2×; a switch's halfway frame; a switch's animation), made and written — or,
/// with `--check`, compared with the ones in the folder. The jobs are independent, so any
/// process can make any of them (`--jobs`).
package struct GalleryJob {
    /// What one of the job's files holds.
    package enum Content {
        /// A picture, written as PNG and compared by its pixels.
        case picture(RGBAImage)
        /// Bytes written as they are (an animated WebP).
        case bytes(Data)
    }

    /// The files' names, in the order they are made.
    package var names: [String]
    /// Makes the files' contents, in the order of `names`.
    package var make: @MainActor () throws -> [Content]

    /// Makes the files and writes them into `directory` (or, `checking`, compares them with the
    /// ones there) and returns the names of those that differ.
    @MainActor
    package func perform(in directory: String, checking: Bool) throws -> [String] {
        var stale: [String] = []
        for (name, content) in zip(names, try make()) {
            let path = (directory as NSString).appendingPathComponent(name)
            switch (content, checking) {
            case (.picture(let image), true): if (try? PictureFileReader.read(path)) != image { stale.append(name) }
            case (.picture(let image), false): try AtomicFile.writePNG(image, to: path)
            case (.bytes(let data), true): if FileManager.default.contents(atPath: path) != data { stale.append(name) }
            case (.bytes(let data), false): try AtomicFile.write([UInt8](data), to: path)
            }
        }
        return stale
    }
}
