import CardDrawing
import CollectionLayout
import Commands
import Foundation
@testable import Playground
import Testing

/// The content inset and offset a user's layout writes to its collection view take effect as on iOS: a carousel
/// insetting itself in `prepare()` so that its first and last cards come to the middle scrolls within the inset,
/// rests where its `targetContentOffset` snaps, and a layout setting `contentOffset` starts there. By hand, from
/// CarouselLayout's constants in the line scene's collection view, 800 wide: cards 200 wide every 220 points, card i
/// at x = 220 i, centred across the view's height; the inset (800 − 200) / 2 = 300 each side; twelve cards make the
/// content 11 × 220 + 200 = 2,620 wide, so the offset runs from −300 to 2,620 − 800 + 300 = 2,120.
@MainActor @Suite(.serialized) struct LayoutSourceScrollStateTests {
    /// Options for the line scene with a layout of the Layouts folder (or a file's path) and the bundled fonts.
    private func options(source: String, className: String? = nil) -> ViewOptions {
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path("line-scene.json"), fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = source
        options.layoutClass = className
        return options
    }

    /// CarouselLayout with `StartOnThirdCardLayout`, which scrolls to card 2 once, in its first `prepare()`:
    /// 2 × 220 − 300 = 140.
    private func startingCarousel(named name: String) throws -> String {
        try LayoutSourceFixtures.variant(of: "CarouselLayout.swift", named: name, appending: """

            class StartOnThirdCardLayout: CarouselLayout {
                private var started = false
                override func prepare() {
                    super.prepare()
                    guard !started, let collectionView else { return }
                    started = true
                    collectionView.contentOffset = CGPoint(x: 2 * 220 - collectionView.contentInset.left, y: 0)
                }
            }

            """)
    }

    @Test func aCarouselsInsetLetsItsFirstCardRestAtTheMiddle() throws {
        let dump = try DumpCommand.run(options(source: LayoutSourceFixtures.path("CarouselLayout.swift")), all: true)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        // The scene opens at the content's start, which the inset moved to −300: card 0 (0…200) shows at 300…500.
        #expect((json["contentOffset"] as? [String: Double])?["x"] == -300)
        let inset = try #require(json["adjustedContentInset"] as? [String: Double])
        #expect(inset["left"] == 300 && inset["right"] == 300 && inset["top"] == 0)
        let height = try #require((json["collectionFrame"] as? [String: Double])?["height"])
        #expect(try LayoutSourceFixtures.cellFrame(ofDump: dump, item: 0) == [0, (height - 200) / 2, 200, 200])
        #expect(try LayoutSourceFixtures.cellFrame(ofDump: dump, item: 11) == [2_420, (height - 200) / 2, 200, 200])
    }

    @Test func theCarouselScrollsWithinItsInsetAndSnapsACardToTheMiddle() throws {
        let model = try options(source: LayoutSourceFixtures.path("CarouselLayout.swift")).makeModelAtMoment()
        let view = model.collectionView
        #expect(view.contentOffset.x == -300)
        #expect(view.minimumContentOffset.x == -300 && view.maximumContentOffset.x == 2_120)
        // A step to 0 proposes (0 + 300) / 220 = 1.36 cards: the layout snaps to card 1, at 220 − 300 = −80,
        // its centre (320) at the view's middle (−80 + 400).
        view.scrollStep(to: Point(x: 0, y: 0))
        model.advance(by: 3)
        #expect(view.contentOffset.x == -80)
        // To the end: card 11 (2,420…2,620) rests at the middle, 2,420 + 100 − 400 = 2,120.
        view.scrollStep(to: Point(x: 5_000, y: 0))
        model.advance(by: 3)
        #expect(view.contentOffset.x == 2_120)
    }

    @Test func aLayoutSettingTheContentOffsetStartsThere() throws {
        // Set once in prepare() to rest on card 2: 2 × 220 − 300 = 140.
        let file = try startingCarousel(named: "StartingCarouselLayout.swift")
        let dump = try DumpCommand.run(options(source: file, className: "StartOnThirdCardLayout"), all: true)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        #expect((json["contentOffset"] as? [String: Double])?["x"] == 140)
    }

    @Test func aPinnedHeaderOfTheLayoutsOwnKindIsDrawnAsAHeaderOnTheBackground() throws {
        // The same, in the line scene with a header text: the header of Apple's kind, pinned over the rows scrolling
        // under it (at its own zIndex, 2), is drawn as the section's header — its text on the view's background,
        // covering the rows — not as a badge.
        var text = try String(contentsOfFile: LayoutSourceFixtures.path("line-scene.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: #"{"items": ["#, with: #"{"header": {"text": "Big Cats"}, "items": ["#)
        let scene = try TestPaths.temporaryDirectory().appendingPathComponent("line-header-scene.json").path
        try text.write(toFile: scene, atomically: true, encoding: .utf8)
        var options = ViewOptions(scenePath: scene, fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = LayoutSourceFixtures.path("PinnedHeaderLayout.swift")
        options.showsChrome = false
        let model = try options.makeModelAtMoment()
        model.collectionView.setContentOffset(Point(x: 0, y: 100))
        model.collectionView.layoutIfNeeded()
        let commands = model.drawList().commands
        let backgrounds = commands.compactMap { if case .fill(let frame, Palette.light.background, _) = $0 { frame } else { nil } }
        let band = try #require(backgrounds.first { $0.width == 780 && $0.height == 44 }, "\(backgrounds)")
        #expect(commands.contains { if case .text(let run) = $0 { band.contains(run.origin) } else { false } })
        #expect(!commands.contains { if case .fill(_, Palette.light.badge, _) = $0 { true } else { false } })
    }

    @Test func aReloadedLayoutThatSetsTheContentOffsetRestsThereNotAtTheCentreItem() throws {
        // The line scene with CarouselLayout (resting at −300, card 0 in the middle); a save loads the variant that
        // scrolls to card 2 in its first prepare(): settled, the view rests where that layout put it, 140, as
        // when it is loaded directly, rather than keeping card 0 in the middle.
        let file = try startingCarousel(named: "StartingCarouselReload.swift")
        var options = options(source: LayoutSourceFixtures.path("CarouselLayout.swift"))
        options.allowsScriptLayoutSource = true
        let load = #"{"at": 0.2, "do": "loadLayoutSource", "path": "\#(file)", "class": "StartOnThirdCardLayout"}"#
        let dump = try DumpCommand.run(try options.playing([load]), all: true)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        #expect((json["contentOffset"] as? [String: Double])?["x"] == 140)
    }

    @Test func aPinnedHeaderKeepsTheZIndexItAskedFor() throws {
        // PinnedHeaderLayout's header asks for zIndex 2 (UIKit's compositional layout keeps it). Scrolled 100 down,
        // it is pinned at the top of the visible bounds, y = 100, still at 2, inside the section's side insets as
        // its rows are (x = 10, 780 wide: supplementaries follow the content insets by default); row i is at
        // y = 44 + 49 i.
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path("line-scene.json"), fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = LayoutSourceFixtures.path("PinnedHeaderLayout.swift")
        let model = try options.makeModelAtMoment()
        let view = model.collectionView
        view.setContentOffset(Point(x: 0, y: 100))
        view.layoutIfNeeded()
        let elements = view.layout.layoutAttributesForElements(in: view.bounds)
        let header = try #require(elements.first { $0.kind == "section-header-element-kind" })
        #expect(header.zIndex == 2)
        #expect(header.frame == Rect(x: 10, y: 100, width: 780, height: 44))
        #expect(view.layout.layoutAttributesForItem(at: IndexPath(0, 3))?.frame == Rect(x: 10, y: 44 + 3 * 49, width: 780, height: 44))
    }
}
