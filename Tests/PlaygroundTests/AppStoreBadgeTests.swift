import CollectionLayout
import CollectionView
import Foundation
import Testing
@testable import Playground

/// The app-store page's "Games We Love" grid keeps the spacing its scene sets — cards 16 apart
/// both ways, so a badge (26 points, sticking out 0.3 of its size past its card's top trailing
/// corner) never reaches the next card — and a badge stays in front of its card while a band
/// of badged cards scrolls.
@MainActor @Suite(.serialized) struct AppStoreBadgeTests {
    @Test func gamesWeLoveCardsAreSixteenApartAndTheirBadgesClearTheCardsAround() throws {
        let model = try ViewOptions(layout: .kind(.compositional), size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).makeModelAtMoment()
        let layout = model.collectionView.layout
        let section = 2
        #expect(model.data.content.sections[section].headerText == "Games We Love")
        let cards = try (0..<9).map { try #require(layout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame) }
        // Three columns in 1024 − 10 − 10 = 1004 (the section's insets): 334.667 a column, each card
        // inset 8 on either side, so 318.667 wide at x = 18, 352.667, 687.333: 16 between cards.
        for (item, card) in cards.enumerated() {
            #expect(abs(card.minX - (18 + Double(item % 3) * 1004 / 3)) < 1e-9)
            #expect(abs(card.width - (1004.0 / 3 - 16)) < 1e-9)
        }
        // Rows 16 apart (the section's interGroupSpacing): each row starts 16 below the one above ends.
        for row in 1..<3 {
            #expect(abs(cards[row * 3].minY - (cards[row * 3 - 3].maxY + 16)) < 1e-9)
        }
        // A badge's top is 0.3 × 26 = 7.8 above its card's and its right 7.8 past the card's: 16 − 7.8
        // = 8.2 clear of the card above and of the card to its right.
        let badge = try #require(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 3, section: section)))
        #expect(abs(badge.frame.minY - (cards[3].minY - 7.8)) < 1e-9)
        #expect(abs(badge.frame.minY - cards[0].maxY - 8.2) < 1e-9)
        #expect(abs(cards[4].minX - badge.frame.maxX - 8.2) < 1e-9)
        #expect(badge.zIndex == 1)
    }

    /// A band of ten 300 × 120 cards with badges, 16 apart, the cards scaled and faded by their
    /// distance from the middle (as the page's carousel).
    private static let band = """
        {"layout": {"kind": "compositional", "section": {
           "group": {"kind": "horizontal", "layoutSize": {"width": {"absolute": 300}, "height": {"absolute": 120}},
                     "subitems": [{"layoutSize": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}},
                                   "supplementaryItems": [{"elementKind": "badge",
                                       "layoutSize": {"width": {"absolute": 26}, "height": {"absolute": 26}},
                                       "containerAnchor": {"edges": ["top", "trailing"], "fractionalOffset": {"x": 0.3, "y": -0.3}}}]}]},
           "interGroupSpacing": 16, "contentInsets": {"top": 20, "leading": 16, "bottom": 20, "trailing": 16},
           "orthogonalScrollingBehavior": "continuous", "visibleItemsEffect": {"minimumScale": 0.85, "minimumAlpha": 0.6}}},
         "sections": [{"items": [\((0..<10).map { ##"{"title": "Game \##($0)", "color": "#E9A23B"}"## }.joined(separator: ", "))]}]}
        """

    @Test func aBadgeStaysInFrontOfItsCardWhileTheBandGlides() throws {
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("band.json").path
        try Self.band.write(toFile: path, atomically: true, encoding: .utf8)
        let options = ViewOptions(scenePath: path, layout: .kind(.compositional), size: Size(width: 1024, height: 400), fontsDirectory: TestPaths.fonts)
        let model = try options.model(playing: [#"{"at": 0.1, "do": "scroll", "section": 0, "to": {"x": 600, "y": 0}, "animated": true}"#],
                                      at: 0.2)
        // Mid-glide: the band has left 0 and not reached 600.
        let offset = model.collectionView.orthogonalOffset(forSection: 0)
        #expect(offset > 0 && offset < 600)
        let shown = model.collectionView.presentationElements()
        let cells = shown.enumerated().filter { $0.element.attributes.category == .cell }
        let badges = shown.enumerated().filter { $0.element.attributes.kind == "badge" }
        #expect(badges.count >= 3)
        for badge in badges {
            let item = badge.element.attributes.indexPath.item
            let card = try #require(cells.first { $0.element.attributes.indexPath.item == item })
            // Above its card, and drawn after it.
            #expect(badge.element.attributes.zIndex > card.element.attributes.zIndex, "item \(item)")
            #expect(badge.offset > card.offset, "item \(item)")
            // Still on the card's corner as the band moves: group n's card spans 16 + 316·n − offset
            // to 300 further, so the badge's right edge is 7.8 past 316 + 316·n − offset.
            #expect(abs(badge.element.attributes.frame.maxX - (316 + 316 * Double(item) - offset + 7.8)) < 1e-6, "item \(item)")
        }
    }
}
