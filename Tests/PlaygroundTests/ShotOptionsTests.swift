import CollectionLayout
import Foundation
@testable import Playground
import Rendering
import SceneFormat
import Testing

/// `shot` for documentation: scales, chrome, backgrounds, overlay and selection, filmstrips,
/// the gallery, and watch mode.
@MainActor @Suite(.serialized) struct ShotOptionsTests {
    private func shot(_ arguments: [String]) throws -> (ProcessResult, URL) {
        let out = try TestPaths.temporaryDirectory().appendingPathComponent("x.png")
        let result = try ProcessRunner.playground(["shot", "--out", out.path] + arguments, environment: ["DISPLAY": nil])
        return (result, out)
    }

    @Test func theSameShotTwiceIsTheSameBytes() throws {
        let (first, a) = try shot(["--layout", "coverflow", "--size", "400x300"])
        let (second, b) = try shot(["--layout", "coverflow", "--size", "400x300"])
        #expect(first.status == 0 && second.status == 0)
        #expect(try Data(contentsOf: a) == Data(contentsOf: b))
    }

    @Test func scaleTwoDoublesEachDimensionAndKeepsTheLayoutInPoints() throws {
        let (one, a) = try shot(["--size", "400x300"])
        let (two, b) = try shot(["--size", "400x300", "--scale", "2"])
        #expect(one.status == 0 && two.status == 0)
        let small = try PNGFile.read(a.path), large = try PNGFile.read(b.path)
        #expect(large.width == 2 * small.width && large.height == 2 * small.height)
        let dumped = try ProcessRunner.playground(["dump", "--size", "400x300"])
        #expect(dumped.stdout.contains("\"viewport\": {\"width\": 400, \"height\": 300}"))
    }

    @Test func theCollectionAloneOnATransparentBackground() throws {
        let (result, out) = try shot(["--chrome", "none", "--background", "transparent", "--size", "400x300", "--layout", "circle"])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGFile.read(out.path)
        #expect(image.width == 400 && image.height == 300)
        #expect(image[2, 2].a == 0)
        #expect(image[200, 150].a == 0 || image[200, 150].a == 255)
        let (solid, solidOut) = try shot(["--chrome", "none", "--background", "#102030", "--size", "400x300", "--layout", "circle"])
        #expect(solid.status == 0)
        let filled = try PNGFile.read(solidOut.path)
        #expect(filled[2, 2] == (0x10, 0x20, 0x30, 255))
    }

    @Test func overlayAndSelectionShowUp() throws {
        let (plain, a) = try shot(["--size", "400x300"])
        let (marked, b) = try shot(["--size", "400x300", "--overlay", "--select", "0,0"])
        #expect(plain.status == 0 && marked.status == 0)
        #expect(try PNGFile.read(a.path) != PNGFile.read(b.path))
    }

    @Test(arguments: [
        (["--chrome", "window"], "error: --chrome must be toolbar or none, got \"window\""),
        (["--background", "blue"], "error: --background must be transparent, solid or a colour like #FFFFFF, got \"blue\""),
        (["--select", "9,9"], "error: --select must name an item as SECTION,ITEM, e.g. 0,3; got \"9,9\""),
        (["--frames", "4"], "error: --frames needs --script: a filmstrip shows a timeline"),
    ])
    func badShotOptionsAreRefused(_ arguments: [String], _ message: String) throws {
        let (result, _) = try shot(arguments)
        #expect(result.status == 2)
        #expect(result.stderr == message + "\n")
    }

    @Test func aFilmstripShowsEvenlySpacedMomentsSideBySide() throws {
        let directory = try TestPaths.temporaryDirectory()
        let strip = directory.appendingPathComponent("strip.png").path, frames = directory.appendingPathComponent("frames").path
        let result = try ProcessRunner.playground(["shot", "--script", TestPaths.fixture("mid-transition.json"), "--frames", "4",
                                                   "--size", "200x150", "--out", strip, "--out-dir", frames])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGFile.read(strip)
        #expect(image.width == 4 * 200 + 3 * 12 && image.height == 150)
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
                == ["frame-01.png", "frame-02.png", "frame-03.png", "frame-04.png"])
        // The first frame is the flow layout, the last the circle: they differ, and the strip holds them.
        let first = try PNGFile.read(frames + "/frame-01.png"), last = try PNGFile.read(frames + "/frame-04.png")
        #expect(first != last)
        #expect(image[5, 100] == first[5, 100] && image[3 * 212 + 5, 100] == last[5, 100])
    }

    @Test func theGalleryHasEveryLayoutAndCategoryAndIndexLinksOnlyFilesThatExist() throws {
        let directory = try TestPaths.temporaryDirectory().appendingPathComponent("gallery")
        let result = try ProcessRunner.playground(["gallery", "--out", directory.path, "--size", "320x240", "--scale", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("gallery: 1 of 91: flow-xS.png"))
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        for layout in ["flow", "stacked", "circle", "coverflow", "compositional", "grid", "line"] {
            for category in ["xS", "L", "AX5"] {
                #expect(files.contains("\(layout)-\(category).png") && files.contains("\(layout)-\(category)@2x.png"))
            }
        }
        // Every pair of the seven layouts: 7 × 6 / 2 = 21 switches; and the app-store page at three sizes.
        #expect(files.filter { $0.hasPrefix("transition-") && $0.hasSuffix(".png") }.count == 21)
        // And each switch as an animation.
        #expect(files.filter { $0.hasPrefix("transition-") && $0.hasSuffix(".webp") }.count == 21)
        // The podcast page: loading and the Episodes tab at L, Details at xS, Reviews at AX5.
        #expect(["loading-L", "episodes-L", "details-xS", "reviews-AX5"].allSatisfy { files.contains("grid-podcast-\($0).png") })
        #expect(["xS", "L", "AX5"].allSatisfy { files.contains("compositional-app-store-\($0).png") })
        let index = try String(contentsOf: directory.appendingPathComponent("index.md"), encoding: .utf8)
        let links = index.split(separator: "(").dropFirst().compactMap { $0.split(separator: ")").first.map(String.init) }
        #expect(links.count >= 18)
        #expect(links.allSatisfy { files.contains($0) })
    }

    @Test func watchModeShowsAnEditAndKeepsTheLastGoodSceneOnABrokenOne() throws {
        let directory = try TestPaths.temporaryDirectory()
        let path = directory.appendingPathComponent("scene.json").path
        let good = #"{"layout": {"itemSize": {"width": 100, "height": 60}}, "sections": [{"items": [{"id": "a", "title": "Alpha"}, {"id": "b", "title": "Beta"}]}]}"#
        try good.write(toFile: path, atomically: true, encoding: .utf8)
        let model = try ViewOptions(scenePath: path, layout: .kind(.circle), category: .AX1, size: Size(width: 400, height: 300), fontsDirectory: TestPaths.fonts).makeModel()
        let session = WatchSession(model: model, path: path)
        #expect(!session.poll())

        try good.replacingOccurrences(of: "Beta", with: "Gamma").replacingOccurrences(of: "\"b\"", with: "\"c\"")
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(session.poll())
        #expect(session.model.collectionView.data.allItemIDs == ["a", "c"])
        #expect(session.model.presentation.layoutKind == .circle && session.model.presentation.category == .AX1)
        #expect(session.model.document.fileError == nil)

        try #"{"sections": [{"items": [}]}"#.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(session.poll())
        #expect(session.model.collectionView.data.allItemIDs == ["a", "c"])
        #expect(session.model.document.fileError == "error: \(path):1:26: expected a value, found '}'")
        // The error is drawn in the window.
        let banner = session.model.drawList().commands.contains {
            if case .fill(_, let color, _) = $0 { color.red == 0xFF && color.green == 0x3B } else { false }
        }
        #expect(banner)

        try good.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(session.poll())
        #expect(session.model.document.fileError == nil)
        #expect(session.model.collectionView.data.allItemIDs == ["a", "b"])
    }

    @Test func watchModeKeepsWhatTheCommandLineOverridesAcrossAnEdit() throws {
        let directory = try TestPaths.temporaryDirectory()
        let path = directory.appendingPathComponent("scene.json").path
        let scene = #"{"language": "en", "sections": [{"items": [{"id": "a", "title": "Alpha"}]}]}"#
        try scene.write(toFile: path, atomically: true, encoding: .utf8)
        var options = ViewOptions(scenePath: path, size: Size(width: 400, height: 300), fontsDirectory: TestPaths.fonts)
        options.language = "ja"
        options.boldText = true
        options.fontFamily = "No Such Family"
        options.appearance = .dark
        options.direction = .rightToLeft
        let model = try options.makeModel()
        let session = WatchSession(model: model, path: path, overrides: options.overrides())
        try scene.replacingOccurrences(of: "Alpha", with: "Beta").write(toFile: path, atomically: true, encoding: .utf8)
        #expect(session.poll())
        let reloaded = session.model
        #expect(reloaded !== model && reloaded.document.scene.sections.first?.items.first?.title == "Beta")
        // The file says "en" and nothing of the rest: the command line still wins, as when it opened.
        #expect(reloaded.document.scene.language == "ja" && reloaded.measurer.language == "ja")
        #expect(reloaded.document.scene.boldText && reloaded.document.scene.fontFamily?.name == "No Such Family")
        #expect(reloaded.presentation.appearance == .dark && reloaded.direction == .rightToLeft)
    }

    @Test func watchModeKeepsTheInspectorAndItsUndoAcrossItsOwnSaveAndAnEdit() throws {
        let path = try InspectorTestSupport.copy(TestPaths.defaultScene)
        let model = try InspectorTestSupport.model(path)
        let session = WatchSession(model: model, path: path)
        try model.setParameter(try ParameterPath("layout.minimumLineSpacing"), to: .number(30), animated: false)
        #expect(model.saveScene())
        // The file changed, but to what the window shows: nothing is read again, undo still works.
        #expect(!session.poll())
        #expect(session.model === model && model.document.history.undoSteps.count == 1)
        // Someone else's edit: the scene is read again, the panel stays open.
        let text = try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "\"minimumLineSpacing\": 30", with: "\"minimumLineSpacing\": 40")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(session.poll())
        #expect(session.model !== model && session.model.isInspectorOpen)
        #expect(session.model.document.scene.layout.metrics.minimumLineSpacing == 40)
    }
}
