import CardDrawing
import CollectionLayout
import CollectionView
@testable import Playground
import Testing
import Typography

/// Cards in the custom layouts size themselves to their own text (issue 19, item 7): in the
/// built-in scene, cards with more text are taller, and every card on screen holds its title and
/// subtitle whole, at every text size the scene is checked at.
@MainActor @Suite(.serialized) struct CustomLayoutSelfSizingSceneTests {
    /// The first `count` cards of the built-in scene in `layout` at `category`, 1280×800, with
    /// their item ids, once everything has settled.
    private func cards(_ layout: String, category: String, count: Int = 4,
                       select: IndexPath? = nil) throws -> (PlaygroundModel, [(String, LayoutAttributes)]) {
        let model = try ViewOptions(layout: try LayoutChoice.parse(layout), category: try ContentSizeCategory.parse(category), size: Size(width: 1280, height: 800), fontsDirectory: TestPaths.fonts)
            .makeModelAtMoment()
        if let select { model.selectItem(at: select) }
        let view = model.collectionView
        let indexPaths = select.map { [$0] } ?? (0..<count).map { IndexPath(item: $0, section: 0) }
        let cards = try indexPaths.map { indexPath in
            (try #require(view.data.itemID(at: indexPath)), try #require(view.layout.layoutAttributesForItem(at: indexPath)))
        }
        return (model, cards)
    }

    /// Whether the card's title and subtitle are drawn whole in a card of `size` (no line cut
    /// off, no "…"), laid out as the painter lays them out.
    private func holdsItsTextWhole(_ model: PlaygroundModel, itemID: String, size: Size) throws -> Bool {
        let item = try #require(model.data.content.item(itemID))
        let content = try CardContent(item: item, width: size.width, height: size.height, category: model.presentation.category,
                                      fonts: model.fonts, measurer: model.measurer)
        let subtitleWhole = item.subtitle == nil || (content.subtitle.map { !$0.truncated } ?? false)
        return content.isTitleWhole && subtitleWhole
    }

    // Cover flow is a deck of one cover size, its text ending in "…" past four fifths of the
    // bounds (CoverFlowDeckTests).
    @Test(arguments: ["stacked", "line"], ["xS", "L", "AX5"])
    func cardsOnScreenHoldTheirTextWhole(layout: String, category: String) throws {
        let (model, cards) = try cards(layout, category: category, count: layout == "stacked" ? 1 : 3)
        // Cards off screen may still be at their estimate; the ones a user sees are measured.
        for (itemID, attributes) in cards where attributes.frame.intersects(model.collectionView.bounds) {
            #expect(try holdsItsTextWhole(model, itemID: itemID, size: attributes.size), "\(layout) at \(category): \(itemID)")
        }
    }

    @Test(arguments: ["line"])
    func aCardWithLessTextIsShorter(layout: String) throws {
        // Item 0 (Ocelot) has a three-line subtitle at L; item 1 (Lynx) one of three words.
        let (_, cards) = try cards(layout, category: "L", count: 2)
        #expect(cards[0].1.size.width == cards[1].1.size.width)
        #expect(cards[1].1.size.height < cards[0].1.size.height)
    }

    @Test(arguments: ["xS", "L", "AX5"])
    func theRaisedCircleCardHoldsItsTextWhole(category: String) throws {
        let (model, cards) = try cards("circle", category: category, select: IndexPath(item: 0, section: 0))
        let (itemID, raised) = try #require(cards.first)
        #expect(raised.zIndex == CircleLayout.raisedZIndex)
        #expect(try holdsItsTextWhole(model, itemID: itemID, size: raised.size), "circle at \(category)")
    }
}
