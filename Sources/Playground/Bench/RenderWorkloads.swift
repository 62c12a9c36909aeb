import CollectionLayout
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
        if filter("frame.render.2k") {
            results.append(try frame(name: "frame.render.2k", layout: .flow, scene: Self.smallCellsScene()))
        }
        if filter("category.switch.10k") {
            results += try categorySwitch()
        }
        return results
    }

    /// 2,500 small swatches, about 2,000 of them on a 1280×800 screen.
    static func smallCellsScene() -> Scene {
        let items = (0..<2_500).map { SceneItem(id: "swatch-\($0)", color: .init(hex: UInt32(0x2A9D8F + $0 * 0x010203 % 0xFFFFFF))) }
        var layout = SceneLayout()
        layout.metrics.itemSize = Size(width: 22, height: 22)
        layout.metrics.minimumInteritemSpacing = 4
        layout.metrics.minimumLineSpacing = 4
        return Scene(name: "Swatches", viewport: Size(width: 1280, height: 800), contentSizeCategory: .L, layout: layout,
                     sections: [SceneSection(id: "s0", items: items)])
    }

    /// 10,000 self-sizing cards with the built-in scene's texts.
    static func manyCardsScene() throws -> Scene {
        let base = try SceneDecoder.load(path: try ResourceLocator.defaultScenePath())
        let texts = base.sections.flatMap(\.items)
        let items = (0..<10_000).map { index -> SceneItem in
            var item = texts[index % texts.count]
            item.id = "card-\(index)"
            return item
        }
        return Scene(name: "Cards", viewport: Size(width: 1280, height: 800), contentSizeCategory: .L, layout: base.layout,
                     sections: [SceneSection(id: "s0", items: items)])
    }

    /// Milliseconds to re-measure and re-lay out 10,000 self-sizing cards for a new text size:
    /// the first visit to each size, then the sizes again (measurements cached).
    private func categorySwitch() throws -> [BenchmarkResult] {
        let model = try PlaygroundModel(scene: try Self.manyCardsScene(), fonts: fonts, windowSize: Size(width: 1280, height: 800))
        let order: [ContentSizeCategory] = [.xL, .xxL, .xxxL, .AX1, .AX2, .AX3, .AX4, .AX5, .M, .S, .xS]
        let first = order.map { category in Stopwatch.seconds { model.setCategory(category, animated: false) } * 1000 }
        let again = (0..<max(runs, 11)).map { index in
            Stopwatch.seconds { model.setCategory(order[index % order.count], animated: false) } * 1000
        }
        return [BenchmarkResult(name: "category.switch.10k.first", unit: "ms", samples: first),
                BenchmarkResult(name: "category.switch.10k.again", unit: "ms", samples: again)]
    }

    /// Milliseconds to draw one 1280×800 frame of the built-in scene in a layout (text caches warm).
    private func frame(name: String, layout: LayoutKind, scene given: Scene? = nil) throws -> BenchmarkResult {
        let scene = try given ?? SceneDecoder.load(path: try ResourceLocator.defaultScenePath())
        let model = try PlaygroundModel(scene: scene, fonts: fonts, layout: layout, windowSize: .init(width: 1280, height: 800))
        let canvas = try OffscreenCanvas(pixelWidth: 1280, pixelHeight: 800, fonts: fonts)
        _ = canvas.render(model.drawList(), scale: 1)
        let samples = (0..<runs).map { _ in
            Stopwatch.seconds { _ = canvas.render(model.drawList(), scale: 1) } * 1000
        }
        return BenchmarkResult(name: name, unit: "ms", samples: samples)
    }
}
