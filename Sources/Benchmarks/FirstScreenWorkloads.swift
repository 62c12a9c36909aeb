import AppSupport
import CollectionLayout
import CVips
import Foundation
import OwnContent
import Pictures
import Playground
import Rendering
import Spawning
import Typography

/// The first-screen workloads of issue 52, on a folder of 40 pictures of 2,000–6,000 pixels,
/// JPEG and PNG in turn (made by the bench; `--images DIR` for any folder):
/// `image.firstScreen.folder`, milliseconds from opening the folder as a scene (headers read,
/// laid out in a 1280 × 800 window, the thumbnail cache in an empty folder of its own) to every
/// picture of the first screen decoded and drawn, frames drawn as pictures arrive as the window
/// does; `image.firstScreen.folder.warm`, the same with the thumbnails written by an earlier
/// opening (a fresh model: nothing in memory); and the peer `image.firstScreen.folder.vipsthumbnail`,
/// the `vipsthumbnail` command making the same pictures' thumbnails at the same bucket size, as
/// PNG files, in one process per core. Pictures show their EXIF thumbnails first, as in the
/// window; `image.firstScreen.folder.noPreviews` is the cold opening without them, run by run
/// beside it, for what the previews cost.
@MainActor
struct FirstScreenWorkloads {
    var runs: Int
    var fonts: FontLibrary
    /// The folder to open instead of the made-up one (`bench --images DIR`).
    var imagesDirectory: String?

    /// How many pictures the made-up folder holds.
    static let pictureCount = 40
    /// The window the folder opens in.
    static let windowSize = Size(width: 1280, height: 800)
    /// Where `vipsthumbnail` is (package libvips-tools).
    static let vipsthumbnailPath = "/usr/bin/vipsthumbnail"

    /// Every workload's result whose name passes `filter`.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        let cold = "image.firstScreen.folder", warm = cold + ".warm", peer = cold + ".vipsthumbnail"
        let noPreviews = cold + ".noPreviews"
        guard [cold, warm, peer, noPreviews].contains(where: filter) else { return [] }
        guard VipsRuntime.start() else { throw PlaygroundError("libvips could not start") }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("playground-bench-first-screen-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = try imagesDirectory ?? Self.makeFolder(in: scratch.appendingPathComponent("pictures"))
        var results: [BenchmarkResult] = []
        var coldSamples: [Double] = [], warmSamples: [Double] = [], peerSamples: [Double] = [], noPreviewSamples: [Double] = []
        // Warm-up: the files in the page cache, the code paged in; its thumbnails are the warm runs' cache.
        let warmCache = scratch.appendingPathComponent("warm-cache").path
        let firstScreen = try openToFirstScreen(folder, cacheHome: warmCache).keys
        let bucket = ThumbnailBucket.covering(pixelWidth: firstScreen.map(\.pixelWidth).max() ?? 1,
                                              pixelHeight: firstScreen.map(\.pixelHeight).max() ?? 1) ?? .xxLarge
        let peerRuns = filter(peer) || filter(cold) ? FileManager.default.isExecutableFile(atPath: Self.vipsthumbnailPath) : false
        if filter(peer) || filter(cold), !peerRuns {
            TerminalLine.writeToStandardError("warning: \(Self.vipsthumbnailPath) is missing (apt install libvips-tools): no \(peer)")
        }
        // Interleaved run by run, so that the machine's drift touches all alike.
        for run in 0..<runs {
            if filter(cold) {
                let home = scratch.appendingPathComponent("cold-\(run)").path
                coldSamples.append(try openToFirstScreen(folder, cacheHome: home).milliseconds)
                try? FileManager.default.removeItem(atPath: home)
            }
            if filter(noPreviews) {
                let home = scratch.appendingPathComponent("cold-plain-\(run)").path
                noPreviewSamples.append(try openToFirstScreen(folder, cacheHome: home, previews: false).milliseconds)
                try? FileManager.default.removeItem(atPath: home)
            }
            if filter(warm) { warmSamples.append(try openToFirstScreen(folder, cacheHome: warmCache).milliseconds) }
            if peerRuns {
                let output = scratch.appendingPathComponent("vipsthumbnail-\(run)")
                peerSamples.append(try Self.vipsthumbnail(Set(firstScreen.map(\.path)).sorted(), size: bucket.pixelSize, into: output.path))
                try? FileManager.default.removeItem(at: output)
            }
        }
        for (name, samples) in [(cold, coldSamples), (noPreviews, noPreviewSamples), (warm, warmSamples), (peer, peerSamples)]
        where !samples.isEmpty {
            var result = BenchmarkResult(name: name, unit: "ms", samples: samples)
            result.extras = [("pictures", Double(firstScreen.count)), ("bucket", Double(bucket.pixelSize))]
            results.append(result)
        }
        return results
    }

    /// Opens `folder` as the window would, with the thumbnail cache under `cacheHome` (as
    /// `$XDG_CACHE_HOME`), previews on as in the window unless `previews` is false, and draws
    /// frames as pictures arrive until every picture of the first screen is decoded and drawn:
    /// the milliseconds that took and the first screen's decodes.
    /// Afterwards (not timed) every decode asked for is waited for and every thumbnail written,
    /// so that nothing of this run spills into the next.
    private func openToFirstScreen(_ folder: String, cacheHome: String,
                                   previews: Bool = true) throws -> (milliseconds: Double, keys: [PictureKey]) {
        let cache = ThumbnailCache.standard(environment: ["XDG_CACHE_HOME": cacheHome])
        let canvas = try OffscreenCanvas(pixelWidth: Int(Self.windowSize.width), pixelHeight: Int(Self.windowSize.height), fonts: fonts)
        var frame = RGBAImage(width: Int(Self.windowSize.width), height: Int(Self.windowSize.height))
        var model: PlaygroundModel?
        let seconds = try Stopwatch.seconds {
            let scene = try OwnContentScene.scene(try OwnContent.read(.folder(folder)))
            let opened = try PlaygroundModel(scene: scene, fonts: fonts, windowSize: Self.windowSize)
            opened.useThumbnails(cache)
            opened.usePicturePreviews(previews)
            model = opened
            canvas.render(opened.drawList(), scale: 1, into: &frame)
            while opened.picturesPendingOnScreen > 0 {
                if opened.takePictureArrivals() {
                    canvas.render(opened.drawList(), scale: 1, into: &frame)
                    opened.endPictureFrame()
                } else {
                    Thread.sleep(forTimeInterval: 0.001)
                }
            }
            _ = opened.takePictureArrivals()
            canvas.render(opened.drawList(), scale: 1, into: &frame)
        }
        guard let model else { throw PlaygroundError("the folder did not open") }
        let keys = Array(model.pictureKeysOnScreen)
        model.settlePictures()
        cache?.waitForWrites()
        return (seconds * 1000, keys)
    }

    /// Milliseconds for `vipsthumbnail` to make `size`-pixel PNG thumbnails of `paths` into
    /// `folder`, the paths dealt out to one process per core.
    static func vipsthumbnail(_ paths: [String], size: Int, into folder: String) throws -> Double {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let shares = (0..<cores).map { core in stride(from: core, to: paths.count, by: cores).map { paths[$0] } }.filter { !$0.isEmpty }
        var failure: (any Error)?
        let seconds = Stopwatch.seconds {
            do {
                let children = try shares.map { share in
                    try ChildProcess.launch(vipsthumbnailPath, arguments: ["-s", String(size), "-o", folder + "/%s.png"] + share,
                                            output: .discarded, errors: .discarded)
                }
                for child in children where child.wait() != .exited(0) {
                    throw PlaygroundError("vipsthumbnail failed on the benchmark's folder")
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        return seconds * 1000
    }

    /// Writes the made-up folder: 40 pictures whose longer side runs from 2,000 to 6,000 pixels,
    /// landscape and portrait, JPEG (quality 90) and PNG in turn, made from the bench's photo
    /// (`PictureWorkloads.makePhoto`) scaled with vips; returns the folder's path.
    static func makeFolder(in folder: URL) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let photo = try PictureWorkloads.makePhoto(in: folder.deletingLastPathComponent().appendingPathComponent("source"))
        let aspects: [(Int, Int)] = [(3, 2), (4, 3), (16, 9), (2, 3), (1, 1)]
        for index in 0..<pictureCount {
            let long = 2_000 + index * 4_000 / (pictureCount - 1)
            let (across, down) = aspects[index % aspects.count]
            let width = across >= down ? long : long * across / down, height = across >= down ? long * down / across : long
            let isJPEG = index % 2 == 0
            let path = folder.appendingPathComponent(String(format: "picture-%02d.", index) + (isJPEG ? "jpg" : "png")).path
            var image: UnsafeMutablePointer<VipsImage>?
            guard cvips_thumbnail_exact(photo, &image, Int32(width), Int32(height)) == 0, let image else {
                throw PlaygroundError("could not scale the benchmark's photo")
            }
            defer { g_object_unref(image) }
            if isJPEG {
                guard cvips_jpegsave(image, path, 90) == 0 else { throw PlaygroundError("could not write \(path)") }
            } else {
                var buffer: UnsafeMutableRawPointer?
                var length = 0
                guard cvips_pngsave_buffer(image, &buffer, &length, 6) == 0, let buffer else {
                    throw PlaygroundError("could not write \(path)")
                }
                defer { g_free(buffer) }
                try Data(bytes: buffer, count: length).write(to: URL(fileURLWithPath: path))
            }
        }
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent().appendingPathComponent("source"))
        return folder.path
    }
}
