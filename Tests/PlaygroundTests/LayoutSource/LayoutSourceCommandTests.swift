import AppSupport
import CollectionLayout
import Commands
import Foundation
import LayoutSource
@testable import Playground
import SceneFormat
import Testing
import Typography

/// `--layout-source FILE.swift`: Apple's sample layouts written as iOS code, compiled against the product's
/// UIKit module and run in a process of their own, lay scenes out as the built-in layouts do; compile
/// errors, traps and hangs are reported with the user's file and line.
@MainActor @Suite(.serialized) struct LayoutSourceCommandTests {
    /// Options for a scene of the Layouts folder, with the bundled fonts.
    private func options(_ scene: String, layout: LayoutChoice? = nil, source: String? = nil) -> ViewOptions {
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path(scene), layout: layout, fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = source.map(LayoutSourceFixtures.path)
        return options
    }

    @Test func applesCircleLayoutFromSourceDumpsAsTheBuiltInCircle() throws {
        let builtIn = try DumpCommand.run(options("circle-scene.json", layout: .kind(.circle)), all: true)
        let source = try DumpCommand.run(options("circle-scene.json", source: "CircleLayout.swift"), all: true)
        let differences = try LayoutSourceFixtures.differences(builtIn, source)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        #expect(try LayoutSourceFixtures.elements(ofDump: source).count == 12)
    }

    @Test(arguments: ["iPhone 15", "Desktop"])
    func applesCircleLayoutMatchesOnADevice(_ device: String) throws {
        var builtIn = options("circle-scene.json", layout: .kind(.circle)), source = options("circle-scene.json", source: "CircleLayout.swift")
        builtIn.device = try DevicePreset.parse(device)
        source.device = try DevicePreset.parse(device)
        let differences = try LayoutSourceFixtures.differences(try DumpCommand.run(builtIn, all: true), try DumpCommand.run(source, all: true))
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func applesLineLayoutFromSourceDumpsAsTheBuiltInLine() throws {
        let builtIn = try DumpCommand.run(options("line-scene.json", layout: .kind(.line)), all: true)
        let source = try DumpCommand.run(options("line-scene.json", source: "LineLayout.swift"), all: true)
        let differences = try LayoutSourceFixtures.differences(builtIn, source)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    @Test func theLineLayoutZoomsTheItemScrolledToTheCentre() throws {
        // A script scrolls two items on: the zoom follows the content offset (a round trip per scroll).
        let directory = try TestPaths.temporaryDirectory()
        let script = directory.appendingPathComponent("scroll.json")
        try Data(#"{"actions": [{"at": 0, "do": "scroll", "to": {"x": 500, "y": 0}, "animated": false}]}"#.utf8).write(to: script)
        var builtIn = options("line-scene.json", layout: .kind(.line)), source = options("line-scene.json", source: "LineLayout.swift")
        builtIn.scriptPath = script.path
        source.scriptPath = script.path
        let expected = try DumpCommand.run(builtIn, all: true), actual = try DumpCommand.run(source, all: true)
        #expect(try LayoutSourceFixtures.differences(expected, actual).isEmpty)
        let zoomed = try LayoutSourceFixtures.elements(ofDump: actual).filter { $0.value.zIndex == 1 }
        #expect(!zoomed.isEmpty)
    }

    @Test(arguments: [0.3, 1.35])
    func batchUpdatesAnimateWithTheLayoutsOwnAppearingAndDisappearingAttributes(_ moment: Double) throws {
        // Two deletions shrink into the centre, then an insertion grows out of it: on screen mid-animation,
        // the file's layout (its prepare(forCollectionViewUpdates:), initial and final attributes) as the built-in.
        let script = try TestPaths.temporaryDirectory().appendingPathComponent("updates.json")
        try Data(#"{"actions": [{"at": 0.2, "do": "delete", "indexPaths": [[0, 0], [0, 2]]}, {"at": 1.2, "do": "insert", "indexPaths": [[0, 0]]}]}"#.utf8)
            .write(to: script)
        var builtIn = options("circle-scene.json", layout: .kind(.circle)), source = options("circle-scene.json", source: "CircleLayout.swift")
        for index in [0, 1] {
            var options = index == 0 ? builtIn : source
            options.scriptPath = script.path
            options.at = moment
            if index == 0 { builtIn = options } else { source = options }
        }
        let expected = try DumpCommand.run(builtIn, all: false), actual = try DumpCommand.run(source, all: false)
        let differences = try LayoutSourceFixtures.differences(expected, actual)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        let fading = try LayoutSourceFixtures.elements(ofDump: actual).values.filter { $0.alpha < 0.99 }
        #expect(fading.count == (moment < 1 ? 2 : 1))
    }

    @Test func scrollingALayoutThatReadsTheOffsetCostsOneSmallRoundTripAFrame() throws {
        // 2,000 items in Apple's LineLayout, which lays out again on every scroll: each frame asks the host for
        // the bounds and a viewport around them (a few dozen elements), not the whole content. (Not 10,000: under
        // AddressSanitizer on a loaded machine the first layout of 10,000 came within a few tenths of the host's 3 s.)
        let scene = try TestPaths.temporaryDirectory().appendingPathComponent("2k.json")
        let items = (0..<2_000).map { #"{"title": "\#($0)"}"# }.joined(separator: ",")
        try Data(#"{"viewport": {"width": 800, "height": 400}, "sections": [{"items": [\#(items)]}]}"#.utf8).write(to: scene)
        var options = ViewOptions(scenePath: scene.path, fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = LayoutSourceFixtures.path("LineLayout.swift")
        let model = try options.makeModelAtMoment()
        let session = try #require(model.layoutSource)
        for step in 1...5 {
            let trips = session.host.roundTrips
            model.collectionView.setContentOffset(Point(x: Double(step) * 250, y: 0))
            model.collectionView.layoutIfNeeded()
            _ = model.drawList()
            #expect(session.host.roundTrips == trips + 1)
            #expect(session.answer.elements.count < 40)
            // The item now at the centre is zoomed.
            let centred = session.answer.elements.first { $0.indexPath == IndexPath(0, step) }
            #expect(centred?.zIndex == 1)
        }
    }

    @Test func theSamplesTypeCheckAgainstTheIOSSignatures() throws {
        for file in ["CircleLayout.swift", "LineLayout.swift", "WaveLayout.swift", "TraitLayout.swift", "SelfSizingLayout.swift", "TrappingLayout.swift", "HangingLayout.swift",
                     "DirectionLayout.swift", "LaneLayout.swift", "WaterfallLayout.swift", "AccessibilityLayout.swift",
                     "AdaptiveSectionsViewController.swift", "NestedGroupsLayout.swift",
                     "CarouselLayout.swift", "TagLayout.swift", "AnchorLayout.swift", "ScaleLayout.swift", "PinnedHeaderLayout.swift"] {
            let errors = try LayoutSourceFixtures.typecheckAgainstSignatures(LayoutSourceFixtures.path(file))
            #expect(errors.isEmpty, "\(file):\n\(errors.joined(separator: "\n"))")
        }
    }

    @Test func aCompileErrorPrintsTheCompilersLinesAndExitsTwo() throws {
        let file = LayoutSourceFixtures.path("BrokenLayout.swift")
        let result = try ProcessRunner.playground(["dump", LayoutSourceFixtures.path("circle-scene.json"), "--layout-source", file])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("\(file):8:20: error: "), "\(result.stderr)")
        #expect(result.stderr.contains("frme"))
        #expect(result.stdout.isEmpty)
    }

    @Test func aTrapInPrepareIsOneLineNamingTheFileAndLineAndExitsOne() throws {
        let file = LayoutSourceFixtures.path("TrappingLayout.swift")
        let out = try TestPaths.temporaryDirectory().appendingPathComponent("x.png").path
        let result = try ProcessRunner.playground(["shot", LayoutSourceFixtures.path("circle-scene.json"), "--layout-source", file, "--out", out])
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n")
        // Under AddressSanitizer (make test-asan) the runtime's backtracer cannot read the instrumented child in
        // time, so the line is not named there; the message still is.
        let location = AddressSanitizer.isActive ? file : "\(file):11"
        #expect(lines.last == "error: \(location): the layout trapped: Fatal error: Index out of range", "\(result.stderr)")
    }

    @Test func aBuildCacheThatCannotBeWrittenBuildsElsewhereWithOneWarning() throws {
        let directory = try TestPaths.temporaryDirectory()
        let blocked = directory.appendingPathComponent("cache-file")
        try Data("not a folder".utf8).write(to: blocked)
        // A layout of its own (a comment makes its build new), so that nothing comes from a cache.
        let file = try LayoutSourceFixtures.variant(of: "CircleLayout.swift", appending: "\n// \(UUID().uuidString)\n")
        // A temporary folder of its own, so the fallback folder is made by this run, as on a machine that never
        // built a layout there (the first build once failed: the compiler's module cache went to the blocked home).
        let temporary = directory.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let result = try ProcessRunner.playground(["dump", LayoutSourceFixtures.path("circle-scene.json"), "--layout-source", file],
                                                  environment: ["XDG_CACHE_HOME": blocked.path, "TMPDIR": temporary.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: temporary.appendingPathComponent("collection-playground-\(getuid())/layouts").path))
        let warnings = result.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: the layout build cache") }
        #expect(warnings.count == 1, "\(result.stderr)")
        #expect(warnings.first?.contains("\(blocked.path) is a file, not a folder") == true, "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"))
    }

    @Test func aHangIsReportedAfterAFewSeconds() throws {
        let file = LayoutSourceFixtures.path("HangingLayout.swift")
        // Built first, so that the time measured is the playground's (the command finds the build in the cache).
        _ = try LayoutSourceCompiler.buildBlocking(sourcePath: file, className: nil)
        let started = Date()
        let result = try ProcessRunner.playground(["dump", LayoutSourceFixtures.path("circle-scene.json"), "--layout-source", file])
        let elapsed = Date().timeIntervalSince(started)
        #expect(result.status == 1)
        // The loop's line, from the backtrace the hung host writes when asked; where the host was stopped on an
        // instruction the compiler gave no line (the loop's jump back), the loop's function (under AddressSanitizer
        // the runtime's backtracer cannot read the instrumented child in time: the file alone).
        let reports = AddressSanitizer.isActive ? ["error: \(file): the layout did not answer within 3 s"]
            : ["error: \(file):9: the layout did not answer within 3 s (",
               "error: \(file): the layout did not answer within 3 s in HangingLayout.prepare() ("]
        #expect(reports.contains { result.stderr.contains($0) }, "\(result.stderr)")
        // The deadline was waited for, and the report did not wait on for ever (about 3.5 s; not a speed check).
        #expect(elapsed >= 3 && elapsed < 30, "\(elapsed) s")
    }

    @Test func aHungLayoutsLeftOverProcessEndsWithIt() throws {
        let file = LayoutSourceFixtures.path("HangingWithChildLayout.swift")
        let result = try ProcessRunner.playground(["dump", LayoutSourceFixtures.path("circle-scene.json"), "--layout-source", file])
        #expect(result.status == 1)
        #expect(result.stderr.contains("did not answer within 3 s"), "\(result.stderr)")
        // Its process group went with it: nothing the layout started still runs. (The kill is sent before the
        // playground exits; a loaded machine may take a moment to end the process it was sent to.)
        func leftOver() -> [pid_t] { LayoutSourceFixtures.processes(running: ["/bin/sleep", "597.25"]) }
        #expect(LayoutSourceFixtures.wait(upTo: 10) { leftOver().isEmpty }, "still running: \(leftOver())")
    }

    @Test func aFileWithTwoLayoutsNeedsItsClassNamed() throws {
        let directory = try TestPaths.temporaryDirectory()
        let file = directory.appendingPathComponent("Two.swift")
        try (try String(contentsOfFile: LayoutSourceFixtures.path("CircleLayout.swift"), encoding: .utf8)
             + "\nclass BiggerCircleLayout: CircleLayout {}\n").write(to: file, atomically: true, encoding: .utf8)
        var both = options("circle-scene.json")
        both.layoutSourcePath = file.path
        #expect(throws: InputError.self) { try DumpCommand.run(both, all: true) }
        both.layoutClass = "BiggerCircleLayout"
        #expect(try LayoutSourceFixtures.elements(ofDump: try DumpCommand.run(both, all: true)).count == 12)
    }

    @Test func theLayoutReadsTheTextSizeAndSizeClassesFromItsTraits() throws {
        func side(category: ContentSizeCategory? = nil, device: String? = nil) throws -> Double {
            var options = options("circle-scene.json", source: "TraitLayout.swift")
            options.category = category
            options.device = device.flatMap(DevicePreset.named)
            let elements = try LayoutSourceFixtures.elements(ofDump: try DumpCommand.run(options, all: true))
            return try #require(elements.values.first).frame[2]
        }
        #expect(try side(category: .L) == 50)
        #expect(try side(category: .AX3) == 100)
        #expect(try side(device: "iPhone 15") == 51)
    }

    @Test func aWaterfallAskingItsOwnDelegateProtocolLaysOutTheScenesCards() throws {
        // Two 385-point columns, 10 apart and from the edges ((800 − 3 × 10) / 2), each card in the
        // shorter one; the heights are the scene's cards measured at the layout's width, scaled to a column.
        let elements = try LayoutSourceFixtures.elements(ofDump: try DumpCommand.run(options("waterfall-scene.json", source: "WaterfallLayout.swift"), all: true))
        let frames: [[Double]] = elements.values.map(\.frame).sorted { (a: [Double], b: [Double]) -> Bool in
            a[1] != b[1] ? a[1] < b[1] : a[0] < b[0]
        }
        #expect(frames.count == 3)
        guard frames.count == 3 else { return }
        #expect(frames.map { $0[2] } == [385, 385, 385])
        #expect(frames[0][0] == 10 && frames[0][1] == 10 && frames[1][0] == 405 && frames[1][1] == 10)
        // The third goes under the shorter of the first two, 10 below it.
        let shorter = frames[0][3] <= frames[1][3] ? frames[0] : frames[1]
        #expect(frames[2][0] == shorter[0] && frames[2][1] == 10 + shorter[3] + 10)
        // The card with the long text is the tallest, the one-word card the shortest.
        // (A dump's element key ends with the item's id.)
        let heights = Dictionary(uniqueKeysWithValues: elements.map { (String($0.key.split(separator: " ").last ?? ""), $0.value.frame[3]) })
        #expect((heights["long"] ?? 0) > (heights["middle"] ?? 0) && (heights["middle"] ?? 0) > (heights["short"] ?? 0), "\(heights)")
    }

    @Test func selfSizingCellsAreMeasuredByThePlaygroundsText() throws {
        func heights(_ category: ContentSizeCategory) throws -> Set<Double> {
            var options = options("circle-scene.json", source: "SelfSizingLayout.swift")
            options.category = category
            return Set(try LayoutSourceFixtures.elements(ofDump: try DumpCommand.run(options, all: true)).values.map { $0.frame[3] })
        }
        let small = try heights(.xS), large = try heights(.AX5)
        #expect(small.count == 1 && large.count == 1)
        #expect(small.first! != 50 && large.first! > small.first!, "\(small) \(large)")
    }

    @Test func aLayoutWithItsOwnAttributesClassLaysOut() throws {
        // LaneLayout keeps LaneAttributes with a `lane` and hands out copies: item i at x = 20 + 60 × (i mod 4),
        // y = 10 + 60 × i, 50 points square; had a copy lost the lane, every item would be at x = 20.
        let dump = try DumpCommand.run(options("circle-scene.json", source: "LaneLayout.swift"), all: true)
        #expect(try LayoutSourceFixtures.elements(ofDump: dump).count == 12)
        for item in 0..<12 {
            let frame = try LayoutSourceFixtures.cellFrame(ofDump: dump, item: item)
            #expect(frame == [20 + 60 * Double(item % 4), 10 + 60 * Double(item), 50, 50], "item \(item)")
        }
        // The subclass's own value reaches the dump as the element's custom value: lane = item mod 4.
        let objects = try #require((try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])?["elements"] as? [[String: Any]])
        let lanes = objects.compactMap { object -> [Int]? in
            guard let path = object["indexPath"] as? [Int], let lane = (object["custom"] as? [String: Any])?["lane"] as? NSNumber else { return nil }
            return [path[1], lane.intValue]
        }.sorted { $0[0] < $1[0] }
        #expect(lanes == (0..<12).map { [$0, $0 % 4] })
    }

    @Test func theClassFinderSeesSubclassesOfSubclassesAndNotComments() {
        let source = """
        // class Old: UICollectionViewLayout {}
        let s = "class Fake: UICollectionViewLayout"
        class A: UICollectionViewFlowLayout {}
        final class B: A {}
        class Cell: UICollectionViewCell {}
        """
        #expect(LayoutClassFinder.layoutClasses(in: source) == ["A", "B"])
    }
}
