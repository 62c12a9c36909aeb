/// A picture file format the Pictures module decodes.
public enum PictureFormat: String, Sendable, CaseIterable {
    /// Portable Network Graphics.
    case png
    /// JPEG (JFIF or EXIF).
    case jpeg
    /// WebP (lossy or lossless; an animation's first frame).
    case webp
    /// GIF (its first frame).
    case gif
    /// HEIC / HEIF, as an iPhone's photos are stored.
    case heic
}

/// What a file's first bytes say it is: one of the supported formats, a picture format this
/// module does not decode (named), or not a picture at all.
enum PictureSignature: Equatable {
    case supported(PictureFormat)
    case unsupported(String)
    case unknown

    /// How many leading bytes `init(bytes:)` wants to see.
    static let length = 16

    /// Recognises the format from the file's first bytes.
    init(bytes: [UInt8]) {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<offset + prefix.count]) == prefix
        }
        func ascii(_ text: String, at offset: Int = 0) -> Bool { starts(Array(text.utf8), at: offset) }
        let heifBrands = ["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1"]
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .supported(.png)
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .supported(.jpeg)
        } else if ascii("RIFF") && ascii("WEBP", at: 8) {
            self = .supported(.webp)
        } else if ascii("GIF87a") || ascii("GIF89a") {
            self = .supported(.gif)
        } else if ascii("ftyp", at: 4) && (ascii("avif", at: 8) || ascii("avis", at: 8)) {
            self = .unsupported("AVIF")
        } else if ascii("ftyp", at: 4) && heifBrands.contains(where: { ascii($0, at: 8) }) {
            self = .supported(.heic)
        } else if ascii("BM") {
            self = .unsupported("BMP")
        } else if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) {
            self = .unsupported("TIFF")
        } else if ascii("8BPS") {
            self = .unsupported("PSD")
        } else if starts([0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20]) || starts([0xFF, 0x4F, 0xFF, 0x51]) {
            self = .unsupported("JPEG 2000")
        } else if starts([0x00, 0x00, 0x01, 0x00]) {
            self = .unsupported("ICO")
        } else if starts([0xFF, 0x0A]) || starts([0x00, 0x00, 0x00, 0x0C, 0x4A, 0x58, 0x4C, 0x20]) {
            self = .unsupported("JPEG XL")
        } else {
            self = .unknown
        }
    }
}
