import AppSupport
import Pictures
import Playground
import Rendering

/// Reads a picture file a command is given (`compare`'s two, `gallery --check`'s folder) into
/// RGBA pixels, through the picture budget: the header is read first, so a small file that
/// declares a huge picture (a 30,000² PNG of a few hundred kilobytes) is refused in one line
/// before any pixels are allocated, as `--images` and scene pictures are.
@MainActor
package enum PictureFileReader {
    /// The picture at `path`; a missing file, anything but a regular file, a file that is no
    /// picture, a cut-short picture or one over `Pictures.PictureBudget` is an `InputError`.
    package static func read(_ path: String) throws(InputError) -> RGBAImage {
        switch FileKind(path: path) {
        case .regular: break
        case .missing: throw InputError("no such picture: \(path)")
        case .folder, .other: throw InputError("\(path) is not a picture file")
        }
        do {
            _ = try PictureHeader.read(path: path)
        } catch {
            throw InputError(error.description)
        }
        do {
            return try PNGFile.read(path)
        } catch {
            throw InputError("\(path) is not a picture SDL2_image can read")
        }
    }
}
