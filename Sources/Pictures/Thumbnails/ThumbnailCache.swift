import Foundation

/// The freedesktop thumbnail cache (`$XDG_CACHE_HOME/thumbnails/`, by default
/// `~/.cache/thumbnails/`), shared with file managers and photo apps: a picture wanted at
/// 1024 pixels or less is decoded from a valid thumbnail of a bucket that covers it (anyone's:
/// the URI and modification time match, and the size where given), reduced to the exact size;
/// otherwise from its file, at the covering bucket's size first, which is written as that
/// bucket's thumbnail (in the background, `ThumbnailWriter`) and then reduced. A thumbnail
/// that cannot be read is ignored and one that cannot be written is skipped, without a word.
///
/// Only the window uses it (`run`): headless captures decode every picture from its file, so
/// that they are the same bytes whatever the cache holds.
public final class ThumbnailCache: Sendable {
    /// The `thumbnails` folder.
    public let directory: String
    private let writer = ThumbnailWriter()

    /// A cache in the `thumbnails` folder `directory` (made when first written to).
    public init(directory: String) {
        self.directory = directory
    }

    /// The standard folder: `$XDG_CACHE_HOME/thumbnails` when that is an absolute path,
    /// otherwise `$HOME/.cache/thumbnails`; nil when neither is set.
    public static func standardDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache + "/thumbnails" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return home + "/.cache/thumbnails"
    }

    /// The cache in the standard folder (nil: no folder can be named).
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> ThumbnailCache? {
        standardDirectory(environment: environment).map(ThumbnailCache.init)
    }

    /// Where the thumbnail of `source` in `bucket` is.
    public func path(of source: ThumbnailSource, in bucket: ThumbnailBucket) -> String {
        "\(directory)/\(bucket.folderName)/\(source.fileName)"
    }

    /// The path of a valid thumbnail of `source` large enough for `pixelWidth × pixelHeight`,
    /// from the smallest bucket that covers it up; nil when there is none.
    public func usableThumbnail(of source: ThumbnailSource, pixelWidth: Int, pixelHeight: Int) -> String? {
        guard let covering = ThumbnailBucket.covering(pixelWidth: pixelWidth, pixelHeight: pixelHeight) else { return nil }
        for bucket in ThumbnailBucket.allCases where bucket >= covering {
            let path = path(of: source, in: bucket)
            guard let thumbnail = ThumbnailFile.read(path: path), source.isDescribed(by: thumbnail.text) else { continue }
            // Large enough, or the whole picture (one smaller than the bucket is not enlarged).
            var neededWidth = pixelWidth, neededHeight = pixelHeight
            if let width = thumbnail.text["Thumb::Image::Width"].flatMap({ Int($0) }),
               let height = thumbnail.text["Thumb::Image::Height"].flatMap({ Int($0) }) {
                neededWidth = min(neededWidth, width)
                neededHeight = min(neededHeight, height)
            }
            if thumbnail.pixelWidth >= neededWidth && thumbnail.pixelHeight >= neededHeight { return path }
        }
        return nil
    }

    /// The picture at `path` at `pixelWidth × pixelHeight` (or its own size where smaller, as
    /// `PictureDecoder.decode`), through the cache as the type's summary says.
    public func decode(path: String, pixelWidth: Int, pixelHeight: Int) throws(PictureError) -> RGBAImage {
        guard let bucket = ThumbnailBucket.covering(pixelWidth: pixelWidth, pixelHeight: pixelHeight),
              let source = ThumbnailSource.read(path: path) else {
            return try PictureDecoder.decode(path: path, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        }
        if let thumbnail = usableThumbnail(of: source, pixelWidth: pixelWidth, pixelHeight: pixelHeight),
           let picture = try? PictureDecoder.decode(path: thumbnail, pixelWidth: pixelWidth, pixelHeight: pixelHeight) {
            return picture
        }
        let header = try PictureHeader.read(path: path)
        let width = max(1, min(pixelWidth, header.pixelWidth)), height = max(1, min(pixelHeight, header.pixelHeight))
        let fitted = bucket.thumbnailSize(pixelWidth: header.pixelWidth, pixelHeight: header.pixelHeight)
        // A stretched picture the bucket's thumbnail would not cover on one axis: decoded as it is asked for.
        guard fitted.width >= width, fitted.height >= height else {
            return try PictureDecoder.decode(path: path, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        }
        let large = try PictureDecoder.decode(path: path, pixelWidth: fitted.width, pixelHeight: fitted.height)
        writer.write(large, keys: ThumbnailFile.keys(for: source, originalWidth: header.pixelWidth, originalHeight: header.pixelHeight),
                     to: self.path(of: source, in: bucket))
        guard large.width >= width, large.height >= height else {
            return try PictureDecoder.decode(path: path, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        }
        return RGBAImage(width: width, height: height,
                         bytes: AreaReduction.reduceStraightAlpha(large.bytes, width: large.width, height: large.height,
                                                     targetWidth: width, targetHeight: height))
    }

    /// Blocks until every thumbnail handed to the writer is written (or skipped).
    public func waitForWrites() { writer.waitUntilIdle() }
}
