@testable import CollectionLayout
import Testing

/// Where a flow layout puts an item shorter than its line: centred across the line, as UIKit
/// does, or at the line's top (`lineItemAlignment`).
@Suite struct FlowLineItemAlignmentTests {
    /// Three items on one 320-point line — 100, 40 and 70 tall, 90 wide — with 10 points of top inset.
    private func frames(_ alignment: FlowLineItemAlignment, scrollDirection: ScrollDirection = .vertical) -> [Rect] {
        let sizes = [Size(width: 90, height: 100), Size(width: 90, height: 40), Size(width: 90, height: 70)]
        let prepared = PreparedLayout(width: 320, height: 480, itemCounts: [3],
                                      metrics: FlowSectionMetrics(sectionInset: EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))) {
            $0.setSizes(sizes, inSection: 0)
        }
        prepared.layout.lineItemAlignment = alignment
        prepared.layout.needsFullPrepare = true
        prepared.layout.prepare()
        return (0..<3).compactMap { prepared.layout.layoutAttributesForItem(at: IndexPath(0, $0))?.frame }
    }

    @Test func uikitCentresShortItemsInTheirLine() {
        // The line is 100 tall from y = 10: the 40-tall item's top at 10 + 30, the 70-tall one's at 10 + 15.
        #expect(frames(.center).map(\.minY) == [10, 40, 25])
    }

    @Test func topAlignmentPutsEveryItemAtTheLinesTop() {
        #expect(frames(.top).map(\.minY) == [10, 10, 10])
        // Along the line nothing changes: 90-wide items justified in 320 (gaps of 25).
        #expect(frames(.top).map(\.minX) == frames(.center).map(\.minX))
        #expect(frames(.top).map(\.minX) == [0, 115, 230])
    }
}
