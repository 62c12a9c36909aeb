import CollectionLayout
import Testing
@testable import CollectionView

/// Compositional self-sizing while scrolling up, as UIKit keeps it: cells measured above the
/// screen grow the content above what the user sees, and the content offset moves by exactly that
/// growth — a 60-point scroll moves what is on screen exactly 60 points.
@MainActor @Suite struct CompositionalScrollUpTests {
    /// Cells of a two-column row want 40 + (29 × item mod 80) points: two cells of one row differ.
    private final class RowSizer: CellSizer {
        func preferredLayoutAttributes(fitting attributes: LayoutAttributes, itemID: String) -> LayoutAttributes? {
            var preferred = attributes
            preferred.size.height = 40 + Double((attributes.indexPath.item * 29) % 80)
            return preferred
        }
    }

    /// Cells two a row, estimated 50 high, 10 between rows.
    private func twoColumnSection() -> LayoutSection {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(50)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
                                           subitems: [item])
        let section = LayoutSection(group: group)
        section.interGroupSpacing = 10
        return section
    }

    /// 400 cells of `twoColumnSection` in a 320 × 400 view.
    private func makeView() -> CollectionView {
        let data = CollectionData(sections: [CollectionData.Section(id: "s0", itemIDs: (0..<400).map { "item-\($0)" })])
        let view = CollectionView(data: data, layout: CompositionalLayout(section: twoColumnSection()), viewportSize: Size(width: 320, height: 400))
        view.cellSizer = RowSizer()
        return view
    }

    @Test func twoCellsOfOneRowCountTheRowsGrowthOnce() {
        let data = CollectionData(sections: [CollectionData.Section(id: "s0", itemIDs: (0..<40).map { "item-\($0)" })])
        let view = CollectionView(data: data, layout: CompositionalLayout(section: twoColumnSection()), viewportSize: Size(width: 320, height: 300))
        view.setContentOffset(Point(x: 0, y: 500))
        let layout = view.layout
        // Row 1 (items 2 and 3, y 60 … 110) is above the screen. Measured in one pass, item 2 wants
        // 80 and item 3 wants 70: the row grows from 50 to 80, so the content and the offset move
        // by 30 — not 30 + 30.
        var invalidation = InvalidationContext()
        for (item, height) in [(2, 80.0), (3, 70.0)] {
            let original = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!
            var preferred = original
            preferred.size.height = height
            #expect(layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
            invalidation.formUnion(layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        }
        #expect(invalidation.contentSizeAdjustment.height == 30)
        #expect(invalidation.contentOffsetAdjustment.y == 30)
    }

    @Test func scrollingUpSixtyPointsMovesWhatIsOnScreenSixtyPoints() {
        let view = makeView()
        view.layoutIfNeeded()
        // Far down, then back up 60 points at a time; at each step the element at the top of the
        // screen must sit exactly 60 points lower on screen than before the step.
        view.setContentOffset(Point(x: 0, y: 8_000))
        view.layoutIfNeeded()
        for step in 0..<40 {
            let cells = view.visibleAttributes().filter { $0.category == .cell }.sorted { $0.frame.minY < $1.frame.minY }
            guard let anchor = cells.first(where: { $0.frame.minY >= view.contentOffset.y }) else {
                Issue.record("step \(step): no cell on screen")
                return
            }
            let before = anchor.frame.minY - view.contentOffset.y
            view.setContentOffset(Point(x: 0, y: view.contentOffset.y - 60))
            view.layoutIfNeeded()
            let frame = view.layout.layoutAttributesForItem(at: anchor.indexPath)!.frame
            let after = frame.minY - view.contentOffset.y
            #expect(abs(after - (before + 60)) < 1e-6, "step \(step): moved \(after - before)")
        }
    }
}
