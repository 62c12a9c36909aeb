import CVips

/// Decodes a picture downsampled at decode time to the pixel size it is shown at.
///
/// JPEGs go through TurboJPEG (`TurboJPEGDecoder`: DCT scaling, then an area average to the
/// exact size). Everything else, and CMYK JPEGs, through libvips' `vips_thumbnail`:
/// shrink-on-load where the format has it (WebP's scaled decoding, HEIC's thumbnail when big
/// enough), then an area (box) shrink and a Lanczos-3 reduction to the exact target. Never
/// nearest-neighbour; the EXIF orientation applied; a truncated file reported as an error.
/// Safe to call from any thread; each call decodes on the calling thread.
public enum PictureDecoder {
    /// Decodes the picture at `path` to exactly `pixelWidth × pixelHeight`, or to the
    /// picture's own size where that is smaller on an axis (it never upsamples). Callers keep
    /// the aspect ratio by asking for `ImageContentMode.decodePixelSize(…)`. The header is read
    /// first, so a picture over `PictureBudget` is refused before any pixels are allocated.
    public static func decode(path: String, pixelWidth: Int, pixelHeight: Int) throws(PictureError) -> RGBAImage {
        let header = try PictureHeader.read(path: path)
        let width = max(1, min(pixelWidth, header.pixelWidth)), height = max(1, min(pixelHeight, header.pixelHeight))
        if header.format == .jpeg,
           let picture = try TurboJPEGDecoder.decode(path: path, header: header, pixelWidth: width, pixelHeight: height) {
            return picture
        }
        VipsRuntime.start()
        var thumbnail: UnsafeMutablePointer<VipsImage>?
        guard cvips_thumbnail_exact(path, &thumbnail, Int32(width), Int32(height)) == 0, let thumbnail else {
            VipsRuntime.release(thumbnail)
            throw failure(path: path, format: header.format)
        }
        defer { VipsRuntime.release(thumbnail) }
        return try rgba(thumbnail, path: path, format: header.format)
    }

    /// Decodes the whole picture at its own size (no downsampling), EXIF orientation applied.
    public static func decodeFullSize(path: String) throws(PictureError) -> RGBAImage {
        let header = try PictureHeader.read(path: path)
        return try decode(path: path, pixelWidth: header.pixelWidth, pixelHeight: header.pixelHeight)
    }

    /// The image's pixels as 8-bit sRGB RGBA, which vips computes now into the picture's array.
    static func rgba(_ image: UnsafeMutablePointer<VipsImage>, path: String,
                     format: PictureFormat) throws(PictureError) -> RGBAImage {
        var owned: [UnsafeMutablePointer<VipsImage>] = []
        defer { owned.forEach { VipsRuntime.release($0) } }
        var current = image
        // The profile the file carries, for converting its colours to sRGB at the end.
        let profile = cvips_image_get_interpretation(image) == VIPS_INTERPRETATION_sRGB ? EmbeddedColourProfile.attached(to: image) : nil
        /// Runs one vips step on `current`, keeping its output.
        func step(_ operation: (UnsafeMutablePointer<VipsImage>, UnsafeMutablePointer<UnsafeMutablePointer<VipsImage>?>) -> Int32) throws(PictureError) {
            var output: UnsafeMutablePointer<VipsImage>?
            guard operation(current, &output) == 0, let output else {
                VipsRuntime.release(output)
                throw failure(path: path, format: format)
            }
            owned.append(output)
            current = output
        }
        if cvips_image_get_interpretation(current) != VIPS_INTERPRETATION_sRGB {
            try step { cvips_to_srgb($0, $1) }
        }
        if cvips_image_get_format(current) != VIPS_FORMAT_UCHAR { try step { cvips_cast_uchar($0, $1) } }
        if cvips_image_get_bands(current) < 3 { try step { cvips_grey_to_srgb($0, $1) } } // grey tagged as sRGB
        let bands = Int(cvips_image_get_bands(current))
        if bands == 3 { try step { cvips_add_opaque_alpha($0, $1) } }
        if bands > 4 { try step { cvips_first_bands($0, $1, 4) } }
        let width = Int(cvips_image_get_width(current)), height = Int(cvips_image_get_height(current))
        guard cvips_image_get_bands(current) == 4, cvips_image_get_format(current) == VIPS_FORMAT_UCHAR else {
            throw .damaged(path: path, reason: "could not convert to RGBA")
        }
        // vips computes the pixels straight into the array's storage (no second copy).
        let count = width * height * 4
        var written = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = 0
            guard let target = cvips_image_new_from_memory(buffer.baseAddress, count, Int32(width), Int32(height), 4,
                                                          VIPS_FORMAT_UCHAR) else { return }
            defer { VipsRuntime.release(target) }
            guard cvips_image_write(current, target) == 0 else { return }
            initialized = count
            written = true
        }
        guard written else { throw failure(path: path, format: format) }
        var picture = RGBAImage(width: width, height: height, bytes: bytes)
        if let profile { ColourConversion.toSRGB(&picture, from: profile) }
        return picture
    }

    /// The `PictureError` for a failed vips call on the file: truncation when the file's own
    /// structure says it ends early, otherwise damage, with vips' message about this file.
    static func failure(path: String, format: PictureFormat) -> PictureError {
        let message = VipsRuntime.takeErrorLine(about: path)
        if PictureTruncation.isTruncated(path: path, format: format) { return .truncated(path: path) }
        return .damaged(path: path, reason: message)
    }
}
