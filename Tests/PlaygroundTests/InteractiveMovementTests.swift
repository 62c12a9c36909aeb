import CollectionLayout
import Commands
import Foundation
@testable import Playground
import Testing

/// A held drag in the built-in (self-sizing) scene: the gap opens without the view scrolling
/// under the pointer, and the moved card keeps the size it was measured at.
@MainActor @Suite(.serialized) struct InteractiveMovementTests {
    private func dump(_ actions: [String], at: Double?) throws -> [String: Any] {
        let options = try ViewOptions(size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).playing(actions, at: at)
        return try JSONSerialization.jsonObject(with: Data(try DumpCommand.run(options, all: false).utf8)) as! [String: Any]
    }

    private func cell(_ id: String, in json: [String: Any]) -> [String: Any]? {
        (json["elements"] as! [[String: Any]]).first { $0["id"] as? String == id }
    }

    // Ocelot is the first card (under 160, 180 in the window); the pointer then goes to
    // (500, 320), the second line's middle card, far from the 48-point autoscroll zones.
    private let carry = [#"{"at": 0, "do": "pointerDown", "x": 160, "y": 180}"#,
                         #"{"at": 0.5, "do": "pointerMove", "x": 170, "y": 185}"#,
                         #"{"at": 0.6, "do": "pointerMove", "x": 500, "y": 320}"#]

    @Test func carryingTheFirstCardToTheNextLineDoesNotScroll() throws {
        let during = try dump(carry, at: 0.9)
        #expect(during["contentOffset"] as? [String: Double] == ["x": 0, "y": 0])
        // The pointer's content point: (500, 320 − 56).
        #expect(cell("ocelot", in: during)?["center"] as? [String: Double] == ["x": 500, "y": 264])
    }

    @Test func theCarriedCardKeepsItsMeasuredSize() throws {
        let before = try dump([], at: nil)
        let measured = try #require(cell("ocelot", in: before)?["size"] as? [String: Double])
        // The scene's estimate is 300×128; ocelot's text measures shorter.
        #expect(measured != ["width": 300, "height": 128])
        let during = try dump(carry, at: 0.9)
        let lifted = try #require(cell("ocelot", in: during)?["size"] as? [String: Double])
        #expect(lifted == measured)
        let dropped = try dump(carry + [#"{"at": 1, "do": "pointerUp", "x": 500, "y": 320}"#], at: nil)
        #expect(cell("ocelot", in: dropped)?["size"] as? [String: Double] == measured)
    }
}
