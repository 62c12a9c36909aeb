import AppSupport
import CollectionLayout
import Foundation
import Playground
import Rendering
import SceneFormat
import Typography

/// The picture workloads that go through scenes (issue 33): a 1280 × 800 software frame of 24
/// photo cards with their pictures decoded (`frame.render.photos`, its peer the built-in scene's
/// frame drawn in turn with it, `frame.render.default.beside-photos`), and a scene of 2,000 pictures opened to its first
/// laid-out frame — headers read, nothing decoded (`scene.open.images.2k`).
@MainActor
struct PictureSceneWorkloads {
    var runs: Int
    var fonts: FontLibrary

    /// Every workload's result whose name passes `filter`.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        if filter("frame.render.photos") { results += try photosFrame() }
        if filter("scene.open.images.2k") { results.append(try openImages()) }
        return results
    }

    /// The bundled photographs (every picture under `Assets/images/photos`), by path.
    static func bundledPhotos() throws -> [String] {
        let folder = URL(fileURLWithPath: try ResourceLocator.builtInScenePath("mosaic-scene.json"))
            .deletingLastPathComponent().appendingPathComponent("images/photos")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.sorted()
        guard !names.isEmpty else { throw PlaygroundError("no photos in \(folder.path)") }
        return names.map { folder.appendingPathComponent($0).path }
    }

    /// Scene JSON of `paths` as photo cards in a flow of 200 × 190 cards.
    static func sceneText(_ paths: [String]) -> String {
        let items = paths.enumerated().map { index, path in
            ##"{"id": "p\##(index)", "title": "Photo \##(index)", "image": "\##(path)", "color": "#5B6C9A"}"##
        }
        return """
        {"cardStyle": "photo", "layout": {"kind": "flow", "itemSize": {"width": 200, "height": 190},
          "minimumInteritemSpacing": 10, "minimumLineSpacing": 10, "sectionInset": {"top": 8, "left": 10, "bottom": 8, "right": 10}},
         "sections": [{"items": [\(items.joined(separator: ", "))]}]}
        """
    }

    /// Milliseconds to draw a frame of 24 photo cards (every picture decoded and composed first),
    /// interleaved run by run with the built-in scene's frame (`frame.render.default.beside-photos`,
    /// its peer), so that the machine's drift touches both alike.
    private func photosFrame() throws -> [BenchmarkResult] {
        let photos = try Self.bundledPhotos()
        let paths = (0..<24).map { photos[$0 % photos.count] }
        let scene = try SceneDecoder.decode(Self.sceneText(paths), file: "photos.json")
        let model = try PlaygroundModel(scene: scene, fonts: fonts, windowSize: Size(width: 1280, height: 800))
        let peer = try PlaygroundModel(scene: try SceneDecoder.load(path: try ResourceLocator.defaultScenePath()), fonts: fonts,
                                       windowSize: Size(width: 1280, height: 800))
        let canvas = try OffscreenCanvas(pixelWidth: 1280, pixelHeight: 800, fonts: fonts)
        model.settlePictures()
        _ = canvas.render(model.drawList(), scale: 1)
        _ = canvas.render(peer.drawList(), scale: 1)
        var photosSamples: [Double] = [], peerSamples: [Double] = []
        for _ in 0..<runs {
            photosSamples.append(Stopwatch.seconds { _ = canvas.render(model.drawList(), scale: 1) } * 1000)
            peerSamples.append(Stopwatch.seconds { _ = canvas.render(peer.drawList(), scale: 1) } * 1000)
        }
        return [BenchmarkResult(name: "frame.render.photos", unit: "ms", samples: photosSamples),
                BenchmarkResult(name: "frame.render.default.beside-photos", unit: "ms", samples: peerSamples)]
    }

    /// Milliseconds from a scene of 2,000 pictures (files of their own, copies of the bundled
    /// photos) to its first laid-out frame: the scene read, every header read, laid out, drawn
    /// with the placeholders (no decode waited for).
    private func openImages() throws -> BenchmarkResult {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("playground-bench-images-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let photos = try Self.bundledPhotos()
        let paths = try (0..<2_000).map { index -> String in
            let source = photos[index % photos.count]
            let path = folder.appendingPathComponent(String(format: "photo-%04d.", index) + (source as NSString).pathExtension).path
            try FileManager.default.copyItem(atPath: source, toPath: path)
            return path
        }
        let text = Self.sceneText(paths)
        var failure: (any Error)?
        let samples = (0..<max(1, runs)).map { _ in
            Stopwatch.seconds {
                do {
                    let scene = try SceneDecoder.decode(text, file: "images.json")
                    let model = try PlaygroundModel(scene: scene, fonts: fonts, windowSize: Size(width: 1280, height: 800))
                    _ = model.drawList()
                } catch {
                    failure = error
                }
            } * 1000
        }
        if let failure { throw failure }
        return BenchmarkResult(name: "scene.open.images.2k", unit: "ms", samples: samples)
    }
}
