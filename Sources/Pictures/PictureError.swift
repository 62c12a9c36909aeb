/// Why a picture could not be read: each case prints as one line naming the file.
public enum PictureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file at the path (or it cannot be opened).
    case missingFile(path: String)
    /// The file's bytes are no picture format at all (e.g. a text file).
    case notAPicture(path: String)
    /// A picture format this module does not decode (e.g. BMP, TIFF).
    case unsupportedFormat(path: String, format: String)
    /// The file ends before its picture does (e.g. a JPEG cut short).
    case truncated(path: String)
    /// The header asks for more pixels than the picture budget allows; nothing was allocated.
    case overBudget(path: String, pixelWidth: Int, pixelHeight: Int, limit: Int)
    /// The decoder refused the file (damaged data); `reason` is the library's first line.
    case damaged(path: String, reason: String)

    /// The one-line message, e.g. `photo.jpg: truncated (the file ends before the picture does)`.
    public var description: String {
        switch self {
        case .missingFile(let path): "\(path): no such file"
        case .notAPicture(let path): "\(path): not a picture (PNG, JPEG, WebP, GIF or HEIC)"
        case .unsupportedFormat(let path, let format):
            "\(path): unsupported picture format \(format) (use PNG, JPEG, WebP, GIF or HEIC)"
        case .truncated(let path): "\(path): truncated (the file ends before the picture does)"
        case .overBudget(let path, let width, let height, let limit):
            "\(path): \(width) × \(height) pixels is over the picture budget of \(limit / 1_000_000) megapixels"
        case .damaged(let path, let reason): "\(path): damaged picture (\(reason))"
        }
    }
}
