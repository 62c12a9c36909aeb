import AppSupport
import CardDrawing
import CollectionLayout
import Foundation
import Playground
import Rendering
import SceneFormat
import Typography

/// The cell-template workloads (issue 49), each beside its peer in the same run, round by round:
/// 2,000 cells of a three-level template (a picture over a column of a title and a row of a
/// subtitle and a spacer) self-sized at 300 points from empty caches (`cell.template.measure.2k`)
/// beside the same items as text cards (`cell.text.measure.2k`); and a 1280 × 800 software frame
/// of a scene of those 2,000 template cells, pictures decoded (`frame.render.template.2k`) beside
/// the built-in scene's frame (`frame.render.default.beside-template`). The texts are accented
/// Latin words that never repeat (`UniqueWordCorpus`), so no cache the bench warmed helps.
@MainActor
struct CellTemplateWorkloads {
    var runs: Int
    var fonts: FontLibrary
    var seed: UInt64

    /// The template the workloads use.
    static let template = #"""
    {"kind": "stack", "axis": "vertical", "background": {"light": "#FFFFFF", "dark": "secondarySystemBackground"}, "cornerRadius": 12,
     "children": [
       {"kind": "image", "aspectRatio": 1.5},
       {"kind": "stack", "axis": "vertical", "spacing": 4, "padding": 12, "children": [
         {"kind": "text", "bind": "title", "style": "headline"},
         {"kind": "stack", "axis": "horizontal", "alignment": "firstBaseline", "children": [
           {"kind": "text", "bind": "subtitle", "style": "footnote", "color": "secondaryLabel"}, {"kind": "spacer"}]}]}]}
    """#

    /// Every workload's result whose name passes `filter`.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        if filter("cell.template.measure.2k") { results += try measure() }
        if filter("frame.render.template.2k") { results += try frame() }
        return results
    }

    /// Scene JSON of 2,000 items with never-repeating titles and subtitles and the bundled photos,
    /// drawn by the template or — `template` false — as text cards.
    func sceneText(template: Bool) throws -> String {
        let titles = UniqueWordCorpus.lines(.latin, seed: seed, count: 2_000)
        let subtitles = UniqueWordCorpus.lines(.latin, seed: seed &+ 1, count: 2_000)
        let photos = try PictureSceneWorkloads.bundledPhotos()
        let items = (0..<2_000).map { index in
            let title = titles[index].replacingOccurrences(of: "\"", with: "")
            let subtitle = subtitles[index].replacingOccurrences(of: "\"", with: "")
            return ##"{"id": "t\##(index)", "title": "\##(title)", "subtitle": "\##(subtitle)", "image": "\##(photos[index % photos.count])"}"##
        }
        return """
        {\(template ? "\"cell\": \(Self.template)," : "")
         "layout": {"kind": "flow", "itemSize": {"width": 300, "height": 200}, "estimatedItemSize": {"width": 300, "height": 200},
                    "minimumInteritemSpacing": 12, "minimumLineSpacing": 12, "sectionInset": {"top": 12, "left": 12, "bottom": 12, "right": 12}},
         "sections": [{"items": [\(items.joined(separator: ", "))]}]}
        """
    }

    /// Milliseconds to self-size every cell at 300 points wide with a fresh measurer: the template's, then the text cards'.
    private func measure() throws -> [BenchmarkResult] {
        let templated = try SceneDecoder.decode(try sceneText(template: true), file: "template.json")
        let plain = try SceneDecoder.decode(try sceneText(template: false), file: "text.json")
        func sizeAll(_ scene: Scene) -> () -> Void {
            let content = SceneContent(sections: scene.sections)
            let ids = scene.sections.flatMap(\.items).map(\.id)
            return {
                let sizer = CardSizer(content: content, category: .L, fonts: fonts, measurer: fonts.makeMeasurer(), hyphenationFactor: 0)
                var offered = LayoutAttributes(forCellWith: IndexPath(0, 0))
                offered.size = Size(width: 300, height: 200)
                for id in ids { _ = sizer.preferredLayoutAttributes(fitting: offered, itemID: id) }
            }
        }
        let seconds = InterleavedRuns.seconds([sizeAll(templated), sizeAll(plain)], runs: runs)
        return [BenchmarkResult(name: "cell.template.measure.2k", unit: "ms", samples: seconds[0].map { $0 * 1000 }),
                BenchmarkResult(name: "cell.text.measure.2k", unit: "ms", samples: seconds[1].map { $0 * 1000 })]
    }

    /// Milliseconds to draw a 1280 × 800 frame of the template scene (pictures decoded first),
    /// round by round with the built-in scene's frame.
    private func frame() throws -> [BenchmarkResult] {
        let size = Size(width: 1280, height: 800)
        let model = try PlaygroundModel(scene: try SceneDecoder.decode(try sceneText(template: true), file: "template.json"),
                                        fonts: fonts, windowSize: size)
        let peer = try PlaygroundModel(scene: try SceneDecoder.load(path: try ResourceLocator.defaultScenePath()), fonts: fonts, windowSize: size)
        let canvas = try OffscreenCanvas(pixelWidth: 1280, pixelHeight: 800, fonts: fonts)
        model.settlePictures()
        let seconds = InterleavedRuns.seconds([{ _ = canvas.render(model.drawList(), scale: 1) },
                                               { _ = canvas.render(peer.drawList(), scale: 1) }], runs: runs)
        return [BenchmarkResult(name: "frame.render.template.2k", unit: "ms", samples: seconds[0].map { $0 * 1000 }),
                BenchmarkResult(name: "frame.render.default.beside-template", unit: "ms", samples: seconds[1].map { $0 * 1000 })]
    }
}
