import CVips
#if canImport(Glibc)
import Glibc
#endif

/// What a picture file's header says, read without decoding any pixels.
public struct PictureHeader: Equatable, Sendable {
    /// The file's format.
    public var format: PictureFormat
    /// The width in pixels as displayed (EXIF orientations 5–8 swap the stored width and height).
    public var pixelWidth: Int
    /// The height in pixels as displayed.
    public var pixelHeight: Int
    /// The EXIF orientation, 1 (upright) to 8; 1 when the file has none.
    public var orientation: Int
    /// The point scale the file name declares (`@2x` → 2, `@3x` → 3, else 1).
    public var scale: Int

    /// Creates a header from its parts.
    public init(format: PictureFormat, pixelWidth: Int, pixelHeight: Int, orientation: Int, scale: Int) {
        self.format = format
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.orientation = orientation
        self.scale = scale
    }

    /// The displayed size in points: pixels divided by `scale`.
    public var pointSize: PictureSize {
        PictureSize(width: Double(pixelWidth) / Double(scale), height: Double(pixelHeight) / Double(scale))
    }

    /// The displayed size in pixels.
    public var pixelSize: PictureSize { PictureSize(width: Double(pixelWidth), height: Double(pixelHeight)) }

    /// Reads the header of the picture at `path` without decoding pixels (a JPEG's first bytes
    /// through `JPEGHeaderReader`; other formats through libvips' lazy open, which parses only
    /// the header). Throws `PictureError` for a missing file, a file that is not a picture, an
    /// unsupported format, a damaged header, a picture over `PictureBudget`, or a file that ends
    /// before its picture does (`PictureTruncation`, from the file's structure: decoders may draw
    /// a cut file's missing part grey without a word).
    public static func read(path: String) throws(PictureError) -> PictureHeader {
        let (format, prefix) = try sniffFormat(path: path)
        if format == .jpeg, let jpeg = JPEGHeaderReader.read(prefix: prefix) {
            return try header(format: format, storedWidth: jpeg.width, storedHeight: jpeg.height,
                              orientation: jpeg.orientation, path: path)
        }
        let image = try open(path: path, format: format)
        defer { VipsRuntime.release(image) }
        // A HEIC is rotated by its own irot/imir boxes, which libheif applies while decoding;
        // vips reports no EXIF orientation for it (checked with a HEIC carrying orientation 6).
        let orientation = format == .heic ? 1 : Int(cvips_image_get_orientation(image))
        return try header(format: format, storedWidth: Int(cvips_image_get_width(image)),
                          storedHeight: Int(cvips_image_get_height(image)), orientation: orientation, path: path)
    }

    /// The header of a picture stored `storedWidth × storedHeight`, checked against the budget
    /// and for an early end.
    private static func header(format: PictureFormat, storedWidth: Int, storedHeight: Int, orientation: Int,
                               path: String) throws(PictureError) -> PictureHeader {
        let swaps = (5...8).contains(orientation)
        let header = PictureHeader(format: format,
                                   pixelWidth: swaps ? storedHeight : storedWidth,
                                   pixelHeight: swaps ? storedWidth : storedHeight,
                                   orientation: (1...8).contains(orientation) ? orientation : 1,
                                   scale: PictureNameScale.scale(ofPath: path))
        try PictureBudget.check(pixelWidth: header.pixelWidth, pixelHeight: header.pixelHeight, path: path)
        if PictureTruncation.isTruncated(path: path, format: format) { throw .truncated(path: path) }
        return header
    }

    /// The format named by the file's first bytes (so vips never guesses among its other
    /// loaders), and those bytes: a JPEG's first `JPEGHeaderReader.prefixLength`, else 16. Only
    /// a regular file is read: a FIFO is opened without waiting for a writer, and refused.
    static func sniffFormat(path: String) throws(PictureError) -> (PictureFormat, [UInt8]) {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .missingFile(path: path) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .missingFile(path: path) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .missingFile(path: path)
        default: throw .notAPicture(path: path)
        }
        var bytes = [UInt8](repeating: 0, count: PictureSignature.length)
        let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        guard count >= 0 else { throw .missingFile(path: path) } // a folder, or unreadable
        switch PictureSignature(bytes: Array(bytes.prefix(count))) {
        case .supported(.jpeg):
            var prefix = [UInt8](repeating: 0, count: JPEGHeaderReader.prefixLength)
            let more = prefix.withUnsafeMutableBytes {
                Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count)
            }
            prefix.replaceSubrange(0..<count, with: bytes.prefix(count))
            return (.jpeg, Array(prefix.prefix(count + max(0, more))))
        case .supported(let format): return (format, Array(bytes.prefix(count)))
        case .unsupported(let name): throw .unsupportedFormat(path: path, format: name)
        case .unknown: throw .notAPicture(path: path)
        }
    }

    /// Opens the file lazily with the loader of its format; the caller releases the image.
    private static func open(path: String, format: PictureFormat) throws(PictureError) -> UnsafeMutablePointer<VipsImage> {
        VipsRuntime.start()
        var image: UnsafeMutablePointer<VipsImage>?
        let status: Int32 = switch format {
        case .png: cvips_pngload(path, &image)
        case .jpeg: cvips_jpegload(path, &image)
        case .webp: cvips_webpload(path, &image)
        case .gif: cvips_gifload(path, &image)
        case .heic: cvips_heifload(path, &image)
        }
        guard status == 0, let image else {
            VipsRuntime.release(image)
            throw PictureDecoder.failure(path: path, format: format)
        }
        return image
    }
}
