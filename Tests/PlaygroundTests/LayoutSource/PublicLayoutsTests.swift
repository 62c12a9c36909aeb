import CollectionLayout
import Commands
import Foundation
import LayoutSource
@testable import Playground
import Testing

/// Public collection-view layouts nobody here wrote, run unchanged: each library's own files (MIT-licensed,
/// kept with their notices in Layouts/Public, sources in Layouts/Public/SOURCES.md) compiled as a folder with
/// `--layout-source`, beside — where the library needs its app to configure it — one file of the app's side
/// (`App*.swift`, ours). Every expected frame is worked out here from the layout's own constants.
@MainActor @Suite(.serialized) struct PublicLayoutsTests {
    /// One element of a dump, reduced to what these tests compare.
    struct Cell {
        var frame: [Double]
        var alpha: Double
        var zIndex: Int
        /// The transform's first diagonal entry (the x scale of a scale transform), 1 without one.
        var scaleX: Double
        /// The values of the layout's attributes subclass.
        var custom: [String: Any]
    }

    /// Whether two numbers agree to a thousandth (dumps round to four decimals).
    private func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 0.001 } ?? false }

    /// A `dump --all` of the public-layouts scene (six cards, a 400 × 700 window: a collection view 400 × 612 under
    /// the navigation bar) laid out by a library's folder, with the content offset the layout left.
    private func dump(_ library: String, function: String? = nil, className: String? = nil, scene: String = "public-scene.json")
        throws -> (cells: [Int: Cell], view: [String: Double], content: [String: Double]) {
        let (cells, view, content, _) = try dumpWithOffset(library, function: function, className: className, scene: scene)
        return (cells, view, content)
    }

    /// `dump` and the content offset.
    private func dumpWithOffset(_ library: String, function: String? = nil, className: String? = nil, scene: String = "public-scene.json")
        throws -> (cells: [Int: Cell], view: [String: Double], content: [String: Double], offset: [String: Double]) {
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path(scene), fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = LayoutSourceFixtures.path("Public/\(library)")
        options.layoutFunction = function
        options.layoutClass = className
        var cells: [Int: Cell] = [:]
        let json = try JSONSerialization.jsonObject(with: Data(try DumpCommand.run(options, all: true).utf8)) as! [String: Any]
        for element in json["elements"] as! [[String: Any]] where element["category"] as? String == "cell" {
            let frame = element["frame"] as! [String: Double]
            let transform = element["transform"] as? [Double]
            cells[(element["indexPath"] as! [Int])[1]] = Cell(
                frame: [frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!], alpha: element["alpha"] as? Double ?? 1,
                zIndex: element["zIndex"] as? Int ?? 0, scaleX: transform?.first ?? 1, custom: element["custom"] as? [String: Any] ?? [:])
        }
        return (cells, json["collectionFrame"] as! [String: Double], json["contentSize"] as! [String: Double],
                json["contentOffset"] as! [String: Double])
    }

    /// The cells whose frames differ from the expected ones, one line each.
    private func mismatches(_ cells: [Int: Cell], _ expected: [Int: [Double]]) -> [String] {
        var lines = expected.keys.sorted().compactMap { item in
            LayoutSourceFixtures.isClose(cells[item]?.frame, expected[item]!) ? nil : "item \(item): \(cells[item]?.frame ?? []) instead of \(expected[item]!)"
        }
        if Set(cells.keys) != Set(expected.keys) { lines.append("items \(cells.keys.sorted()) instead of \(expected.keys.sorted())") }
        return lines
    }

    @Test func filletofishsCardsStackFourCardsScaledAroundTheMiddle() throws {
        // CardsCollectionViewLayout: cards 200 × 300, the i-th of the four visible centred 10 points right of and
        // below the one before it from the view's middle, scaled by 0.95^(i − 2), z-index 4 − i; the fourth fades
        // in with the scroll (none yet: alpha 0). The content is a view's width per card.
        let (cells, view, content) = try dump("CardsLayout")
        let (width, height) = (view["width"]!, view["height"]!)
        var expected: [Int: [Double]] = [:]
        for i in 0..<4 { expected[i] = [width / 2 + 10 * Double(i) - 100, height / 2 + 10 * Double(i) - 150, 200, 300] }
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
        #expect([0, 1, 2, 3].map { cells[$0]?.zIndex } == [4, 3, 2, 1])
        for i in 0..<4 { #expect(abs((cells[i]?.scaleX ?? 0) - pow(0.95, Double(i) - 2)) < 0.001) }
        #expect([0, 1, 2, 3].map { cells[$0]?.alpha } == [1, 1, 1, 0])
        #expect(content["width"] == 6 * width && content["height"] == height)
    }

    @Test func chernyshenkosSquareFlowIsThreeColumnsAPointApartWithoutADelegate() throws {
        // SquareFlowLayout with no `flowDelegate` expands nothing: three columns (400 − 2 × 1) / 3 wide, 1 apart.
        let (cells, _, content) = try dump("SquareFlowLayout")
        let side = (400.0 - 2) / 3
        var expected: [Int: [Double]] = [:]
        for i in 0..<6 { expected[i] = [Double(i % 3) * (side + 1), Double(i / 3) * (side + 1), side, side] }
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
        #expect(abs(content["height"]! - (2 * side + 1)) < 0.01)
    }

    @Test func upCarouselCentresTheFirstCardAndShrinksAndFadesTheOthers() throws {
        // UPCarouselFlowLayout, as its README sets it up (cards 200 × 300, sideways): section insets centre a card,
        // (400 − 200) / 2 and (height − 300) / 2; spacing 40 − (200 − 200 × 0.6) / 2 = 0; a card a whole page from
        // the middle is scaled and faded to 0.6 (z-index 6), the middle one not at all (z-index 10).
        let (cells, view, content) = try dump("UPCarouselFlowLayout", function: "createLayout")
        let top = (view["height"]! - 300) / 2
        var expected: [Int: [Double]] = [:]
        for i in 0..<6 { expected[i] = [100 + 200 * Double(i), top, 200, 300] }
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
        #expect(cells[0]?.alpha == 1 && cells[0]?.scaleX == 1 && cells[0]?.zIndex == 10)
        for i in 1..<6 { #expect(cells[i]?.alpha == 0.6 && cells[i]?.scaleX == 0.6 && cells[i]?.zIndex == 6) }
        #expect(abs(content["width"]! - (100 + 6 * 200 + 100)) < 0.01)
    }

    @Test func alignedFlowPutsTagsAtTheLeadingEdgeAndTheTopOfTheirLine() throws {
        // AlignedCollectionViewFlowLayout(.left, .top), spacing 8 between items and 10 between lines, the app's
        // delegate sizing tags 120, 200 (44 high), 90, 150, 60, 120 wide: 120 + 8 + 200 = 328 fits 400, 90 more
        // does not; 90 + 8 + 150 + 8 + 60 = 316 fits, 120 more does not.
        let (cells, _, _) = try dump("AlignedCollectionViewFlowLayout", function: "createLayout")
        let expected: [Int: [Double]] = [0: [0, 0, 120, 30], 1: [128, 0, 200, 44],
                                         2: [0, 54, 90, 30], 3: [98, 54, 150, 30], 4: [256, 54, 60, 30], 5: [0, 94, 120, 30]]
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
    }

    @Test func tagCellLayoutCentresEachRowOfTagsAndKeepsItsWeakDelegate() throws {
        // TagCellLayout(alignment: .center, delegate: the view controller) — a weak delegate, so the view controller
        // must live as the app's does. Rows of 400: 120 + 200 = 320 (80 left over, 40 each side); 90 + 150 + 60
        // = 300 (50 each side); 120 alone (140 each side); rows 30 high.
        let (cells, _, _) = try dump("TagCellLayout", function: "createLayout")
        let expected: [Int: [Double]] = [0: [40, 0, 120, 30], 1: [160, 0, 200, 30],
                                         2: [50, 30, 90, 30], 3: [140, 30, 150, 30], 4: [290, 30, 60, 30], 5: [140, 60, 120, 30]]
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
    }

    @Test func displaySwitchersGridIsThreePaddedColumnsOfItsStaticHeight() throws {
        // DisplaySwitchLayout(staticCellHeight: 120, …, layoutState: .grid): three columns 400 / 3 wide, rows
        // 6 + 120 high, every frame inset by the layout's padding of 6.
        let (cells, _, content) = try dump("DisplaySwitcher", function: "createLayout")
        let column = 400.0 / 3
        var expected: [Int: [Double]] = [:]
        for i in 0..<6 { expected[i] = [Double(i % 3) * column + 6, Double(i / 3) * 126 + 6, column - 12, 114] }
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
        #expect(abs(content["height"]! - 2 * 126) < 0.01)
    }

    @Test func centeredCollectionViewInsetsAndScrollsItsViewToCentreTheFirstCard() throws {
        // CenteredCollectionViewFlowLayout (cards 300 × 400, 20 apart, sideways): in `invalidateLayout(with:)` it insets
        // its view by (400 − 300) / 2 = 50 each side and scrolls it to −50, which centres the first card. Each card
        // alone in its column is centred in it, (612 − 400) / 2 = 106 down — all but the last column's, which the flow
        // layout puts at the top as UIKit does (a last line is spaced as if filled).
        let (cells, _, content, offset) = try dumpWithOffset("CenteredCollectionView", function: "createLayout")
        #expect(offset["x"] == -50 && offset["y"] == 0)
        var expected: [Int: [Double]] = [:]
        for i in 0..<6 { expected[i] = [320 * Double(i), i < 5 ? 106 : 0, 300, 400] }
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
        #expect(close(content["width"], 6 * 300 + 5 * 20))
    }

    @Test func carLensSizesCardsToTheViewInsetsItAndMarksTheCentredCardsProgress() throws {
        // CarLensCollectionViewLayout with its default options: cards the view's width − 60 by its height (340 × 612),
        // 20 apart, the view inset (400 − 340) / 2 = 30 each side and so scrolled to −30; its attributes subclass's
        // `progress` is 1 for the centred card and 0 for one a whole card and gap (360) away.
        let (cells, view, _, offset) = try dumpWithOffset("CarLensCollectionViewLayout")
        #expect(offset["x"] == -30)
        let height = view["height"]!
        var expected: [Int: [Double]] = [:]
        for i in 0..<6 { expected[i] = [360 * Double(i), 0, 340, height] }
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
        #expect(cells[0]?.custom["progress"] as? Double == 1)
        for i in 1..<6 { #expect(cells[i]?.custom["progress"] as? Double == 0) }
    }

    @Test func centeredFlowCentresEachLineOfTagsCallingTheDelegatesOptionalMethods() throws {
        // CollectionViewCenteredFlowLayout asks `delegate?.collectionView?(…insetForSectionAt:)`, an optional method of
        // UIKit's that the view controller does not implement: the layout's own inset (0) and spacing (8) are used.
        // Lines of 400: 120 + 8 + 200 = 328, from (400 − 328) / 2 = 36; 90 + 150 + 60 + 16 = 316, from 42; 120, from 140.
        let (cells, _, _) = try dump("CollectionViewCenteredFlowLayout", function: "createLayout")
        let expected: [Int: [Double]] = [0: [36, 0, 120, 30], 1: [164, 0, 200, 30],
                                         2: [42, 40, 90, 30], 3: [140, 40, 150, 30], 4: [298, 40, 60, 30], 5: [140, 80, 120, 30]]
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
    }

    @Test func bouncyLayoutAtRestIsItsFlowLayout() throws {
        // BouncyLayout attaches a spring to every item (UIKit Dynamics); at rest the items are where its flow layout
        // puts them: 50 × 50 cards, six to the line of 400, justified (400 − 6 × 50) / 5 = 20 apart.
        let (cells, _, _) = try dump("BouncyLayout")
        var expected: [Int: [Double]] = [:]
        for i in 0..<6 { expected[i] = [70 * Double(i), 0, 50, 50] }
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
    }

    @Test func chtWaterfallPutsEachCardInTheShortestOfTwoColumnsAtTheScenesAspect() throws {
        // CHTCollectionViewWaterfallLayout, its delegate the scene's (one extension in the app's file): two columns
        // (800 − 10) / 2 = 395 wide, 10 apart; each card goes to the shorter column, 10 below its last card; a card's
        // height is its size's at that width. The long card (a paragraph) is the tallest.
        let (cells, view, _) = try dump("CHTCollectionViewWaterfallLayout", scene: "waterfall-scene.json")
        let column = (view["width"]! - 10) / 2
        #expect(cells.count == 3)
        #expect(cells.values.allSatisfy { $0.frame[2] == column })
        #expect(cells[0]?.frame[0] == 0 && cells[0]?.frame[1] == 0)
        #expect(cells[1]?.frame[0] == column + 10 && cells[1]?.frame[1] == 0)
        let (short, long) = (cells[0]!.frame, cells[1]!.frame)
        #expect(long[3] > short[3] && long[3] > cells[2]!.frame[3])
        // The third goes under the first, the shorter column.
        #expect(cells[2]?.frame[0] == 0 && close(cells[2]?.frame[1], short[3] + 10))
    }

    @Test func expandingCollectionCentresTheFirstCardAndShrinksAndFadesTheRest() throws {
        // Ramotion's PageCollectionLayout (cards 256 × 460, 25 apart, sideways), its overrides written in extensions as
        // Objective-C allows: it insets its view (400 − 256) / 2 = 72 each side, so the view starts at −72; a card 200
        // or more from the middle is scaled to 0.9 and faded to 0.3.
        let (cells, _, _, offset) = try dumpWithOffset("ExpandingCollection", function: "createLayout")
        #expect(offset["x"] == -72)
        var expected: [Int: [Double]] = [:]
        for i in 0..<6 { expected[i] = [281 * Double(i), i < 5 ? 76 : 0, 256, 460] }
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
        #expect(cells[0]?.alpha == 1 && cells[0]?.scaleX == 1)
        for i in 1..<6 { #expect(cells[i]?.alpha == 0.3 && cells[i]?.scaleX == 0.9) }
    }

    @Test func lnzCarouselCentresTheFirstItemAndScalesByDistance() throws {
        // LNZCarouselCollectionViewLayout (a subclass of two other layouts of the library, @objc protocols with optional
        // and weak requirements): items 100 × 100, 8 apart, the first centred by a leading inset of (400 − 100) / 2 = 150,
        // 8 from the top; an item d from the middle (up to 200) scaled by 1 − 0.15 d / 200: 1, then 0.919 at 108, then 0.85.
        let (cells, _, content) = try dump("LNZCollectionLayouts", className: "LNZCarouselCollectionViewLayout")
        var expected: [Int: [Double]] = [:]
        for i in 0..<6 { expected[i] = [150 + 108 * Double(i), 8, 100, 100] }
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
        #expect([0, 1, 2, 3].map { cells[$0]?.scaleX } == [1, 0.919, 0.85, 0.85])
        #expect(cells[0]?.zIndex == 100_000)
        #expect(close(content["width"], 150 + 150 - 8 + 108 * 6) && close(content["height"], 8 + 100 + 8))
    }

    @Test func cardSliderScrollsToTheLastCardAndStacksTheThreeBeforeIt() throws {
        // Ramotion's CardsLayout: cards 0.7 of the view wide (280) at an aspect of 0.6 (466.67 high), centred on the
        // view's middle; in `prepare()` it scrolls to the last page (6 × 400 − 400 = 2,000); the top card's middle is
        // 2,000 + 400 − 140 − 35 / 2 = 2,242.5, each card under it 35 left, scaled 0.8 + 0.2 × its place of 3.
        let (cells, view, _, offset) = try dumpWithOffset("CardSlider")
        #expect(offset["x"] == 2000)
        let top = view["height"]! / 2 - 280 / 0.6 / 2
        let expected: [Int: [Double]] = [3: [2032.5, top, 280, 280 / 0.6], 4: [2067.5, top, 280, 280 / 0.6], 5: [2102.5, top, 280, 280 / 0.6]]
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
        #expect([3, 4, 5].map { cells[$0]?.zIndex } == [1, 2, 3])
        #expect(close(cells[3]?.scaleX, 0.8 + 0.2 / 3) && close(cells[4]?.scaleX, 0.8 + 0.4 / 3) && cells[5]?.scaleX == 1)
    }

    @Test func animatedCollectionViewLayoutsLinearCardsShrinkAndSlideByTheirPlaceFromTheMiddle() throws {
        // KelvinJin's AnimatedCollectionViewLayout with LinearCardAttributesAnimator (pages 400 × 600, sideways): a
        // page's middle offset is its centre's distance from the view's, in view widths — page i's is i; it is scaled
        // by 0.7 − 0.1 i, slid left by 400 × 0.4 × i before the scale (−160 i × the scale), its alpha 1 − i + 0.5.
        let (cells, _, _) = try dump("AnimatedCollectionViewLayout", function: "createLayout")
        var expected: [Int: [Double]] = [:]
        for i in 0..<6 { expected[i] = [400 * Double(i), i < 5 ? 6 : 0, 400, 600] }
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
        for i in 0..<6 {
            #expect(close(cells[i]?.scaleX, 0.7 - 0.1 * Double(i)))
            #expect(close(cells[i]?.custom["middleOffset"] as? Double, Double(i)))
        }
        #expect(close(cells[1]?.alpha, 0.5))
    }

    @Test(arguments: ["LNZSnapToCenterCollectionViewLayout", "LNZInfiniteCollectionViewLayout"])
    func lnzsOtherLayoutsCentreTheFirstItemUnscaled(_ layout: String) throws {
        // The carousel's two superclasses, each a layout of its own: the same items and insets, no scaling.
        let (cells, _, content) = try dump("LNZCollectionLayouts", className: layout)
        var expected: [Int: [Double]] = [:]
        for i in 0..<6 { expected[i] = [150 + 108 * Double(i), 8, 100, 100] }
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
        #expect(cells.values.allSatisfy { $0.scaleX == 1 })
        #expect(close(content["width"], 940))
    }

    @Test func verticalCardSwipersFlowLayoutStacksFullWidthCardsAndLaysOutOnlyThoseNearTheScreen() throws {
        // VerticalCardSwiperFlowLayout, sized as its view sizes it: cards 400 − 40 = 360 wide and 612 − 130 = 482 high,
        // each alone on its line and so centred (20 from the edge), 40 apart; it answers only the cards from a card's
        // height above the view to its bottom (the first two), each at z-index its row, unscaled while at the top.
        let (cells, _, content) = try dump("VerticalCardSwiper", function: "createLayout")
        let expected: [Int: [Double]] = [0: [20, 0, 360, 482], 1: [20, 522, 360, 482]]
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
        #expect(cells[0]?.zIndex == 0 && cells[1]?.zIndex == 1 && cells.values.allSatisfy { $0.scaleX == 1 })
        #expect(close(content["height"], 6 * 482 + 5 * 40))
    }

    @Test func glidingCollectionsCardsTakeTheirSizeFromTheScreenAndPageACardAtATime() throws {
        // Ramotion's GlidingLayout set up as its GlidingCollection does, with GlidingConfig's defaults: cards of 65 % of
        // the screen's width and 45 % of its height, round(0.65 × 400) = 260 by round(0.45 × 612) = 275 (the screen is
        // the collection view, read as the app makes the layout), 30 apart, sideways, inset 30 at the leading edge and
        // 400 − 260 − 30 = 110 at the trailing. A column of 612 holds two cards (275 + 10 + 275 ≤ 612), UIKit's flow
        // putting the first at the top and the second at the bottom, 612 − 275 = 337; columns every 260 + 30 = 290.
        let (cells, _, content) = try dump("GlidingCollection", function: "createLayout")
        var expected: [Int: [Double]] = [:]
        for i in 0..<6 { expected[i] = [30 + 290 * Double(i / 2), i % 2 == 0 ? 0 : 337, 260, 275] }
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
        let contentWidth: Double = 30 + 3 * 260 + 2 * 30 + 110
        #expect(close(content["width"], contentWidth))
        // Its `targetContentOffset` pages by the card and its spacing: a wheel of 100 points to the right (0.34 of a
        // page, moving right) rests on the next page, 290; another 100 from there, on the page after, 580 (the end).
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path("public-scene.json"), fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = LayoutSourceFixtures.path("Public/GlidingCollection")
        options.layoutFunction = "createLayout"
        let model = try options.makeModelAtMoment()
        let view = model.collectionView
        view.scrollWheel(by: Point(x: 100, y: 0))
        model.advance(by: 3)
        #expect(view.contentOffset.x == 290)
        view.scrollWheel(by: Point(x: 100, y: 0))
        model.advance(by: 3)
        #expect(view.contentOffset.x == 580)
    }

    @Test func adMozaikFillsItsGridAroundATwoByTwoTileThroughItsUmbrellaHeadersUIKit() throws {
        // ADMozaikLayout's files import only Foundation: they see UIKit through the framework's umbrella header,
        // which the folder holds. Four columns 100 wide, rows 100 high: the first item 2 × 2 at the top left, the
        // others one cell each in the first free cells, row by row — (2, 0), (3, 0), (2, 1), (3, 1), then (0, 2).
        let (cells, _, _) = try dump("ADMozaikCollectionViewLayout", function: "createLayout")
        let expected: [Int: [Double]] = [0: [0, 0, 200, 200], 1: [200, 0, 100, 100], 2: [300, 0, 100, 100],
                                         3: [200, 100, 100, 100], 4: [300, 100, 100, 100], 5: [0, 200, 100, 100]]
        #expect(mismatches(cells, expected).isEmpty, "\(mismatches(cells, expected))")
    }
}
