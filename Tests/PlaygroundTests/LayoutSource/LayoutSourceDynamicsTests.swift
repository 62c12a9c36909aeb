import CollectionLayout
import Commands
import Foundation
@testable import Playground
import Testing

/// UIKit Dynamics through the real compile path: WWDC 2013's springy flow layout (SpringyFlowLayout.swift, items
/// 780 × 40, insets and spacing 10, each hung at its centre on a zero-length spring of 1 Hz, damping ratio 0.8)
/// stepped by the playground's clock.
@MainActor @Suite(.serialized) struct LayoutSourceDynamicsTests {
    /// The springy layout on its 20-item scene, playing `actions` and captured at `at` (nil: at rest).
    private func options(_ actions: [String] = [], at: Double? = nil) throws -> ViewOptions {
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path("springy-scene.json"), fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = LayoutSourceFixtures.path("SpringyFlowLayout.swift")
        return actions.isEmpty && at == nil ? options : try options.playing(actions, at: at)
    }

    /// The flow's frame of item `item`: one 780-point item a line (800 less the insets), lines 40 + 10 apart from y = 10.
    private func flowFrame(_ item: Int) -> [Double] {
        [10, 10 + 50 * Double(item), 780, 40]
    }

    /// The scroll of 100 points down at 0.5 s.
    private let scroll = #"{"at": 0.5, "do": "scroll", "to": {"x": 0, "y": 100}, "animated": false}"#

    @Test func atRestTheSpringsHoldTheFlowsFrames() throws {
        let dump = try DumpCommand.run(try options(), all: true)
        #expect(try LayoutSourceFixtures.elements(ofDump: dump).count == 20)
        for item in 0..<20 {
            let frame = try LayoutSourceFixtures.cellFrame(ofDump: dump, item: item)
            #expect(LayoutSourceFixtures.isClose(frame, flowFrame(item)), "item \(item): \(String(describing: frame))")
        }
    }

    @Test func afterAScrollItemsFartherFromTheTouchLagMore() throws {
        // The scroll moves each item down the content by 100 × its distance from the touch / 1500 (the touch at the
        // content's origin, as a gesture at rest reports: x distance 400, y distance 30 + 50·i), then the springs
        // pull it back: a quarter second later (30 steps) a released spring of 1 Hz, ζ = 0.8 is at
        // e^(−1.2566)·(cos 0.94248 + 1.3333·sin 0.94248) = 0.28463 · 1.66637 = 0.474295 of its displacement.
        let dump = try DumpCommand.run(try options([scroll], at: 0.75), all: true)
        var lags: [Double] = []
        for item in 0..<20 {
            let frame = try #require(try LayoutSourceFixtures.cellFrame(ofDump: dump, item: item))
            let displacement = 100 * min(1, (400 + 30 + 50 * Double(item)) / 1500)
            let lag = frame[1] - flowFrame(item)[1]
            #expect(abs(lag - displacement * 0.474295) < 0.01, "item \(item): lag \(lag), expected \(displacement * 0.474295)")
            #expect(frame[0] == 10 && frame[2] == 780 && frame[3] == 40)
            lags.append(lag)
        }
        // Item 0 lags 28.667 × 0.474295 = 13.597 points, item 19 (1380 from the touch) 92 × 0.474295 = 43.635.
        #expect(lags.allSatisfy { $0 > 0 })
        #expect(zip(lags, lags.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func aDragPushesItemsByTheirDistanceFromTheFinger() throws {
        // A finger at window (400, 400) — view (400, 344), 56 below the toolbar — drags the content 100 points up
        // over 0.3 s. It holds its place in the content, y = 344, between item 6 (centre 330) and item 7 (380):
        // each step pushes an item by the step's delta × its distance from there / 1500, so just before the
        // release every item lags (positive: the content moved up, the items stay behind), the two at the finger
        // least, and the lag grows with the distance on either side.
        let drag = #"{"at": 0, "do": "drag", "from": {"x": 400, "y": 400}, "to": {"x": 400, "y": 300}, "duration": 0.3}"#
        let dump = try DumpCommand.run(try options([drag], at: 0.29), all: true)
        var lags: [Double] = []
        for item in 0..<20 {
            let frame = try #require(try LayoutSourceFixtures.cellFrame(ofDump: dump, item: item))
            lags.append(frame[1] - flowFrame(item)[1])
        }
        #expect(lags.allSatisfy { $0 > 0 }, "\(lags)")
        #expect(lags[6] < lags[5] && lags[7] < lags[8])
        #expect(zip(lags[0...6], lags[1...6]).allSatisfy { $0 > $1 }, "\(lags)")
        #expect(zip(lags[7...19], lags[8...19]).allSatisfy { $0 < $1 }, "\(lags)")
        // Item 6 is 14 points from the finger, item 0 300: it lags far less.
        #expect(lags[6] * 10 < lags[0], "\(lags)")
    }

    @Test func theSpringsComeBackToRestAfterTheScroll() throws {
        let dump = try DumpCommand.run(try options([scroll]), all: true)
        for item in 0..<20 {
            let frame = try LayoutSourceFixtures.cellFrame(ofDump: dump, item: item)
            #expect(LayoutSourceFixtures.isClose(frame, flowFrame(item)), "item \(item): \(String(describing: frame))")
        }
    }

    @Test func theWindowAnimatesOnlyWhileTheSpringsMove() throws {
        // Before the scroll the springs hang still: nothing asks for frames (an idle window uses no CPU).
        #expect(try !options().model(playing: [scroll], at: 0.4).isAnimating)
        // A quarter second after it they move, and the window draws every frame.
        #expect(try options().model(playing: [scroll], at: 0.75).isAnimating)
        // At rest, frames stop again.
        #expect(try !options().model(playing: [scroll]).isAnimating)
    }

    @Test func aLayoutThatTrapsWhileItsSpringsMoveStopsAskingForFrames() throws {
        // The first spring's action traps at its 12th step (0.1 s after the scroll): the last answer stays, still.
        var options = try options([scroll], at: 0.75)
        options.layoutSourcePath = try LayoutSourceFixtures.variant(of: "SpringyFlowLayout.swift", named: "BreakingSpringLayout.swift", replacing: [(
            "            dynamicAnimator.addBehavior(spring)",
            "            var steps = 0\n            if item.indexPath.item == 0 { spring.action = { steps += 1; if steps == 12 { fatalError(\"the spring broke\") } } }\n            dynamicAnimator.addBehavior(spring)")])
        options.at = 0.4
        let model = try options.makeModelAtMoment()
        // The window's scroll, then its frames: the trap is reported, the last answer stays, and no frame is asked for.
        model.collectionView.scroll(by: Point(x: 0, y: 100))
        #expect(model.isAnimating)
        for _ in 0..<30 { model.advance(by: 1.0 / 60) }
        let error = try #require(model.layoutSource?.failure?.description)
        #expect(error.contains("BreakingSpringLayout.swift:33: the layout trapped: Fatal error: the spring broke"), "\(error)")
        #expect(!model.isAnimating)
    }

    @Test func theFileUsesOnlyUIKitsOwnDeclarations() throws {
        // It type-checks against the iOS signatures as well as against the playground's module.
        #expect(try LayoutSourceFixtures.typecheckAgainstSignatures(LayoutSourceFixtures.path("SpringyFlowLayout.swift")) == [])
    }
}
