import CVips

/// The ICC colour profile a picture carries, if any: a JPEG's `APP2 ICC_PROFILE` segments
/// (split across segments by sequence number, as ICC.1 Annex B says), or the profile libvips
/// read with the other formats (PNG's `iCCP`, WebP's `ICCP`, HEIC's `colr`).
enum EmbeddedColourProfile {
    /// The profile in a JPEG file's bytes, from the segments before the scan; nil when there is
    /// none or its pieces do not add up.
    static func jpeg(in file: [UInt8]) -> [UInt8]? {
        guard file.count > 4, file[0] == 0xFF, file[1] == 0xD8 else { return nil }
        let signature = Array("ICC_PROFILE".utf8) + [0]
        var pieces: [(sequence: Int, bytes: ArraySlice<UInt8>)] = []
        var count = 0
        var position = 2
        while position + 4 <= file.count, file[position] == 0xFF {
            let marker = file[position + 1]
            if marker == 0xDA || marker == 0xD9 { break } // the scan (or the end) begins: no more headers
            if marker == 0xFF || (0xD0...0xD7).contains(marker) || marker == 0x01 { position += marker == 0xFF ? 1 : 2; continue }
            let length = Int(file[position + 2]) << 8 | Int(file[position + 3])
            guard length >= 2, position + 2 + length <= file.count else { break }
            let data = file[(position + 4)..<(position + 2 + length)]
            if marker == 0xE2, data.count > signature.count + 2, data.prefix(signature.count).elementsEqual(signature) {
                let start = data.startIndex + signature.count
                pieces.append((Int(data[start]), data[(start + 2)...]))
                count = Int(data[start + 1])
            }
            position += 2 + length
        }
        guard !pieces.isEmpty, pieces.count == count else { return nil }
        return pieces.sorted { $0.sequence < $1.sequence }.flatMap(\.bytes)
    }

    /// The profile libvips attached to an image it loaded (nil: none).
    static func attached(to image: UnsafeMutablePointer<VipsImage>) -> [UInt8]? {
        guard cvips_image_get_typeof(image, "icc-profile-data") != 0 else { return nil }
        var data: UnsafeRawPointer?
        var length = 0
        guard cvips_image_get_blob(image, "icc-profile-data", &data, &length) == 0, let data, length > 0 else { return nil }
        return Array(UnsafeRawBufferPointer(start: data, count: length))
    }
}
