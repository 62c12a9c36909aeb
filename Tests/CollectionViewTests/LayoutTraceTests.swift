import CollectionLayout
import Testing
@testable import CollectionView

/// The trace of the collection view's calls to its layout (the inspector's Calls tab, `dump
/// --trace`): it lists what the layout itself was asked, in the order it was asked.
@MainActor @Suite struct LayoutTraceTests {
    /// The calls that change state (queries for attributes and the content size left out).
    private func lifecycle(_ trace: LayoutTrace) -> [String] {
        trace.entries.filter {
            switch $0.call {
            case .contentSize, .elementsInRect, .item, .supplementary, .decoration, .shouldInvalidateForBoundsChange: false
            default: true
            }
        }.map { "\($0.layout) \($0.call.name) \($0.call.details)".trimmingCharacters(in: .whitespaces) }
    }

    private func makeView(_ layout: any CollectionViewLayout) -> (CollectionView, LayoutTrace) {
        let data = CollectionData(sections: [.init(id: "s", itemIDs: ["a", "b", "c"])])
        let view = CollectionView(data: data, layout: layout, viewportSize: Size(width: 320, height: 400))
        let trace = LayoutTrace()
        view.trace = trace
        return (view, trace)
    }

    @Test func aBatchUpdateIsTracedInUIKitsOrderAsTheLayoutHearsIt() throws {
        let layout = RecordingLayout()
        let (view, trace) = makeView(layout)
        layout.calls = []
        var update = BatchUpdate()
        update.deletedItems = [IndexPath(0, 1)]
        update.insertedItems = [IndexPath(0, 0)]
        try view.performBatchUpdates(update, resultingData: CollectionData(sections: [.init(id: "s", itemIDs: ["new", "a", "c"])]))
        // By hand, UIKit's order: the counts invalidated, prepare, the updates, the resting offset,
        // the appearing item's initial and the leaving item's final attributes, finalize.
        let lines = lifecycle(trace)
        #expect(Array(lines.prefix(4)) == [
            "RecordingLayout invalidateLayout(with:) invalidateDataSourceCounts",
            "RecordingLayout prepare()",
            "RecordingLayout prepare(forCollectionViewUpdates:) delete [0, 1], insert [0, 0]",
            "RecordingLayout targetContentOffset(forProposedContentOffset:) (0, 0) → (0, 0)",
        ])
        #expect(lines.contains("RecordingLayout initialLayoutAttributesForAppearingItem(at:) [0, 0]"))
        #expect(lines.contains("RecordingLayout finalLayoutAttributesForDisappearingItem(at:) [0, 1]"))
        #expect(lines.last == "RecordingLayout finalizeCollectionViewUpdates()")
        // The same calls, in the same order, as the layout recorded them itself.
        let traced = lines.compactMap { line -> String? in
            if line.contains("invalidateLayout") { return "invalidate" }
            if line.hasSuffix("prepare()") { return "prepare" }
            if line.contains("prepare(forCollectionViewUpdates:)") { return "prepareForUpdates" }
            if line.contains("targetContentOffset") { return "targetContentOffset" }
            if line.contains("finalizeCollectionViewUpdates") { return "finalizeUpdates" }
            if line.contains("initialLayoutAttributes") { return "initial" + line.components(separatedBy: " ").suffix(2).joined(separator: " ") }
            if line.contains("finalLayoutAttributes") { return "final" + line.components(separatedBy: " ").suffix(2).joined(separator: " ") }
            return nil
        }
        let recorded = layout.calls.map { call -> String in
            if call.hasPrefix("invalidate") { return "invalidate" }
            if call.hasPrefix("prepare(") { return "prepare" }
            if call.hasPrefix("prepareForUpdates") { return "prepareForUpdates" }
            return call
        }
        #expect(traced == recorded)
    }

    @Test func aLayoutSwitchIsTracedWithBothLayoutsInUIKitsOrder() {
        let old = FlowLayout()
        let (view, trace) = makeView(old)
        view.setLayout(CircleLayout(), animated: true)
        let lines = lifecycle(trace)
        // The new layout prepares, the old hears of the new, the new of the old, and both finalize last.
        #expect(Array(lines.prefix(3)) == [
            "CircleLayout prepare()",
            "FlowLayout prepareForTransition(to:) CircleLayout",
            "CircleLayout prepareForTransition(from:) FlowLayout",
        ])
        #expect(lines.suffix(2) == ["FlowLayout finalizeLayoutTransition()", "CircleLayout finalizeLayoutTransition()"])
    }

    @Test func aSelfSizingScrollInvalidatesOneItemAtATime() {
        // One column: 300×60 estimates and 10-point line spacing, so a scroll of 10 points brings
        // at most one new cell into range.
        let layout = FlowLayout()
        layout.metrics = FlowSectionMetrics(itemSize: Size(width: 300, height: 60))
        layout.estimatedItemSize = Size(width: 300, height: 60)
        let data = CollectionData(sections: [.init(id: "s", itemIDs: (0..<200).map { "item-\($0)" })])
        let view = CollectionView(data: data, layout: layout, viewportSize: Size(width: 320, height: 400))
        view.cellSizer = FakeSizer()
        view.layoutIfNeeded()
        let trace = LayoutTrace()
        view.trace = trace
        for _ in 0..<120 {
            view.scroll(by: Point(x: 0, y: 10))
            view.layoutIfNeeded()
        }
        let invalidations = trace.entries.compactMap { entry -> InvalidationSummary? in
            if case .invalidateLayout(let summary) = entry.call { return summary }
            return nil
        }
        #expect(invalidations.count >= 4)
        for summary in invalidations {
            #expect(summary.items.count == 1, "\(summary)")
            #expect(summary.flags.isEmpty, "\(summary)")
        }
        // Each cell's own context names that cell alone, after the layout said it changed.
        let contexts = trace.entries.compactMap { entry -> (IndexPath, [IndexPath])? in
            if case .invalidationContextForPreferredAttributes(let path, let invalidated) = entry.call { return (path, invalidated) }
            return nil
        }
        #expect(!contexts.isEmpty && contexts.allSatisfy { $0.1 == [$0.0] })
    }

    @Test func repeatsCollapseFramesCountAndEveryEntryReachesTheLogOnce() {
        let trace = LayoutTrace(capacity: 8)
        var logged: [String] = []
        trace.onEntry = { logged.append($0.line) }
        let layout = FlowLayout()
        trace.record(layout, .prepare)
        trace.record(layout, .contentSize(Size(width: 10, height: 20)))
        trace.record(layout, .contentSize(Size(width: 10, height: 20)))
        trace.endFrame()
        trace.record(layout, .contentSize(Size(width: 10, height: 20)))
        trace.time = 0.5
        trace.record(layout, .finalizeTransition)
        trace.flush()
        trace.flush()
        #expect(logged == [
            "frame 0  t=0  FlowLayout  prepare()",
            "frame 0  t=0  FlowLayout  collectionViewContentSize  → 10×20  ×2",
            "frame 1  t=0  FlowLayout  collectionViewContentSize  → 10×20",
            "frame 1  t=0.5  FlowLayout  finalizeLayoutTransition()",
        ])
        #expect(trace.entries.count == 4)
        for _ in 0..<20 { trace.record(layout, .prepare); trace.endFrame() }
        // The oldest are dropped past the capacity (a quarter of slack, so not on every call).
        #expect(trace.entries.count <= 8 + 8 / 4)
        #expect(trace.entries.last?.frame == 20)
    }

    @Test func anInvalidationSummarySaysItsFlagsItemsAndAdjustments() {
        var context = InvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 3, section: 0)])
        context.contentSizeAdjustment = Size(width: 0, height: -12.25)
        #expect(InvalidationSummary(context).description == "items [0, 3]; contentSizeAdjustment 0×-12.3")
        #expect(InvalidationSummary(.everything).description
                == "invalidateEverything; invalidateFlowLayoutDelegateMetrics; invalidateFlowLayoutAttributes")
    }
}
