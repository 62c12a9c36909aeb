@testable import CollectionLayout
import Testing

/// What every layout inherits from the protocol: UIKit's defaults for appearing and
/// disappearing elements, resting offsets and interactive movement.
@Suite struct LayoutProtocolDefaultsTests {
    private let flow = PreparedLayout(width: 320, itemCounts: [6], metrics: FlowSectionMetrics(itemSize: size(100, 100)))

    /// UIKit's defaults answer nil: the collection view then fades elements in and out in place
    /// (pinned in CollectionViewTests).
    @Test func appearingAndDisappearingDefaultsAreNil() {
        let indexPath = IndexPath(item: 1, section: 0)
        #expect(flow.layout.initialLayoutAttributesForAppearingItem(at: indexPath) == nil)
        #expect(flow.layout.finalLayoutAttributesForDisappearingItem(at: indexPath) == nil)
        #expect(flow.layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: "header", at: indexPath) == nil)
        #expect(flow.layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: "shelf", at: indexPath) == nil)
    }

    @Test func scrollingRestsWhereItWouldByDefault() {
        let proposed = Point(x: 0, y: 123.5)
        #expect(flow.layout.targetContentOffset(forProposedContentOffset: proposed) == proposed)
        #expect(flow.layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: Point(x: 0, y: 900)) == proposed)
    }

    @Test func aMovingItemTargetsTheCellUnderThePointer() {
        let moving = IndexPath(item: 0, section: 0)
        #expect(flow.layout.targetIndexPath(forInteractivelyMovingItem: moving, withPosition: Point(x: 230, y: 150))
                == IndexPath(item: 5, section: 0))
        // Between cells the item keeps its place.
        #expect(flow.layout.targetIndexPath(forInteractivelyMovingItem: moving, withPosition: Point(x: 105, y: 50)) == moving)
        let attributes = flow.layout.layoutAttributesForInteractivelyMovingItem(at: moving, withTargetPosition: Point(x: 200, y: 300))
        #expect(attributes?.center == Point(x: 200, y: 300))
        #expect((attributes?.zIndex ?? 0) > 0)
    }

    @Test func updateItemsDescribeTheirChange() {
        let move = UpdateItem(action: .move, before: IndexPath(0, 1), after: IndexPath(1, 0))
        #expect(move.indexPathBeforeUpdate == IndexPath(item: 1, section: 0))
        #expect(move.indexPathAfterUpdate == IndexPath(item: 0, section: 1))
    }
}
