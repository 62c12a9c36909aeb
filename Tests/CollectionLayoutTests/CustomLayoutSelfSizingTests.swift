@testable import CollectionLayout
import Testing

/// Self-sizing in the custom layouts (the 2014 session: "circle layouts, line layouts, grid
/// layouts"): each keeps a cell's preferred size and hears of it through a context naming just
/// that item. Every expected frame below is worked out by hand from the layouts' documented rules.
@Suite struct CustomLayoutSelfSizingTests {
    /// A cell's preferred attributes: `width` × `height` for the item at `indexPath`.
    private func preferred(_ indexPath: IndexPath, _ width: Double, _ height: Double) -> LayoutAttributes {
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.size = Size(width: width, height: height)
        return attributes
    }

    /// A self-sizing layout prepared in `bounds` for `counts` items (the collection is returned
    /// too: the layout holds it only weakly).
    private func prepared<Layout: CellSelfSizingLayout>(_ layout: Layout, _ bounds: Rect, counts: [Int],
                                                         configure: (Layout) -> Void = { _ in }) -> (Layout, TestCollection) {
        let collection = TestCollection(bounds: bounds, itemCounts: counts)
        configure(layout)
        layout.context = collection
        layout.prepare()
        return (layout, collection)
    }

    @Test func coverFlowIgnoresPreferredSizesUnlessItSelfSizes() {
        let (coverFlow, collection) = prepared(CoverFlowLayout(), rect(0, 0, 1000, 600), counts: [5])
        #expect(deliverPreferred(preferred(IndexPath(0, 2), 220, 120), to: coverFlow) == nil)
        #expect(coverFlow.layoutAttributesForItem(at: IndexPath(0, 2))?.size == size(220, 280))
    }

    @Test func coverFlowCardsTakeTheirPreferredHeightCentredInTheRow() throws {
        let (coverFlow, collection) = prepared(CoverFlowLayout(), rect(0, 0, 1000, 600), counts: [5]) { $0.selfSizing = true }
        let context = try #require(deliverPreferred(preferred(IndexPath(0, 2), 220, 120), to: coverFlow))
        #expect(context.invalidatedItemIndexPaths == [IndexPath(0, 2)])
        #expect(context.contentOffsetAdjustment == .zero && context.contentSizeAdjustment == .zero)
        // Item 2's centre: 500 + 2 × 110 = 720; its height 120 centred on y = 300.
        let frame = try #require(coverFlow.layoutAttributesForItem(at: IndexPath(0, 2))).frame
        #expect(approximately(frame, rect(610, 240, 220, 120)))
        // Its neighbours keep the estimate.
        #expect(coverFlow.layoutAttributesForItem(at: IndexPath(0, 1))?.size == size(220, 280))
        // The same size again changes nothing.
        #expect(deliverPreferred(preferred(IndexPath(0, 2), 220, 120), to: coverFlow) == nil)
        // Taller than nine tenths of 600 is cut to 540.
        deliverPreferred(preferred(IndexPath(0, 3), 220, 900), to: coverFlow)
        #expect(coverFlow.layoutAttributesForItem(at: IndexPath(0, 3))?.size == size(220, 540))
        // A size measured at another width is not this width's height: the estimate stays.
        deliverPreferred(preferred(IndexPath(0, 4), 180, 100), to: coverFlow)
        #expect(coverFlow.layoutAttributesForItem(at: IndexPath(0, 4))?.size == size(220, 280))
        withExtendedLifetime(collection) {}
    }

    @Test func lineLayoutCardsFitTheBoundsOnceZoomed() throws {
        let (line, collection) = prepared(LineLayout(), rect(0, 0, 1000, 600), counts: [4]) { $0.selfSizing = true }
        deliverPreferred(preferred(IndexPath(0, 0), 200, 150), to: line)
        deliverPreferred(preferred(IndexPath(0, 1), 200, 1000), to: line)
        // Item 0 is centred (x = 500) and zoomed 1.3×; its frame is 200×150 about (500, 300).
        let first = try #require(line.layoutAttributesForItem(at: IndexPath(0, 0)))
        #expect(approximately(first.frame, rect(400, 225, 200, 150)))
        #expect(first.transform3D == .scale(x: 1.3, y: 1.3, z: 1))
        // 600 × 0.9 / 1.3 = 415.38…: item 1 is at most 415 tall, so even zoomed it fits 540.
        #expect(line.layoutAttributesForItem(at: IndexPath(0, 1))?.size == size(200, 415))
        #expect(line.layoutAttributesForItem(at: IndexPath(0, 2))?.size == size(200, 200))
        withExtendedLifetime(collection) {}
    }

    @Test func circleRingKeepsItsDiscsAndTheRaisedCardTakesItsHeight() throws {
        let (circle, collection) = prepared(CircleLayout(), rect(0, 0, 800, 600), counts: [12]) {
            $0.selfSizing = true
            $0.raisedItemSize = size(180, 130)
        }
        // A disc on the ring keeps the ring's 70×70 whatever its cell prefers.
        deliverPreferred(preferred(IndexPath(0, 1), 70, 160), to: circle)
        #expect(circle.layoutAttributesForItem(at: IndexPath(0, 1))?.size == size(70, 70))
        // Raised, it is 180 wide and at first 130 tall (its height at 70 wide is not its height at 180).
        circle.raisedItems = [IndexPath(0, 1)]
        #expect(circle.layoutAttributesForItem(at: IndexPath(0, 1))?.size == size(180, 130))
        deliverPreferred(preferred(IndexPath(0, 1), 180, 96), to: circle)
        let raised = try #require(circle.layoutAttributesForItem(at: IndexPath(0, 1)))
        #expect(raised.size == size(180, 96) && raised.zIndex == CircleLayout.raisedZIndex)
        // At most four fifths of 600.
        deliverPreferred(preferred(IndexPath(0, 1), 180, 700), to: circle)
        #expect(circle.layoutAttributesForItem(at: IndexPath(0, 1))?.size == size(180, 480))
        withExtendedLifetime(collection) {}
    }

    /// 800 wide, 180-wide piles 48 apart inside 32 of inset: (800 − 64 + 48) / 228 → 3 columns.
    private func stackedExample() -> (StackedLayout, TestCollection) {
        prepared(StackedLayout(), rect(0, 0, 800, 600), counts: [3, 2, 4, 1]) { $0.selfSizing = true }
    }

    @Test func stackedPilesAndRowsTakeTheirTallestCard() throws {
        let (stacked, collection) = stackedExample()
        let heights: [[Double]] = [[120, 150, 90], [100, 80], [130, 60, 60, 60], [170]]
        for (section, items) in heights.enumerated() {
            for (item, height) in items.enumerated() { deliverPreferred(preferred(IndexPath(section, item), 180, height), to: stacked) }
        }
        // Pile 0 is 150 tall (its tallest card) and every card of it is 180×150.
        #expect((0..<3).map { stacked.layoutAttributesForItem(at: IndexPath(0, $0))?.size } == Array(repeating: size(180, 150), count: 3))
        // Grid 3 × 180 + 2 × 48 = 636 wide, centred: it starts at (800 − 636) / 2 = 82.
        #expect(approximately(stacked.pileFrame(section: 0), rect(82, 32, 180, 150)))
        #expect(approximately(stacked.pileFrame(section: 1), rect(310, 32, 180, 100)))
        // Row 0 is 150 tall (pile 0); its labels line up 6 below it: y = 32 + 150 + 6.
        #expect(stacked.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(1, 0))?.frame.minY == 188)
        #expect(stacked.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(2, 0))?.frame.minY == 188)
        // Row 1 starts after the row, its label (32) and the spacing (48): 32 + 150 + 32 + 48 = 262.
        #expect(approximately(stacked.pileFrame(section: 3), rect(82, 262, 180, 170)))
        // Content: 262 + 170 + 32 (label) + 32 (inset) = 496.
        #expect(stacked.collectionViewContentSize == size(800, 496))
        withExtendedLifetime(collection) {}
    }

    @Test func stackedRowGrowingAboveTheBoundsMovesTheOffset() throws {
        let (stacked, collection) = stackedExample()
        // Row 0 (estimate 200) ends at 32 + 200 + 32 + 48 = 312; the bounds start below it.
        collection.bounds = rect(0, 400, 800, 600)
        let context = try #require(deliverPreferred(preferred(IndexPath(0, 0), 180, 260), to: stacked))
        #expect(context.contentSizeAdjustment == size(0, 60))
        #expect(context.contentOffsetAdjustment == Point(x: 0, y: 60))
        // A card that does not make its row taller moves nothing.
        let shorter = try #require(deliverPreferred(preferred(IndexPath(1, 0), 180, 90), to: stacked))
        #expect(shorter.contentSizeAdjustment == .zero && shorter.contentOffsetAdjustment == .zero)
        withExtendedLifetime(collection) {}
    }

    @Test func preferredSizesFollowTheirItemsThroughAnUpdateAndAreForgottenOnAReload() {
        var sizes = PreferredItemSizes()
        sizes.record(preferred(IndexPath(0, 0), 100, 40))
        sizes.record(preferred(IndexPath(0, 1), 100, 50))
        sizes.record(preferred(IndexPath(0, 2), 100, 60))
        var update = InvalidationContext()
        update.invalidateDataSourceCounts = true
        update.updateItems = [UpdateItem(action: .insert, before: nil, after: IndexPath(0, 0)),
                              UpdateItem(action: .delete, before: IndexPath(0, 1), after: nil)]
        sizes.apply(update)
        // Item 0 → 1, item 1 deleted, item 2 → 2 (one removed before it, one inserted before it).
        #expect(sizes[IndexPath(0, 0)] == nil)
        #expect(sizes[IndexPath(0, 1)] == size(100, 40))
        #expect(sizes[IndexPath(0, 2)] == size(100, 60))
        var reload = InvalidationContext()
        reload.invalidateDataSourceCounts = true
        sizes.apply(reload)
        #expect(sizes.isEmpty)
    }
}
