import CollectionLayout
import Testing
@testable import CollectionView

/// Batch updates: valid ones keep every id and animate; invalid ones are refused with UIKit's
/// message and change nothing.
@MainActor @Suite struct BatchUpdateTests {
    private func data(_ sections: [[String]]) -> CollectionData {
        CollectionData(sections: sections.enumerated().map { CollectionData.Section(id: "s\($0.offset)", itemIDs: $0.element) })
    }

    private func makeView(_ sections: [[String]]) -> CollectionView {
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100))
        return CollectionView(data: data(sections), layout: flow, viewportSize: Size(width: 320, height: 480))
    }

    @Test func applyingFollowsUIKitsOrder() throws {
        var update = BatchUpdate()
        update.deletedItems = [IndexPath(0, 1)]
        update.insertedItems = [IndexPath(0, 0)]
        update.movedItems = [.init(from: IndexPath(0, 3), to: IndexPath(1, 0))]
        let result = try update.applying(to: [["a", "b", "c", "d"], ["e"]]) { _ in "new" }
        #expect(result == [["new", "a", "c"], ["d", "e"]])
    }

    @Test func aValidUpdateChangesTheDataAndAnimates() throws {
        let view = makeView([["a", "b", "c"]])
        var update = BatchUpdate()
        update.deletedItems = [IndexPath(0, 0)]
        update.insertedItems = [IndexPath(0, 2)]
        let after = data([["b", "c", "x"]])
        try view.performBatchUpdates(update, resultingData: after)
        #expect(view.data == after)
        #expect(view.isAnimating)
        // "a" fades out where it was; "x" fades in where it will be; "b" slides to the first place.
        #expect(view.animator.animations[.cell(itemID: "a")]?.to.alpha == 0)
        #expect(view.animator.animations[.cell(itemID: "x")]?.from.alpha == 0)
        #expect(view.animator.animations[.cell(itemID: "b")]?.to.frame == Rect(x: 0, y: 0, width: 100, height: 100))
        view.advance(to: 1)
        #expect(!view.isAnimating)
        #expect(view.presentationElements().compactMap { if case .cell(let id) = $0.identity { id } else { nil } }.sorted() == ["b", "c", "x"])
    }

    @Test func anInconsistentCountIsRefusedWithUIKitsMessageAndChangesNothing() {
        let view = makeView([["a", "b", "c", "d"]])
        let before = view.data
        var update = BatchUpdate()
        update.insertedItems = []
        do {
            try view.performBatchUpdates(update, resultingData: data([["a", "b", "c", "d", "e"]]))
            Issue.record("an inconsistent update was accepted")
        } catch {
            #expect(error.description == "invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (4), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
        }
        #expect(view.data == before)
        #expect(!view.isAnimating)
        #expect(view.contentSize.height == 2 * 100 + 10)
    }

    @Test(arguments: [
        ({ var u = BatchUpdate(); u.deletedItems = [IndexPath(0, 7)]; return u }(),
         "attempt to delete item 7 from section 0 which only contains 4 items before the update"),
        ({ var u = BatchUpdate(); u.insertedItems = [IndexPath(0, 9)]; return u }(),
         "attempt to insert item 9 into section 0, but there are only 5 items in section 0 after the update"),
        ({ var u = BatchUpdate(); u.deletedItems = [IndexPath(0, 1)]; u.reloadedItems = [IndexPath(0, 1)]; return u }(),
         "attempt to delete and reload the same index path ([0, 1])"),
        ({ var u = BatchUpdate(); u.deletedItems = [IndexPath(0, 1), IndexPath(0, 1)]; return u }(),
         "attempt to delete the same index path ([0, 1]) twice"),
        ({ var u = BatchUpdate(); u.deletedSections = [3]; return u }(),
         "attempt to delete section 3, but there are only 1 sections before the update"),
    ])
    func impossibleIndexesAreRefused(_ update: BatchUpdate, _ message: String) {
        #expect(throws: BatchUpdateError(message)) {
            _ = try update.applying(to: [["a", "b", "c", "d"]]) { _ in "new" }
        }
    }

    @Test func sectionCountsAreChecked() {
        let view = makeView([["a"], ["b"]])
        #expect(throws: BatchUpdateError("invalid update: invalid number of sections. The number of sections contained in the collection view after the update (3) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")) {
            try view.performBatchUpdates(BatchUpdate(), resultingData: data([["a"], ["b"], []]))
        }
    }

    @Test func snapshotsDiffByIDWithFewMoves() {
        let old = data([["a", "b", "c", "d", "e"]])
        let new = data([["b", "c", "d", "e", "a", "f"]])
        let update = SnapshotDiff.update(from: old, to: new)
        #expect(update.movedItems == [.init(from: IndexPath(0, 0), to: IndexPath(0, 4))])
        #expect(update.insertedItems == [IndexPath(0, 5)])
        #expect(update.deletedItems.isEmpty)
        #expect(throws: Never.self) {
            let result = try update.applying(to: [["a", "b", "c", "d", "e"]]) { _ in "f" }
            #expect(result == [["b", "c", "d", "e", "a", "f"]])
        }
    }

    @Test func randomSnapshotsRoundTripThroughTheirDiff() throws {
        var generator = SplitMix64(seed: 11)
        for _ in 0..<200 {
            let sectionCount = Int.random(in: 1...4, using: &generator)
            var pool = (0..<40).map { "i\($0)" }.shuffled(using: &generator)
            func randomData() -> CollectionData {
                pool.shuffle(using: &generator)
                var used = pool.prefix(Int.random(in: 0...40, using: &generator))[...]
                var sections: [CollectionData.Section] = []
                for index in (0..<sectionCount).shuffled(using: &generator) where Bool.random(using: &generator) || sections.isEmpty {
                    let take = Int.random(in: 0...used.count, using: &generator)
                    sections.append(.init(id: "s\(index)", itemIDs: Array(used.prefix(take))))
                    used = used.dropFirst(take)
                }
                return CollectionData(sections: sections)
            }
            let old = randomData(), new = randomData()
            let update = SnapshotDiff.update(from: old, to: new)
            let values = try update.applying(to: old.sections.map(\.itemIDs),
                                             insertedSection: { new.sections[$0].itemIDs },
                                             insertedItem: { new.sections[$0.section].itemIDs[$0.item] })
            #expect(values == new.sections.map(\.itemIDs))
            try update.validateCounts(before: old.sections.map(\.itemIDs.count), after: new.sections.map(\.itemIDs.count))
        }
    }
}
