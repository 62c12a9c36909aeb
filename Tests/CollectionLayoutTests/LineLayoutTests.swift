import Testing
@testable import CollectionLayout

/// Apple's LineLayout sample (custom-layouts.md): 200×200 items 50 apart in one row; within
/// 200 points of the visible centre an item is scaled by 1 + 0.3 · (1 − |d| / 200).
@Suite struct LineLayoutTests {
    /// Ten items in an 800 × 600 view scrolled to `offset`: item i's centre is at
    /// x = 400 + 250·i (half the width, then a 200-point item and 50 points a step), y = 300.
    private func layout(offset: Double = 0, count: Int = 10) -> LineLayout {
        let line = LineLayout()
        let collection = TestCollection(bounds: Rect(x: offset, y: 0, width: 800, height: 600), itemCounts: [count])
        line.context = collection
        // The layout reads the bounds and counts as it prepares (it holds its context weakly).
        withExtendedLifetime(collection) { line.prepare() }
        return line
    }

    private func scale(_ attributes: LayoutAttributes?) -> Double? {
        attributes.map { $0.transform3D.isIdentity ? 1 : $0.transform3D.m[0] }
    }

    @Test func theCentredItemIsZoomedByTheSamplesFactorAndItsNeighboursAreNot() throws {
        let line = layout()
        let centred = try #require(line.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        #expect(centred.center == Point(x: 400, y: 300))
        #expect(centred.size == Size(width: 200, height: 200))
        #expect(scale(centred) == 1.3)
        #expect(centred.zIndex == 1)
        // Item 1 is 250 points away, past the 200-point active distance: untouched.
        let next = try #require(line.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(next.center == Point(x: 650, y: 300))
        #expect(next.transform3D.isIdentity && next.zIndex == 0)
        #expect(line.collectionViewContentSize == Size(width: 800 + 9 * 250, height: 600))
    }

    @Test func neighboursScaleDownWithTheirDistanceFromTheCentre() {
        // Scrolled 100 points: the centre is at 500. Item 0 is 100 away: 1 + 0.3 · (1 − 100/200) = 1.15;
        // item 1 (at 650) is 150 away: 1 + 0.3 · (1 − 150/200) = 1.075.
        let line = layout(offset: 100)
        #expect(abs(scale(line.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))! - 1.15) < 1e-12)
        #expect(abs(scale(line.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))! - 1.075) < 1e-12)
        #expect(line.shouldInvalidateLayout(forBoundsChange: Rect(x: 101, y: 0, width: 800, height: 600)))
        // A rect query finds both, zoomed frames and all.
        let found = line.layoutAttributesForElements(in: Rect(x: 100, y: 0, width: 800, height: 600)).map(\.indexPath.item)
        #expect(found == [0, 1, 2])
    }

    @Test func scrollingRestsWithAnItemExactlyCentred() {
        let line = layout()
        // Offsets 250·i centre item i: 130 is nearest 250, 120 nearest 0.
        #expect(line.targetContentOffset(forProposedContentOffset: Point(x: 130, y: 0)) == Point(x: 250, y: 0))
        #expect(line.targetContentOffset(forProposedContentOffset: Point(x: 120, y: 0)) == Point(x: 0, y: 0))
        #expect(line.targetContentOffset(forProposedContentOffset: Point(x: 9000, y: 0)) == Point(x: 2250, y: 0))
        // A flick rests on the next item in its direction, however little it moved.
        #expect(line.targetContentOffset(forProposedContentOffset: Point(x: 10, y: 0), withScrollingVelocity: Point(x: 300, y: 0))
                == Point(x: 250, y: 0))
        #expect(line.targetContentOffset(forProposedContentOffset: Point(x: 490, y: 0), withScrollingVelocity: Point(x: -300, y: 0))
                == Point(x: 250, y: 0))
        #expect(line.contentOffset(centering: IndexPath(item: 3, section: 0)) == Point(x: 750, y: 0))
    }
}
