import CollectionLayout
import Commands
import Foundation
@testable import Playground
import Testing

/// `dump` prints the contract's JSON; with `--all`, every frame of a small scene as computed by hand
/// from uikit-flow-layout.md.
@MainActor @Suite struct StateDumpTests {
    private func dump(all: Bool, size: Size? = nil) throws -> [String: Any] {
        let options = ViewOptions(scenePath: TestPaths.fixture("small-scene.json"), size: size, fontsDirectory: TestPaths.fonts)
        let text = try DumpCommand.run(options, all: all)
        return try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
    }

    private func frames(_ json: [String: Any]) -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        for element in json["elements"] as! [[String: Any]] {
            let path = element["indexPath"] as! [Int]
            let name = "\(element["category"]!)\((element["kind"] as? String).map { "-" + $0 } ?? "")\(path)"
            let frame = element["frame"] as! [String: Double]
            result[name] = [frame["x"]!, frame["y"]!, frame["width"]!, frame["height"]!]
        }
        return result
    }

    @Test func allElementsHaveHandComputedFrames() throws {
        let json = try dump(all: true)
        #expect(json["layout"] as? String == "flow")
        #expect(json["contentSize"] as? [String: Double] == ["width": 320, "height": 434])
        // 400 tall less the toolbar (56) and the status bar (32).
        #expect(json["collectionFrame"] as? [String: Double] == ["x": 0, "y": 56, "width": 320, "height": 312])
        let expected: [String: [Double]] = [
            "supplementary-header[0, 0]": [0, 0, 320, 44],
            "cell[0, 0]": [20, 54, 80, 80], "cell[0, 1]": [120, 54, 80, 80], "cell[0, 2]": [220, 54, 80, 80],
            "cell[0, 3]": [20, 144, 80, 80], "cell[0, 4]": [120, 144, 80, 80], "cell[0, 5]": [220, 144, 80, 80],
            "supplementary-footer[0, 0]": [0, 234, 320, 30],
            // One 160-wide item a line: centred unless on the section's last line.
            "cell[1, 0]": [80, 264, 160, 50], "cell[1, 1]": [80, 324, 160, 50], "cell[1, 2]": [0, 384, 160, 50],
        ]
        #expect(frames(json) == expected)
    }

    @Test func elementsAreOrderedByCategoryKindAndIndexPathWithIDs() throws {
        let elements = try dump(all: true)["elements"] as! [[String: Any]]
        let order = elements.map { "\($0["category"]!)/\($0["kind"] as? String ?? "")/\($0["indexPath"]!)" }
        #expect(order.first == "cell//[0, 0]")
        #expect(order.last == "supplementary/header/[0, 0]")
        #expect(elements.prefix(6).map { $0["id"] as? String } == ["a", "b", "c", "d", "e", "f"])
        #expect(elements[6]["id"] as? String == "s1-i0")
        let first = elements[0]
        #expect(first["transform"] as? [Double] == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        #expect(first["center"] as? [String: Double] == ["x": 60, "y": 94])
        #expect(first["alpha"] as? Double == 1)
        #expect(first["hidden"] as? Bool == false)
    }

    @Test func defaultDumpListsOnlyWhatIsOnScreen() throws {
        // A 320×200 window leaves a 144-point-high collection: the header and the first row only.
        let json = try dump(all: false, size: Size(width: 320, height: 200))
        #expect(Set(frames(json).keys) == ["supplementary-header[0, 0]", "cell[0, 0]", "cell[0, 1]", "cell[0, 2]"])
        #expect(json["viewport"] as? [String: Double] == ["width": 320, "height": 200])
    }

    @Test func sameCommandPrintsTheSameBytes() throws {
        let options = ViewOptions(scenePath: TestPaths.fixture("small-scene.json"), fontsDirectory: TestPaths.fonts)
        #expect(try DumpCommand.run(options, all: true) == DumpCommand.run(options, all: true))
    }
}
