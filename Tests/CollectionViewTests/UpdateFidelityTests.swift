import CollectionLayout
import Testing
@testable import CollectionView

/// A sizer whose answers belong to items: item "item-n" wants 40 + (29·n mod 80) points.
@MainActor
final class ItemSizer: CellSizer {
    private(set) var asked: [String] = []

    /// The height the test expects for an item id, written independently of the layout.
    static func height(_ id: String) -> Double {
        let number = Int(id.split(separator: "-").last!)!
        return 40 + Double((number * 29) % 80)
    }

    func preferredLayoutAttributes(fitting attributes: LayoutAttributes, itemID: String) -> LayoutAttributes? {
        asked.append(itemID)
        var preferred = attributes
        preferred.size.height = Self.height(itemID)
        return preferred
    }
}

/// Point 1 of the fidelity issue: measured sizes belong to items and survive every update.
@MainActor @Suite struct MeasuredSizesSurviveUpdatesTests {
    private func makeView(count: Int) -> (CollectionView, FlowLayout, ItemSizer) {
        let sizer = ItemSizer()
        let (view, layout) = TestViews.selfSizingFlow(count: count, sizer: sizer)
        view.layoutIfNeeded()
        return (view, layout, sizer)
    }

    private func inserting(_ id: String, at index: Int, into view: CollectionView) -> CollectionData {
        var sections = view.data.sections
        sections[0].itemIDs.insert(id, at: index)
        return CollectionData(sections: sections)
    }

    /// Scrolled to the middle of 3,000 self-sizing items, an insert above the screen keeps the
    /// item at the top of the screen where it was, keeps every measured size, and measures only
    /// the new item.
    @Test func anInsertAboveTheScreenKeepsTheTopItemAndEveryMeasuredSize() throws {
        let (view, layout, sizer) = makeView(count: 3000)
        view.setContentOffset(Point(x: 0, y: 30_000))
        view.layoutIfNeeded()
        let measured = Set(sizer.asked)
        let top = try #require(view.visibleAttributes().filter { $0.category == .cell }.min { $0.frame.minY < $1.frame.minY })
        let topID = try #require(view.data.itemID(at: top.indexPath))
        let screenY = top.frame.minY - view.contentOffset.y
        let askedBefore = sizer.asked.count

        var update = BatchUpdate()
        update.insertedItems = [IndexPath(item: 3, section: 0)]
        try view.performBatchUpdates(update, resultingData: inserting("item-9999", at: 3, into: view), animated: false)

        // The top item is where it was on screen.
        let topAfter = try #require(view.layoutAttributes(of: .cell(itemID: topID)))
        #expect(abs((topAfter.frame.minY - view.contentOffset.y) - screenY) < 1e-9)
        // Every item measured before still has its measured height (from the sizer's rule).
        for id in measured {
            let attributes = try #require(view.layoutAttributes(of: .cell(itemID: id)))
            #expect(attributes.size.height == ItemSizer.height(id))
        }
        // Nothing measured before was measured again (the new item is near the top, far away).
        #expect(Set(sizer.asked[askedBefore...]).isDisjoint(with: measured))
        withExtendedLifetime(layout) {}
    }

    @Test func deletesMovesAndReordersKeepMeasuredSizes() throws {
        let (view, _, sizer) = makeView(count: 12)
        let measured = Set(sizer.asked)
        #expect(measured.count == 12)
        var update = BatchUpdate()
        update.deletedItems = [IndexPath(item: 0, section: 0)]
        update.movedItems = [.init(from: IndexPath(item: 5, section: 0), to: IndexPath(item: 1, section: 0))]
        var ids = view.data.sections[0].itemIDs
        ids.remove(at: 5)
        ids.remove(at: 0)
        ids.insert("item-5", at: 1)
        try view.performBatchUpdates(update, resultingData: CollectionData(sections: [.init(id: "s0", itemIDs: ids)]), animated: true)
        #expect(sizer.asked.count == 12)
        for id in ids {
            #expect(view.layoutAttributes(of: .cell(itemID: id))?.size.height == ItemSizer.height(id))
        }
        // item-5 now second: on the first line (3 items of 100 fit in 320) with item-1 and item-2;
        // item-4, the tallest of the second line (item-3 47, item-4 76, item-6 54), starts it.
        // Line height = tallest of 40+29%80=69, 40+145%80=105, 40+58%80=98 → 105.
        #expect(view.layoutAttributes(of: .cell(itemID: "item-4"))?.frame.minY == 115)
    }

    @Test func aReloadedItemIsMeasuredAgainAndOnlyIt() throws {
        let (view, _, sizer) = makeView(count: 12)
        let before = sizer.asked.count
        var update = BatchUpdate()
        update.reloadedItems = [IndexPath(item: 4, section: 0)]
        try view.performBatchUpdates(update, resultingData: view.data, animated: false)
        #expect(Array(sizer.asked[before...]) == ["item-4"])
    }

    @Test func aReloadOfTheWholeDataForgetsMeasuredSizes() {
        let (view, _, sizer) = makeView(count: 6)
        let before = sizer.asked.count
        view.reloadData(CollectionData(sections: [.init(id: "s0", itemIDs: (0..<6).map { "item-\($0)" })]))
        view.layoutIfNeeded()
        #expect(sizer.asked.count == before + 6)
    }
}

/// Point 3: every bad update is refused with UIKit's message before anything changes.
@MainActor @Suite struct BadUpdatesChangeNothingTests {
    nonisolated static let cases: [(BatchUpdate, [Int], String)] = [
        ({ var u = BatchUpdate(); u.insertedItems = [IndexPath(0, 9)]; return u }(), [4, 2],
         "attempt to insert item 9 into section 0, but there are only 4 items in section 0 after the update"),
        ({ var u = BatchUpdate(); u.deletedItems = [IndexPath(1, 2)]; return u }(), [3, 1],
         "attempt to delete item 2 from section 1 which only contains 2 items before the update"),
        ({ var u = BatchUpdate(); u.movedItems = [.init(from: IndexPath(0, 7), to: IndexPath(0, 0))]; return u }(), [3, 2],
         "attempt to move item 7 from section 0 which only contains 3 items before the update"),
        ({ var u = BatchUpdate(); u.movedItems = [.init(from: IndexPath(0, 0), to: IndexPath(0, 3))]; return u }(), [3, 2],
         "attempt to move item 0 from section 0 to item 3 in section 0, but there are only 3 items in section 0 after the update"),
        ({ var u = BatchUpdate(); u.reloadedItems = [IndexPath(1, 5)]; return u }(), [3, 2],
         "attempt to reload item 5 from section 1 which only contains 2 items before the update"),
        ({ var u = BatchUpdate(); u.insertedSections = [4]; return u }(), [3, 2, 0],
         "attempt to insert section 4 but there are only 3 sections after the update"),
        ({ var u = BatchUpdate(); u.deletedSections = [2]; return u }(), [3],
         "attempt to delete section 2, but there are only 2 sections before the update"),
        ({ var u = BatchUpdate(); u.movedSections = [.init(from: 5, to: 0)]; return u }(), [3, 2],
         "attempt to move section 5, but there are only 2 sections before the update"),
        ({ var u = BatchUpdate(); u.reloadedSections = [3]; return u }(), [3, 2],
         "attempt to reload section 3, but there are only 2 sections before the update"),
        ({ var u = BatchUpdate(); u.insertedItems = [IndexPath(0, 1), IndexPath(0, 1)]; return u }(), [5, 2],
         "attempt to insert the same index path ([0, 1]) twice"),
        ({ var u = BatchUpdate(); u.deletedItems = [IndexPath(0, 1)]; u.movedItems = [.init(from: IndexPath(0, 1), to: IndexPath(1, 0))]; return u }(),
         [2, 3], "attempt to perform a delete and a move from the same index path ([0, 1])"),
        ({ var u = BatchUpdate(); u.reloadedItems = [IndexPath(0, 0), IndexPath(0, 0)]; return u }(), [3, 2],
         "attempt to reload the same index path ([0, 0]) twice"),
        ({ var u = BatchUpdate(); u.insertedItems = [IndexPath(0, 0)]; return u }(), [3, 2],
         "invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."),
    ]

    @Test(arguments: 0..<cases.count)
    func isRefusedWithNothingChanged(_ index: Int) {
        let (update, counts, message) = Self.cases[index]
        let layout = FlowLayout()
        let before = CollectionData(sections: [.init(id: "a", itemIDs: ["a0", "a1", "a2"]), .init(id: "b", itemIDs: ["b0", "b1"])])
        let view = CollectionView(data: before, layout: layout, viewportSize: Size(width: 320, height: 400))
        let attributes = view.allAttributes()
        let after = CollectionData(sections: counts.enumerated().map { section, count in
            .init(id: "n\(section)", itemIDs: (0..<count).map { "n\(section)-\($0)" })
        })
        #expect(throws: BatchUpdateError(message)) {
            try view.performBatchUpdates(update, resultingData: after)
        }
        #expect(view.data == before)
        #expect(view.allAttributes() == attributes)
        #expect(!view.isAnimating)
    }
}
