import CollectionLayout
import Commands
import Foundation
@testable import Playground
import Testing

/// `dump --at` in the middle of an update names every element by its own id: a disappearing cell
/// keeps its old id, an appearing one has its new id, and no id is listed twice.
@MainActor @Suite(.serialized) struct DumpIdentityTests {
    /// The built-in scene's dump (1024×768) after `actions`, at `at` (nil: settled).
    private func cells(_ actions: [String], at: Double?) throws -> [[String: Any]] {
        let options = try ViewOptions(size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).playing(actions, at: at)
        let text = try DumpCommand.run(options, all: false)
        let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        return (json["elements"] as! [[String: Any]]).filter { $0["category"] as? String == "cell" }
    }

    private func ids(_ cells: [[String: Any]]) -> [String] { cells.compactMap { $0["id"] as? String } }

    private func element(_ id: String, in cells: [[String: Any]]) -> [String: Any]? {
        cells.first { $0["id"] as? String == id }
    }

    private func center(_ element: [String: Any]?) -> [String: Double]? { element?["center"] as? [String: Double] }

    @Test func midDeleteTheDeletedCellsKeepTheirOwnIDs() throws {
        // The scene starts ocelot, lynx, snow-leopard, cheetah…; ocelot and snow-leopard go at 0.
        let before = try cells([], at: nil)
        let delete = [#"{"at": 0, "do": "delete", "indexPaths": [[0, 0], [0, 2]]}"#]
        let during = try cells(delete, at: 0.1)
        #expect(ids(during).count == during.count)
        #expect(Set(ids(during)).count == ids(during).count)
        // The deleted cells are listed under their own ids, fading where they were.
        for deleted in ["ocelot", "snow-leopard"] {
            let fading = try #require(element(deleted, in: during))
            let alpha = try #require(fading["alpha"] as? Double)
            #expect(alpha > 0 && alpha < 1)
            #expect(center(fading) == center(element(deleted, in: before)))
        }
        // lynx, now first, once.
        #expect(ids(during).filter { $0 == "lynx" }.count == 1)
        let settled = try cells(delete, at: nil)
        #expect(!ids(settled).contains("ocelot") && !ids(settled).contains("snow-leopard"))
    }

    @Test func midInsertTheNewCellHasItsNewID() throws {
        let insert = [#"{"at": 0, "do": "insert", "indexPaths": [[0, 0]], "items": [{"id": "fresh", "title": "Fresh"}]}"#]
        let during = try cells(insert, at: 0.1)
        #expect(Set(ids(during)).count == ids(during).count && ids(during).count == during.count)
        #expect(ids(during).filter { $0 == "fresh" }.count == 1)
        #expect(ids(during).filter { $0 == "ocelot" }.count == 1)
    }

    @Test func midMoveEveryIDOnce() throws {
        // lynx (second) moves to pallass-cat's place (fifth); the first card stays, so the view does not scroll.
        let before = try cells([], at: nil)
        let move = [#"{"at": 0, "do": "move", "from": [0, 1], "to": [0, 4]}"#]
        let during = try cells(move, at: 0.1)
        #expect(Set(ids(during)).count == ids(during).count && ids(during).count == during.count)
        // Mid-way it is at neither place.
        let lynx = try #require(center(element("lynx", in: during)))
        #expect(lynx != center(element("lynx", in: before)))
        #expect(lynx != center(element("pallass-cat", in: before)))
        #expect(try cells(move, at: nil).map { $0["id"] as? String }.prefix(5)
                == ["ocelot", "snow-leopard", "cheetah", "pallass-cat", "lynx"])
    }

    @Test func midDragEveryIDOnce() throws {
        // A held drag lifting ocelot (at 160, 180) and carrying it over the third card.
        let drag = [#"{"at": 0, "do": "pointerDown", "x": 160, "y": 180}"#,
                    #"{"at": 0.5, "do": "pointerMove", "x": 300, "y": 180}"#,
                    #"{"at": 0.6, "do": "pointerMove", "x": 850, "y": 180}"#]
        let during = try cells(drag, at: 0.65)
        #expect(Set(ids(during)).count == ids(during).count && ids(during).count == during.count)
        let lifted = try #require(element("ocelot", in: during))
        // The lifted card is at the pointer: (850, 180) in the window is (850, 124) in the content.
        #expect(center(lifted) == ["x": 850, "y": 124])
    }
}
