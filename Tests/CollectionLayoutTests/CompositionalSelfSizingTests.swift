@testable import CollectionLayout
import Testing

/// Estimated sizes: laid out at the estimate, corrected in place by measured sizes (rows share
/// their tallest cell), and measured sizes carried through batch updates.
@Suite struct CompositionalSelfSizingTests {
    /// Half-width cells of estimated height 50 in rows of estimated height 50, 10 between rows.
    private func twoColumnSection() -> LayoutSection {
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .estimated(50)))
        let section = LayoutSection(group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .estimated(50)), subitems: [item]))
        section.interGroupSpacing = 10
        return section
    }

    /// Offers a cell its preferred size, as the collection view does, and prepares.
    private func measure(_ prepared: PreparedCompositional, _ indexPath: IndexPath, height: Double) {
        guard let original = prepared.layout.layoutAttributesForItem(at: indexPath) else {
            Issue.record("no attributes for \(indexPath)")
            return
        }
        var preferred = original
        preferred.size.height = height
        guard prepared.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return }
        let context = prepared.layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        prepared.layout.invalidateLayout(with: context)
        prepared.layout.prepare()
    }

    @Test func estimatedCellsStartAtTheirEstimate() {
        let prepared = PreparedCompositional(section: twoColumnSection(), itemCounts: [5])
        // Rows 0, 60, 120 of 50: content 170.
        #expect(prepared.items() == [rect(0, 0, 187.5, 50), rect(187.5, 0, 187.5, 50), rect(0, 60, 187.5, 50),
                                     rect(187.5, 60, 187.5, 50), rect(0, 120, 187.5, 50)])
        #expect(prepared.contentSize.height == 170)
    }

    @Test func measuredSizesSettleEveryFrame() {
        var rng = SplitMix64(seed: 0x5E77)
        for _ in 0..<10 {
            let counts = [Int.random(in: 0...9, using: &rng), Int.random(in: 1...9, using: &rng)]
            let layout = CompositionalLayout(section: twoColumnSection(), configuration: CompositionalLayoutConfiguration(interSectionSpacing: 20))
            let prepared = PreparedCompositional(layout, height: 200, itemCounts: counts)
            var heights: [[Double]] = counts.map { count in (0..<count).map { _ in Double(Int.random(in: 20...120, using: &rng)) } }
            // Measure in a random order, some twice.
            var order = counts.indices.flatMap { section in (0..<counts[section]).map { IndexPath(item: $0, section: section) } }
            order.shuffle(using: &rng)
            for indexPath in order { measure(prepared, indexPath, height: heights[indexPath.section][indexPath.item] + 7) }
            for indexPath in order { measure(prepared, indexPath, height: heights[indexPath.section][indexPath.item]) }

            // Independently: rows share their tallest cell, 10 between rows, 20 between sections.
            var y = 0.0
            for section in counts.indices {
                var expected: [Rect] = []
                var rowTop = y
                for row in stride(from: 0, to: counts[section], by: 2) {
                    let rowHeight = heights[section][row..<min(row + 2, counts[section])].max()!
                    for item in row..<min(row + 2, counts[section]) {
                        expected.append(rect(Double(item - row) * 187.5, rowTop, 187.5, rowHeight))
                    }
                    rowTop += rowHeight + 10
                }
                #expect(approximately(prepared.items(section: section), expected, tolerance: 1e-9))
                y = counts[section] > 0 ? rowTop - 10 : rowTop
                if section < counts.count - 1 { y += 20 }
            }
            #expect(approximately(prepared.contentSize.height, y, tolerance: 1e-9))
            heights.removeAll()
        }
    }

    @Test func adjustmentsNameTheCellAndKeepWhatTheUserSees() {
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(50)))
        let section = LayoutSection(group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .estimated(50)), subitems: [item]))
        let prepared = PreparedCompositional(section: section, height: 300, itemCounts: [20])
        prepared.scroll(toY: 500)
        let original = prepared.item(2)
        let before = prepared.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!
        var preferred = before
        preferred.size.height = 80
        #expect(prepared.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: before))
        // Item 2 (100..150) is above the visible top (500): the content grows by 30 and the offset follows.
        let context = prepared.layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: before)
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 2, section: 0)])
        #expect(context.contentSizeAdjustment == Size(width: 0, height: 30))
        #expect(context.contentOffsetAdjustment == Point(x: 0, y: 30))
        prepared.layout.invalidateLayout(with: context)
        prepared.layout.prepare()
        #expect(prepared.item(2) == rect(original.minX, 100, 375, 80))
        #expect(prepared.item(3).minY == 180)
        #expect(prepared.contentSize.height == 1030)
        // Item 12 (630..680) is visible: the content grows, the offset stays.
        var visible = prepared.layout.layoutAttributesForItem(at: IndexPath(item: 12, section: 0))!
        visible.size.height = 40
        let visibleContext = prepared.layout.invalidationContext(forPreferredLayoutAttributes: visible, withOriginalAttributes: visible)
        #expect(visibleContext.contentSizeAdjustment == Size(width: 0, height: -10))
        #expect(visibleContext.contentOffsetAdjustment == .zero)
    }

    @Test func onlyEstimatedAxesInvalidate() {
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)))
        let section = LayoutSection(group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [item]))
        let prepared = PreparedCompositional(section: section, itemCounts: [3])
        var preferred = prepared.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        let original = preferred
        preferred.size.height = 90
        #expect(!prepared.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        let estimated = PreparedCompositional(section: twoColumnSection(), itemCounts: [3])
        let same = estimated.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!
        #expect(!estimated.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: same, withOriginalAttributes: same))
        var taller = same
        taller.size.height = 51
        #expect(estimated.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: taller, withOriginalAttributes: same))
    }

    @Test func measuredSizesFollowTheirItemsThroughRandomUpdates() {
        var rng = SplitMix64(seed: 0xF011)
        let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(50)))
        let section = LayoutSection(group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .estimated(50)), subitems: [item]))
        let prepared = PreparedCompositional(section: section, height: 400, itemCounts: [12])
        // Each item has an identity and a height of its own; new identities count up.
        var ids = Array(0..<12)
        var nextId = 12
        var heightOf: [Int: Double] = [:]
        func height(_ id: Int) -> Double { heightOf[id] ?? { let h = Double(20 + (id * 37) % 90); heightOf[id] = h; return h }() }
        for index in ids.indices { measure(prepared, IndexPath(item: index, section: 0), height: height(ids[index])) }

        for round in 0..<40 {
            var updates: [UpdateItem] = []
            switch Int.random(in: 0...2, using: &rng) {
            case 0 where ids.count > 1:
                let doomed = Set((0..<Int.random(in: 1...min(3, ids.count - 1), using: &rng)).map { _ in Int.random(in: 0..<ids.count, using: &rng) })
                updates = doomed.map { UpdateItem(action: .delete, before: IndexPath(item: $0, section: 0), after: nil) }
                ids = ids.enumerated().filter { !doomed.contains($0.offset) }.map(\.element)
            case 1:
                let finalCount = ids.count + Int.random(in: 1...3, using: &rng)
                var arriving: Set<Int> = []
                while arriving.count < finalCount - ids.count { arriving.insert(Int.random(in: 0..<finalCount, using: &rng)) }
                updates = arriving.map { UpdateItem(action: .insert, before: nil, after: IndexPath(item: $0, section: 0)) }
                var remaining = ids[...]
                ids = (0..<finalCount).map { position in
                    if arriving.contains(position) { nextId += 1; return nextId }
                    return remaining.popFirst()!
                }
            default:
                let from = Int.random(in: 0..<ids.count, using: &rng), to = Int.random(in: 0..<ids.count, using: &rng)
                updates = [UpdateItem(action: .move, before: IndexPath(item: from, section: 0), after: IndexPath(item: to, section: 0))]
                let moved = ids.remove(at: from)
                ids.insert(moved, at: to)
            }
            prepared.collection.itemCounts = [ids.count]
            var context = InvalidationContext()
            context.invalidateDataSourceCounts = true
            context.updateItems = updates
            prepared.layout.invalidateLayout(with: context)
            prepared.layout.prepare()

            // Measured items keep their heights at their new places; new ones sit at the estimate.
            var y = 0.0
            for (index, id) in ids.enumerated() {
                let expected = heightOf[id] ?? 50
                #expect(prepared.item(index) == rect(0, y, 375, expected), "round \(round), item \(index)")
                y += expected
            }
            #expect(prepared.contentSize.height == y)
            for index in ids.indices { measure(prepared, IndexPath(item: index, section: 0), height: height(ids[index])) }
        }
    }

    @Test func aReloadForgetsMeasuredSizes() {
        let prepared = PreparedCompositional(section: twoColumnSection(), itemCounts: [4])
        measure(prepared, IndexPath(item: 0, section: 0), height: 90)
        #expect(prepared.item(1).height == 90)
        var context = InvalidationContext()
        context.invalidateDataSourceCounts = true
        prepared.layout.invalidateLayout(with: context)
        prepared.layout.prepare()
        #expect(prepared.item(0) == rect(0, 0, 187.5, 50))
    }

    @Test func measuringACellResolvesOnlyItsSectionAndShiftsTheRest() {
        let layout = CompositionalLayout(section: twoColumnSection())
        let prepared = PreparedCompositional(layout, itemCounts: [4, 4, 4])
        // Each section: rows 0 and 60 of 50 → 110 tall; sections at 0, 110, 220.
        #expect(prepared.item(0, section: 2).minY == 220)
        let solvedBefore = layout.solvedSectionCount
        measure(prepared, IndexPath(item: 1, section: 1), height: 80)
        #expect(layout.solvedSectionCount == solvedBefore + 1)
        // Section 1's first row grows by 30: its second row and section 2 move down by 30.
        #expect(prepared.item(0, section: 1) == rect(0, 110, 187.5, 80))
        #expect(prepared.item(2, section: 1).minY == 200)
        #expect(prepared.item(0, section: 2).minY == 250)
        #expect(prepared.contentSize.height == 360)
    }
}

/// An orthogonal band whose groups are estimated: as tall as its tallest measured group, the
/// estimate standing only for groups not measured yet.
@Suite struct CompositionalBandSelfSizingTests {
    /// Bands of 200-wide groups of one cell, estimated 300 high, over a section of plain 44-point rows.
    private func layout(bandItems: Int) -> PreparedCompositional {
        let layout = CompositionalLayout { index, _ in
            if index == 0 {
                let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(300)))
                let section = LayoutSection(group: .horizontal(layoutSize: layoutSize(.absolute(200), .estimated(300)), subitems: [item]))
                section.orthogonalScrollingBehavior = .continuous
                return section
            }
            let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)))
            return LayoutSection(group: .vertical(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitems: [item]))
        }
        return PreparedCompositional(layout, itemCounts: [bandItems, 3])
    }

    private func measure(_ prepared: PreparedCompositional, items: Range<Int>, height: Double) -> InvalidationContext {
        var invalidation = InvalidationContext()
        for item in items {
            let original = prepared.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!
            var preferred = original
            preferred.size.height = height
            invalidation.formUnion(prepared.layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        }
        prepared.layout.invalidateLayout(with: invalidation)
        prepared.layout.prepare()
        return invalidation
    }

    @Test func threeCellsMeasuredAt44Point6MakeA44Point6Band() {
        let prepared = layout(bandItems: 3)
        // At the estimates: the band 300, then three rows of 44: content 300 + 132 = 432.
        #expect(prepared.contentSize.height == 432)
        let invalidation = measure(prepared, items: 0..<3, height: 44.6)
        // Every group measured: the band is 44.6, the rows follow at once, and the content shrank by 255.4.
        #expect(abs(invalidation.contentSizeAdjustment.height - (44.6 - 300)) < 1e-9)
        #expect(abs(prepared.contentSize.height - (44.6 + 132)) < 1e-9)
        let firstRow = prepared.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))!
        #expect(abs(firstRow.frame.minY - 44.6) < 1e-9)
    }

    @Test func whileSomeGroupsAreUnmeasuredTheEstimateStandsForThem() {
        let prepared = layout(bandItems: 10)
        _ = measure(prepared, items: 0..<2, height: 44.6)
        // Eight groups not measured yet: still 300.
        #expect(prepared.contentSize.height == 432)
        // A measured group taller than the estimate wins.
        _ = measure(prepared, items: 2..<3, height: 320)
        #expect(prepared.contentSize.height == 320 + 132)
    }
}

/// A band measured above the screen moves the content offset by what it grew, as a row does.
@Suite struct CompositionalBandAboveTheScreenTests {
    @Test func aBandMeasuredAboveTheScreenMovesTheOffsetByItsGrowth() {
        let layout = CompositionalLayout { index, _ in
            if index == 0 {
                let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(100)))
                let section = LayoutSection(group: .horizontal(layoutSize: layoutSize(.absolute(200), .estimated(100)), subitems: [item]))
                section.orthogonalScrollingBehavior = .continuous
                return section
            }
            let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)))
            return LayoutSection(group: .vertical(layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), subitems: [item]))
        }
        let prepared = PreparedCompositional(layout, itemCounts: [2, 40])
        // The band is 0 … 100; the screen starts at 300, below it.
        prepared.scroll(toY: 300)
        var invalidation = InvalidationContext()
        for item in 0..<2 {
            let original = prepared.layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!
            var preferred = original
            preferred.size.height = 130
            invalidation.formUnion(prepared.layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        }
        // Both groups measured at 130: the band grew by 30 above the screen, and the offset follows by 30.
        #expect(invalidation.contentSizeAdjustment.height == 30)
        #expect(invalidation.contentOffsetAdjustment.y == 30)
    }
}
