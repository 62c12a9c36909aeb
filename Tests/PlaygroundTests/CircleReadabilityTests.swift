import CardDrawing
import CollectionLayout
import CollectionView
import Foundation
@testable import Playground
import TestSupport
import Testing
import Typography

/// The circle reads at any count and text size: neighbours overlap at most a little, and every
/// card shows its title whole or the compact chip — never text cut off by the card's edge.
@MainActor @Suite(.serialized) struct CircleReadabilityTests {
    /// A scene of `count` cards with titles of one to three words, written to a temporary file.
    private func scene(count: Int) throws -> String {
        let words = ["Ocelot", "Snow Leopard", "Black-footed Cat", "Iberian Lynx", "Sand Cat", "Clouded Leopard of Borneo"]
        let items = (0..<count).map { #"{"id": "i\#($0)", "title": "\#(words[$0 % words.count])", "subtitle": "Item \#($0)"}"# }
        let text = #"{"name": "Ring", "viewport": {"width": 1024, "height": 768}, "sections": [{"items": [\#(items.joined(separator: ","))]}]}"#
        let url = try TestPaths.temporaryDirectory().appendingPathComponent("ring-\(count).json")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// The overlap of two axis-aligned rectangles as a fraction of the first's area.
    private func overlapFraction(_ a: Rect, _ b: Rect) -> Double {
        let width = max(0, min(a.maxX, b.maxX) - max(a.minX, b.minX))
        let height = max(0, min(a.maxY, b.maxY) - max(a.minY, b.minY))
        return width * height / (a.width * a.height)
    }

    @Test(arguments: [6, 24, 60, 200], ["xS", "L", "AX5"])
    func neighboursOverlapAtMostAFifthAndEveryTitleIsWholeOrAChip(count: Int, category: String) throws {
        let model = try ViewOptions(scenePath: try scene(count: count), layout: .kind(.circle), category: try ContentSizeCategory.parse(category),
                                    fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        let frames = (0..<count).compactMap { model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.count == count)
        // Neighbours on the ring: a tenth of the side allowed along the ring, so at most about 13 %
        // of a card's area where the ring runs diagonally; a fifth is the bound.
        for index in frames.indices {
            let next = frames[(index + 1) % count]
            #expect(overlapFraction(frames[index], next) <= 0.2, "\(count) at \(category): cards \(index) and \(index + 1)")
        }
        // Each card painted alone: any text it draws sits inside it (a glyph run's baseline above
        // its bottom edge); otherwise it is the chip (a disc as wide as the card's shorter side).
        for index in [0, count / 2, count - 1] {
            let attributes = try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: index, section: 0)))
            var list = DrawList(size: attributes.size, background: Color(hex: 0))
            model.cells.painter.paint(attributes, itemID: "i\(index)", state: CellState(), frame: Rect(origin: .zero, size: attributes.size), into: &list)
            let runs = list.commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
            #expect(runs.allSatisfy { $0.origin.y < attributes.size.height && $0.origin.y > 0 })
            // A card draws its face beside the accent stripe; a chip (a disc of initials) has none.
            // (Both are round on the ring now, so the radius no longer tells them apart.)
            let faceWidth = attributes.size.width - CardContent.accentWidth
            let isChip = !list.commands.contains { if case .fill(let rect, _, _) = $0 { abs(rect.width - faceWidth) < 1e-9 } else { false } }
            if count >= 60 && category != "xS" { #expect(isChip, "\(count) cards at \(category) are too small to read: chips") }
            // Six cards at xS and L have room for a short title ("Ocelot", "Iberian Lynx"); at AX5 a
            // 53-point headline is wider than any card the ring can hold without leaving the window.
            if count == 6 && category != "AX5" && index != 5 { #expect(!isChip, "6 cards have room for short titles") }
        }
    }

    @Test func theSelectedCardIsRaisedAtAReadableSize() throws {
        let model = try ViewOptions(scenePath: try scene(count: 60), layout: .kind(.circle), fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        model.selectItem(at: IndexPath(item: 7, section: 0))
        // A frame shows it: the raised card is measured as it is laid out to be drawn.
        _ = model.drawList()
        let raised = try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0)))
        let neighbour = try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 8, section: 0)))
        // 180 wide at L (the readable card), as tall as its text needs (less than the 130 estimate
        // for a title and a one-line subtitle), above the ring's cards.
        #expect(raised.size.width == 180)
        #expect(raised.size.height >= CardContent.minimumHeight && raised.size.height < 130)
        #expect(raised.zIndex > neighbour.zIndex)
        #expect(neighbour.size.width < 60)
    }

    /// A model made as `shot` and `dump` make one, with a card selected (`--select 0,7`, or a
    /// script's `select`), has it raised in its state, as `shot` draws it: 180 points wide at L,
    /// above the ring. (Before the frame was settled where the selection changes, `dump`, which
    /// draws nothing, reported it at the ring's size.)
    @Test func dumpReportsTheSelectedCardRaisedAsShotDrawsIt() throws {
        var options = ViewOptions(scenePath: try scene(count: 60), layout: .kind(.circle), fontsDirectory: TestPaths.fonts)
        options.selection = CollectionLayout.IndexPath(0, 7)
        let model = try options.makeModelAtMoment()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(StateDump.json(model, all: false).utf8)) as? [String: Any])
        let elements = try #require(json["elements"] as? [[String: Any]])
        func element(_ item: Int) throws -> DumpElement {
            try #require(elements.first { ($0["indexPath"] as? [Int]) == [0, item] }.map(DumpElement.init))
        }
        let raised = try element(7), neighbour = try element(8)
        #expect(raised.frame[2] == 180)
        #expect(raised.zIndex == CircleLayout.raisedZIndex && neighbour.zIndex < raised.zIndex)
        #expect(neighbour.frame[2] < 60)
    }
}
