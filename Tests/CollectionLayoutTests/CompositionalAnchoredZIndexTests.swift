@testable import CollectionLayout
import Testing

/// An item's anchored supplementary item (a badge) stays in front of its cell: its zIndex is its
/// own (UIKit's default 1) above the cell's, also when a visible-items handler raises the cell
/// while its band scrolls — as a carousel brings its middle card to the front.
@Suite struct CompositionalAnchoredZIndexTests {
    /// A 400-wide band of 200 × 100 cards, each with a 20 × 20 badge on its top trailing corner;
    /// the handler puts the card whose centre is nearest the middle of the view in front (zIndex 10).
    private func band() -> PreparedCompositional {
        let badge = LayoutSupplementaryItem(layoutSize: layoutSize(.absolute(20), .absolute(20)), elementKind: "badge",
                                            containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
        let section = LayoutSection(group: .horizontal(layoutSize: layoutSize(.absolute(200), .absolute(100)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { items, _, environment in
            for index in items.indices where abs(items[index].center.x - environment.containerSize.width / 2) < 50 {
                items[index].zIndex = 10
            }
        }
        return PreparedCompositional(section: section, width: 400, itemCounts: [4])
    }

    @Test func aBadgeStaysInFrontOfItsCardWhileTheBandScrolls() {
        let prepared = band()
        // Scrolled 100 points: cards at x −100, 100, 300 (centres 0, 200, 400); card 1 is the middle
        // one (centre 200 = 400 / 2), raised to 10, so its badge is 10 + 1 = 11; card 0 stays 0,
        // its badge 1. (Card 2's badge, at x 480–500, is past the view.)
        prepared.layout.setOrthogonalOffset(100, forSection: 0)
        let elements = prepared.layout.layoutAttributesForElements(in: rect(0, 0, 400, 100))
        let cells = Dictionary(uniqueKeysWithValues: elements.filter { $0.category == .cell }.map { ($0.indexPath.item, $0.zIndex) })
        let badges = Dictionary(uniqueKeysWithValues: elements.filter { $0.kind == "badge" }.map { ($0.indexPath.item, $0) })
        #expect(cells == [0: 0, 1: 10, 2: 0])
        #expect(badges.mapValues(\.zIndex) == [0: 1, 1: 11])
        // Each badge on its card's top trailing corner: x = card's maxX − 20, y = 0.
        #expect(badges[1]?.frame == rect(280, 0, 20, 20))
        // Scrolled on to 300: cards 1, 2, 3 at x −100, 100, 300; card 2 (centre 200) in front now.
        prepared.layout.setOrthogonalOffset(300, forSection: 0)
        let later = prepared.layout.layoutAttributesForElements(in: rect(0, 0, 400, 100))
        #expect(later.first { $0.kind == "badge" && $0.indexPath.item == 2 }?.zIndex == 11)
        #expect(later.first { $0.kind == "badge" && $0.indexPath.item == 1 }?.zIndex == 1)
    }

    @Test func aBadgeAskedForAloneIsItsOwnZIndexAboveItsCell() {
        let prepared = band()
        let badge = prepared.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0))
        // Card 0 at x 0..200 (offset 0), zIndex 0 as laid out: the badge at 180..200, zIndex 0 + 1.
        #expect(badge?.zIndex == 1)
        #expect(badge?.frame == rect(180, 0, 20, 20))
    }
}
