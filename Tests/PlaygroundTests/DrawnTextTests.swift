import CollectionLayout
import Foundation
import TestSupport
import Testing
import Typography
@testable import Playground

/// What a designer sees of a card's text (issue 30): a self-sizing card grows to hold all of it, a
/// fixed-size card shows the lines that fit and ends the last with "…", and only the circle's
/// round cells stand initials for a title; `dump --all` says which (`"text"`).
@MainActor @Suite(.serialized) struct DrawnTextTests {
    static let recipe = "Crispy Cauliflower Tacos with Lime Crema and Pickled Red Onions"

    /// The `"text"` object of each cell in `dump --all`, by item id.
    private func drawnText(_ model: PlaygroundModel) throws -> [String: [String: Any]] {
        let json = try #require(JSONSerialization.jsonObject(with: Data(StateDump.json(model, all: true).utf8)) as? [String: Any])
        let elements = try #require(json["elements"] as? [[String: Any]])
        var texts: [String: [String: Any]] = [:]
        for element in elements where element["category"] as? String == "cell" {
            if let id = element["id"] as? String, let text = element["text"] as? [String: Any] { texts[id] = text }
        }
        return texts
    }

    @Test func aLongTitleInASelfSizingCardIsDrawnWholeAtAX3() throws {
        // The issue's card: 317 points wide, self-sizing, at AX3 (it used to be a "CC" disc).
        let model = try SceneTestSupport.model(sceneText: """
            {"contentSizeCategory": "AX3",
             "layout": {"kind": "flow", "estimatedItemSize": {"width": 317, "height": 100}},
             "sections": [{"items": [{"id": "tacos", "title": "\(Self.recipe)"}]}]}
            """)
        let text = try #require(try drawnText(model)["tacos"])
        // The title alone, wrapped at the card's text width (317 − 5 accent − 2 × 12 padding = 288)
        // in the headline's face at AX3, with no line limit: every one of its lines is drawn.
        let face = try model.fonts.face(for: .headline)
        let wrapped = model.measurer.measure(Self.recipe, font: face, pointSize: TextStyle.headline.pointSize(for: .AX3), width: 288)
        #expect(wrapped.lines.count > 3)
        #expect(text["lines"] as? Int == wrapped.lines.count)
        #expect(text["truncated"] as? Bool == false)
        #expect(text["initials"] as? Bool == false)
        // And the card is as tall as that text and its padding.
        let frame = try #require(model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
        #expect(abs(frame.height - (wrapped.height + 24)) < 1)
    }

    @Test func aFixedSizeCardShowsTheLinesThatFitEndingInAnEllipsis() throws {
        // 200 × 100 points at L: 76 points of room inside the padding; the headline's lines are
        // its face's line height apart, so ⌊76 / line height⌋ of them fit (3 at Inter's 20.6).
        let model = try SceneTestSupport.model(sceneText: """
            {"layout": {"kind": "flow", "itemSize": {"width": 200, "height": 100}},
             "sections": [{"items": [{"id": "tacos", "title": "\(Self.recipe)", "subtitle": "Left out: no room"}]}]}
            """)
        let lineHeight = try model.fonts.face(for: .headline).metrics(pointSize: TextStyle.headline.pointSize(for: .L)).lineHeight
        let fitting = Int((76 / lineHeight).rounded(.down))
        #expect(fitting == 3)
        let text = try #require(try drawnText(model)["tacos"])
        #expect(text["lines"] as? Int == fitting)
        #expect(text["truncated"] as? Bool == true)
        #expect(text["initials"] as? Bool == false)
        // The last line drawn ends in "…" (U+2026, the glyph the measurer adds).
        let item = try #require(model.data.content.item("tacos"))
        let card = try #require(model.cells.painter.cardContent(of: item, frame: Rect(x: 0, y: 0, width: 200, height: 100)))
        #expect(card.title?.truncated == true && card.subtitle == nil)
    }

    @Test func theCirclesRoundCellsStandInitialsForTitlesTooLongForThem() throws {
        let model = try ViewOptions(layout: .kind(.circle), category: .AX5, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        let texts = try drawnText(model)
        #expect(texts.count == 60)
        #expect(texts.values.allSatisfy { $0["initials"] as? Bool == true && $0["lines"] as? Int == 0 })
    }

    /// Every built-in scene and the scene of titles nobody tuned for, in every layout but the
    /// circle, at every text size from xS to AX5: no cell shows initials.
    @Test(arguments: ["flow", "stacked", "coverflow", "compositional", "grid", "line"])
    func noCellOutsideTheCircleShowsInitials(layout: String) throws {
        let scenes: [String?] = [nil, TestPaths.untunedScene] + ["bookshelf", "paintings", "mosaic", "fonts", "podcast", "rtl", "app-store",
                                                                   "table-1", "table-2", "table-3"]
            .map { TestPaths.asset("\($0)-scene.json") }
        for scene in scenes {
            for category in ContentSizeCategory.allCases {
                let model = try ViewOptions(scenePath: scene, layout: try LayoutChoice.parse(layout), category: category, fontsDirectory: TestPaths.fonts)
                    .makeModelAtMoment()
                for (id, text) in try drawnText(model) {
                    #expect(text["initials"] as? Bool == false, "\(scene ?? "built-in") \(layout) \(category): \(id)")
                }
            }
        }
    }
}

/// Cover flow as a deck (issue 30): every cover shares one size — the item width and the tallest
/// card's self-sized height, at most four fifths of the bounds — its text ending in "…" beyond it.
@MainActor @Suite(.serialized) struct CoverFlowDeckTests {
    private func cells(_ model: PlaygroundModel) -> [LayoutAttributes] {
        model.collectionView.allAttributes().filter { $0.category == .cell }
    }

    @Test func atLEveryCoverIsAsTallAsTheTallestSelfSizedCardOfTheSameWidth() throws {
        let cover = try ViewOptions(layout: .kind(.coverflow), category: .L, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        let covers = cells(cover)
        #expect(covers.count == 60)
        // 220 points wide at L (the 220 × 260 card, text at its default size, well inside 60% of 1024).
        #expect(Set(covers.map(\.size)).count == 1)
        #expect(covers[0].size.width == 220)
        // The same cards self-sized one by one in a flow layout 220 wide: the deck is the tallest of them.
        var scene = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: TestPaths.defaultScene))) as? [String: Any])
        scene["layout"] = ["kind": "flow", "itemSize": ["width": 220, "height": 100], "estimatedItemSize": ["width": 220, "height": 100]]
        let flow = try SceneTestSupport.model(sceneText: String(decoding: try JSONSerialization.data(withJSONObject: scene), as: UTF8.self),
                                              size: Size(width: 1024, height: 16000))
        flow.collectionView.layoutIfNeeded()
        let tallest = try #require(cells(flow).map(\.size.height).max())
        #expect(abs(covers[0].size.height - tallest.rounded(.up)) < 1e-9)
    }

    @Test func atAX5TheDeckStopsAtFourFifthsOfTheBoundsAndLongCardsEndInAnEllipsis() throws {
        let model = try ViewOptions(layout: .kind(.coverflow), category: .AX5, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        // The collection is 768 − 56 (the toolbar) − 32 (the status bar) = 680 tall: ⌊0.8 × 680⌋ = 544.
        #expect(Set(cells(model).map(\.size.height)) == [544])
        let json = try #require(JSONSerialization.jsonObject(with: Data(StateDump.json(model, all: true).utf8)) as? [String: Any])
        let texts = (json["elements"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? [String: Any] }
        #expect(texts.count == 60)
        #expect(texts.contains { $0["truncated"] as? Bool == true })
        #expect(texts.allSatisfy { $0["initials"] as? Bool == false && ($0["lines"] as? Int ?? 0) > 0 })
    }
}
