import CExif
import CTurboJPEG

/// A JPEG's stored size (TurboJPEG parses the markers up to the frame header) and its EXIF
/// orientation (libexif finds and parses the APP1 segment), from the file's first bytes alone:
/// several times quicker than opening the file with libvips, which matters for 2,000 headers.
enum JPEGHeaderReader {
    /// How many leading bytes of a JPEG are read: enough for the EXIF segment (at most 64 KiB)
    /// and the frame header after it in all but unusual files (those go to libvips instead).
    static let prefixLength = 96 * 1024

    /// The stored width and height and the orientation (1–8, 1 when absent), or nil when the
    /// frame header is not within `prefix`.
    static func read(prefix: [UInt8]) -> (width: Int, height: Int, orientation: Int)? {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let status = prefix.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt($0.count), &width, &height, &subsampling, &colorspace)
        }
        guard status == 0, width > 0, height > 0 else { return nil }
        return (Int(width), Int(height), orientation(prefix))
    }

    /// The EXIF orientation in the JPEG's first bytes (libexif walks the markers to APP1).
    private static func orientation(_ prefix: [UInt8]) -> Int {
        let data = prefix.withUnsafeBufferPointer { exif_data_new_from_data($0.baseAddress, UInt32($0.count)) }
        guard let data else { return 1 }
        defer { exif_data_unref(data) }
        return orientation(of: data)
    }

    /// The orientation (1–8, 1 when absent or out of range) of parsed EXIF data.
    static func orientation(of data: UnsafeMutablePointer<ExifData>) -> Int {
        guard let entry = exif_content_get_entry(data.pointee.ifd.0, EXIF_TAG_ORIENTATION),
              entry.pointee.format == EXIF_FORMAT_SHORT, entry.pointee.components >= 1, let value = entry.pointee.data
        else { return 1 }
        let orientation = Int(exif_get_short(value, exif_data_get_byte_order(data)))
        return (1...8).contains(orientation) ? orientation : 1
    }
}
