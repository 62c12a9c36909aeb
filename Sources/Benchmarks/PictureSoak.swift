import AppSupport
import CollectionLayout
import Foundation
import OwnContent
import Playground
import Rendering
import Typography

/// The soak's pictures pass (`soak.pictures`): a folder of 600 pictures (links to the bundled
/// photographs, each its own file) scrolled down and up again, pass after pass, at a speed the
/// decodes keep up with (a quarter screen a frame), the pictures arriving, fading in and being
/// composed as in the window, every tenth frame drawn by the software renderer. The heap and the
/// resident memory are sampled once a pass; after the warm-up the resident memory at the same
/// point of the script stays within 5 % — the picture caches are bounded by bytes.
@MainActor
struct PictureSoak {
    var fonts: FontLibrary
    /// Passes to play (each down to the end and back).
    var passes = 12

    /// The workloads' names: the resident memory sampled once a pass, and its growth between
    /// consecutive passes after the first two, in percent.
    static let names = ["soak.pictures.rss", "soak.pictures.rss.growth"]

    /// The pass's results when `filter` names one of them; nothing otherwise.
    func results(filter: String?) throws -> [BenchmarkResult] {
        guard let filter, Self.names.contains(where: { $0.contains(filter) }) else { return [] }
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("playground-soak-pictures-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let photos = try PictureSceneWorkloads.bundledPhotos()
        for index in 0..<600 {
            let source = photos[index % photos.count]
            let target = folder.appendingPathComponent(String(format: "photo-%04d.", index) + (source as NSString).pathExtension).path
            try FileManager.default.copyItem(atPath: source, toPath: target)
        }
        let scene = try OwnContentScene.scene(try PictureFolder.read(path: folder.path))
        let model = try PlaygroundModel(scene: scene, fonts: fonts, windowSize: Size(width: 1024, height: 768))
        let canvas = try OffscreenCanvas(pixelWidth: 1024, pixelHeight: 768, fonts: fonts)
        var samples: [Double] = []
        var frame = 0
        for _ in 0..<passes {
            let end = model.collectionView.maximumContentOffset.y
            let step = model.collectionView.viewportSize.height / 4
            for direction in [1.0, -1.0] {
                var offset = direction > 0 ? 0 : end
                while direction > 0 ? offset < end : offset > 0 {
                    offset = min(end, max(0, offset + direction * step))
                    model.collectionView.setContentOffset(Point(x: 0, y: offset))
                    model.advance(by: 1.0 / 60)
                    _ = model.takePictureArrivals()
                    let list = model.drawList()
                    model.endPictureFrame()
                    if frame % 10 == 0 { _ = canvas.render(list, scale: 1) }
                    frame += 1
                    // The decodes keep up with a hand's scrolling: a frame's worth of waiting for them.
                    Thread.sleep(forTimeInterval: 1.0 / 60)
                }
            }
            samples.append(ResidentMemory.currentMegabytes())
        }
        let growths = zip(samples.dropFirst(2), samples.dropFirst(3)).map { ($1 - $0) / $0 * 100 }
        return [BenchmarkResult(name: Self.names[0], unit: "MiB", samples: samples),
                BenchmarkResult(name: Self.names[1], unit: "%", samples: growths)].filter { $0.name.contains(filter) }
    }
}
