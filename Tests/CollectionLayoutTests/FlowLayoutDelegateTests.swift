@testable import CollectionLayout
import Testing

/// The flow layout's delegate: asked for every item's size when it may answer one, not at all
/// when it says it has none (UIKit's `respondsToSelector` check, done once).
@Suite struct FlowLayoutDelegateTests {
    /// A delegate that counts the size questions and gives item 1 a size of its own, when it has sizes.
    final class CountingDelegate: LayoutContext, FlowLayoutDelegate {
        var bounds = Rect(x: 0, y: 0, width: 320, height: 400)
        var numberOfSections: Int { 1 }
        func numberOfItems(inSection section: Int) -> Int { 5 }
        var providesItemSizes: Bool
        private(set) var asked = 0

        init(providesItemSizes: Bool) { self.providesItemSizes = providesItemSizes }

        func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? {
            asked += 1
            return providesItemSizes && indexPath.item == 1 ? Size(width: 40, height: 30) : nil
        }
    }

    private func prepared(_ delegate: CountingDelegate) -> FlowLayout {
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 60))
        flow.context = delegate
        flow.delegate = delegate
        flow.prepare()
        return flow
    }

    @Test func aDelegateWithSizesIsAskedForEveryItem() {
        let delegate = CountingDelegate(providesItemSizes: true)
        let flow = prepared(delegate)
        #expect(delegate.asked == 5)
        #expect(flow.layoutAttributesForItem(at: IndexPath(0, 1))?.size == Size(width: 40, height: 30))
        #expect(flow.layoutAttributesForItem(at: IndexPath(0, 2))?.size == Size(width: 100, height: 60))
    }

    @Test func aDelegateWithoutSizesIsNotAskedAndEveryItemTakesTheSectionsSize() {
        let delegate = CountingDelegate(providesItemSizes: false)
        let flow = prepared(delegate)
        #expect(delegate.asked == 0)
        for item in 0..<5 { #expect(flow.layoutAttributesForItem(at: IndexPath(0, item))?.size == Size(width: 100, height: 60)) }
        // It is asked again once it has sizes and the layout starts over.
        delegate.providesItemSizes = true
        flow.invalidateLayout(with: .everything)
        flow.prepare()
        #expect(delegate.asked == 5)
        #expect(flow.layoutAttributesForItem(at: IndexPath(0, 1))?.size == Size(width: 40, height: 30))
        withExtendedLifetime(delegate) {}
    }
}
