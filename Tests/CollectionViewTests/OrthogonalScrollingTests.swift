import CollectionLayout
import Testing
@testable import CollectionView

/// Orthogonal bands scrolled inside the one collection view: by the wheel at a location, by
/// drags and by script; each behaviour's resting place; offsets surviving layout switches,
/// resizes and text-size changes; the visible-items handler on every band scroll; reordering.
///
/// Geometry by hand (`OrthogonalTestViews`, a 1000 × 600 view): a band of ten 200-wide groups
/// 10 apart is 10·200 + 9·10 = 2090 wide, so its offset goes 0 … 2090 − 1000 = 1090, and group g
/// starts at x = 210·g − offset. The centred band (section 4) has insets (1000 − 200) / 2 = 400
/// each side: 2890 wide, offsets 0 … 1890, group g at x = 400 + 210·g − offset.
/// Band s spans y = 100·s … 100·s + 100; the rows of section 5 start at y = 500.
@MainActor @Suite struct OrthogonalScrollingTests {
    /// The presented frame of a cell, if it is shown.
    private func shownFrame(_ view: CollectionView, _ id: String) -> Rect? {
        view.presentationElements().first { $0.identity == .cell(itemID: id) }?.attributes.frame
    }

    /// Wheel events a frame (1/60 s) apart from `start`, at the middle of band `section`.
    private func wheel(_ view: CollectionView, _ deltas: [Double], overBand section: Int, from start: Double = 0) {
        for (index, delta) in deltas.enumerated() {
            view.advance(to: start + Double(index) / 60)
            view.scrollWheel(by: Point(x: delta, y: 0), at: Point(x: 500, y: 100 * Double(section) + 50))
        }
    }

    @Test func aSidewaysWheelOverABandMovesOnlyThatBand() {
        let view = OrthogonalTestViews.view()
        view.scrollWheel(by: Point(x: 30, y: 5), at: Point(x: 500, y: 150))
        #expect(view.orthogonalOffset(forSection: 1) == 30)
        #expect(view.orthogonalOffset(forSection: 0) == 0)
        #expect(view.contentOffset == .zero)
        // Group 0 of band 1 at 0 − 30; band 0 untouched.
        #expect(shownFrame(view, "b1-0") == Rect(x: -30, y: 100, width: 200, height: 100))
        #expect(shownFrame(view, "b0-0") == Rect(x: 0, y: 0, width: 200, height: 100))
        // Past the band's end it stops at 1090.
        view.scrollWheel(by: Point(x: 5000, y: 0), at: Point(x: 500, y: 150))
        #expect(view.orthogonalOffset(forSection: 1) == 1090)
    }

    @Test func aMostlyVerticalWheelOverABandAndAWheelElsewhereMoveTheContent() {
        let view = OrthogonalTestViews.view()
        view.scrollWheel(by: Point(x: 5, y: 40), at: Point(x: 500, y: 150))
        #expect(view.contentOffset == Point(x: 0, y: 40))
        #expect(view.orthogonalOffsets[1] ?? 0 == 0)
        // Over the rows (content y = 550 + 40 = 590, section 5): the content moves.
        view.scrollWheel(by: Point(x: 0, y: 110), at: Point(x: 500, y: 550))
        #expect(view.contentOffset == Point(x: 0, y: 150))
        // The location is in the view: at content offset 150, view y = 10 is content y = 160,
        // band 1 (100 … 200), not band 0.
        view.scrollWheel(by: Point(x: 20, y: 0), at: Point(x: 500, y: 10))
        #expect(view.orthogonalOffset(forSection: 1) == 20)
        #expect(view.orthogonalOffset(forSection: 0) == 0)
        #expect(view.contentOffset == Point(x: 0, y: 150))
    }

    /// Five events 60 + 50 + 40 + 30 + 20 = 200 points forward from 0 (2000 points a second over
    /// the 0.1 s window): continuous stays at 200; the leading boundary nearest 200 is 210; paging
    /// goes one page on from page 0: 1000; group paging one group: 210 (centred too).
    /// Backward from 840 by the same amounts to 640: continuous 640; nearest boundary
    /// round(640 / 210) = 3 → 630; paging from page round(0.84) = 1 back to 0; group paging from
    /// group 840 / 210 = 4 back to 3 → 630 (centred too).
    @Test(arguments: [(0, 200.0, 640.0), (1, 210, 630), (2, 1000, 0), (3, 210, 630), (4, 210, 630)])
    func aWheelFlickRestsWhereTheBehaviourSaysAfterTheIdleInterval(section: Int, forward: Double, backward: Double) {
        let view = OrthogonalTestViews.view()
        wheel(view, [60, 50, 40, 30, 20], overBand: section)
        #expect(view.orthogonalOffset(forSection: section) == 200)
        // The last event came at 4/60 s; 0.05 s later the wheel is not yet idle.
        view.advance(to: 4.0 / 60 + 0.05)
        #expect(view.orthogonalOffset(forSection: section) == 200)
        #expect(view.isAnimating)
        view.advance(to: 5)
        #expect(!view.isAnimating)
        #expect(view.orthogonalOffset(forSection: section) == forward)
        #expect(view.contentOffset == .zero)

        let back = OrthogonalTestViews.view()
        #expect(back.setOrthogonalOffset(840, forSection: section, animated: false))
        wheel(back, [-60, -50, -40, -30, -20], overBand: section)
        #expect(back.orthogonalOffset(forSection: section) == 640)
        back.advance(to: 5)
        #expect(back.orthogonalOffset(forSection: section) == backward)
    }

    @Test func aBandGlidesToItsRestingPlaceRatherThanJumping() {
        let view = OrthogonalTestViews.view()
        wheel(view, [60, 50, 40, 30, 20], overBand: 3)
        // Idle at 4/60 + 0.1 s; a quarter of the way into the glide it is between 200 and 210.
        view.advance(to: 4.0 / 60 + 0.1 + view.animator.duration / 4)
        let midway = view.orthogonalOffset(forSection: 3)
        #expect(midway > 200 && midway < 210)
        // No element animations: the band moves by asking the layout again.
        #expect(view.animator.animations.isEmpty)
    }

    /// A drag left by 50 points in five moves a frame apart (600 points a second), from 0: the
    /// flick alone would carry it 600 / (−ln 0.998 · 1000) = 600 / 2.002003 = 299.70 further, so
    /// it proposes 349.70 — continuous rests there; the nearest boundary is round(1.665) · 210 = 420;
    /// paging one page on from page 0: 1000; group paging one group: 210.
    /// Right by 50 from 840 (to 790, −600 points a second) proposes 490.30: continuous there;
    /// round(2.335) · 210 = 420; paging from page 1 back to 0; group paging from group 4 to 630.
    @Test(arguments: [(0, 349.70, 490.30), (1, 420, 420), (2, 1000, 0), (3, 210, 630), (4, 210, 630)])
    func aDragFlickRestsWhereTheBehaviourSays(section: Int, forward: Double, backward: Double) {
        for (start, direction, expected) in [(0.0, -1.0, forward), (840, 1, backward)] {
            let view = OrthogonalTestViews.view()
            view.setOrthogonalOffset(start, forSection: section, animated: false)
            let y = 100 * Double(section) + 50
            view.beginDrag(at: Point(x: 500, y: y), over: Point(x: 500, y: y), movingTo: Point(x: 500 + 10 * direction, y: y + 1))
            #expect(view.draggedOrthogonalSection == section)
            #expect(view.isDragging)
            for step in 1...5 {
                view.advance(to: Double(step) / 60)
                view.drag(to: Point(x: 500 + 10 * direction * Double(step), y: y + 3))
            }
            #expect(view.orthogonalOffset(forSection: section) == start - 50 * direction)
            #expect(view.contentOffset == .zero)
            view.endDrag()
            #expect(!view.isDragging)
            view.advance(to: 10)
            #expect(!view.isAnimating)
            #expect(abs(view.orthogonalOffset(forSection: section) - expected) < 0.01)
        }
    }

    @Test func aDragThatFirstMovesAcrossABandScrollsTheContent() {
        let view = OrthogonalTestViews.view()
        view.beginDrag(at: Point(x: 500, y: 150), over: Point(x: 500, y: 150), movingTo: Point(x: 497, y: 140))
        #expect(view.draggedOrthogonalSection == nil)
        view.drag(to: Point(x: 470, y: 90))
        // The content follows the 60-point move up; the band stays.
        #expect(view.contentOffset == Point(x: 0, y: 60))
        #expect(view.orthogonalOffset(forSection: 1) == 0)
        view.endDrag()
    }

    @Test func aBandDraggedPastItsStartSpringsBack() {
        let view = OrthogonalTestViews.view()
        view.beginDrag(at: Point(x: 500, y: 350), over: Point(x: 500, y: 350), movingTo: Point(x: 510, y: 350))
        view.advance(to: 0.05)
        view.drag(to: Point(x: 600, y: 350))
        // 100 past the start shows less than 100 (rubber band), but some.
        let shown = view.orthogonalOffset(forSection: 3)
        #expect(shown < 0 && shown > -100)
        view.advance(to: 0.5)
        view.endDrag()
        view.advance(to: 5)
        #expect(view.orthogonalOffset(forSection: 3) == 0)
    }

    @Test func aScriptSetsOrGlidesToTheOffsetItNamesWithinTheBand() {
        let view = OrthogonalTestViews.view()
        #expect(view.setOrthogonalOffset(5000, forSection: 1, animated: false))
        #expect(view.orthogonalOffset(forSection: 1) == 1090)
        // 333 is no group boundary: an animated scroll goes there, not to a resting place.
        #expect(view.setOrthogonalOffset(333, forSection: 1, animated: true))
        view.advance(to: view.animator.duration / 2)
        let midway = view.orthogonalOffset(forSection: 1)
        #expect(midway < 1090 && midway > 333)
        view.advance(to: 5)
        #expect(view.orthogonalOffset(forSection: 1) == 333)
        #expect(shownFrame(view, "b1-2") == Rect(x: 420 - 333, y: 100, width: 200, height: 100))
        // Section 5 is no band: nothing changes.
        #expect(!view.setOrthogonalOffset(50, forSection: 5, animated: false))
        #expect(view.orthogonalOffsets[5] == nil)
    }

    @Test func offsetsSurviveASwitchToAFlowLayoutAndBack() throws {
        let view = OrthogonalTestViews.view()
        view.setOrthogonalOffset(630, forSection: 1, animated: false)
        view.setOrthogonalOffset(1500, forSection: 4, animated: false)
        view.setLayout(FlowLayout(), animated: true)
        view.advance(to: 1)
        #expect(view.orthogonalOffsets[1] == 630 && view.orthogonalOffsets[4] == 1500)
        #expect(view.orthogonalBandOffsets.isEmpty)
        let fresh = OrthogonalTestViews.layout()
        view.setLayout(fresh)
        // A new layout instance: the offsets go into it.
        #expect(fresh.orthogonalOffset(forSection: 1) == 630)
        #expect(fresh.orthogonalOffset(forSection: 4) == 1500)
        #expect(view.orthogonalBandOffsets == [0: 0, 1: 630, 2: 0, 3: 0, 4: 1500])
        // Group 3 of band 1 at 630 − 630 = 0; group 5 of the centred band at 400 + 1050 − 1500 = −50.
        #expect(view.layoutAttributes(of: .cell(itemID: "b1-3"))?.frame.minX == 0)
        #expect(view.layoutAttributes(of: .cell(itemID: "b4-5"))?.frame.minX == -50)
    }

    @Test func aWiderViewKeepsEachOffsetWithinItsBand() {
        let view = OrthogonalTestViews.view()
        view.setOrthogonalOffset(630, forSection: 1, animated: false)
        view.setOrthogonalOffset(1500, forSection: 4, animated: false)
        view.resize(to: Size(width: 1500, height: 600))
        // 2090 − 1500 = 590 is band 1's end now; the centred band's insets grow to (1500 − 200) / 2
        // = 650, so it is 3390 wide and still reaches 3390 − 1500 = 1890: 1500 stays.
        #expect(view.orthogonalOffset(forSection: 1) == 590)
        #expect(view.orthogonalOffset(forSection: 4) == 1500)
        let minX = view.layoutAttributes(of: .cell(itemID: "b1-3"))?.frame.minX ?? .nan
        #expect(minX == 630 - 590)
    }

    @Test func aTextSizeChangeKeepsTheOffsetWithinTheNewBand() {
        // Band 1's groups are 100 wide at accessibility sizes: 10·100 + 9·10 = 1090, ending at 90.
        let layout = OrthogonalTestViews.layout { section, environment in
            section == 1 && environment.isAccessibilityCategory ? 100 : 200
        }
        let view = OrthogonalTestViews.view(layout: layout)
        view.setOrthogonalOffset(630, forSection: 1, animated: false)
        view.setOrthogonalOffset(420, forSection: 3, animated: false)
        layout.contentSizeCategory = "accessibilityMedium"
        view.invalidateLayoutNow()
        #expect(view.orthogonalOffset(forSection: 1) == 90)
        #expect(layout.orthogonalOffset(forSection: 1) == 90)
        #expect(view.orthogonalOffset(forSection: 3) == 420)
        // Group 1 of band 1 at 110 − 90 = 20.
        #expect(shownFrame(view, "b1-1") == Rect(x: 20, y: 100, width: 100, height: 100))
    }

    @Test func theVisibleItemsHandlerRunsOnEveryBandScrollAndItsChangesAreShown() throws {
        final class Seen { var offsets: [Double] = [] }
        let seen = Seen()
        let layout = OrthogonalTestViews.layout(handler: { cells, offset, _ in
            seen.offsets.append(offset.x)
            for index in cells.indices { cells[index].alpha = 0.5 + offset.x / 1000 }
        }, handlerSection: 2)
        let view = OrthogonalTestViews.view(layout: layout)
        _ = view.presentationElements()
        view.scrollWheel(by: Point(x: 100, y: 0), at: Point(x: 500, y: 250))
        _ = view.presentationElements()
        #expect(seen.offsets.last == 100)
        view.scrollWheel(by: Point(x: 50, y: 0), at: Point(x: 500, y: 250))
        let shown = view.presentationElements()
        #expect(seen.offsets.last == 150)
        #expect(seen.offsets.contains(100))
        // Cell 1 of band 2 (x = 210 − 150 = 60) is shown with the handler's alpha 0.5 + 150/1000.
        let cell = try #require(shown.first { $0.identity == .cell(itemID: "b2-1") })
        #expect(abs(cell.attributes.alpha - 0.65) < 1e-12)
        #expect(cell.attributes.frame.minX == 60)
        #expect(view.animator.animations.isEmpty)
    }

    @Test func aLiftedBandCellReordersWithinTheScrolledBand() {
        let view = OrthogonalTestViews.view()
        view.setOrthogonalOffset(630, forSection: 1, animated: false)
        // Group 3 at 630 − 630 = 0: the cell under (100, 150).
        let indexPath = view.indexPathForItem(at: Point(x: 100, y: 150))
        #expect(indexPath == IndexPath(item: 3, section: 1))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 1)))
        // Content x 520 is band x 520 + 630 = 1150, in group 5 (1050 … 1250).
        view.updateInteractiveMovementTargetPosition(Point(x: 520, y: 150))
        #expect(view.data.sections[1].itemIDs.prefix(7) == ["b1-0", "b1-1", "b1-2", "b1-4", "b1-5", "b1-3", "b1-6"])
        let moved = view.endInteractiveMovement()
        #expect(moved?.from == IndexPath(item: 3, section: 1) && moved?.to == IndexPath(item: 5, section: 1))
        view.advance(to: 5)
        #expect(view.orthogonalOffset(forSection: 1) == 630)
        #expect(shownFrame(view, "b1-3") == Rect(x: 1050 - 630, y: 100, width: 200, height: 100))
    }

    @Test func anOffsetFollowsItsSectionWhenSectionsAreInsertedBeforeIt() {
        let view = OrthogonalTestViews.view()
        view.setOrthogonalOffset(630, forSection: 1, animated: false)
        var data = view.data
        data.sections.insert(.init(id: "extra", itemIDs: (0..<10).map { "e\($0)" }), at: 0)
        view.apply(data, animated: false)
        // Section "band1" is now section 2 (a band spanning y = 200 … 300): its offset went with it.
        #expect(view.orthogonalOffsets == [2: 630])
        #expect(view.orthogonalOffset(forSection: 1) == 0)
        #expect(view.layoutAttributes(of: .cell(itemID: "b1-3"))?.frame == Rect(x: 0, y: 200, width: 200, height: 100))
        #expect(view.layoutAttributes(of: .cell(itemID: "e0"))?.frame.minX == 0)
    }

    @Test func aWheelOverAnotherBandLetsTheFirstComeToRest() {
        let view = OrthogonalTestViews.view()
        view.scrollWheel(by: Point(x: 100, y: 0), at: Point(x: 500, y: 350))
        view.advance(to: 0.02)
        view.scrollWheel(by: Point(x: 50, y: 0), at: Point(x: 500, y: 150))
        view.advance(to: 5)
        // Band 3 (group paging) moved forward from group 0: one group on, 210. Band 1 (leading
        // boundary) at 50: the nearest boundary is round(50 / 210) · 210 = 0.
        #expect(view.orthogonalOffset(forSection: 3) == 210)
        #expect(view.orthogonalOffset(forSection: 1) == 0)
        #expect(!view.isAnimating)
    }
}
