import CollectionLayout
@testable import CollectionView

/// Collection views the runtime's tests share.
@MainActor
enum TestViews {
    /// Nine 100×100 cells three a line in a 320-wide view (x = 0, 110, 220; lines at y = 0, 110,
    /// 220), then section 1's three cells from y = 330.
    static func reorderingGrid() -> CollectionView {
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100))
        let data = CollectionData(sections: [.init(id: "s0", itemIDs: (0..<9).map { "i\($0)" }),
                                             .init(id: "s1", itemIDs: ["j0", "j1", "j2"])])
        return CollectionView(data: data, layout: flow, viewportSize: Size(width: 320, height: 800))
    }

    /// A self-sizing flow of `count` items "item-0"… (100×60 estimates, three a line in a 320×400
    /// view) measured by `sizer`.
    static func selfSizingFlow(count: Int, sizer: any CellSizer) -> (CollectionView, FlowLayout) {
        let layout = FlowLayout()
        layout.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 60))
        layout.estimatedItemSize = Size(width: 100, height: 60)
        let data = CollectionData(sections: [CollectionData.Section(id: "s0", itemIDs: (0..<count).map { "item-\($0)" })])
        let view = CollectionView(data: data, layout: layout, viewportSize: Size(width: 320, height: 400))
        view.cellSizer = sizer
        return (view, layout)
    }

    /// Three sections of a 40-point pinned header over six 100×100 items (three a line, 10 apart):
    /// section 0 spans y 0–250, section 1 250–500, section 2 500–750; the viewport is 320×200.
    static func pinnedFlow() -> (CollectionView, FlowLayout) {
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 100, height: 100), headerReferenceSize: Size(width: 0, height: 40))
        flow.sectionHeadersPinToVisibleBounds = true
        let data = CollectionData(sections: (0..<3).map { section in
            .init(id: "s\(section)", itemIDs: (0..<6).map { "s\(section)-i\($0)" })
        })
        return (CollectionView(data: data, layout: flow, viewportSize: Size(width: 320, height: 200)), flow)
    }
}
