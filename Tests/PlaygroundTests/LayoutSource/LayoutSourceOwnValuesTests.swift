import Commands
import Foundation
@testable import Playground
import Testing

/// An attributes subclass's values that are not numbers reach `dump` (and the inspector) — points, sizes,
/// rectangles, strings and flags — and an `anchorPoint` among them places the drawn card as a cell's
/// `apply(_:)` setting `layer.anchorPoint` does (AnchorLayout, after AnimatedCollectionViewLayout).
@MainActor @Suite(.serialized) struct LayoutSourceOwnValuesTests {
    private func dump() throws -> String {
        var options = ViewOptions(scenePath: LayoutSourceFixtures.path("circle-scene.json"), fontsDirectory: TestPaths.fonts)
        options.layoutSourcePath = LayoutSourceFixtures.path("AnchorLayout.swift")
        return try DumpCommand.run(options, all: true)
    }

    /// The first cell's object in a dump.
    private func firstCell(_ dump: String) throws -> [String: Any] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
        let elements = try #require(json["elements"] as? [[String: Any]])
        return try #require(elements.first { $0["category"] as? String == "cell" && $0["indexPath"] as? [Int] == [0, 0] })
    }

    @Test func aSubclasssPointsSizesRectanglesStringsAndFlagsReachTheDump() throws {
        let custom = try #require(try firstCell(try dump())["custom"] as? [String: Any])
        #expect(custom["anchorPoint"] as? [String: Double] == ["x": 0, "y": 0])
        #expect(custom["offset"] as? [String: Double] == ["width": 4, "height": 2])
        #expect(custom["place"] as? [String: Double] == ["x": 50, "y": 100, "width": 100, "height": 100])
        #expect(custom["name"] as? String == "card 0")
        #expect((custom["isFeatured"] as? NSNumber)?.doubleValue == 1)
    }

    @Test func theAnchorPointIsWhereTheCardTurns() throws {
        // By hand: the layout's frame (50, 100, 100 × 100) puts the layer's position — its anchor, the top-left
        // corner — at the centre (100, 150); the card turned a quarter about it, (x, y) → (−y, x), has its corners
        // top-left (100, 150), top-right (100, 250), bottom-right (0, 250), bottom-left (0, 150).
        let cell = try firstCell(try dump())
        let frame = try #require(cell["frame"] as? [String: Double])
        let m = try #require(cell["transform"] as? [Double])
        let (x, y, w, h) = (frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!)
        func corner(_ u: Double, _ v: Double) -> [Double] {
            // p · M about the card's centre, then the perspective divide, as the dump's transform is applied.
            let px = (u - 0.5) * w, py = (v - 0.5) * h
            let divisor = px * m[3] + py * m[7] + m[15]
            return [x + w / 2 + (px * m[0] + py * m[4] + m[12]) / divisor, y + h / 2 + (px * m[1] + py * m[5] + m[13]) / divisor]
        }
        let expected: [[Double]] = [[100, 150], [100, 250], [0, 250], [0, 150]]
        let drawn = [corner(0, 0), corner(1, 0), corner(1, 1), corner(0, 1)]
        for (shown, wanted) in zip(drawn, expected) {
            #expect(abs(shown[0] - wanted[0]) < 0.01 && abs(shown[1] - wanted[1]) < 0.01, "\(drawn)")
        }
    }
}
