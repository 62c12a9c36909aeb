import CardDrawing
import CollectionLayout
@testable import Playground
import TestSupport
import Testing
import Typography

/// The scene keys that change how text and cards sit (issue 30): `hyphenationFactor` (TextKit's,
/// off by default as in UIKit) and the flow layout's `lineItemAlignment`.
@MainActor @Suite(.serialized) struct TextSceneKeysTests {
    /// A 120-point card (83 points of text) at AX1 holding "Middlemarch", a word wider than that line.
    private func middlemarch(factor: String?) throws -> CardContent {
        let key = factor.map { #""hyphenationFactor": \#($0), "# } ?? ""
        let model = try SceneTestSupport.model(sceneText: """
            {\(key)"contentSizeCategory": "AX1", "layout": {"kind": "flow", "itemSize": {"width": 120, "height": 200}},
             "sections": [{"items": [{"id": "book", "title": "Middlemarch"}]}]}
            """)
        let item = try #require(model.data.content.item("book"))
        return try #require(model.cells.painter.cardContent(of: item, frame: Rect(x: 0, y: 0, width: 120, height: 200)))
    }

    @Test func byDefaultAWordTooWideBreaksBetweenLettersWithNoHyphen() throws {
        let title = try #require(try middlemarch(factor: nil).title)
        #expect(title.lines.count > 1)
        #expect(title.lines.first?.cutsWordWithoutHyphen == true)
        // Eleven letters, eleven glyphs: no hyphen drawn.
        #expect(title.lines.reduce(0) { $0 + $1.glyphs.count } == 11)
    }

    @Test func withAFactorTheWordIsHyphenatedAtADictionaryPoint() throws {
        let title = try #require(try middlemarch(factor: "1").title)
        // mid=dle=march (libhyphen, hyph_en_US): every line but the last ends at one of its points,
        // with a hyphen drawn — one glyph more than the eleven letters for each.
        #expect(title.lines.count > 1)
        #expect(title.lines.dropLast().allSatisfy { [3, 6].contains($0.end) && !$0.cutsWordWithoutHyphen })
        #expect(title.lines.reduce(0) { $0 + $1.glyphs.count } == 11 + title.lines.count - 1)
    }

    @Test(arguments: [("center", [10.0, 40, 10]), ("top", [10.0, 10, 10])])
    func shortCardsSitInTheMiddleOrAtTheTopOfTheirRow(alignment: String, tops: [Double]) throws {
        // Three cards of their own size on one row from y = 10: 100, 40 and 100 tall; centred, the
        // short one's top is 10 + (100 − 40) / 2 = 40.
        let model = try SceneTestSupport.model(sceneText: """
            {"layout": {"kind": "flow", "lineItemAlignment": "\(alignment)", "sectionInset": {"top": 10, "left": 0, "bottom": 0, "right": 0}},
             "sections": [{"items": [{"id": "a", "size": {"width": 100, "height": 100}, "color": "#2A9D8F"},
                                     {"id": "b", "size": {"width": 100, "height": 40}, "color": "#2A9D8F"},
                                     {"id": "c", "size": {"width": 100, "height": 100}, "color": "#2A9D8F"}]}]}
            """)
        let frames = (0..<3).compactMap { model.collectionView.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames.map(\.minY) == tops)
    }
}
