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
}
