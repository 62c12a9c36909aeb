import AppSupport
import CVips
import Foundation
import Pictures
import Playground

/// The picture workloads of issue 33: a 12-megapixel JPEG decoded for a 300-point cell at 2×
/// by our decoder beside libvips' own `vips_thumbnail` on the same file and target (runs
/// interleaved, so the machine's drift touches both alike), and 2,000 headers read. Both
/// thumbnailers run with the vips settings `VipsRuntime` makes (one vips thread per decode).
struct PictureWorkloads {
    var runs: Int
    /// The picture to use instead of the made-up 4000 × 3000 photo (`bench --image FILE`).
    var imagePath: String?

    /// The cell the thumbnail is for: 300 points square, at 2×, aspect fill.
    static let cell = PictureSize(width: 300, height: 300)

    /// Every picture workload's result whose name passes `filter`.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        let names = ["image.thumbnail.12mp", "vips.thumbnail.12mp", "image.header.2k"]
        guard names.contains(where: filter) else { return [] }
        guard VipsRuntime.start() else { throw PlaygroundError("libvips could not start") }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("playground-bench-pictures-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try imagePath ?? Self.makePhoto(in: folder)
        let header: PictureHeader
        do { header = try PictureHeader.read(path: path) } catch { throw PlaygroundError(error.description) }
        let target = ImageContentMode.scaleAspectFill.decodePixelSize(header: header, cell: Self.cell, displayScale: 2)

        var results: [BenchmarkResult] = []
        var failure: PictureError?
        let ours: () -> Void = {
            do throws(PictureError) {
                _ = try PictureDecoder.decode(path: path, pixelWidth: target.width, pixelHeight: target.height)
            }
            catch { failure = error }
        }
        let peer: () -> Void = { Self.vipsThumbnail(path: path, width: target.width, height: target.height) }
        // The peer always runs beside our decoder (`--filter image` shows both), and alone when
        // only it is asked for.
        if filter("image.thumbnail.12mp") {
            results += interleavedTimes([("image.thumbnail.12mp", ours), ("vips.thumbnail.12mp", peer)])
        } else if filter("vips.thumbnail.12mp") {
            results += interleavedTimes([("vips.thumbnail.12mp", peer)])
        }
        if let failure { throw PlaygroundError(failure.description) }
        if filter("image.header.2k") {
            results += interleavedTimes([("image.header.2k", {
                for _ in 0..<2_000 { _ = try? PictureHeader.read(path: path) }
            })])
        }
        return results
    }

    /// libvips' thumbnailer as its documentation shows it: fit inside width × height, then the
    /// pixels computed into memory (vips is lazy; without this nothing would be decoded).
    static func vipsThumbnail(path: String, width: Int, height: Int) {
        var image: UnsafeMutablePointer<VipsImage>?
        guard cvips_thumbnail_within(path, &image, Int32(width), Int32(height)) == 0, let image else { return }
        defer { g_object_unref(image) }
        var size = 0
        if let memory = cvips_image_write_to_memory(image, &size) { g_free(memory) }
    }

    /// Milliseconds per run of each workload over `runs` rounds, each round running every
    /// workload once in turn (after one warm-up round).
    private func interleavedTimes(_ workloads: [(name: String, work: () -> Void)]) -> [BenchmarkResult] {
        for workload in workloads { workload.work() }
        var samples = [[Double]](repeating: [], count: workloads.count)
        for _ in 0..<runs {
            for (index, workload) in workloads.enumerated() {
                samples[index].append(Stopwatch.seconds(workload.work) * 1000)
            }
        }
        return workloads.indices.map { BenchmarkResult(name: workloads[$0].name, unit: "ms", samples: samples[$0]) }
    }

    /// Writes a 4000 × 3000 photo-like JPEG at quality 90 into `folder` and returns its path:
    /// soft gradients and shapes under fine, deterministic grain, so that it compresses as a
    /// photo does (a few megabytes), not as a flat gradient would.
    static func makePhoto(in folder: URL) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let width = 4000, height = 3000
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for y in 0..<height {
            let v = Double(y) / Double(height)
            for x in 0..<width {
                let u = Double(x) / Double(width)
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let grain = Double(Int(seed >> 59)) - 16 // −16 … 15
                let ripple = 30 * sin(u * 37 + 9 * sin(v * 11)) * cos(v * 23 + 5 * u)
                let index = (y * width + x) * 3
                pixels[index] = clamp(70 + 120 * u + ripple + grain)
                pixels[index + 1] = clamp(90 + 80 * v - ripple / 2 + grain)
                pixels[index + 2] = clamp(150 - 90 * v + 40 * sin(u * 7) + grain)
            }
        }
        let path = folder.appendingPathComponent("photo-4000x3000.jpg").path
        let saved = pixels.withUnsafeBytes { bytes -> Bool in
            guard let image = cvips_image_new_from_memory(bytes.baseAddress, bytes.count, Int32(width), Int32(height), 3,
                                                         VIPS_FORMAT_UCHAR) else { return false }
            defer { g_object_unref(image) }
            return cvips_jpegsave(image, path, 90) == 0
        }
        guard saved else { throw PlaygroundError("could not write the benchmark's photo to \(path)") }
        return path
    }

    private static func clamp(_ value: Double) -> UInt8 { UInt8(max(0, min(255, value))) }
}
