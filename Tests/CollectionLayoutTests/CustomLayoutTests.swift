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

    @Test func aRaisedCircleCardStaysInsideTheBounds() throws {
        let (circle, collection) = prepared(CircleLayout(), width: 900, height: 640, counts: [12])
        circle.raisedItemSize = size(540, 300)
        circle.raisedItems = [IndexPath(0, 0), IndexPath(0, 3)]
        // Item 0 sits on the ring at x = 450 + 640 / 2.5 = 706: a 540-wide card there would reach
        // 976. It moves in to end 8 points inside: centre 900 − 270 − 8 = 622, its y kept (320).
        let right = try #require(circle.layoutAttributesForItem(at: IndexPath(0, 0)))
        #expect(approximately(right.center.x, 622) && approximately(right.center.y, 320))
        // Item 3 sits at the bottom (y = 320 + 256 = 576): 300 tall, it moves up to 640 − 150 − 8 = 482.
        let bottom = try #require(circle.layoutAttributesForItem(at: IndexPath(0, 3)))
        #expect(approximately(bottom.center.x, 450) && approximately(bottom.center.y, 482))
        // Cards on the ring stay where the ring puts them.
        #expect(approximately(try #require(circle.layoutAttributesForItem(at: IndexPath(0, 6))).center.x, 450 - 256))
        withExtendedLifetime(collection) {}
    }

    @Test func circleRaisedItemsFollowTheirItemsThroughAnUpdate() {
        let (circle, collection) = prepared(CircleLayout(), width: 800, height: 600, counts: [12])
        circle.raisedItems = [IndexPath(0, 3), IndexPath(0, 5)]
        // Item 1 deleted: item 3 is now item 2; item 5 deleted: no longer raised.
        circle.prepare(forCollectionViewUpdates: [UpdateItem(action: .delete, before: IndexPath(0, 1), after: nil),
                                                  UpdateItem(action: .delete, before: IndexPath(0, 5), after: nil)])
        #expect(circle.raisedItems == [IndexPath(0, 2)])
        circle.finalizeCollectionViewUpdates()
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

    /// The turn about z of a transform that must be a pure turn about z (m11 = m22 = cos θ,
    /// m12 = −m21 = sin θ, the rest the identity's), or nil when it is not one.
    private func turnAboutZ(_ transform: Transform3D) -> Double? {
        let angle = atan2(transform[1, 2], transform[1, 1])
        let expected = [cos(angle), sin(angle), 0, 0, -sin(angle), cos(angle), 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]
        return zip(transform.m, expected).allSatisfy { abs($0 - $1) < 1e-12 } ? angle : nil
    }

    // The piles of a 1024-wide collection, worked by hand: inset 32, piles 180×200 and 48 apart
    // give ⌊(1024 − 64 + 48) / 228⌋ = 4 columns; two piles are 2·180 + 48 = 408 wide, centred at
    // x = (1024 − 408) / 2 = 308. Pile 0 is centred at (308 + 90, 32 + 100) = (398, 132), pile 1
    // at (308 + 228 + 90, 132) = (626, 132); both end at y = 32 + 200 = 232.

    @Test func pilesAreDeterministicWithTheFirstCardFlatOnTop() throws {
        let (stacked, collection) = prepared(StackedLayout(), width: 1024, height: 700, counts: [9, 3])
        let again = StackedLayout()
        again.context = collection
        again.prepare()
        var turns: [Double] = []
        for item in 0..<9 {
            let card = try #require(stacked.layoutAttributesForItem(at: IndexPath(0, item)))
            #expect(card == again.layoutAttributesForItem(at: IndexPath(0, item)))
            #expect(card.zIndex == 9 - item)
            #expect(card.alpha == (item < 5 ? 1 : 0))
            #expect(card.center == Point(x: 398, y: 132))
            if item == 0 {
                #expect(card.transform3D.isIdentity)
            } else {
                // A slight turn about z, at most ±0.106 rad (Apple's sample, custom-layouts.md).
                let turn = try #require(turnAboutZ(card.transform3D), "card \(item) is not a turn about z")
                #expect(turn != 0 && abs(turn) <= 0.106, "card \(item) turns \(turn)")
                turns.append(turn)
            }
        }
        // Each card its own turn.
        #expect(Set(turns).count == 8)
        #expect(stacked.layoutAttributesForItem(at: IndexPath(1, 0))?.center == Point(x: 626, y: 132))
        // Each pile is labelled by its header, below it (the pile ends at y = 232).
        let label = try #require(stacked.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(1, 0)))
        #expect(label.frame.minY > 232)
        withExtendedLifetime(collection) {}
    }

    @Test func aPinchSpreadsOnePileAroundThePinchPoint() throws {
        let (stacked, collection) = prepared(StackedLayout(), width: 1024, height: 700, counts: [9, 3])
        stacked.spreadSection = 0
        stacked.spreadCenter = Point(x: 300, y: 300)
        stacked.spreadDistance = 120
        stacked.prepare()
        // The first card stays at the pinch point; the next seven (eight fanned in all) sit 120
        // points from it, an eighth of a turn apart clockwise from straight up (the playground's
        // fan): card k at angle 2πk/8 − π/2, y pointing down. With √2/2·120 = 84.8528…:
        let half = 2.0.squareRoot() / 2 * 120
        let expected: [Int: Point] = [
            0: Point(x: 300, y: 300),
            1: Point(x: 300 + half, y: 300 - half),   // −45°: up and right
            2: Point(x: 420, y: 300),                 // 0°: right
            3: Point(x: 300 + half, y: 300 + half),
            4: Point(x: 300, y: 420),                 // 90°: down
            5: Point(x: 300 - half, y: 300 + half),
            6: Point(x: 180, y: 300),                 // 180°: left
            7: Point(x: 300 - half, y: 300 - half),
            8: Point(x: 398, y: 132),                 // the ninth is not fanned: it stays in the pile
        ]
        for (item, point) in expected {
            let card = try #require(stacked.layoutAttributesForItem(at: IndexPath(0, item)))
            #expect(abs(card.center.x - point.x) < 1e-9 && abs(card.center.y - point.y) < 1e-9, "card \(item) at \(card.center)")
            // Spread 120 points apart, the fanned cards lie flat.
            if item < 8 { #expect(card.transform3D.isIdentity && card.alpha == 1, "card \(item)") }
        }
        // The other pile is untouched.
        #expect(stacked.layoutAttributesForItem(at: IndexPath(1, 0))?.center == Point(x: 626, y: 132))
        withExtendedLifetime(collection) {}
    }
}
