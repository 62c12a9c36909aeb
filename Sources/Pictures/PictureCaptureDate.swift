import CExif
import Foundation

/// When a photo was taken: its EXIF `DateTimeOriginal` ("YYYY:MM:DD HH:MM:SS", as cameras and
/// phones write it), read by libexif from the file's first bytes without decoding anything.
public enum PictureCaptureDate {
    /// How many leading bytes are read: the EXIF segment is at most 64 KiB and comes first.
    static let prefixLength = 72 * 1024

    /// The capture date as written ("2024:05:01 09:30:00", which sorts as text in time order), or
    /// nil when the file has none (a PNG, a picture without EXIF, an unreadable file).
    public static func read(path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let prefix = try? handle.read(upToCount: prefixLength), !prefix.isEmpty else { return nil }
        return read(bytes: [UInt8](prefix))
    }

    /// The capture date in a file's first bytes, if they hold one.
    public static func read(bytes: [UInt8]) -> String? {
        // libexif looks for the APP1 segment of a JPEG; anything else has no EXIF it can find.
        guard bytes.count > 3, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        let data = bytes.withUnsafeBufferPointer { exif_data_new_from_data($0.baseAddress, UInt32($0.count)) }
        guard let data else { return nil }
        defer { exif_data_unref(data) }
        guard let entry = exif_content_get_entry(data.pointee.ifd.2, EXIF_TAG_DATE_TIME_ORIGINAL),
              entry.pointee.format == EXIF_FORMAT_ASCII, entry.pointee.components >= 19, let value = entry.pointee.data
        else { return nil }
        let text = String(decoding: UnsafeBufferPointer(start: value, count: 19), as: UTF8.self)
        // "0000:00:00 00:00:00" and blanks mean "unknown" in EXIF.
        guard text.first?.isNumber == true, !text.hasPrefix("0000") else { return nil }
        return text
    }
}
