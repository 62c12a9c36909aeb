import CollectionLayout
import Commands
import Foundation
@testable import Playground
import TestSupport
import Testing

/// Custom layout attributes reach the cell: the circle rounds its cells, the grid says each
/// cell's column and whether it is editing, a switch animates the radius with the frame, and
/// `dump` lists them.
@MainActor @Suite struct CustomAttributesTests {
    @Test func aSwitchFromFlowToCircleAnimatesTheCornerRadiusWithTheFrame() throws {
        let model = try SceneTestSupport.builtInScene()
        model.settle()
        let from = try #require(model.collectionView.layoutAttributes(of: .cell(itemID: "ocelot")))
        model.setLayout(.circle, animated: true)
        let to = try #require(model.collectionView.layoutAttributes(of: .cell(itemID: "ocelot")))
        // By hand: 60 cards on a ring of radius min(1024, 768 − 56 − 32) / 2.5 = 272 stand
        // 2 · 272 · sin(π/60) = 28.47 apart; a tenth of overlap allows 31.3, so the 96-point
        // cards shrink to 31 × 31 — round, radius 15.5. Flow's cards say nothing: 12.
        #expect(to.size == Size(width: 31, height: 31) && to[.cornerRadius] == 15.5)
        #expect(from.custom.isEmpty && from[.cornerRadius] == 12)
        // Partway, the radius has gone the same fraction of its way (12 → 16) as the width.
        model.advance(by: 0.12)
        let element = try #require(model.collectionView.presentationElements().first { $0.identity == .cell(itemID: "ocelot") })
        let shown = element.attributes
        let widthFraction = (shown.size.width - from.size.width) / (31 - from.size.width)
        let radiusFraction = (shown[.cornerRadius] - 12) / (15.5 - 12)
        #expect(widthFraction > 0.05 && widthFraction < 0.95)
        #expect(abs(radiusFraction - widthFraction) < 1e-6)
    }

    @Test func theGridSaysEachCellsColumnAndWhetherItIsEditing() throws {
        let model = try ViewOptions(scenePath: TestPaths.podcastScene, size: Size(width: 900, height: 760), fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        let episodes = try #require(model.collectionView.data.sections.firstIndex { $0.id == "episodes" })
        // Two columns from 700 points wide: item 3 is in column 1, item 4 in column 0.
        let third = try #require(model.collectionView.layout.layoutAttributesForItem(at: CollectionLayout.IndexPath(item: 3, section: episodes)))
        let fourth = try #require(model.collectionView.layout.layoutAttributesForItem(at: CollectionLayout.IndexPath(item: 4, section: episodes)))
        #expect(third[.columnIndex] == 1 && fourth[.columnIndex] == 0)
        #expect(third.custom[.editing] == nil)
        model.setEditing(true)
        let editing = try #require(model.collectionView.layout.layoutAttributesForItem(at: CollectionLayout.IndexPath(item: 3, section: episodes)))
        #expect(editing[.editing] == 1)
    }

    @Test func dumpListsTheCustomAttributes() throws {
        let json = try JSONSerialization.jsonObject(with: Data(try DumpCommand.run(
            ViewOptions(layout: .kind(.circle), size: Size(width: 800, height: 600), fontsDirectory: TestPaths.fonts), all: true).utf8)) as! [String: Any]
        let cell = try #require((json["elements"] as? [[String: Any]])?.first { $0["category"] as? String == "cell" })
        // 800 × 600 less the bars (56 + 32): a ring of radius 512 / 2.5 = 204.8, neighbours
        // 2 · 204.8 · sin(π/60) = 21.44 apart, a tenth of overlap: 23.6, so 23-point cards, radius 11.5.
        #expect(cell["size"] as? [String: Double] == ["width": 23, "height": 23])
        #expect((cell["custom"] as? [String: Double])?["cornerRadius"] == 11.5)
    }
}
