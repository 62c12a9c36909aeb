/// A PNG a few hundred bytes long whose header declares a picture of any size: 1-bit grey,
/// a valid IHDR, one IDAT holding only the first row's worth of zeros, and IEND, every chunk
/// with its CRC. Any reader that trusts the header allocates the whole picture before it
/// finds the data short; one that checks the header against a budget refuses it at once.
public enum HugePNGHeader {
    /// The file's bytes for a `width × height` picture.
    public static func bytes(width: UInt32, height: UInt32) -> [UInt8] {
        let header = PNGBytes.bigEndian(width) + PNGBytes.bigEndian(height) + [1, 0, 0, 0, 0] // 1-bit grey, no interlace
        // zlib, one stored (uncompressed) block: the filter byte and 16 bytes of zeros.
        return PNGBytes.file(header: header, data: PNGBytes.zlibStored([UInt8](repeating: 0, count: 17)))
    }
}
