import Rendering
import Typography

/// Drawing workloads: whole frames through the software renderer.
@MainActor
struct RenderWorkloads {
    var runs: Int
    var fonts: FontLibrary

    /// Every render workload's result whose name passes `filter`.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        if filter("frame.render.coverflow") {
            results.append(try frame(name: "frame.render.coverflow", layout: .coverflow))
        }
        if filter("frame.render.default") {
            results.append(try frame(name: "frame.render.default", layout: .flow))
        }
        return results
    }

    /// Milliseconds to draw one 1280×800 frame of the built-in scene in a layout (text caches warm).
    private func frame(name: String, layout: LayoutKind) throws -> BenchmarkResult {
        let scene = try SceneDecoder.load(path: try ResourceLocator.defaultScenePath())
        let model = try PlaygroundModel(scene: scene, fonts: fonts, layout: layout, windowSize: .init(width: 1280, height: 800))
        let canvas = try OffscreenCanvas(pixelWidth: 1280, pixelHeight: 800, fonts: fonts)
        _ = canvas.render(model.drawList(), scale: 1)
        let samples = (0..<runs).map { _ in
            Stopwatch.seconds { _ = canvas.render(model.drawList(), scale: 1) } * 1000
        }
        return BenchmarkResult(name: name, unit: "ms", samples: samples)
    }
}
