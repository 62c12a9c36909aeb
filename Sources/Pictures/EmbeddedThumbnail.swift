import CExif
import CTurboJPEG

/// The small JPEG a camera or phone stores in a photo's EXIF (IFD1, typically 160 × 120),
/// decoded upright: a preview to show while the picture itself is decoded.
///
/// Only the file's first `JPEGHeaderReader.prefixLength` bytes are read (the EXIF segment is at
/// most 64 KiB and comes first), libexif finds the thumbnail, TurboJPEG decodes it whole (it is
/// small), and the photo's own EXIF orientation turns it upright, as it does the photo. Cameras
/// that store a 4:3 thumbnail of a 3:2 photo pad it with black bars; those are cut off, so the
/// preview has the photo's aspect ratio and lands exactly where the photo will.
public enum EmbeddedThumbnail {
    /// The embedded thumbnail of the JPEG at `path`, upright; nil for a file that is not a JPEG,
    /// has no thumbnail, or whose thumbnail cannot be decoded (never an error: it is only a preview).
    public static func read(path: String) -> RGBAImage? {
        guard let (format, prefix) = try? PictureHeader.sniffFormat(path: path), format == .jpeg else { return nil }
        return read(prefix: prefix)
    }

    /// The embedded thumbnail in a JPEG's first bytes, upright (nil: none, or not decodable).
    static func read(prefix: [UInt8]) -> RGBAImage? {
        let data = prefix.withUnsafeBufferPointer { exif_data_new_from_data($0.baseAddress, UInt32($0.count)) }
        guard let data else { return nil }
        defer { exif_data_unref(data) }
        guard let bytes = data.pointee.data, data.pointee.size > 0 else { return nil }
        let thumbnail = Array(UnsafeBufferPointer(start: bytes, count: Int(data.pointee.size)))
        guard let stored = decode(thumbnail) else { return nil }
        let orientation = JPEGHeaderReader.orientation(of: data)
        let photo = JPEGHeaderReader.read(prefix: prefix)
        let cropped = photo.map { croppedToAspect(stored, width: $0.width, height: $0.height) } ?? stored
        return PictureOrientation.upright(cropped, orientation: orientation)
    }

    /// A small JPEG decoded whole to RGBA (nil: not a JPEG TurboJPEG turns into RGBA).
    private static func decode(_ jpeg: [UInt8]) -> RGBAImage? {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let status = jpeg.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace)
        }
        // A thumbnail is at most 64 KiB of JPEG; more than 1024 pixels a side is not one.
        guard status == 0, (1...1024).contains(width), (1...1024).contains(height),
              colorspace != Int32(TJCS_CMYK.rawValue), colorspace != Int32(TJCS_YCCK.rawValue) else { return nil }
        let count = Int(width) * Int(height) * 4
        var decoded = false
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            let result = jpeg.withUnsafeBufferPointer { source in
                tjDecompress2(handle, source.baseAddress, UInt(source.count), buffer.baseAddress, width, 0, height,
                              Int32(TJPF_RGBA.rawValue), 0)
            }
            decoded = result == 0
            initialized = decoded ? count : 0
        }
        return decoded ? RGBAImage(width: Int(width), height: Int(height), bytes: pixels) : nil
    }

    /// `thumbnail` (stored axes) cut at its centre to the aspect ratio of the stored `width ×
    /// height` photo, when they differ by more than a pixel's rounding (a camera's black bars).
    static func croppedToAspect(_ thumbnail: RGBAImage, width: Int, height: Int) -> RGBAImage {
        let w = thumbnail.width, h = thumbnail.height
        // The thumbnail's size at the photo's aspect ratio, keeping one axis whole.
        let fittedHeight = Int((Double(w) * Double(height) / Double(width)).rounded())
        let fittedWidth = Int((Double(h) * Double(width) / Double(height)).rounded())
        let (keptWidth, keptHeight) = fittedHeight < h ? (w, fittedHeight) : (min(w, fittedWidth), h)
        guard keptWidth >= 1, keptHeight >= 1, keptWidth < w - 1 || keptHeight < h - 1 else { return thumbnail }
        let left = (w - keptWidth) / 2, top = (h - keptHeight) / 2
        var bytes: [UInt8] = []
        bytes.reserveCapacity(keptWidth * keptHeight * 4)
        for y in top..<(top + keptHeight) {
            let start = (y * w + left) * 4
            bytes.append(contentsOf: thumbnail.bytes[start..<(start + keptWidth * 4)])
        }
        return RGBAImage(width: keptWidth, height: keptHeight, bytes: bytes)
    }
}
