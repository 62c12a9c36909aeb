import AppSupport
import CollectionLayout
import Foundation
import OwnContent
import Playground
#if canImport(Glibc)
import Glibc
#endif
import Typography

/// The own-content workloads of issue 34, on a folder of 2,000 12-megapixel JPEGs (links to one
/// photo the bench writes, or to `--image FILE`): `scene.open.folder.2k`, the folder to its first
/// laid-out frame (read, sorted, every header read; nothing decoded), and `scroll.photos.2k`,
/// scrolling through it a screen a frame while the pictures decode on the other core — each
/// frame's time, with `peakRSSMiB` (the process's peak resident memory over the scroll) and
/// `framesWaited` (frames in which the main thread waited on a decode: a late picture shows its
/// placeholder instead).
@MainActor
struct OwnContentWorkloads {
    var runs: Int
    var fonts: FontLibrary
    var imagePath: String?

    /// How many pictures the folder holds.
    static let pictureCount = 2_000

    /// Every workload's result whose name passes `filter`.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        guard filter("scene.open.folder.2k") || filter("scroll.photos.2k") else { return [] }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("playground-bench-folder-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = try imagePath ?? PictureWorkloads.makePhoto(in: folder.appendingPathComponent("source"))
        let pictures = folder.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: pictures, withIntermediateDirectories: true)
        for index in 0..<Self.pictureCount {
            let target = pictures.appendingPathComponent(String(format: "photo-%04d.jpg", index)).path
            // A hard link a picture (the same file 2,000 times, as far as the disk goes); a copy where links fail.
            if Glibc.link(photo, target) != 0 { try FileManager.default.copyItem(atPath: photo, toPath: target) }
        }
        var results: [BenchmarkResult] = []
        if filter("scene.open.folder.2k") { results.append(try openFolder(pictures.path)) }
        if filter("scroll.photos.2k") { results.append(try scrollPhotos(pictures.path)) }
        return results
    }

    /// The folder's scene, laid out in a 1280 × 800 window.
    private func model(_ path: String) throws -> PlaygroundModel {
        let scene = try OwnContentScene.scene(try PictureFolder.read(path: path))
        return try PlaygroundModel(scene: scene, fonts: fonts, windowSize: Size(width: 1280, height: 800))
    }

    /// Milliseconds from the folder to its first laid-out frame (drawn with the placeholders).
    private func openFolder(_ path: String) throws -> BenchmarkResult {
        var failure: (any Error)?
        let samples = (0..<max(1, runs)).map { _ in
            Stopwatch.seconds {
                do { _ = try model(path).drawList() } catch { failure = error }
            } * 1000
        }
        if let failure { throw failure }
        return BenchmarkResult(name: "scene.open.folder.2k", unit: "ms", samples: samples)
    }

    /// Milliseconds a frame while scrolling the whole folder a screen a frame, as the window does
    /// a frame: arrivals taken, the frame drawn, decodes for cells gone cancelled.
    private func scrollPhotos(_ path: String) throws -> BenchmarkResult {
        let model = try self.model(path)
        ResidentMemory.resetPeak()
        let waitsBefore = model.pictureWaitCount
        var samples: [Double] = []
        var offset = 0.0
        let end = model.collectionView.maximumContentOffset.y
        while offset < end {
            offset = min(end, offset + model.collectionView.viewportSize.height)
            samples.append(Stopwatch.seconds {
                model.collectionView.setContentOffset(Point(x: 0, y: offset))
                _ = model.takePictureArrivals()
                _ = model.drawList()
                model.endPictureFrame()
            } * 1000)
            model.advance(by: 1.0 / 60)
        }
        var result = BenchmarkResult(name: "scroll.photos.2k", unit: "ms", samples: samples)
        result.extras = [("peakRSSMiB", ResidentMemory.peakMegabytes()),
                         ("framesWaited", Double(model.pictureWaitCount - waitsBefore))]
        return result
    }
}
