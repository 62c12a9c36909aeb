import CollectionLayout
import Foundation
import LayoutSource
import Testing

/// The host's element arrays as the playground reads them (written here by hand, as the host writes them).
struct LayoutHostWireTests {
    /// A cell at centre (45, 35), 50 × 50, with a subclass's `cornerRadius` 30 and `lane` 2 after it.
    static var entry: [Any] { ["cell", "", 0, 3, 45.0, 35.0, 50.0, 50.0, 1.0, 0, false, ["cornerRadius": 30.0, "lane": 2.0, "isPinned": 1.0]] }

    /// `cornerRadius` is the playground's own attribute (the card's corners); the rest are the layout's own.
    @Test func aSubclasssValuesSplitIntoThePlaygroundsAndTheLayoutsOwn() throws {
        let attributes = try #require(LayoutHostWire.attributes(Self.entry))
        #expect(attributes.frame == Rect(x: 20, y: 10, width: 50, height: 50))
        #expect(attributes.custom[.cornerRadius] == 30)
        #expect(attributes.custom.named.map(\.name) == ["cornerRadius"])
        let own = LayoutHostWire.ownValues(Self.entry)
        #expect(own.map(\.name) == ["isPinned", "lane"] && own.map(\.value) == [1, 2])
    }

    /// After a transform (16 numbers) the values are still found; an element without any has none.
    @Test func valuesAfterATransformAndNone() throws {
        let identity: [Double] = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        let turned = Array(Self.entry[0..<11]) + [identity.enumerated().map { $0.offset == 12 ? 5.0 : $0.element }, ["lane": 3.0]]
        #expect(LayoutHostWire.ownValues(turned).map(\.value) == [3])
        #expect(LayoutHostWire.attributes(turned)?.transform3D.m[12] == 5)
        #expect(LayoutHostWire.ownValues(Array(Self.entry[0..<11])).isEmpty)
    }

    /// A whole answer keeps each element's own values by key.
    @Test func anAnswerKeepsThemByElement() {
        let answer = LayoutHostWire.LayoutAnswer(json: ["contentSize": [300.0, 600.0], "elements": [Self.entry]])
        let key = ElementKey(category: .cell, kind: nil, indexPath: CollectionLayout.IndexPath(0, 3))
        #expect(answer.ownValues[key]?.map(\.name) == ["isPinned", "lane"])
    }

    /// Points, sizes, rectangles and strings are read as what they are; anything else is left out.
    @Test func valuesThatAreNotNumbers() {
        let entry: [Any] = Array(Self.entry[0..<11]) + [[
            "origin": ["x": 1.0, "y": 2.0], "extent": ["width": 3.0, "height": 4.0],
            "slot": ["x": 5.0, "y": 6.0, "width": 7.0, "height": 8.0], "title": "tag", "list": [1.0, 2.0],
        ]]
        let own = LayoutHostWire.ownValues(entry)
        #expect(own.map(\.name) == ["extent", "origin", "slot", "title"])
        #expect(own.map(\.value) == [.size(Size(width: 3, height: 4)), .point(Point(x: 1, y: 2)),
                                     .rect(Rect(x: 5, y: 6, width: 7, height: 8)), .string("tag")])
        #expect(own.map(\.value.text) == ["3 × 4", "1, 2", "5, 6, 7 × 8", "\"tag\""])
    }

    /// An `anchorPoint` moves the card as a layer's: by hand, a 50 × 50 card whose layout centre is (45, 35) and
    /// anchor (1, 0.5) has its right edge's middle there, so its own centre is (20, 35); turned a half turn about the
    /// anchor, its far (left) edge's middle lands at 45 + 50 = 95 — the centre (20, 35) moved by T(v + d) − d.
    @Test func anAnchorPointMovesTheCardAndItsTurn() throws {
        let halfTurn: [Double] = [-1, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        let entry: [Any] = Array(Self.entry[0..<11]) + [halfTurn, ["anchorPoint": ["x": 1.0, "y": 0.5]]]
        let attributes = try #require(LayoutHostWire.attributes(entry))
        #expect(attributes.center == Point(x: 20, y: 35))
        // The left edge's middle, 25 points left of the card's centre, through the transform about the centre.
        let leftMiddle = attributes.transform3D.project(Point(x: -25, y: 0))
        #expect(abs(attributes.center.x + leftMiddle.x - 95) < 1e-9 && abs(attributes.center.y + leftMiddle.y - 35) < 1e-9)
        // The anchor itself does not move: the right edge's middle stays at (45, 35).
        let rightMiddle = attributes.transform3D.project(Point(x: 25, y: 0))
        #expect(abs(attributes.center.x + rightMiddle.x - 45) < 1e-9)
    }
}
