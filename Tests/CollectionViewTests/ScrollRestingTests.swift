import CollectionLayout
import Testing
@testable import CollectionView

/// Every way of scrolling comes to rest where the layout's targetContentOffset says: wheel
/// (after the idle interval), keys, drags, programmatic scrolls, resizes and layout switches.
@MainActor @Suite struct ScrollRestingTests {
    /// Cover flow of 30 cards, 220 wide, in a 1000 × 600 viewport: card i's centre is at
    /// x = 500 + 110·i (half the viewport plus i spacings of 220·0.5), so offset 110·i centres it.
    private func coverFlow() -> CollectionView {
        let data = CollectionData(sections: [.init(id: "s", itemIDs: (0..<30).map { "c\($0)" })])
        return CollectionView(data: data, layout: CoverFlowLayout(), viewportSize: Size(width: 1000, height: 600))
    }

    /// A vertical flow of 100 cards 100 × 100 in 320 × 400: three a line, lines 110 apart.
    private func flow() -> CollectionView {
        let layout = FlowLayout()
        layout.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100))
        let data = CollectionData(sections: [.init(id: "s", itemIDs: (0..<100).map { "f\($0)" })])
        return CollectionView(data: data, layout: layout, viewportSize: Size(width: 320, height: 400))
    }

    /// The card drawn flat in front and its centre's distance from the viewport's centre.
    private func frontCard(_ view: CollectionView) -> (id: String, offCentre: Double)? {
        let front = view.presentationElements().filter { $0.attributes.transform3D.isIdentity }
        guard front.count == 1, case .cell(let id) = front[0].identity else { return nil }
        return (id, abs(front[0].attributes.center.x - (view.contentOffset.x + 500)))
    }

    private func expectCentred(_ view: CollectionView, on id: String, offset: Double) {
        #expect(!view.isAnimating)
        #expect(abs(view.contentOffset.x - offset) < 1e-6)
        let front = frontCard(view)
        #expect(front?.id == id)
        #expect((front?.offCentre ?? 1) < 1e-6)
    }

    @Test func aWheelFlickMovesAtOnceThenRestsOnACardAfterTheIdleInterval() {
        let view = coverFlow()
        // Five events a frame apart: 30 + 25 + 20 + 15 + 10 = 100 points, applied as they come.
        for (index, delta) in [30.0, 25, 20, 15, 10].enumerated() {
            view.advance(to: Double(index) / 60)
            view.scrollWheel(by: Point(x: delta, y: 0))
        }
        #expect(view.contentOffset.x == 100)
        // The last event came at 4/60 s; 0.05 s later the wheel is not yet idle.
        view.advance(to: 4.0 / 60 + 0.05)
        #expect(view.contentOffset.x == 100)
        #expect(view.isAnimating)
        view.advance(to: 5)
        // Moving right at 100 points in 0.1 s, it rests on the next card past 100: card 1 at 110.
        expectCentred(view, on: "c1", offset: 110)
    }

    @Test func theWheelsVelocityCountsEveryEventOfTheLastIdleInterval() {
        let view = coverFlow()
        // 20 + 15 + 4 + 1 = 40 points in 3/60 s: 400 points a second over the last 0.1 s, a flick,
        // so it rests on the next card (110) although 40 is nearer card 0 and the last event
        // alone (1 point, 10 points a second) would be slower than the 50-point flick threshold.
        for (index, delta) in [20.0, 15, 4, 1].enumerated() {
            view.advance(to: Double(index) / 60)
            view.scrollWheel(by: Point(x: delta, y: 0))
        }
        #expect(view.contentOffset.x == 40)
        view.advance(to: 5)
        expectCentred(view, on: "c1", offset: 110)
    }

    @Test func aSlowWheelRestsOnTheNearestCard() {
        let view = coverFlow()
        // 1 point every 0.05 s for 0.5 s: 11 points; at most 3 of them in the last 0.1 s (the
        // events at 0.4, 0.45 and 0.5 s), at most 30 points a second, below the 50-point flick
        // threshold: it rests on the nearest card, card 0.
        for index in 0...10 {
            view.advance(to: Double(index) * 0.05)
            view.scrollWheel(by: Point(x: 1, y: 0))
        }
        #expect(view.contentOffset.x == 11)
        view.advance(to: 5)
        expectCentred(view, on: "c0", offset: 0)
    }

    @Test func aVerticalWheelScrollsCoverFlowSideways() {
        let view = coverFlow()
        view.scrollWheel(by: Point(x: 0, y: 40))
        #expect(view.contentOffset == Point(x: 40, y: 0))
        view.advance(to: 5)
        expectCentred(view, on: "c1", offset: 110)
        view.scrollWheel(by: Point(x: 0, y: -40))
        #expect(view.contentOffset == Point(x: 70, y: 0))
        view.advance(to: 10)
        expectCentred(view, on: "c0", offset: 0)
    }

    @Test func aKeyStepCentresTheNextCard() {
        let view = coverFlow()
        view.scrollStep(by: Point(x: 110, y: 0))
        view.advance(to: 5)
        expectCentred(view, on: "c1", offset: 110)
        // Down steps sideways in a row that only scrolls sideways.
        view.scrollStep(by: Point(x: 0, y: 110))
        view.advance(to: 10)
        expectCentred(view, on: "c2", offset: 220)
        view.scrollStep(to: Point(x: 1e9, y: 0))
        view.advance(to: 15)
        expectCentred(view, on: "c29", offset: 29 * 110)
    }

    @Test func twoQuickKeyPressesStepTwoCards() {
        let view = coverFlow()
        view.scrollStep(by: Point(x: 110, y: 0))
        view.advance(to: 0.05)
        let shown = view.contentOffset.x
        #expect(shown > 0 && shown < 110)
        view.scrollStep(by: Point(x: 110, y: 0))
        // The second glide starts where the content is shown, not at the first one's target.
        #expect(view.contentOffset.x == shown)
        view.advance(to: 5)
        expectCentred(view, on: "c2", offset: 220)
    }

    @Test func aDragRestsExactlyCentred() {
        let view = coverFlow()
        view.beginDrag(at: Point(x: 600, y: 300))
        for step in 1...10 {
            view.advance(to: Double(step) * 0.03)
            view.drag(to: Point(x: 600 - 23.7 * Double(step), y: 300))
        }
        #expect(abs(view.contentOffset.x - 237) < 1e-9)
        view.endDrag()
        view.advance(to: 10)
        let index = (view.contentOffset.x / 110).rounded()
        expectCentred(view, on: "c\(Int(index))", offset: index * 110)
        #expect(index >= 3)
    }

    @Test func theLineLayoutRestsWithAZoomedItemCentredAfterAFlick() throws {
        // Apple's LineLayout numbers in 800 × 600: offset 250·i centres item i at 1.3×.
        let data = CollectionData(sections: [.init(id: "s", itemIDs: (0..<20).map { "l\($0)" })])
        let view = CollectionView(data: data, layout: LineLayout(), viewportSize: Size(width: 800, height: 600))
        view.beginDrag(at: Point(x: 600, y: 300))
        for step in 1...6 {
            view.advance(to: Double(step) * 0.02)
            view.drag(to: Point(x: 600 - 40 * Double(step), y: 300))
        }
        view.endDrag()
        view.advance(to: 10)
        #expect(!view.isAnimating)
        let index = (view.contentOffset.x / 250).rounded()
        #expect(index >= 1 && abs(view.contentOffset.x - index * 250) < 1e-6)
        let centred = try #require(view.presentationElements().first { $0.identity == .cell(itemID: "l\(Int(index))") })
        #expect(abs(centred.attributes.center.x - (view.contentOffset.x + 400)) < 1e-6)
        #expect(abs(centred.attributes.transform3D.m[0] - 1.3) < 1e-9)
    }

    @Test func aScriptedScrollRestsOnACard() {
        let view = coverFlow()
        // 400 lies between cards 3 (330) and 4 (440); 440 is nearer.
        view.scrollToRestingPlace(near: Point(x: 400, y: 0), animated: true)
        view.advance(to: 5)
        expectCentred(view, on: "c4", offset: 440)
        view.scrollToRestingPlace(near: Point(x: 150, y: 0), animated: false)
        expectCentred(view, on: "c1", offset: 110)
    }

    @Test func setContentOffsetRestsWhereItIsToldAsUIKitsDoes() {
        // UIKit's setContentOffset(_:animated:) does not ask targetContentOffset: cover flow
        // stays at 400, between cards 3 (330) and 4 (440), animated or not.
        let view = coverFlow()
        view.setContentOffset(Point(x: 400, y: 0), animated: true)
        view.advance(to: 5)
        #expect(!view.isAnimating)
        #expect(view.contentOffset.x == 400)
        view.setContentOffset(Point(x: 150, y: 0), animated: false)
        #expect(view.contentOffset.x == 150)
    }

    @Test func aResizeLeavesCoverFlowCentredOnACard() {
        let view = coverFlow()
        view.scrollWheel(by: Point(x: 40, y: 0))
        view.resize(to: Size(width: 900, height: 600))
        // 40 is nearer card 0 (0) than card 1 (110); the new centre is x = 450.
        #expect(!view.isAnimating)
        #expect(view.contentOffset.x == 0)
        let front = view.presentationElements().filter { $0.attributes.transform3D.isIdentity }
        #expect(front.count == 1 && front.first?.attributes.center.x == 450)
    }

    @Test func aLayoutSwitchLeavesCoverFlowCentredOnACard() {
        let view = flow()
        view.setContentOffset(Point(x: 0, y: 555))
        view.setLayout(CoverFlowLayout(), animated: true)
        view.advance(to: 5)
        #expect(!view.isAnimating)
        // Cover flow's cards are 220 wide, 110 apart.
        let index = view.contentOffset.x / 110
        #expect(abs(index - index.rounded()) < 1e-9)
        let front = view.presentationElements().filter { $0.attributes.transform3D.isIdentity }
        #expect(front.count == 1)
        #expect(abs((front.first?.attributes.center.x ?? 0) - (view.contentOffset.x + 160)) < 1e-6)
    }

    @Test func flowRestsWhereTheWheelLeftIt() {
        let view = flow()
        for index in 0..<3 {
            view.advance(to: Double(index) * 0.02)
            view.scrollWheel(by: Point(x: 0, y: 37.5))
        }
        #expect(view.contentOffset.y == 112.5)
        view.advance(to: 5)
        #expect(!view.isAnimating)
        #expect(view.contentOffset.y == 112.5)
    }

    @Test func wheelInputDuringAGlideTakesOverFromTheScreen() {
        let view = flow()
        view.setContentOffset(Point(x: 0, y: 1000), animated: true)
        // Ease-in-out is symmetric: halfway through its 0.35 s it has covered half the way.
        view.advance(to: 0.175)
        #expect(abs(view.contentOffset.y - 500) < 1e-3)
        let shown = view.contentOffset.y
        view.scrollWheel(by: Point(x: 0, y: 10))
        #expect(view.contentOffset.y == shown + 10)
        view.advance(to: 5)
        #expect(view.contentOffset.y == shown + 10)
    }

    @Test func theWheelSettlesTheSameHoweverOftenTheClockIsAdvanced() {
        let coarse = coverFlow(), fine = coverFlow()
        for view in [coarse, fine] { view.scrollWheel(by: Point(x: 30, y: 0)) }
        coarse.advance(to: 0.3)
        var time = 0.0
        while time < 0.3 - 1e-9 {
            time += 1.0 / 120
            fine.advance(to: min(time, 0.3))
        }
        #expect(abs(coarse.contentOffset.x - fine.contentOffset.x) < 1e-9)
        #expect(coarse.contentOffset.x > 30 && coarse.contentOffset.x < 110)
    }
}
