import AppSupport
import CollectionLayout
import CollectionView
import Commands
import Foundation
@testable import Playground
import TestSupport
import Testing

/// The trace from the outside: `dump --trace`, `run --trace FILE`, the Calls tab and the flashes.
@MainActor @Suite(.serialized) struct LayoutTraceCommandTests {
    @Test func dumpTraceListsAnInsertInUIKitsOrderAndASelfSizingScrollOneItemAtATime() throws {
        // The self-sizing flow scene in one column (400 points wide): a scroll in steps of 30
        // points, each bringing at most one new card near the screen; then an insert and a switch.
        let steps = (1...12).map { #"{"at": \#(0.5 + Double($0) / 100), "do": "scroll", "to": {"x": 0, "y": \#($0 * 30)}, "animated": false}"# }
        let options = try ViewOptions(size: Size(width: 400, height: 768), fontsDirectory: TestPaths.fonts).playing(steps + [
            #"{"at": 1, "do": "insert", "indexPaths": [[0, 0]]}"#, #"{"at": 2, "do": "setLayout", "layout": "circle"}"#,
        ])
        let json = try JSONSerialization.jsonObject(with: Data(try DumpCommand.run(options, all: false, trace: true).utf8)) as! [String: Any]
        let trace = try #require(json["trace"] as? [[String: Any]])
        func calls(at time: Double) -> [String] {
            trace.filter { $0["time"] as? Double == time }.map { $0["call"] as! String }
        }
        // The scroll: new cells come near the screen, each is asked about alone.
        let scroll = trace.filter {
            ($0["time"] as? Double ?? 0) > 0.5 && ($0["time"] as? Double ?? 0) < 1 && $0["call"] as? String == "invalidateLayout(with:)"
        }
        #expect(!scroll.isEmpty)
        for entry in scroll {
            #expect((entry["invalidatedItems"] as? [[Double]])?.count == 1, "\(entry)")
            #expect((entry["flags"] as? [String])?.isEmpty == true)
        }
        // The insert, in UIKit's order.
        let insert = calls(at: 1).filter { !$0.hasPrefix("layoutAttributesFor") && $0 != "collectionViewContentSize" && !$0.hasPrefix("shouldInvalidateLayout(forBounds") }
        #expect(Array(insert.prefix(4)) == ["invalidateLayout(with:)", "prepare()", "prepare(forCollectionViewUpdates:)",
                                            "targetContentOffset(forProposedContentOffset:)"])
        #expect(insert.last == "finalizeCollectionViewUpdates()")
        // The switch: both layouts, each named, and the delegate told of the cells the circle
        // brings on screen.
        let layouts = Set(trace.filter { $0["time"] as? Double == 2 }.compactMap { $0["layout"] as? String })
        #expect(layouts == ["FlowLayout", "CircleLayout", "delegate"])
        // Frames count up with the clock.
        let frames = trace.compactMap { $0["frame"] as? Double }
        #expect(frames == frames.sorted() && frames.last! >= 3)
    }

    @Test func dumpTraceIsTheSameEveryRun() throws {
        let options = try ViewOptions(size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts).playing([
            #"{"at": 0.2, "do": "delete", "indexPaths": [[0, 1]]}"#, #"{"at": 0.5, "do": "setLayout", "layout": "coverflow"}"#,
        ])
        let first = try DumpCommand.run(options, all: false, trace: true)
        let second = try DumpCommand.run(options, all: false, trace: true)
        #expect(first == second)
        #expect(throws: InputError.self) { try DumpCommand.run(options, all: false, format: "markdown", trace: true) }
    }

    @Test func theRunLogHasALinePerCallAsItHappens() throws {
        let log = try TestPaths.temporaryDirectory().appendingPathComponent("calls.log").path
        let writer = try TraceLog(path: log)
        let trace = LayoutTrace()
        let layout = FlowLayout()
        trace.record(layout, .prepare)
        writer.follow(trace)
        trace.record(layout, .elementsInRect(Rect(x: 0, y: 0, width: 10, height: 10), count: 3))
        trace.endFrame()
        trace.record(layout, .finalizeUpdates)
        writer.finish(trace)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines == [
            "frame 0  t=0  FlowLayout  prepare()",
            "frame 0  t=0  FlowLayout  layoutAttributesForElements(in:)  (0, 0, 10×10) → 3",
            "frame 1  t=0  FlowLayout  finalizeCollectionViewUpdates()",
        ])
    }

    @Test func runTraceToAFileThatCannotBeWrittenIsRefusedInOneLine() throws {
        let result = try ProcessRunner.playground(["run", "--trace", "/no/such/folder/calls.log", "--exit-after", "0"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: --trace: cannot write /no/such/folder/calls.log\n")
    }

    @Test func theInspectorTracesWhileOpenAndFlashesWhatAnInvalidationNamed() throws {
        let model = try SceneTestSupport.builtInScene()
        #expect(model.layoutTrace == nil)
        model.handleKey("i", modifiers: [])
        #expect(model.isInspectorOpen && model.layoutTrace != nil)
        model.settle()
        model.advance(by: 1)
        #expect(model.invalidationFlashes().isEmpty)
        // A scroll brings new cards near the screen; each measured card flashes, then fades.
        model.collectionView.setContentOffset(Point(x: 0, y: 300), animated: false)
        model.collectionView.layoutIfNeeded()
        let flashes = model.invalidationFlashes()
        #expect(!flashes.isEmpty && flashes.allSatisfy { $0.indexPath != nil && $0.strength == 1 })
        model.advance(by: PlaygroundModel.invalidationFlashDuration + 0.01)
        #expect(model.invalidationFlashes().isEmpty)
        // The Calls tab by a click on it; the panel shuts with I and tracing stops.
        let tab = try #require(model.inspectorLayout()).layout.tabs[1]
        model.handle(.pointerDown(Point(x: tab.midX, y: tab.midY), modifiers: []))
        model.handle(.pointerUp(Point(x: tab.midX, y: tab.midY)))
        #expect(model.chrome.inspector.tab == .calls)
        model.handleKey("i", modifiers: [])
        #expect(!model.isInspectorOpen && model.layoutTrace == nil)
        #expect(model.collectionFrame.width == 1024)
    }

    @Test func aResizedGridMeasuresItsRowsAgain() throws {
        // Rows measured at 1024 points wide, then the window narrows to 724: each row is as tall
        // as a grid opened at 724 makes it.
        let resized = try ViewOptions(layout: .kind(.grid), size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        resized.resize(to: Size(width: 724, height: 768))
        let fresh = try ViewOptions(layout: .kind(.grid), size: Size(width: 724, height: 768), fontsDirectory: TestPaths.fonts).makeModel()
        #expect(InspectorTestSupport.firstDifference(InspectorTestSupport.frames(resized), InspectorTestSupport.frames(fresh)) == nil)
        let snowLeopard = try #require(resized.collectionView.layoutAttributes(of: .cell(itemID: "snow-leopard")))
        #expect(snowLeopard.size.height > 44)
    }
}
