import AppSupport
import Pictures


/// Pictures written the way every file is (`AtomicFile`): screenshots, filmstrips, galleries.
extension AtomicFile {
    /// Encodes `image` as PNG and writes it by way of a temporary file and a rename.
    @MainActor
    package static func writePNG(_ image: RGBAImage, to path: String) throws(PlaygroundError) {
        let bytes: [UInt8]
        do {
            bytes = try PNGFile.encode(image)
        } catch {
            throw PlaygroundError("cannot write \(path): \(error)")
        }
        try write(bytes, to: path)
    }
}
