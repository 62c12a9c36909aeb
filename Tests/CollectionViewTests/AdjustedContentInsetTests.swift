import CollectionLayout
import Testing
@testable import CollectionView

/// `adjustedContentInset` as UIKit's: the collection view's own `contentInset` plus its safe
/// area; scrolling rests within it, and layouts learn it from the collection view, so pinned
/// headers (flow's `sectionHeadersPinToVisibleBounds`, compositional `pinToVisibleBounds`) pin
/// at the bounds' top plus its top — below an iPhone 15's status bar (safe area top 59, bottom 34).
@MainActor @Suite struct AdjustedContentInsetTests {
    private static let iPhone15Portrait = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)

    /// The shared pinned flow (`TestViews.pinnedFlow`): sections at y 0, 250 and 500 in a 320×200 view.
    private func pinnedFlow() -> (CollectionView, FlowLayout) { TestViews.pinnedFlow() }

    private func headerTop(_ layout: any CollectionViewLayout, section: Int) -> Double? {
        layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.header, at: IndexPath(item: 0, section: section))?.frame.minY
    }

    @Test func theAdjustedInsetIsTheContentInsetPlusTheSafeArea() {
        let (view, _) = pinnedFlow()
        view.contentInset = EdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        view.safeAreaInsets = Self.iPhone15Portrait
        #expect(view.adjustedContentInset == EdgeInsets(top: 69, left: 0, bottom: 39, right: 0))
        // The content (750 high) scrolls from −69 to 750 − 200 + 39 = 589.
        #expect(view.minimumContentOffset == Point(x: 0, y: -69))
        #expect(view.maximumContentOffset == Point(x: 0, y: 589))
        view.setContentOffset(Point(x: 0, y: -500))
        #expect(view.contentOffset.y == -69)
        // The layout reads the same insets from its context.
        #expect(view.layout.context?.adjustedContentInset == EdgeInsets(top: 69, left: 0, bottom: 39, right: 0))
        #expect(view.layout.context?.safeAreaInsets == Self.iPhone15Portrait)
    }

    @Test func flowPinsHeadersBelowTheAdjustedInsetsTop() {
        let (view, flow) = pinnedFlow()
        view.safeAreaInsets = Self.iPhone15Portrait
        // offset → (section, header top): the header stays at offset + 59, never above its own
        // place and never lower than its section's end − 40 (section 0: 210; section 1: 460).
        let cases: [(offset: Double, headers: [(Int, Double)])] = [
            (-59, [(0, 0)]),            // at rest at the top: −59 + 59 = 0, its own place
            (100, [(0, 159), (1, 250)]), // 100 + 59
            (140, [(0, 199)]),
            (170, [(0, 210)]),           // 229 would pass 250 − 40: pushed up by section 1
            (300, [(1, 359)]),
            (420, [(1, 460), (2, 500)]), // 479 passes 460
        ]
        for (offset, headers) in cases {
            view.setContentOffset(Point(x: 0, y: offset))
            for (section, top) in headers {
                #expect(headerTop(flow, section: section) == top, "offset \(offset), section \(section)")
            }
            // What is drawn shows the pinned header there too.
            let (section, top) = headers[0]
            let drawn = view.presentationElements().first { $0.identity == .supplementary(kind: ElementKind.header, sectionID: "s\(section)", item: 0) }
            #expect(drawn?.attributes.frame.minY == top, "offset \(offset) as drawn")
        }
        // The scene's own inset adds to the safe area: 100 + 59 + 10.
        view.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        view.setContentOffset(Point(x: 0, y: 100))
        #expect(headerTop(flow, section: 0) == 169)
        let drawn = view.presentationElements().first { $0.identity == .supplementary(kind: ElementKind.header, sectionID: "s0", item: 0) }
        #expect(drawn?.attributes.frame.minY == 169)
    }

    @Test func compositionalPinsBoundaryHeadersBelowTheAdjustedInsetsTop() {
        // Three sections of ten 50-point rows under a 40-point pinned header: each 540 tall.
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let section = LayoutSection(group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                       subitems: [item]))
        section.boundarySupplementaryItems = [LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: ElementKind.header,
            alignment: .top, pinToVisibleBounds: true)]
        let layout = CompositionalLayout(section: section)
        let data = CollectionData(sections: (0..<3).map { index in
            .init(id: "s\(index)", itemIDs: (0..<10).map { "s\(index)-i\($0)" })
        })
        let view = CollectionView(data: data, layout: layout, viewportSize: Size(width: 375, height: 300))
        view.safeAreaInsets = Self.iPhone15Portrait
        // (offset, header 0's top, header 1's top): header 0 at offset + 59 until 540 − 40 = 500.
        for (offset, first, second) in [(-59.0, 0.0, 540.0), (0, 59, 540), (100, 159, 540), (441, 500, 540), (500, 500, 559)] {
            view.setContentOffset(Point(x: 0, y: offset))
            #expect(headerTop(layout, section: 0) == first, "offset \(offset)")
            #expect(headerTop(layout, section: 1) == second, "offset \(offset)")
        }
    }

    @Test func theSafeAreasSidesCountOnlyWhenTheContentScrollsSideways() {
        // An iPhone 15 on its side: safe area left and right 59 (the sensor housing), bottom 21.
        let landscape = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        // A vertical flow (320 wide content in a 320 view) does not scroll sideways: UIKit's
        // automatic adjustment leaves the sides out, so its cells reach under the housing.
        let (vertical, flow) = pinnedFlow()
        vertical.safeAreaInsets = landscape
        #expect(vertical.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        #expect(flow.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
        // The same items in a horizontal row of 100-point squares (content 1,000 wide) scroll
        // sideways: the sides count, and the row rests 59 in from the left.
        let row = FlowLayout()
        row.scrollDirection = .horizontal
        row.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100))
        let horizontal = CollectionView(data: ScrollTestViews.data(count: 10), layout: row, viewportSize: Size(width: 320, height: 200))
        horizontal.safeAreaInsets = landscape
        #expect(horizontal.adjustedContentInset == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(horizontal.minimumContentOffset.x == -59)
    }
}

