/// The picture budget: the most pixels a picture may have for the Pictures module to decode it.
public enum PictureBudget {
    /// 100 megapixels (a 12,000 × 8,000 panorama fits; 400 MB as RGBA before downsampling
    /// would be the worst a decoder might touch). A picture whose header says more is refused
    /// from its header, before any pixel memory is allocated.
    public static let maximumPixelCount = 100_000_000

    /// Throws `PictureError.overBudget` when `width × height` is over `maximumPixelCount`.
    public static func check(pixelWidth: Int, pixelHeight: Int, path: String) throws(PictureError) {
        let (count, overflow) = pixelWidth.multipliedReportingOverflow(by: pixelHeight)
        if overflow || count > maximumPixelCount {
            throw .overBudget(path: path, pixelWidth: pixelWidth, pixelHeight: pixelHeight, limit: maximumPixelCount)
        }
    }
}
