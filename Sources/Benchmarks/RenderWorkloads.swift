import AppInput
import AppSupport
import CollectionLayout
import CollectionView
import Playground
import Rendering
import SceneFormat
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
        if filter("frame.render.variants.6") {
            results.append(try variantsScrollFrame())
        }
        if filter("frame.render.2k") {
            results.append(try frame(name: "frame.render.2k", layout: .flow, scene: Self.smallCellsScene()))
        }
        if filter("frame.draw.default") || filter("frame.render.one-cell-animating") {
            results += try oneCellAnimating(including: filter)
        }
        if filter("category.switch.10k") {
            results += try categorySwitch()
        }
        if filter("category.switch.10k.sections") {
            results.append(try categorySwitch(name: "category.switch.10k.sections", scene: Self.manyCardsInSectionsScene()))
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

    /// The same 10,000 cards in four sections of 2,500, every other one with its own side insets
    /// and spacing: fitted columns that differ by section, so the layout asks for every item's estimate.
    static func manyCardsInSectionsScene() throws -> Scene {
        var scene = try manyCardsScene()
        let items = scene.sections[0].items
        scene.sections = (0..<4).map { index in
            var section = SceneSection(id: "s\(index)", items: Array(items[(index * 2_500)..<((index + 1) * 2_500)]))
            if index % 2 == 1 {
                section.layout.sectionInset = EdgeInsets(top: 8, left: 64, bottom: 24, right: 64)
                section.layout.minimumInteritemSpacing = 24
            }
            return section
        }
        return scene
    }

    /// Milliseconds to go back to text sizes seen before (measurements cached) in `scene`.
    private func categorySwitch(name: String, scene: Scene) throws -> BenchmarkResult {
        let model = try PlaygroundModel(scene: scene, fonts: fonts, windowSize: Size(width: 1280, height: 800))
        let order: [ContentSizeCategory] = [.xL, .xxL, .xxxL, .AX1, .AX2, .AX3, .AX4, .AX5, .M, .S, .xS]
        for category in order { model.setCategory(category, animated: false) }
        let again = (0..<max(runs, 11)).map { index in
            Stopwatch.seconds { model.setCategory(order[index % order.count], animated: false) } * 1000
        }
        return BenchmarkResult(name: name, unit: "ms", samples: again)
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

    /// A 1280×800 frame of the built-in scene in which one card changes (pressed, then released,
    /// frame after frame) drawn over the previous frame, beside the same frames drawn whole;
    /// neither reads the pixels back (a window does not).
    private func oneCellAnimating(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        let scene = try SceneDecoder.load(path: try ResourceLocator.defaultScenePath())
        let model = try PlaygroundModel(scene: scene, fonts: fonts, windowSize: .init(width: 1280, height: 800))
        let canvas = try OffscreenCanvas(pixelWidth: 1280, pixelHeight: 800, fonts: fonts)
        guard let card = model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)) else { return [] }
        var previous = model.drawList()
        canvas.draw(previous, scale: 1, over: nil)
        var pressed = false
        /// The next frame's list: the card pressed or released.
        func nextFrame() -> DrawList {
            pressed.toggle()
            if pressed { model.collectionView.touchDown(at: card.center) } else { model.collectionView.touchUp(at: Point(x: -10, y: -10)) }
            return model.drawList()
        }
        var results: [BenchmarkResult] = []
        if filter("frame.draw.default") {
            let samples = (0..<runs).map { _ in
                Stopwatch.seconds { canvas.draw(nextFrame(), scale: 1, over: nil) } * 1000
            }
            results.append(BenchmarkResult(name: "frame.draw.default", unit: "ms", samples: samples))
        }
        if filter("frame.render.one-cell-animating") {
            previous = model.drawList()
            canvas.draw(previous, scale: 1, over: nil)
            let samples = (0..<runs).map { _ in
                Stopwatch.seconds {
                    let list = nextFrame()
                    canvas.draw(list, scale: 1, over: previous)
                    previous = list
                } * 1000
            }
            results.append(BenchmarkResult(name: "frame.render.one-cell-animating", unit: "ms", samples: samples))
        }
        return results
    }

    /// Milliseconds for one frame of the window's Variants mode: the built-in scene in six panes
    /// (text sizes xS, M, L, xxxL, AX2, AX5) in a 1600×900 window, toolbar included, as the wheel
    /// scrolls the first pane — the others follow it to the same card — every pane drawn whole.
    private func variantsScrollFrame() throws -> BenchmarkResult {
        let scene = try SceneDecoder.load(path: try ResourceLocator.defaultScenePath())
        let model = try PlaygroundModel(scene: scene, fonts: fonts, windowSize: Size(width: 1600, height: 900))
        model.setVariants(try Variants(axis: .category, values: ["xS", "M", "L", "xxxL", "AX2", "AX5"]))
        let canvas = try OffscreenCanvas(pixelWidth: 1600, pixelHeight: 900, fonts: fonts)
        guard let first = model.variantFrames.first else { throw PlaygroundError("Variants showed no panes") }
        model.handle(.pointerMove(Point(x: first.midX, y: first.midY)))
        _ = canvas.render(model.drawList(), scale: 1)
        var frame = 0
        let samples = (0..<max(runs, 20)).map { _ in
            frame += 1
            // Down for ten frames, up for ten: the panes stay within their content.
            let dy = frame % 20 < 10 ? 40.0 : -40.0
            return Stopwatch.seconds {
                model.handle(.wheel(dx: 0, dy: dy, modifiers: []))
                model.advance(by: 1.0 / 60)
                _ = canvas.render(model.drawList(), scale: 1)
            } * 1000
        }
        return BenchmarkResult(name: "frame.render.variants.6", unit: "ms", samples: samples)
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
