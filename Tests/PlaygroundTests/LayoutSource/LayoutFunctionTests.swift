import CollectionLayout
import Commands
import Foundation
import LayoutSource
@testable import Playground
import Testing
import Typography

/// `--layout-source` with a file whose layout a function makes (`--layout-function`): Apple's sample code's
/// `createLayout()`, a method of a view controller or a top-level function, runs as written; its section
/// provider reads a real `NSCollectionLayoutEnvironment` (the container's width, the traits); the toolbar,
/// the window's title and `dump` name the function; a wrong or ambiguous choice is one line.
@MainActor @Suite(.serialized) struct LayoutFunctionTests {
    /// Options for a scene of the Layouts folder laid out by a file of it (or any path), with the bundled fonts.
    private func options(_ scene: String, source: String, function: String? = nil) -> ViewOptions {
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path(scene), fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = source.hasPrefix("/") ? source : LayoutSourceFixtures.path(source)
        options.layoutFunction = function
        return options
    }

    /// A `dump --all` as JSON.
    private func dump(_ options: ViewOptions) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(try DumpCommand.run(options, all: true).utf8)) as! [String: Any]
    }

    /// The cells' frames of a dump, by `[section, item]`.
    private func cellFrames(_ dump: [String: Any]) -> [[Int]: [Double]] {
        var frames: [[Int]: [Double]] = [:]
        for element in dump["elements"] as! [[String: Any]] where element["category"] as? String == "cell" {
            let frame = element["frame"] as! [String: Double]
            frames[element["indexPath"] as! [Int]] = [frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!]
        }
        return frames
    }

    /// The frames that differ from the expected ones by more than a hundredth of a point, one line each.
    private func mismatches(_ frames: [[Int]: [Double]], _ expected: ([Int]) -> [Double]) -> [String] {
        frames.keys.sorted { $0.lexicographicallyPrecedes($1) }.compactMap { path in
            let want = expected(path)
            return LayoutSourceFixtures.isClose(frames[path], want) ? nil : "\(path): \(frames[path]!) instead of \(want)"
        }
    }

    /// Apple's Adaptive Sections worked out from the sample's constants at a collection width: sections inset by 20
    /// on every side, items by 2; a list of rows 44 high, then grids of five and three columns whose rows are a fifth
    /// of the section's width high; twice the columns when the section's content is wider than 800 points.
    private func adaptiveFrame(_ path: [Int], width: Double) -> [Double] {
        let content = width - 40
        let wide = content > 800
        let columns = [wide ? 2 : 1, wide ? 10 : 5, wide ? 6 : 3]
        let rowHeight = [44, content / 5, content / 5]
        var top = 0.0
        for section in 0..<path[0] { top += 20 + Double((10 + columns[section] - 1) / columns[section]) * rowHeight[section] + 20 }
        let section = path[0], cellWidth = content / Double(columns[section])
        let column = Double(path[1] % columns[section]), row = Double(path[1] / columns[section])
        return [20 + column * cellWidth + 2, top + 20 + row * rowHeight[section] + 2, cellWidth - 4, rowHeight[section] - 4]
    }

    @Test(arguments: [400.0, 1000.0])
    func applesAdaptiveSectionsRunAsWrittenAndReadTheContainersWidth(_ width: Double) throws {
        var options = options("adaptive-scene.json", source: "AdaptiveSectionsViewController.swift")
        options.size = Size(width: width, height: 700)
        let dump = try dump(options)
        #expect((dump["collectionFrame"] as! [String: Double])["width"] == width)
        let frames = cellFrames(dump)
        #expect(frames.count == 30)
        let wrong = mismatches(frames) { adaptiveFrame($0, width: width) }
        #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
        let source = dump["layoutSource"] as? [String: String]
        #expect(source?["name"] == "AdaptiveSectionsViewController.createLayout")
        #expect(source?["file"] == LayoutSourceFixtures.path("AdaptiveSectionsViewController.swift"))
    }

    @Test func applesNestedGroupsAsATopLevelFunction() throws {
        let dump = try dump(options("circle-scene.json", source: "NestedGroupsLayout.swift", function: "createLayout"))
        let view = dump["collectionFrame"] as! [String: Double]
        let (width, group) = (view["width"]!, 0.4 * view["height"]!)
        // A row 40% of the view's height: an item 70% wide beside a column of two, every item inset by 10.
        let wrong = mismatches(cellFrames(dump)) { path in
            let top = Double(path[1] / 3) * group
            switch path[1] % 3 {
            case 0: return [10, top + 10, 0.7 * width - 20, group - 20]
            case 1: return [0.7 * width + 10, top + 10, 0.3 * width - 20, group / 2 - 20]
            default: return [0.7 * width + 10, top + group / 2 + 10, 0.3 * width - 20, group / 2 - 20]
            }
        }
        #expect(cellFrames(dump).count == 12)
        #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
        #expect((dump["layoutSource"] as? [String: String])?["name"] == "createLayout")
    }

    @Test func theSectionProviderReadsTheTraitsOfTheEnvironment() throws {
        // A static method of an enum (called on the type): four columns, one at accessibility text sizes.
        let file = try TestPaths.temporaryDirectory().appendingPathComponent("ByTextSize.swift")
        try """
            import UIKit

            enum Layouts {
                @MainActor static func byTextSize() -> UICollectionViewLayout {
                    UICollectionViewCompositionalLayout { _, environment in
                        let columns = environment.traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 1 : 4
                        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                                       repeatingSubitem: item, count: columns)
                        return NSCollectionLayoutSection(group: group)
                    }
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        var large = options("circle-scene.json", source: file.path)
        let width = (try dump(large)["collectionFrame"] as! [String: Double])["width"]!
        #expect(LayoutSourceFixtures.isClose(cellFrames(try dump(large))[[0, 1]], [width / 4, 0, width / 4, 50]))
        large.category = .AX5
        #expect(LayoutSourceFixtures.isClose(cellFrames(try dump(large))[[0, 1]], [0, 50, width, 50]))
    }

    @Test func aScriptLoadsAFunctionsLayoutByName() throws {
        // The circle scene with Apple's CircleLayout, then `loadLayoutSource {path, function}`: Nested Groups' first item.
        var options = options("circle-scene.json", source: "CircleLayout.swift")
        options.allowsScriptLayoutSource = true
        let load = #"{"at": 0.2, "do": "loadLayoutSource", "path": "\#(LayoutSourceFixtures.path("NestedGroupsLayout.swift"))", "function": "createLayout"}"#
        let dump = try JSONSerialization.jsonObject(with: Data(try DumpCommand.run(try options.playing([load]), all: true).utf8)) as! [String: Any]
        let view = dump["collectionFrame"] as! [String: Double]
        #expect(LayoutSourceFixtures.isClose(cellFrames(dump)[[0, 0]], [10, 10, 0.7 * view["width"]! - 20, 0.4 * view["height"]! - 20]))
        #expect((dump["layoutSource"] as? [String: String])?["name"] == "createLayout")
    }

    @Test func theToolbarAndTheWindowsTitleNameTheFunction() throws {
        let model = try ViewOptions(scenePath: LayoutSourceFixtures.path("adaptive-scene.json"), fontsDirectory: TestPaths.fonts).makeModel()
        let watch = LayoutSourceWatch(path: LayoutSourceFixtures.path("AdaptiveSectionsViewController.swift"), className: nil, functionName: nil)
        watch.loadNow(into: model)
        #expect(model.document.fileError == nil)
        let segments = LayoutSourceFixtures.layoutSegments(model)
        #expect(segments.all.last == "AdaptiveSectionsViewController.createLayout")
        #expect(segments.on == ["AdaptiveSectionsViewController.createLayout"])
        #expect(model.windowTitle.hasPrefix("Adaptive sections — AdaptiveSectionsViewController.createLayout (AdaptiveSectionsViewController.swift) — "),
                "\(model.windowTitle)")
        // An unsaved change's recovery copy names the function, so that a restored window runs it again.
        model.apply(.addItem)
        let copy = try #require(model.recoveryCopy(writtenAt: Date()))
        #expect(copy.layoutFunctionName == "AdaptiveSectionsViewController.createLayout" && copy.layoutClassName == nil)
    }

    @Test func aFileWithSeveralFunctionsNeedsOneNamedOnOneLine() throws {
        let file = try TestPaths.temporaryDirectory().appendingPathComponent("Two.swift")
        try """
            import UIKit

            @MainActor func listLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            @MainActor func gridLayout(columns: Int) -> UICollectionViewLayout { UICollectionViewFlowLayout() }
            @MainActor func wideLayout() -> UICollectionViewFlowLayout { UICollectionViewFlowLayout() }
            """.write(to: file, atomically: true, encoding: .utf8)
        let scene = LayoutSourceFixtures.path("circle-scene.json")
        let several = try ProcessRunner.playground(["dump", scene, "--layout-source", file.path])
        #expect(several.status == 2)
        #expect(several.stderr == "error: \(file.path): the file has 2 functions that make a layout (listLayout, wideLayout); "
                + "name one with --layout-function NAME\n", "\(several.stderr)")
        let withParameters = try ProcessRunner.playground(["dump", scene, "--layout-source", file.path, "--layout-function", "gridLayout"])
        #expect(withParameters.status == 2)
        #expect(withParameters.stderr == "error: \(file.path): --layout-function gridLayout: gridLayout takes parameters (columns: Int); "
                + "the playground calls it with none\n", "\(withParameters.stderr)")
        let missing = try ProcessRunner.playground(["dump", scene, "--layout-source", file.path, "--layout-function", "createLayout"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: \(file.path): --layout-function createLayout: the file has no function of that name "
                + "(its layout-making functions: listLayout, wideLayout)\n", "\(missing.stderr)")
        let chosen = try ProcessRunner.playground(["dump", scene, "--layout-source", file.path, "--layout-function", "wideLayout"])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        #expect(chosen.stdout.contains(#""name": "wideLayout""#) || chosen.stdout.contains(#""name":"wideLayout""#))
    }
}
