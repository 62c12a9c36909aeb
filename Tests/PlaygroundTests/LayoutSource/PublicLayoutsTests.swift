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
    }

    /// A `dump --all` of the public-layouts scene (six cards, a 400 × 700 window) laid out by a library's folder.
    private func dump(_ library: String, function: String? = nil) throws -> (cells: [Int: Cell], view: [String: Double], content: [String: Double]) {
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path("public-scene.json"), fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = LayoutSourceFixtures.path("Public/\(library)")
        options.layoutFunction = function
        let json = try JSONSerialization.jsonObject(with: Data(try DumpCommand.run(options, all: true).utf8)) as! [String: Any]
        var cells: [Int: Cell] = [:]
        for element in json["elements"] as! [[String: Any]] where element["category"] as? String == "cell" {
            let frame = element["frame"] as! [String: Double]
            let transform = element["transform"] as? [Double]
            cells[(element["indexPath"] as! [Int])[1]] = Cell(
                frame: [frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!], alpha: element["alpha"] as? Double ?? 1,
                zIndex: element["zIndex"] as? Int ?? 0, scaleX: transform?.first ?? 1)
        }
        return (cells, json["collectionFrame"] as! [String: Double], json["contentSize"] as! [String: Double])
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
}
