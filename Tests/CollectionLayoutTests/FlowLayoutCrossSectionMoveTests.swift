@testable import CollectionLayout
import Testing

/// An item moved into another section is sized there, as UIKit asks for the size at its new
/// index path: the section's item size (or the delegate's answer); only a measured size goes
/// with the item (frames worked out by hand).
@Suite struct FlowLayoutCrossSectionMoveTests {
    /// A 300-wide flow: section 0 of two 100 × 50 items (the layout's item size), section 1 of
    /// two 80 × 40 items (its own, from the delegate's section metrics); spacing 10, no insets.
    private func layout(estimated: Bool) -> (FlowLayout, TestCollection) {
        let collection = TestCollection(bounds: Rect(x: 0, y: 0, width: 300, height: 400), itemCounts: [2, 2])
        let layout = FlowLayout()
        layout.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 50), minimumInteritemSpacing: 10, minimumLineSpacing: 10)
        var small = layout.metrics
        small.itemSize = Size(width: 80, height: 40)
        collection.sectionMetrics[1] = small
        if estimated { layout.estimatedItemSize = Size(width: 100, height: 50) }
        layout.delegate = collection
        layout.context = collection
        layout.prepare()
        return (layout, collection)
    }

    /// Moves item 0 of section 0 to the front of section 1, as the collection view does.
    private func moveFirstItemIntoSectionOne(_ layout: FlowLayout, _ collection: TestCollection) {
        let move = [UpdateItem(action: .move, before: IndexPath(item: 0, section: 0), after: IndexPath(item: 0, section: 1))]
        collection.itemCounts = [1, 3]
        var context = InvalidationContext()
        context.invalidateDataSourceCounts = true
        context.updateItems = move
        layout.invalidateLayout(with: context)
        layout.prepare()
        layout.prepare(forCollectionViewUpdates: move)
        layout.finalizeCollectionViewUpdates()
    }

    @Test func aFixedSizeItemTakesTheItemSizeOfTheSectionItMovesInto() {
        let (layout, collection) = layout(estimated: false)
        moveFirstItemIntoSectionOne(layout, collection)
        // Section 0 keeps one 100 × 50 item (y 0–50). Section 1 starts at 50 with three 80 × 40
        // items on one line (3 · 80 + 2 · 10 = 260 ≤ 300), spread to the edges: gaps (300 − 240) / 2 = 30.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 0, y: 50, width: 80, height: 40))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == Rect(x: 110, y: 50, width: 80, height: 40))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame == Rect(x: 220, y: 50, width: 80, height: 40))
    }

    @Test func aMeasuredItemKeepsItsSizeInTheSectionItMovesInto() {
        let (layout, collection) = layout(estimated: true)
        // Item 0 of section 0 measures 120 × 70.
        let original = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!
        var preferred = original
        preferred.size = Size(width: 120, height: 70)
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        layout.prepare()
        moveFirstItemIntoSectionOne(layout, collection)
        // Section 0: one item at the 100 × 50 estimate (y 0–50). Section 1 from y 50: the measured
        // 120 × 70 and two at the estimate, 120 + 2 · 100 + 2 · 10 = 340 > 300, so the first line
        // holds the measured item and one more (spread: x 0 and 200), its height the taller 70.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == Rect(x: 0, y: 50, width: 120, height: 70))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame.minX == 200)
    }
}
