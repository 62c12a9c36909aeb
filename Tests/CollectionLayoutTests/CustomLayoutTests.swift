import Foundation
@testable import CollectionLayout
import Testing

/// The circle, cover-flow and stacked layouts against `custom-layouts.md`.
@Suite struct CustomLayoutTests {
    private func prepared<L: CollectionViewLayout>(_ layout: L, width: Double, height: Double, counts: [Int],
                                                   offset: Point = .zero) -> (L, TestCollection) {
        let collection = TestCollection(bounds: Rect(origin: offset, size: Size(width: width, height: height)), itemCounts: counts)
        layout.context = collection
        layout.prepare()
        return (layout, collection)
    }

    @Test func circleMatchesTheReferenceExample() throws {
        let (circle, collection) = prepared(CircleLayout(), width: 800, height: 600, counts: [12])
        #expect(circle.effectiveRadius == 240)
        let third = try #require(circle.layoutAttributesForItem(at: IndexPath(0, 3)))
        #expect(abs(third.center.x - 400) < 1e-9 && abs(third.center.y - 540) < 1e-9)
        #expect(third.size == Size(width: 70, height: 70))
        #expect(circle.collectionViewContentSize == Size(width: 800, height: 600))
        withExtendedLifetime(collection) {}
    }

    @Test func circleInsertionsGrowFromTheCentreAndDeletionsShrinkIntoIt() throws {
        let (circle, collection) = prepared(CircleLayout(), width: 800, height: 600, counts: [12])
        circle.prepare(forCollectionViewUpdates: [UpdateItem(action: .insert, before: nil, after: IndexPath(0, 2)),
                                                  UpdateItem(action: .delete, before: IndexPath(0, 5), after: nil)])
        let inserted = try #require(circle.initialLayoutAttributesForAppearingItem(at: IndexPath(0, 2)))
        #expect(inserted.center == Point(x: 400, y: 300) && inserted.alpha == 0)
        let deleted = try #require(circle.finalLayoutAttributesForDisappearingItem(at: IndexPath(0, 5)))
        #expect(deleted.center == Point(x: 400, y: 300) && deleted.alpha == 0)
        #expect(deleted.transform3D == .scale(x: 0.1, y: 0.1, z: 1))
        // Others get UIKit's default, nil: the collection view fades them where they are.
        #expect(circle.initialLayoutAttributesForAppearingItem(at: IndexPath(0, 7)) == nil)
        #expect(circle.finalLayoutAttributesForDisappearingItem(at: IndexPath(0, 8)) == nil)
        circle.finalizeCollectionViewUpdates()
        withExtendedLifetime(collection) {}
    }

    @Test func coverFlowCentresOneItemFlatAndInFront() throws {
        let coverFlow = CoverFlowLayout()
        let (layout, collection) = prepared(coverFlow, width: 1000, height: 600, counts: [20], offset: Point(x: 5 * coverFlow.spacing, y: 0))
        let all = (0..<20).map { layout.layoutAttributesForItem(at: IndexPath(0, $0))! }
        let centred = all[5]
        #expect(centred.center.x == collection.bounds.midX)
        #expect(centred.transform3D.isIdentity)
        #expect(all.allSatisfy { $0.zIndex <= centred.zIndex })
        #expect(all.filter { $0.zIndex == centred.zIndex }.count == 1)
        // Turn grows with distance, up to 45°, towards the centre on each side, in perspective.
        func turn(_ attributes: LayoutAttributes) -> Double { atan2(-attributes.transform3D[1, 3], attributes.transform3D[1, 1]) }
        let right = (6..<20).map { turn(all[$0]) }, left = (0..<5).reversed().map { turn(all[$0]) }
        #expect(zip(right, right.dropFirst()).allSatisfy { abs($1) >= abs($0) - 1e-12 })
        #expect(zip(left, left.dropFirst()).allSatisfy { abs($1) >= abs($0) - 1e-12 })
        #expect(right.allSatisfy { $0 < 0 } && left.allSatisfy { $0 > 0 })
        #expect(abs(abs(right.last!) - .pi / 4) < 1e-9)
        #expect(all[9].transform3D[3, 4] != 0)
        withExtendedLifetime(collection) {}
    }

    @Test func coverFlowRestsWithAnItemExactlyCentred() {
        let coverFlow = CoverFlowLayout()
        let (layout, collection) = prepared(coverFlow, width: 1000, height: 600, counts: [20])
        for proposed in stride(from: -300.0, through: 5000, by: 37.5) {
            let target = layout.targetContentOffset(forProposedContentOffset: Point(x: proposed, y: 0),
                                                    withScrollingVelocity: Point(x: 800, y: 0))
            let index = target.x / coverFlow.spacing
            #expect(index == index.rounded() && index >= 0 && index <= 19)
        }
        withExtendedLifetime(collection) {}
    }

    @Test func pilesAreDeterministicWithTheFirstCardFlatOnTop() throws {
        let (stacked, collection) = prepared(StackedLayout(), width: 1024, height: 700, counts: [9, 3])
        let again = StackedLayout()
        again.context = collection
        again.prepare()
        for item in 0..<9 {
            let card = try #require(stacked.layoutAttributesForItem(at: IndexPath(0, item)))
            #expect(card == again.layoutAttributesForItem(at: IndexPath(0, item)))
            #expect(card.zIndex == 9 - item)
            #expect(card.alpha == (item < 5 ? 1 : 0))
            #expect(card.center == stacked.pileFrame(section: 0).center)
            let angle = StackedLayout.angle(section: 0, item: item)
            #expect(abs(angle) <= StackedLayout.maximumAngle)
            #expect(item == 0 ? card.transform3D.isIdentity : card.transform3D == .rotation(angle: angle, x: 0, y: 0, z: 1))
        }
        let distinct = Set((1..<9).map { StackedLayout.angle(section: 0, item: $0) })
        #expect(distinct.count == 8)
        // Each pile is labelled by its header, below it.
        let label = try #require(stacked.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(1, 0)))
        #expect(label.frame.minY > stacked.pileFrame(section: 1).maxY)
    }

    @Test func aPinchSpreadsOnePileAroundThePinchPoint() throws {
        let (stacked, collection) = prepared(StackedLayout(), width: 1024, height: 700, counts: [9, 3])
        stacked.spreadSection = 0
        stacked.spreadCenter = Point(x: 300, y: 300)
        stacked.spreadDistance = 120
        stacked.prepare()
        let first = try #require(stacked.layoutAttributesForItem(at: IndexPath(0, 0)))
        let second = try #require(stacked.layoutAttributesForItem(at: IndexPath(0, 1)))
        #expect(first.center == Point(x: 300, y: 300))
        let dx = second.center.x - 300, dy = second.center.y - 300
        #expect(abs((dx * dx + dy * dy).squareRoot() - 120) < 1e-9)
        #expect(second.transform3D.isIdentity)
        // The other pile is untouched.
        #expect(stacked.layoutAttributesForItem(at: IndexPath(1, 0))?.center == stacked.pileFrame(section: 1).center)
        withExtendedLifetime(collection) {}
    }
}
