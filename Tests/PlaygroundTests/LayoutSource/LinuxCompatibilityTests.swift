import Commands
import Foundation
import LayoutSource
@testable import Playground
import Testing

/// Layout files written for iOS with what Swift on Linux lacks for want of Objective-C — `@objc optional`
/// delegate requirements, `@IBInspectable`/`@IBOutlet`/`@objc` members, `prepare()` overridden in an extension,
/// `#selector` and `responds(to:)` — and storyboard-only layouts (`init?(coder:)`) run through the real compile
/// path unchanged; their errors name the user's own lines, and an error naming iOS API the module lacks says so.
@MainActor @Suite(.serialized) struct LinuxCompatibilityTests {
    /// Options for the circle scene (800 × 600, twelve items) laid out by a file.
    private func options(_ source: String) -> ViewOptions {
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path("circle-scene.json"), fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = source.hasPrefix("/") ? source : LayoutSourceFixtures.path(source)
        return options
    }

    /// ObjCWaterfallLayout's frames worked out from its constants: `columns` columns 10 apart and from the edges,
    /// item i in column i mod columns, 60, 80 or 100 high (i mod 3), each column starting 10 below a 40-point header.
    private func waterfallFrame(_ item: Int, columns: Int) -> [Double] {
        let width = (800 - Double(columns + 1) * 10) / Double(columns)
        var top = 40.0 + 10
        for earlier in stride(from: item % columns, to: item, by: columns) { top += Double(60 + 20 * (earlier % 3)) + 10 }
        return [10 + Double(item % columns) * (width + 10), top, width, Double(60 + 20 * (item % 3))]
    }

    /// The dump's twelve cells, checked against `expected`; their alpha and z-index.
    private func checkCells(_ json: String, _ expected: (Int) -> [Double]) throws -> (alpha: Set<Double>, zIndex: Set<Int>) {
        let elements = try LayoutSourceFixtures.elements(ofDump: json)
        #expect(elements.count == 12)
        for item in 0..<12 {
            let frame = try LayoutSourceFixtures.cellFrame(ofDump: json, item: item)
            #expect(LayoutSourceFixtures.isClose(frame, expected(item)), "item \(item): \(frame ?? []) instead of \(expected(item))")
        }
        return (Set(elements.values.map(\.alpha)), Set(elements.values.map(\.zIndex)))
    }

    @Test func anObjCOptionalDelegateAnswersWhatItImplementsAndFallsBackForTheRest() throws {
        // The scene's delegate implements `columnCountFor` (four) and not `heightForHeaderIn` (the 40 of
        // `headerHeight` taken): responds(to:) says so, true for one (z-index 2), false for the other (alpha 1).
        let values = try checkCells(try DumpCommand.run(options("ObjCWaterfallLayout.swift"), all: true)) { waterfallFrame($0, columns: 4) }
        #expect(values.alpha == [1] && values.zIndex == [2])
    }

    @Test func anOptionalPropertyAnswersWhereImplementedAndFallsBackWhereNot() throws {
        // The delegate gives `tileSide` (60), not `tileSpacing` (the layout's 20 taken): tiles at 0, 80 and 160.
        let json = try DumpCommand.run(options("OptionalPropertyLayout.swift"), all: true)
        for item in 0..<3 {
            #expect(try LayoutSourceFixtures.cellFrame(ofDump: json, item: item) == [80 * Double(item), 0, 60, 60])
        }
    }

    @Test func anUnimplementedOptionalRequirementFallsBackAndDoesNotRespond() throws {
        // The same file without the delegate's `columnCountFor`: `columnCount`'s two columns, z-index 0.
        let file = try LayoutSourceFixtures.variant(of: "ObjCWaterfallLayout.swift", replacing: [(
            "    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,\n"
                + "                        columnCountFor section: Int) -> Int { 4 }\n", "")])
        let values = try checkCells(try DumpCommand.run(options(file), all: true)) { waterfallFrame($0, columns: 2) }
        #expect(values.alpha == [1] && values.zIndex == [0])
    }

    @Test func aTypeErrorInAMovedOverrideNamesTheUsersLine() throws {
        // Line 39 is inside the `prepare()` the pass moves out of its extension into the class.
        let file = try LayoutSourceFixtures.variant(of: "ObjCWaterfallLayout.swift", replacing: [(
            "        super.prepare()\n        attributes = []", "        super.prepare()\n        let broken: Int = \"wide\"\n        attributes = []")])
        let result = try ProcessRunner.playground(["dump", LayoutSourceFixtures.path("circle-scene.json"), "--layout-source", file])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(file):39:27: error: cannot convert value of type 'String' to specified type 'Int'"), "\(result.stderr)")
    }

    @Test func aTypeErrorAfterTheRewrittenPartsNamesTheUsersLine() throws {
        let file = try LayoutSourceFixtures.variant(of: "ObjCWaterfallLayout.swift", appending: "\nlet trailing: Int = \"long\"\n")
        // The file ends with a line break: its last line is empty, the appended one just before it.
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
        let result = try ProcessRunner.playground(["dump", LayoutSourceFixtures.path("circle-scene.json"), "--layout-source", file])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(file):\(lines - 1):21: error: cannot convert value of type 'String' to specified type 'Int'"), "\(result.stderr)")
    }

    @Test func aTrapInAMovedOverrideNamesTheUsersLine() throws {
        // Line 40, in the `prepare()` moved out of its extension: the backtrace names the user's file and line.
        let file = try LayoutSourceFixtures.variant(of: "ObjCWaterfallLayout.swift", replacing: [(
            "        super.prepare()\n        attributes = []", "        super.prepare()\n        attributes = []\n        _ = attributes[3]")])
        let out = try TestPaths.temporaryDirectory().appendingPathComponent("x.png").path
        let result = try ProcessRunner.playground(["shot", LayoutSourceFixtures.path("circle-scene.json"), "--layout-source", file, "--out", out])
        #expect(result.status == 1)
        let location = AddressSanitizer.isActive ? file : "\(file):40"
        #expect(result.stderr.split(separator: "\n").last.map(String.init) == "error: \(location): the layout trapped: Fatal error: Index out of range", "\(result.stderr)")
    }

    @Test func aRewrittenFileIsBuiltOnceAndTheUsersFileIsLeftAlone() throws {
        let cache = try TestPaths.temporaryDirectory().appendingPathComponent("cache")
        // A layout of its own (a comment makes its build new), so that nothing comes from another test's cache.
        let file = try LayoutSourceFixtures.variant(of: "ObjCWaterfallLayout.swift", appending: "\n// \(UUID().uuidString)\n")
        let original = try String(contentsOfFile: file, encoding: .utf8)
        let first = try LayoutSourceCompiler.buildBlocking(sourcePath: file, className: nil, cache: cache)
        let again = try LayoutSourceCompiler.buildBlocking(sourcePath: file, className: nil, cache: cache)
        #expect(!first.cached && again.cached && again.executable == first.executable)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == original)
        // The rewritten copy is in the build's folder, its first line naming the user's file.
        let copy = first.executable.deletingLastPathComponent().appendingPathComponent("ObjCWaterfallLayout.swift")
        let path = URL(fileURLWithPath: file).standardizedFileURL.path
        #expect(try String(contentsOf: copy, encoding: .utf8).hasPrefix("#sourceLocation(file: \"\(path)\", line: 1)\n"))
        // An edit is a new build.
        try (original + "// edited\n").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try !LayoutSourceCompiler.buildBlocking(sourcePath: file, className: nil, cache: cache).cached)
    }

    @Test func aStoryboardOnlyLayoutIsMadeWithAnEmptyCoder() throws {
        // Seven 90-point items a row ((800 − 2 × 16 + 12) / 102), 12 apart, rows 72 apart, from 16.
        _ = try checkCells(try DumpCommand.run(options("StoryboardLayout.swift"), all: true)) { item in
            [16 + Double(item % 7) * 102, 16 + Double(item / 7) * 72, 90, 60]
        }
    }

    @Test func anOptionalMethodOfUIKitsProtocolsCalledWithAQuestionMarkIsAnswered() throws {
        // `dataSource?.numberOfSections?(in:)`, as Objective-C-era layouts ask it: the scene's one section.
        let file = try LayoutSourceFixtures.variant(of: "StoryboardLayout.swift", replacing: [(
            "attributes = (0..<collectionView.numberOfItems(inSection: 0)).map",
            "let sections = collectionView.dataSource?.numberOfSections?(in: collectionView) ?? 0\n"
                + "        attributes = (0..<(sections == 1 ? collectionView.numberOfItems(inSection: 0) : 0)).map")])
        _ = try checkCells(try DumpCommand.run(options(file), all: true)) { item in
            [16 + Double(item % 7) * 102, 16 + Double(item / 7) * 72, 90, 60]
        }
    }

    @Test func aStoryboardViewControllersCreateLayoutRunsAsTheSamplesDoes() throws {
        // Apple's Adaptive Sections with its view controller made by a storyboard (only `init?(coder:)`): the same frames.
        let file = try LayoutSourceFixtures.variant(of: "AdaptiveSectionsViewController.swift", replacing: [(
            "class AdaptiveSectionsViewController: UIViewController {",
            "class AdaptiveSectionsViewController: UIViewController {\n    required init?(coder: NSCoder) { super.init(coder: coder) }")])
        var sample = ViewOptions(scenePath: LayoutSourceFixtures.path("adaptive-scene.json"), fontsDirectory: TestPaths.fonts)
        sample.layoutSourcePath = LayoutSourceFixtures.path("AdaptiveSectionsViewController.swift")
        var storyboard = sample
        storyboard.layoutSourcePath = file
        let differences = try LayoutSourceFixtures.differences(try DumpCommand.run(sample, all: true), try DumpCommand.run(storyboard, all: true))
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func theStoryboardLayoutTypeChecksAgainstTheIOSSignatures() throws {
        let errors = try LayoutSourceFixtures.typecheckAgainstSignatures(LayoutSourceFixtures.path("StoryboardLayout.swift"))
        #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
    }

    @Test func anErrorNamingIOSAPITheModuleLacksSaysSo() throws {
        let file = try LayoutSourceFixtures.variant(of: "StoryboardLayout.swift", appending: """

            @MainActor func fade(_ view: UIView) {
                UIView.animate(withDuration: 0.3, animations: {})
                view.wobble()
            }

            """)
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
        // The file ends with a line break (its last line empty), after `}`, the wobble and the animation.
        let (animate, wobble) = (lines - 3, lines - 2)
        let result = try ProcessRunner.playground(["dump", LayoutSourceFixtures.path("circle-scene.json"), "--layout-source", file])
        #expect(result.status == 2)
        let stderr = result.stderr.split(separator: "\n").map(String.init)
        // The compiler's line first, with its source line and caret, then the note; the name iOS does not have passes
        // through alone.
        let error = try #require(stderr.firstIndex { $0.hasPrefix("\(file):\(animate):12: error: type 'UIView' has no member 'animate'") }, "\(result.stderr)")
        #expect(stderr.count > error + 3 && stderr[error + 3] == "\(file):\(animate):12: note: the playground's UIKit has no "
                + "UIView.animate(withDuration:animations:), which iOS has; see docs/runtime.md#ios-api-the-playground-lacks", "\(result.stderr)")
        #expect(stderr.contains { $0.hasPrefix("\(file):\(wobble):10: error: value of type 'UIView' has no member 'wobble'") }, "\(result.stderr)")
        #expect(!stderr.contains { $0.contains("no UIView.wobble") })
    }
}
