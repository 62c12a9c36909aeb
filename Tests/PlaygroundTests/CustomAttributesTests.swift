import CollectionLayout
import Foundation
import Testing
@testable import Playground

/// Custom layout attributes reach the cell: the circle rounds its cells, the grid says each
/// cell's column and whether it is editing, a switch animates the radius with the frame, and
/// `dump` lists them.
@MainActor @Suite struct CustomAttributesTests {
    @Test func aSwitchFromFlowToCircleAnimatesTheCornerRadiusWithTheFrame() throws {
        let model = try ViewOptions(size: "1024x768", fontsDirectory: TestPaths.fonts).makeModel()
        model.settle()
        let from = try #require(model.collectionView.layoutAttributes(of: .cell(itemID: "ocelot")))
        model.setLayout(.circle, animated: true)
        let to = try #require(model.collectionView.layoutAttributes(of: .cell(itemID: "ocelot")))
        // The circle's ring cell is round: half its side.
        #expect(to[.cornerRadius] == min(to.size.width, to.size.height) / 2)
        #expect(from.custom.isEmpty)
        // Partway, the radius has gone the same fraction of its way as the width.
        model.advance(by: 0.12)
        let element = try #require(model.collectionView.presentationElements().first { $0.identity == .cell(itemID: "ocelot") })
        let shown = element.attributes
        let fraction = (shown.size.width - from.size.width) / (to.size.width - from.size.width)
        #expect(fraction > 0.05 && fraction < 0.95)
        let expected = CustomAttribute.cornerRadius.defaultValue + fraction * (to[.cornerRadius] - CustomAttribute.cornerRadius.defaultValue)
        #expect(abs(shown[.cornerRadius] - expected) < 1e-6)
    }

    @Test func theGridSaysEachCellsColumnAndWhetherItIsEditing() throws {
        let model = try ViewOptions(scenePath: TestPaths.podcastScene, size: "900x760", fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        let episodes = try #require(model.collectionView.data.sections.firstIndex { $0.id == "episodes" })
        // Two columns from 700 points wide: item 3 is in column 1, item 4 in column 0.
        let third = try #require(model.collectionView.layout.layoutAttributesForItem(at: CollectionLayout.IndexPath(item: 3, section: episodes)))
        let fourth = try #require(model.collectionView.layout.layoutAttributesForItem(at: CollectionLayout.IndexPath(item: 4, section: episodes)))
        #expect(third[.columnIndex] == 1 && fourth[.columnIndex] == 0)
        #expect(third.custom["editing"] == nil)
        model.setEditing(true)
        let editing = try #require(model.collectionView.layout.layoutAttributesForItem(at: CollectionLayout.IndexPath(item: 3, section: episodes)))
        #expect(editing[.editing] == 1)
    }

    @Test func dumpListsTheCustomAttributes() throws {
        let json = try JSONSerialization.jsonObject(with: Data(try DumpCommand.run(
            ViewOptions(layout: "circle", size: "800x600", fontsDirectory: TestPaths.fonts), all: true).utf8)) as! [String: Any]
        let cell = try #require((json["elements"] as? [[String: Any]])?.first { $0["category"] as? String == "cell" })
        let size = try #require(cell["size"] as? [String: Double])
        #expect((cell["custom"] as? [String: Double])?["cornerRadius"] == min(size["width"]!, size["height"]!) / 2)
    }
}
