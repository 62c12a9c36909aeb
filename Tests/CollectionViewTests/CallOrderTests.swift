import CollectionLayout
import Testing
@testable import CollectionView

/// A layout that records what it is asked, in order, with the item count it sees at each prepare.
final class RecordingLayout: CollectionViewLayout {
    weak var context: (any LayoutContext)?
    var calls: [String] = []
    let name: String

    init(_ name: String = "") { self.name = name }

    private func record(_ call: String) { calls.append(name.isEmpty ? call : "\(name).\(call)") }

    func prepare() { record("prepare(\(context?.numberOfItems(inSection: 0) ?? -1))") }
    var collectionViewContentSize: Size { Size(width: 320, height: 2000) }
    func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] {
        guard let context else { return [] }
        return (0..<context.numberOfItems(inSection: 0)).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.intersects(rect) }
    }
    func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
        var attributes = LayoutAttributes(forCellWith: indexPath)
        attributes.frame = Rect(x: 0, y: Double(indexPath.item) * 50, width: 100, height: 40)
        return attributes
    }
    func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }
    func invalidateLayout(with context: InvalidationContext) {
        record("invalidate(counts: \(context.invalidateDataSourceCounts), updates: \(context.updateItems.count))")
    }
    func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) { record("prepareForUpdates(\(updateItems.count))") }
    func targetContentOffset(forProposedContentOffset proposed: Point) -> Point {
        record("targetContentOffset")
        return proposed
    }
    func initialLayoutAttributesForAppearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        record("initial\(indexPath)")
        return nil
    }
    func finalLayoutAttributesForDisappearingItem(at indexPath: IndexPath) -> LayoutAttributes? {
        record("final\(indexPath)")
        return nil
    }
    func finalizeCollectionViewUpdates() { record("finalizeUpdates") }
    func prepareForTransition(to newLayout: any CollectionViewLayout) { record("prepareForTransitionTo") }
    func prepareForTransition(from oldLayout: any CollectionViewLayout) { record("prepareForTransitionFrom") }
    func finalizeLayoutTransition() { record("finalizeLayoutTransition") }
}

/// Point 2: UIKit's order of calls in a batch update and in a layout switch (WWDC 2014,
/// "Advanced User Interfaces with Collection Views", and UIKit's documentation).
@MainActor @Suite struct CallOrderTests {
    private func makeView(_ layout: RecordingLayout) -> CollectionView {
        let data = CollectionData(sections: [.init(id: "s", itemIDs: ["a", "b", "c"])])
        let view = CollectionView(data: data, layout: layout, viewportSize: Size(width: 320, height: 400))
        layout.calls = []
        return view
    }

    @Test func aBatchUpdateAsksInUIKitsOrder() throws {
        let layout = RecordingLayout()
        let view = makeView(layout)
        var update = BatchUpdate()
        update.deletedItems = [IndexPath(0, 1)]
        update.insertedItems = [IndexPath(0, 0)]
        try view.performBatchUpdates(update, resultingData: CollectionData(sections: [.init(id: "s", itemIDs: ["new", "a", "c"])]))
        let relevant = layout.calls.filter { !$0.hasPrefix("invalidate(counts: false") }
        // The data changed before prepare (it sees 3 items: 3 − 1 + 1); prepare(forCollectionViewUpdates:)
        // gets both changes; then the offset, the appearing and disappearing items, and finalize.
        #expect(Array(relevant.prefix(4)) == ["invalidate(counts: true, updates: 2)", "prepare(3)", "prepareForUpdates(2)", "targetContentOffset"])
        let initial = try #require(relevant.firstIndex(of: "initial[0, 0]"))
        let final = try #require(relevant.firstIndex(of: "final[0, 1]"))
        let finalize = try #require(relevant.firstIndex(of: "finalizeUpdates"))
        #expect(initial > 3 && final > 3)
        #expect(finalize == relevant.count - 1)
        // The disappearing item animates out and the appearing one in.
        #expect(view.animator.animations[.cell(itemID: "b")] != nil)
        #expect(view.animator.animations[.cell(itemID: "new")]?.from.alpha == 0)
    }

    @Test func aLayoutSwitchAsksInUIKitsOrder() {
        let old = RecordingLayout("old")
        let view = makeView(old)
        let new = RecordingLayout("new")
        view.setLayout(new, animated: true)
        let calls = old.calls + new.calls
        #expect(old.calls.first == "old.prepareForTransitionTo")
        #expect(old.calls.last == "old.finalizeLayoutTransition")
        #expect(new.calls.first == "new.prepare(3)")
        #expect(new.calls.contains("new.prepareForTransitionFrom"))
        #expect(new.calls.last == "new.finalizeLayoutTransition")
        let from = new.calls.firstIndex(of: "new.prepareForTransitionFrom")!
        let target = new.calls.firstIndex(of: "new.targetContentOffset")!
        #expect(from < target)
        #expect(calls.filter { $0.hasSuffix("finalizeLayoutTransition") }.count == 2)
    }

    @Test func aDisappearingItemFadesOutWhereItWasWhenTheLayoutSaysNil() throws {
        let layout = RecordingLayout()
        let view = makeView(layout)
        var update = BatchUpdate()
        update.deletedItems = [IndexPath(0, 1)]
        try view.performBatchUpdates(update, resultingData: CollectionData(sections: [.init(id: "s", itemIDs: ["a", "c"])]))
        let leaving = try #require(view.animator.animations[.cell(itemID: "b")])
        // "b" was item 1: y = 1 · 50 → frame (0, 50, 100, 40); it ends there, transparent.
        #expect(leaving.to.frame == Rect(x: 0, y: 50, width: 100, height: 40))
        #expect(leaving.to.alpha == 0)
    }

    @Test func invalidationAdjustmentsAreApplied() {
        let layout = RecordingLayout()
        let view = makeView(layout)
        view.setContentOffset(Point(x: 0, y: 100))
        var context = InvalidationContext()
        context.contentOffsetAdjustment = Point(x: 0, y: 30)
        context.contentSizeAdjustment = Size(width: 0, height: 500)
        view.invalidateLayout(with: context, preparing: false)
        // 100 + 30 = 130; the content grows by 500 (2000 → 2500) until the layout prepares again.
        #expect(view.contentOffset == Point(x: 0, y: 130))
        #expect(view.contentSize == Size(width: 320, height: 2500))
        view.invalidateLayout(with: InvalidationContext())
        #expect(view.contentSize == Size(width: 320, height: 2000))
    }
}
