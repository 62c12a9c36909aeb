import CollectionLayout
import Testing
@testable import CollectionView

/// Flow's `sectionInsetReference` as UIKit's: the content spans the bounds less the adjusted
/// content inset across the scroll axis, and section insets are measured from the content
/// area's edge, the safe area's or the layout margins' (safe area + 16 a side in a compact width). Worked by hand
/// in a 320 × 400 view with the scene's own inset left 20, right 10 and an iPhone's safe area
/// (top 59, bottom 34): 100 × 100 items, spacing 10, section inset 5 at each side.
@MainActor @Suite struct SectionInsetReferenceTests {
    /// The first line's two item frames' left edges in the view (content x less the offset, −20).
    private func firstLine(_ reference: FlowSectionInsetReference) -> (view: CollectionView, lefts: [Double]) {
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100), minimumInteritemSpacing: 10,
                                          sectionInset: EdgeInsets(top: 0, left: 5, bottom: 0, right: 5))
        flow.sectionInsetReference = reference
        let view = CollectionView(data: ScrollTestViews.data(count: 6), layout: flow, viewportSize: Size(width: 320, height: 400))
        view.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        view.horizontalSizeClass = .compact
        view.contentInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
        let lefts = (0..<2).compactMap { flow.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minX }
        return (view, lefts.map { $0 - view.contentOffset.x })
    }

    @Test func fromTheContentInsetTheSectionSitsInsideTheSceneInset() {
        let (view, lefts) = firstLine(.contentInset)
        // The content is 320 − 20 − 10 = 290 wide and rests at x = −20 (it cannot scroll sideways).
        #expect(view.contentSize.width == 290)
        #expect(view.contentOffset.x == -20)
        // Lines get 290 − 5 − 5 = 280: two items, justified: at 5 and 5 + 280 − 100 = 185 in the
        // content, 25 and 205 in the view.
        #expect(lefts == [25, 205])
    }

    @Test func fromTheSafeAreaTheSceneInsetIsIgnored() {
        // Measured from the safe area (0 at the sides): 5 from the view's left, the last item's
        // right edge 5 from its right: 215 + 100 = 315 = 320 − 5.
        #expect(firstLine(.safeArea).lefts == [5, 215])
    }

    @Test func fromTheLayoutMarginsTheSectionLinesUpWithTheMargins() {
        // Margins 16 a side: 16 + 5 = 21; the last item's right edge at 320 − 16 − 5 = 299, so at 199.
        #expect(firstLine(.layoutMargins).lefts == [21, 199])
    }
}
