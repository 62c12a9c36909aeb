@testable import CollectionLayout
import Testing

/// Batch updates in a self-sizing flow layout: every item keeps its size through inserts,
/// deletes, moves, reloads and section changes, and the incremental result equals a layout
/// prepared from scratch with the same sizes.
@Suite struct FlowLayoutUpdateTests {
    private static let estimate = Size(width: 100, height: 60)

    /// The height item number `id` measures, written independently of the layout.
    private static func measured(_ id: Int) -> Size { Size(width: 100, height: 30 + Double((id * 7) % 60)) }

    /// One single change and what it does to the model (sections of item numbers), written by hand.
    private enum Change {
        case insertItem(IndexPath), deleteItem(IndexPath), moveItem(IndexPath, IndexPath), reloadItem(IndexPath)
        case insertSection(Int), deleteSection(Int), moveSection(Int, Int)

        var updateItems: [UpdateItem] {
            func section(_ index: Int) -> IndexPath { IndexPath(item: Int.max, section: index) }
            return switch self {
            case .insertItem(let at): [UpdateItem(action: .insert, before: nil, after: at)]
            case .deleteItem(let at): [UpdateItem(action: .delete, before: at, after: nil)]
            case .moveItem(let from, let to): [UpdateItem(action: .move, before: from, after: to)]
            case .reloadItem(let at): [UpdateItem(action: .reload, before: at, after: at)]
            case .insertSection(let at): [UpdateItem(action: .insert, before: nil, after: section(at))]
            case .deleteSection(let at): [UpdateItem(action: .delete, before: section(at), after: nil)]
            case .moveSection(let from, let to): [UpdateItem(action: .move, before: section(from), after: section(to))]
            }
        }
    }

    @Test(arguments: 0..<40)
    func randomUpdatesKeepEverySizeAndMatchAFreshLayout(seed: Int) {
        var generator = SplitMix64(seed: UInt64(seed))
        var model: [[Int]] = [Array(0..<7), Array(7..<12), Array(12..<20)]
        var nextID = 20
        var measuredIDs = Set(0..<20)
        let metrics = FlowSectionMetrics(itemSize: Self.estimate, minimumInteritemSpacing: 10, minimumLineSpacing: 10,
                                         sectionInset: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10),
                                         headerReferenceSize: Size(width: 0, height: 30))
        let collection = TestCollection(bounds: Rect(x: 0, y: 0, width: 330, height: 400), itemCounts: model.map(\.count))
        let layout = FlowLayout()
        layout.metrics = metrics
        layout.estimatedItemSize = Self.estimate
        layout.context = collection
        layout.prepare()
        // Measure every item, as a collection view would.
        for (section, ids) in model.enumerated() {
            for (item, id) in ids.enumerated() {
                let original = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))!
                var preferred = original
                preferred.size = Self.measured(id)
                if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                    layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
                    layout.prepare()
                }
            }
        }
        for _ in 0..<12 {
            let change = Self.randomChange(model, &generator)
            switch change {
            case .insertItem(let at):
                model[at.section].insert(nextID, at: at.item)
                nextID += 1
            case .deleteItem(let at): measuredIDs.remove(model[at.section].remove(at: at.item))
            case .moveItem(let from, let to):
                let id = model[from.section].remove(at: from.item)
                model[to.section].insert(id, at: to.item)
            case .reloadItem(let at): measuredIDs.remove(model[at.section][at.item])
            case .insertSection(let at): model.insert([], at: at)
            case .deleteSection(let at): model.remove(at: at).forEach { measuredIDs.remove($0) }
            case .moveSection(let from, let to): model.insert(model.remove(at: from), at: to)
            }
            collection.itemCounts = model.map(\.count)
            var context = InvalidationContext()
            context.invalidateDataSourceCounts = true
            context.updateItems = change.updateItems
            layout.invalidateLayout(with: context)
            layout.prepare()
            layout.prepare(forCollectionViewUpdates: change.updateItems)
            layout.finalizeCollectionViewUpdates()

            // A layout prepared from scratch with each item's size given: measured or the estimate.
            let fresh = PreparedLayout(width: 330, height: 400, itemCounts: model.map(\.count), metrics: metrics) { fresh in
                for (section, ids) in model.enumerated() {
                    fresh.setSizes(ids.map { measuredIDs.contains($0) ? Self.measured($0) : Self.estimate }, inSection: section)
                }
            }
            for (section, ids) in model.enumerated() {
                for item in ids.indices {
                    let indexPath = IndexPath(item: item, section: section)
                    #expect(layout.layoutAttributesForItem(at: indexPath)?.frame == fresh.layout.layoutAttributesForItem(at: indexPath)?.frame,
                            "seed \(seed), \(change), item \(indexPath)")
                }
            }
            #expect(layout.collectionViewContentSize == fresh.layout.collectionViewContentSize, "seed \(seed), \(change)")
        }
    }

    private static func randomChange(_ model: [[Int]], _ generator: inout SplitMix64) -> Change {
        let nonEmpty = model.indices.filter { !model[$0].isEmpty }
        func anyItem() -> IndexPath {
            let section = nonEmpty.randomElement(using: &generator)!
            return IndexPath(item: Int.random(in: 0..<model[section].count, using: &generator), section: section)
        }
        switch Int.random(in: 0..<7, using: &generator) {
        case 0 where !nonEmpty.isEmpty: return .deleteItem(anyItem())
        case 1 where !nonEmpty.isEmpty:
            let from = anyItem()
            let section = Int.random(in: 0..<model.count, using: &generator)
            let count = model[section].count - (section == from.section ? 1 : 0)
            return .moveItem(from, IndexPath(item: Int.random(in: 0...count, using: &generator), section: section))
        case 2 where !nonEmpty.isEmpty: return .reloadItem(anyItem())
        case 3: return .insertSection(Int.random(in: 0...model.count, using: &generator))
        case 4 where model.count > 1: return .deleteSection(Int.random(in: 0..<model.count, using: &generator))
        case 5 where model.count > 1:
            return .moveSection(Int.random(in: 0..<model.count, using: &generator), Int.random(in: 0..<model.count, using: &generator))
        default:
            let section = Int.random(in: 0..<model.count, using: &generator)
            return .insertItem(IndexPath(item: Int.random(in: 0...model[section].count, using: &generator), section: section))
        }
    }

    @Test func indexPathsFollowTheirItemsThroughAnUpdate() {
        // Sections [a0 a1 a2 a3] [b0 b1]: delete [0,1], move [0,3] → [1,0], insert [0,0].
        // Hand-applied: removals give [a0 a2] [b0 b1]; arrivals: [1,0] ← a3, then [0,0] new →
        // [new a0 a2] [a3 b0 b1].
        let updates = [UpdateItem(action: .delete, before: IndexPath(0, 1), after: nil),
                       UpdateItem(action: .move, before: IndexPath(0, 3), after: IndexPath(1, 0)),
                       UpdateItem(action: .insert, before: nil, after: IndexPath(0, 0))]
        #expect(UpdateItem.indexPathAfterUpdate(for: IndexPath(0, 0), in: updates) == IndexPath(0, 1))
        #expect(UpdateItem.indexPathAfterUpdate(for: IndexPath(0, 1), in: updates) == nil)
        #expect(UpdateItem.indexPathAfterUpdate(for: IndexPath(0, 2), in: updates) == IndexPath(0, 2))
        #expect(UpdateItem.indexPathAfterUpdate(for: IndexPath(0, 3), in: updates) == IndexPath(1, 0))
        #expect(UpdateItem.indexPathAfterUpdate(for: IndexPath(1, 0), in: updates) == IndexPath(1, 1))
        #expect(UpdateItem.indexPathAfterUpdate(for: IndexPath(1, 1), in: updates) == IndexPath(1, 2))
        // Deleting section 0 moves section 1's items to section 0; inserting one before it back.
        let sectionDelete = [UpdateItem(action: .delete, before: IndexPath(item: Int.max, section: 0), after: nil)]
        #expect(UpdateItem.indexPathAfterUpdate(for: IndexPath(1, 1), in: sectionDelete) == IndexPath(0, 1))
        #expect(UpdateItem.indexPathAfterUpdate(for: IndexPath(0, 1), in: sectionDelete) == nil)
    }
}

/// A delegate that counts the size questions it is asked.
private final class CountingDelegate: FlowLayoutDelegate {
    var sizeQuestions = 0
    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? {
        sizeQuestions += 1
        return indexPath.item == 0 ? Size(width: 200, height: 80) : nil
    }
}

/// The flow layout's invalidation flags (`UICollectionViewFlowLayoutInvalidationContext`).
@Suite struct FlowLayoutInvalidationFlagTests {
    @Test func attributesAloneFormTheLinesAgainWithoutAskingTheDelegate() {
        let collection = TestCollection(bounds: Rect(x: 0, y: 0, width: 320, height: 480), itemCounts: [10])
        let delegate = CountingDelegate()
        let layout = FlowLayout()
        layout.context = collection
        layout.delegate = delegate
        layout.prepare()
        #expect(delegate.sizeQuestions == 10)
        let placed = layout.placedItemCount

        var attributesOnly = InvalidationContext()
        attributesOnly.invalidateFlowLayoutAttributes = true
        layout.invalidateLayout(with: attributesOnly)
        layout.prepare()
        #expect(delegate.sizeQuestions == 10)
        #expect(layout.placedItemCount == placed + 10)
        // Item 0 keeps the delegate's 200 × 80; the rest the default 50 × 50.
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size == Size(width: 200, height: 80))

        var metrics = InvalidationContext()
        metrics.invalidateFlowLayoutDelegateMetrics = true
        layout.invalidateLayout(with: metrics)
        layout.prepare()
        #expect(delegate.sizeQuestions == 20)
    }
}
