import CollectionLayout
import Testing
@testable import CollectionView

/// Issue 32, point 8: several changes in one `performBatchUpdates`, as UIKit takes them —
/// deletes, reloads, reconfigures and moves' `from` in the index space before the batch,
/// inserts and moves' `to` in the space after it; every expected value worked by hand.
@MainActor @Suite struct CombinedBatchUpdateTests {
    /// Items `ids` in one section, 100×100 cells three a line in a 320×400 view: x = 0, 110,
    /// 220; lines at y = 0, 110, 220…
    private func gridView(_ ids: [String], layout: (any CollectionViewLayout)? = nil) -> CollectionView {
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100))
        return CollectionView(data: CollectionData(sections: [.init(id: "s", itemIDs: ids)]), layout: layout ?? flow,
                              viewportSize: Size(width: 320, height: 400))
    }

    /// delete [0,1], insert [0,0], move [0,3]→[0,1] on a b c d e. By hand, in UIKit's order:
    /// b (old 1) goes and d (old 3) leaves its place: a c e; then the arrivals by new index
    /// path: the new item at 0 (X a c e), d at 1 (X d a c e).
    @Test func deletesInsertsAndAMoveTogetherGiveTheHandWrittenOrder() throws {
        var update = BatchUpdate()
        update.deletedItems = [IndexPath(0, 1)]
        update.insertedItems = [IndexPath(0, 0)]
        update.movedItems = [.init(from: IndexPath(0, 3), to: IndexPath(0, 1))]
        let result = try update.applying(to: [["a", "b", "c", "d", "e"]], insertedItem: { _ in "X" })
        #expect(result == [["X", "d", "a", "c", "e"]])
        // Where the items that were not named go: a 0→2, c 2→3, e 4→4.
        #expect(UpdateItem.indexPathAfterUpdate(for: IndexPath(0, 0), in: update.updateItems) == IndexPath(0, 2))
        #expect(UpdateItem.indexPathAfterUpdate(for: IndexPath(0, 2), in: update.updateItems) == IndexPath(0, 3))
        #expect(UpdateItem.indexPathAfterUpdate(for: IndexPath(0, 4), in: update.updateItems) == IndexPath(0, 4))
        #expect(UpdateItem.indexPathAfterUpdate(for: IndexPath(0, 1), in: update.updateItems) == nil)

        let view = gridView(["a", "b", "c", "d", "e"])
        try view.performBatchUpdates(update, resultingData: CollectionData(sections: [.init(id: "s", itemIDs: result[0])]))
        // Three a line: X (0,0), d (110,0), a (220,0); c (0,110), e (110,110).
        let expected: [String: Point] = ["X": Point(x: 0, y: 0), "d": Point(x: 110, y: 0), "a": Point(x: 220, y: 0),
                                         "c": Point(x: 0, y: 110), "e": Point(x: 110, y: 110)]
        for (id, origin) in expected {
            #expect(view.layoutAttributes(of: .cell(itemID: id))?.frame.origin == origin)
        }
    }

    /// Items and sections in one batch: sections a (a0 a1 a2), b (b0 b1), c (c0). deleteSections
    /// [0], moveSection 2→0, insertSections [2], move [1,0]→[0,1], delete [1,1]. By hand: a goes;
    /// c first, b second, the new section third; b0 moves into c after c0; b1 goes: c (c0 b0), b (), new ().
    @Test func sectionAndItemChangesTogetherGiveTheHandWrittenData() throws {
        var update = BatchUpdate()
        update.deletedSections = [0]
        update.movedSections = [.init(from: 2, to: 0)]
        update.insertedSections = [2]
        update.movedItems = [.init(from: IndexPath(1, 0), to: IndexPath(0, 1))]
        update.deletedItems = [IndexPath(1, 1)]
        let result = try update.applying(to: [["a0", "a1", "a2"], ["b0", "b1"], ["c0"]], insertedSection: { _ in [] },
                                         insertedItem: { _ in "?" })
        #expect(result == [["c0", "b0"], [], []])
        try update.validateCounts(before: [3, 2, 1], after: [2, 0, 0])
    }

    /// The layout hears a batch with section changes in UIKit's order: the counts invalidated,
    /// prepare on the new data, `prepare(forCollectionViewUpdates:)` with every change (section
    /// changes with UIKit's `NSNotFound` item), the resting offset, then the appearing and
    /// disappearing items, and `finalizeCollectionViewUpdates()` last.
    @Test func aBatchWithSectionChangesAsksInUIKitsOrder() throws {
        let layout = UpdateRecordingLayout()
        let data = CollectionData(sections: [.init(id: "s", itemIDs: ["a", "b", "c"]), .init(id: "t", itemIDs: ["x"])])
        let view = CollectionView(data: data, layout: layout, viewportSize: Size(width: 320, height: 400))
        layout.calls = []
        var update = BatchUpdate()
        update.deletedSections = [1]
        update.insertedSections = [0]
        update.deletedItems = [IndexPath(0, 2)]
        update.insertedItems = [IndexPath(1, 0)]
        try view.performBatchUpdates(update, resultingData: CollectionData(sections: [
            .init(id: "n", itemIDs: ["n0"]), .init(id: "s", itemIDs: ["new", "a", "b"]),
        ]))
        // Section 0 after the update is the new one (1 item); prepare sees it.
        #expect(Array(layout.calls.prefix(4)) == ["invalidate(counts: true, updates: 4)", "prepare(1)",
                                                  "prepareForUpdates(4)", "targetContentOffset"])
        let sectionItems = layout.updates.filter(\.isSectionUpdate)
        #expect(sectionItems.map(\.action) == [.delete, .insert])
        #expect(sectionItems.allSatisfy { ($0.indexPathBeforeUpdate ?? $0.indexPathAfterUpdate)?.item == Int.max })
        #expect(layout.calls.last == "finalizeUpdates")
        #expect(layout.calls.filter { $0 == "finalizeUpdates" }.count == 1)
    }

    /// `dump --trace` names section changes as UIKit's words would: a section, not an index path
    /// with `NSNotFound`.
    @Test func theTraceNamesSectionChangesBySection() {
        let items = [UpdateItem(action: .delete, before: IndexPath(item: Int.max, section: 1), after: nil),
                     UpdateItem(action: .move, before: IndexPath(item: Int.max, section: 2), after: IndexPath(item: Int.max, section: 0)),
                     UpdateItem(action: .insert, before: nil, after: IndexPath(0, 3))]
        #expect(items.map(LayoutCalls.describe) == ["delete section 1", "move section 2 → 0", "insert [0, 3]"])
    }

    /// An impossible combination is one error with UIKit's kind of message, and nothing changes.
    @Test(arguments: [
        ({ var u = BatchUpdate(); u.deletedItems = [IndexPath(0, 2)]; u.movedItems = [.init(from: IndexPath(0, 2), to: IndexPath(0, 0))]; return u }(),
         "attempt to perform a delete and a move from the same index path ([0, 2])"),
        ({ var u = BatchUpdate(); u.deletedItems = [IndexPath(0, 1)]; u.reconfiguredItems = [IndexPath(0, 1)]; return u }(),
         "attempt to delete and reconfigure the same index path ([0, 1])"),
        ({ var u = BatchUpdate(); u.reloadedItems = [IndexPath(0, 0)]; u.reconfiguredItems = [IndexPath(0, 0)]; return u }(),
         "attempt to reload and reconfigure the same index path ([0, 0])"),
        ({ var u = BatchUpdate(); u.reconfiguredItems = [IndexPath(0, 5)]; return u }(),
         "attempt to reconfigure item 5 from section 0 which only contains 5 items before the update"),
        ({ var u = BatchUpdate(); u.deletedSections = [0]; u.insertedSections = [0]; u.movedItems = [.init(from: IndexPath(0, 0), to: IndexPath(0, 0))]; return u }(),
         "attempt to move item 0 out of section 0, which is being deleted"),
        ({ var u = BatchUpdate(); u.insertedItems = [IndexPath(0, 0)]; u.deletedItems = [IndexPath(0, 4)]; u.movedItems = [.init(from: IndexPath(0, 0), to: IndexPath(0, 9))]; return u }(),
         "attempt to move item 0 from section 0 to item 9 in section 0, but there are only 5 items in section 0 after the update"),
    ] as [(BatchUpdate, String)])
    func anImpossibleBatchIsOneErrorAndChangesNothing(_ update: BatchUpdate, _ message: String) {
        let view = gridView(["a", "b", "c", "d", "e"])
        let before = view.data, attributes = view.allAttributes()
        #expect(throws: BatchUpdateError(message)) {
            try view.performBatchUpdates(update, resultingData: CollectionData(sections: [.init(id: "s", itemIDs: ["a", "b", "c", "d", "e"])]))
        }
        #expect(view.data == before)
        #expect(view.allAttributes() == attributes)
        #expect(!view.isAnimating)
    }

    /// `reconfigureItems`: the cell is measured again where it is and does not animate; the
    /// layout hears no update item for it. (item-4 wants 40 + 116 mod 80 = 76 both times.)
    @Test func aReconfiguredItemKeepsItsFrameAndDoesNotAnimate() throws {
        let sizer = ItemSizer()
        let (view, _) = TestViews.selfSizingFlow(count: 12, sizer: sizer)
        view.layoutIfNeeded()
        let frames = Dictionary(uniqueKeysWithValues: view.data.sections[0].itemIDs.map { ($0, view.layoutAttributes(of: .cell(itemID: $0))!.frame) })
        let asked = sizer.asked.count
        var update = BatchUpdate()
        update.reconfiguredItems = [IndexPath(0, 4)]
        #expect(update.updateItems.isEmpty)
        try view.performBatchUpdates(update, resultingData: view.data, animated: true)
        #expect(Array(sizer.asked[asked...]) == ["item-4"])
        #expect(view.animator.animations[.cell(itemID: "item-4")] == nil)
        for (id, frame) in frames { #expect(view.layoutAttributes(of: .cell(itemID: id))?.frame == frame) }
    }

    /// `reloadItems`: a cross-fade — the old cell's final attributes are asked at its index path
    /// before the update, the new cell's initial ones at its index path after, and the cell
    /// drawn fades in (alpha 0 → 1) at its place (the layout answers nil: UIKit's fade).
    @Test func aReloadedItemCrossFadesThroughInitialAndFinalAttributes() throws {
        let layout = UpdateRecordingLayout()
        let view = CollectionView(data: CollectionData(sections: [.init(id: "s", itemIDs: ["a", "b", "c"])]), layout: layout,
                                  viewportSize: Size(width: 320, height: 400))
        layout.calls = []
        var update = BatchUpdate()
        update.reloadedItems = [IndexPath(0, 1)]
        try view.performBatchUpdates(update, resultingData: view.data)
        #expect(layout.calls.contains("final[0, 1]"))
        #expect(layout.calls.contains("initial[0, 1]"))
        let fade = try #require(view.animator.animations[.cell(itemID: "b")])
        #expect(fade.from.alpha == 0 && fade.to.alpha == 1)
        // b is item 1: y = 50 (the recording layout's 50-pt rows), before and after.
        #expect(fade.from.frame == Rect(x: 0, y: 50, width: 100, height: 40))
        #expect(fade.to.frame == fade.from.frame)
    }

    /// Every cell on screen after an update gets initial attributes: item 50 of 60 (line 16,
    /// x = 220, y = 16 · 110 = 1760, far below the screen and the prefetch margin) moved to
    /// the front slides from where it was instead of fading in at (0, 0).
    @Test func aCellMovedOnScreenFromFarAwaySlidesFromItsOldPlace() throws {
        let view = gridView((0..<60).map { "i\($0)" })
        var ids = view.data.sections[0].itemIDs
        ids.insert(ids.remove(at: 50), at: 0)
        var update = BatchUpdate()
        update.movedItems = [.init(from: IndexPath(0, 50), to: IndexPath(0, 0))]
        try view.performBatchUpdates(update, resultingData: CollectionData(sections: [.init(id: "s", itemIDs: ids)]))
        let slide = try #require(view.animator.animations[.cell(itemID: "i50")])
        #expect(slide.from.frame == Rect(x: 220, y: 1760, width: 100, height: 100))
        #expect(slide.from.alpha == 1)
        #expect(slide.to.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    /// Deleting the first 30 items (ten lines) pulls items 30… up from below the prefetch margin
    /// (the view is 400 tall, the margin half that: items below y = 600 are not near the screen).
    /// Item 30 was at line 10, y = 1100; it slides up to (0, 0) rather than fading in there.
    @Test func aCellPulledOnScreenByDeletesSlidesFromItsOldPlace() throws {
        let view = gridView((0..<60).map { "i\($0)" })
        var update = BatchUpdate()
        update.deletedItems = (0..<30).map { IndexPath(0, $0) }
        try view.performBatchUpdates(update, resultingData: CollectionData(sections: [.init(id: "s", itemIDs: (30..<60).map { "i\($0)" })]))
        let slide = try #require(view.animator.animations[.cell(itemID: "i30")])
        #expect(slide.from.frame == Rect(x: 0, y: 1100, width: 100, height: 100))
        #expect(slide.from.alpha == 1)
        #expect(slide.to.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    }

    /// An inserted cell still fades in where it ends (it had no place before).
    @Test func anInsertedCellFadesInWhereItEnds() throws {
        let view = gridView(["a", "b", "c"])
        var update = BatchUpdate()
        update.insertedItems = [IndexPath(0, 1)]
        try view.performBatchUpdates(update, resultingData: CollectionData(sections: [.init(id: "s", itemIDs: ["a", "n", "b", "c"])]))
        let fade = try #require(view.animator.animations[.cell(itemID: "n")])
        #expect(fade.from.alpha == 0)
        #expect(fade.from.frame == Rect(x: 110, y: 0, width: 100, height: 100))
    }

    /// A snapshot diff by id gives the update items worked by hand: a b c d e → e a c f d.
    /// b goes (delete [0,1]); f is new (insert [0,3]); of those that stay, in new order with
    /// their old places — e 4, a 0, c 2, d 3 — the longest run in order is a c d, so e alone moves (4 → 0).
    @Test func aSnapshotDiffGivesTheHandWorkedUpdate() throws {
        let old = CollectionData(sections: [.init(id: "s", itemIDs: ["a", "b", "c", "d", "e"])])
        let new = CollectionData(sections: [.init(id: "s", itemIDs: ["e", "a", "c", "f", "d"])])
        let update = SnapshotDiff.update(from: old, to: new)
        #expect(update.deletedItems == [IndexPath(0, 1)])
        #expect(update.insertedItems == [IndexPath(0, 3)])
        #expect(update.movedItems == [.init(from: IndexPath(0, 4), to: IndexPath(0, 0))])
        #expect(try update.applying(to: [["a", "b", "c", "d", "e"]], insertedItem: { _ in "f" }) == [["e", "a", "c", "f", "d"]])
    }

    /// Sections by id: [letters, numbers, gone] → [numbers, letters, fresh]. gone is deleted (0-based
    /// old 2) and fresh inserted (new 2); of letters (old 0) and numbers (old 1), in new order
    /// [1, 0], the longest run in order is one section — the last smallest, letters — so numbers
    /// moves 1 → 0. Items keep to their sections and need no change.
    @Test func aSnapshotDiffOfSectionsGivesTheHandWorkedUpdate() {
        let old = CollectionData(sections: [.init(id: "letters", itemIDs: ["a", "b"]), .init(id: "numbers", itemIDs: ["1"]),
                                            .init(id: "gone", itemIDs: ["g"])])
        let new = CollectionData(sections: [.init(id: "numbers", itemIDs: ["1"]), .init(id: "letters", itemIDs: ["a", "b"]),
                                            .init(id: "fresh", itemIDs: ["f"])])
        let update = SnapshotDiff.update(from: old, to: new)
        #expect(update.deletedSections == [2])
        #expect(update.insertedSections == [2])
        #expect(update.movedSections == [.init(from: 1, to: 0)])
        #expect(update.movedItems.isEmpty && update.deletedItems.isEmpty && update.insertedItems.isEmpty)
    }
}

/// A layout that records the collection view's update calls, with the item count of section 0
/// at each prepare and the update items it heard (rows 50 pt apart in section 0).
final class UpdateRecordingLayout: CollectionViewLayout {
    weak var context: (any LayoutContext)?
    var calls: [String] = []
    var updates: [UpdateItem] = []

    func prepare() { calls.append("prepare(\(context?.numberOfItems(inSection: 0) ?? -1))") }
    var collectionViewContentSize: Size { Size(width: 320, height: 2000) }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard let context, context.numberOfSections > 0 else { return [] }
        return (0..<context.numberOfItems(inSection: 0)).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.frame = Rect(x: 0, y: Double(indexPath.item) * 50 + Double(indexPath.section) * 1000, width: 100, height: 40)
        return attributes
    }
    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }
    func invalidateLayout(with context: InvalidationContext) {
        calls.append("invalidate(counts: \(context.invalidateDataSourceCounts), updates: \(context.updateItems.count))")
    }
    func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
        updates = updateItems
        calls.append("prepareForUpdates(\(updateItems.count))")
    }
    func targetContentOffset(forProposedContentOffset proposed: Point) -> Point {
        calls.append("targetContentOffset")
        return proposed
    }
    func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        calls.append("initial\(indexPath)")
        return nil
    }
    func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        calls.append("final\(indexPath)")
        return nil
    }
    func finalizeCollectionViewUpdates() { calls.append("finalizeUpdates") }
}
