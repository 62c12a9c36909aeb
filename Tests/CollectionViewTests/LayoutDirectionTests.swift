import CollectionLayout
@testable import CollectionView
import Testing

/// Per-item sizes for the worked examples that give each item its own size.
private final class SizeTable: FlowLayoutDelegate {
    let sizes: [Size]
    init(_ sizes: [Size]) { self.sizes = sizes }
    func flowLayout(_ layout: FlowLayout, sizeForItemAt indexPath: IndexPath) -> Size? {
        indexPath.item < sizes.count ? sizes[indexPath.item] : nil
    }
}

/// Right-to-left: a flipping layout is shown mirrored, hit-tested mirrored and scrolls from the right.
@Suite("Layout direction: right-to-left mirroring")
@MainActor
struct LayoutDirectionTests {
    /// A flow of `count` items in one section in a `width` × `height` view, in right-to-left.
    private static func flow(_ count: Int, metrics: FlowSectionMetrics = FlowSectionMetrics(), sizes: [Size] = [],
                             width: Double = 320, height: Double = 480,
                             scrollDirection: ScrollDirection = .vertical) -> (CollectionView, SizeTable) {
        let layout = FlowLayout()
        layout.metrics = metrics
        layout.scrollDirection = scrollDirection
        let table = SizeTable(sizes)
        layout.delegate = table
        let data = CollectionData(sections: [.init(id: "s", itemIDs: (0..<count).map { "i\($0)" })])
        let view = CollectionView(data: data, layout: layout, viewportSize: Size(width: width, height: height))
        view.setLayoutDirection(.rightToLeft, animated: false)
        return (view, table)
    }

    /// The shown frame of every cell, in item order.
    private static func cells(_ view: CollectionView) -> [Rect] {
        (0..<view.data.sections[0].itemIDs.count).map {
            view.effectiveAttributes(view.layoutAttributes(of: .cell(itemID: "i\($0)"))!).frame
        }
    }

    nonisolated private static func size(_ w: Double, _ h: Double) -> Size { Size(width: w, height: h) }

    /// One worked example of uikit-flow-layout.md (as in FlowLayoutWorkedExampleTests), with its
    /// x values mirrored by hand: x' = 320 − (x + width).
    struct Example: Sendable, CustomTestStringConvertible {
        var name: String
        var count: Int
        var metrics: FlowSectionMetrics
        var sizes: [Size]
        var mirroredXs: [Double]
        var ys: [Double]
        var testDescription: String { name }
    }

    nonisolated static let examples: [Example] = [
        // LTR x = 0, 115, 230, width 90 → 230, 115, 0.
        Example(name: "three 90×90 justified", count: 3, metrics: FlowSectionMetrics(itemSize: size(90, 90)), sizes: [],
                mirroredXs: [230, 115, 0], ys: [0, 0, 0]),
        // LTR x = 0, 115, 230, 0 (width 90) → 230, 115, 0, 230; y unchanged.
        Example(name: "vertical centring in a line", count: 4, metrics: FlowSectionMetrics(),
                sizes: [size(90, 50), size(90, 80), size(90, 30), size(90, 40)],
                mirroredXs: [230, 115, 0, 230], ys: [15, 0, 25, 90]),
        // LTR x = 20, 120, 220 (width 80) → 220, 120, 20: the left inset now on the right.
        Example(name: "header, insets 10/20/10/20, six 80×80, footer", count: 6,
                metrics: FlowSectionMetrics(itemSize: size(80, 80), sectionInset: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20),
                                            headerReferenceSize: size(0, 44), footerReferenceSize: size(0, 30)),
                sizes: [], mirroredXs: [220, 120, 20, 220, 120, 20], ys: [54, 54, 54, 144, 144, 144]),
        // LTR x = 80, 80, 0 (width 160) → 80, 80, 160.
        Example(name: "single-item lines", count: 3, metrics: FlowSectionMetrics(itemSize: size(160, 50)), sizes: [],
                mirroredXs: [80, 80, 160], ys: [0, 60, 120]),
        // LTR x = 10, 105, 210, 10 (widths 70, 80, 90, 100) → 240, 135, 20, 210: first item 10 from the right.
        Example(name: "justification with insets 10/20", count: 4,
                metrics: FlowSectionMetrics(sectionInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 20)),
                sizes: [size(70, 50), size(80, 50), size(90, 50), size(100, 50)],
                mirroredXs: [240, 135, 20, 210], ys: [0, 0, 0, 60]),
        // LTR x = 0, 170, 0 (widths 100, 150, 100) → 220, 0, 220.
        Example(name: "spacing is a minimum", count: 3, metrics: FlowSectionMetrics(),
                sizes: [size(100, 50), size(150, 50), size(100, 50)], mirroredXs: [220, 0, 220], ys: [0, 0, 60]),
        // LTR x = 0, 110, 220, 0 (width 100) → 220, 110, 0, 220.
        Example(name: "exact fit", count: 4, metrics: FlowSectionMetrics(itemSize: size(100, 40)), sizes: [],
                mirroredXs: [220, 110, 0, 220], ys: [0, 0, 0, 50]),
        // LTR x = 50, 20 (width 200) → 70, 100.
        Example(name: "lone item centred within insets 20/40", count: 2,
                metrics: FlowSectionMetrics(itemSize: size(200, 30), sectionInset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 40)),
                sizes: [], mirroredXs: [70, 100], ys: [0, 40]),
        // LTR x = 0, 115, 230 ×2, then 0, 115 (width 90) → 230, 115, 0 ×2, then 230, 115.
        Example(name: "last line keeps columns", count: 8, metrics: FlowSectionMetrics(itemSize: size(90, 90)), sizes: [],
                mirroredXs: [230, 115, 0, 230, 115, 0, 230, 115], ys: [0, 0, 0, 100, 100, 100, 200, 200]),
        // LTR x = 0, 115, 230, 0, 95 (widths 90, 90, 90, 50, 90) → 230, 115, 0, 270, 135.
        Example(name: "last line imagined filled like its last item", count: 5, metrics: FlowSectionMetrics(),
                sizes: [size(90, 50), size(90, 50), size(90, 50), size(50, 50), size(90, 50)],
                mirroredXs: [230, 115, 0, 270, 135], ys: [0, 0, 0, 60, 60]),
        // LTR x = 0, 220 (widths 150, 100) → 170, 0.
        Example(name: "last line with no room is justified", count: 2, metrics: FlowSectionMetrics(),
                sizes: [size(150, 50), size(100, 50)], mirroredXs: [170, 0], ys: [0, 0]),
    ]

    @Test("Every vertical flow worked example is mirrored in RTL: x → 320 − maxX, y unchanged", arguments: examples)
    func flowWorkedExamplesMirrored(_ example: Example) {
        let (view, table) = Self.flow(example.count, metrics: example.metrics, sizes: example.sizes)
        _ = table
        let frames = Self.cells(view)
        #expect(frames.map(\.minX) == example.mirroredXs)
        #expect(frames.map(\.minY) == example.ys)
    }

    @Test("Headers and footers span the width in RTL too; the worked example's header stays at x = 0")
    func headerFooterMirrored() {
        let metrics = FlowSectionMetrics(itemSize: Self.size(80, 80), sectionInset: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20),
                                         headerReferenceSize: Self.size(0, 44), footerReferenceSize: Self.size(0, 30))
        let (view, _) = Self.flow(6, metrics: metrics)
        let all = view.allAttributes().map(view.effectiveAttributes)
        #expect(all.first { $0.kind == ElementKind.header }?.frame == Rect(x: 0, y: 0, width: 320, height: 44))
        #expect(all.first { $0.kind == ElementKind.footer }?.frame == Rect(x: 0, y: 234, width: 320, height: 30))
    }

    @Test("Horizontal flow worked example (H=200, header 30, footer 20) mirrored in the 320-wide view")
    func horizontalWorkedExampleMirrored() {
        // LTR: header 0…30, columns at x = 30, 90, 150 (width 50), footer 200…220; the content
        // (220) is narrower than the view, so it is mirrored in the view's 320: columns at
        // 320 − 80 = 240, 320 − 140 = 180, 320 − 200 = 120; header at 290, footer at 100.
        let metrics = FlowSectionMetrics(headerReferenceSize: Self.size(30, 999), footerReferenceSize: Self.size(20, 0))
        let (view, _) = Self.flow(7, metrics: metrics, height: 200, scrollDirection: .horizontal)
        #expect(Self.cells(view).map(\.minX) == [240, 240, 240, 180, 180, 180, 120])
        #expect(Self.cells(view).map(\.minY) == [0, 75, 150, 0, 75, 150, 0])
        let all = view.allAttributes().map(view.effectiveAttributes)
        #expect(all.first { $0.kind == ElementKind.header }?.frame == Rect(x: 290, y: 0, width: 30, height: 200))
        #expect(all.first { $0.kind == ElementKind.footer }?.frame == Rect(x: 100, y: 0, width: 20, height: 200))
    }

    @Test("Horizontal scrolling starts from the right: offset at the right end, the first item at the view's right edge")
    func horizontalScrollingStartsAtTheRight() {
        // 30 items 50×50, three a column in H=200: ten columns, 10·50 + 9·10 = 590 wide.
        let (view, _) = Self.flow(30, height: 200, scrollDirection: .horizontal)
        #expect(view.contentSize.width == 590)
        #expect(view.effectiveContentOffset.x == 590 - 320)
        let collection = Rect(x: 0, y: 0, width: 320, height: 200)
        let first = view.windowFrame(for: view.layoutAttributes(of: .cell(itemID: "i0"))!, collectionFrame: collection)
        #expect(first == Rect(x: 270, y: 0, width: 50, height: 50))
        // A drag to the right (towards the trailing end) reveals the columns on the left.
        view.beginDrag(at: Point(x: 100, y: 100))
        view.drag(to: Point(x: 200, y: 100))
        view.endDrag()
        view.advance(to: view.animator.time + 5)
        #expect(view.effectiveContentOffset.x < 590 - 320)
        #expect(view.contentOffset.x > 0)
    }

    @Test("Hit-testing a mirrored cell: the right end of the view is item 0")
    func hitTestingMirrored() {
        // Three 90×90: item 0 shown at x 230…320, item 2 at 0…90.
        let (view, _) = Self.flow(3, metrics: FlowSectionMetrics(itemSize: Self.size(90, 90)))
        #expect(view.indexPathForItem(at: view.contentPoint(forViewPoint: Point(x: 300, y: 45))) == IndexPath(item: 0, section: 0))
        #expect(view.indexPathForItem(at: view.contentPoint(forViewPoint: Point(x: 20, y: 45))) == IndexPath(item: 2, section: 0))
        #expect(view.indexPathForItem(at: view.contentPoint(forViewPoint: Point(x: 100, y: 45))) == nil)
    }

    /// The window frames of every cell of `view` shown at `frame`, by item id.
    private static func windowFrames(_ view: CollectionView, in frame: Rect) -> [String: Rect] {
        var result: [String: Rect] = [:]
        for element in view.presentationElements() {
            if case .cell(let id) = element.identity { result[id] = view.windowFrame(for: element.attributes, collectionFrame: frame) }
        }
        return result
    }

    private static func twoViews(_ make: () -> CollectionView) -> (ltr: CollectionView, rtl: CollectionView) {
        let ltr = make(), rtl = make()
        rtl.setLayoutDirection(.rightToLeft, animated: false)
        return (ltr, rtl)
    }

    @Test("The piles in RTL are the mirror image: the first pile at the right, each card at 800 − its LTR maxX")
    func pilesMirrored() {
        let data = CollectionData(sections: [.init(id: "a", itemIDs: (0..<6).map { "a\($0)" }),
                                             .init(id: "b", itemIDs: (0..<4).map { "b\($0)" })])
        let views = Self.twoViews { CollectionView(data: data, layout: StackedLayout(), viewportSize: Size(width: 800, height: 600)) }
        let frame = Rect(x: 0, y: 0, width: 800, height: 600)
        let ltr = Self.windowFrames(views.ltr, in: frame), rtl = Self.windowFrames(views.rtl, in: frame)
        #expect(!ltr.isEmpty && ltr.keys.sorted() == rtl.keys.sorted())
        for (id, left) in ltr {
            #expect(rtl[id] == Rect(x: 800 - left.maxX, y: left.minY, width: left.width, height: left.height), "\(id)")
        }
        #expect(rtl["a0"]!.midX > rtl["b0"]!.midX)
    }

    @Test("The grid in RTL is the mirror image: the first column at the right")
    func gridMirrored() {
        let data = CollectionData(sections: [.init(id: "s", itemIDs: (0..<7).map { "g\($0)" })])
        let views = Self.twoViews {
            let grid = GridLayout()
            grid.defaultMetrics.numberOfColumns = 3
            return CollectionView(data: data, layout: grid, viewportSize: Size(width: 320, height: 480))
        }
        let frame = Rect(x: 0, y: 0, width: 320, height: 480)
        let ltr = Self.windowFrames(views.ltr, in: frame), rtl = Self.windowFrames(views.rtl, in: frame)
        #expect(!ltr.isEmpty && ltr.keys.sorted() == rtl.keys.sorted())
        for (id, left) in ltr {
            // Thirds of 320 are not exact in binary: equal to within rounding.
            let right = rtl[id]!
            #expect(abs(right.minX - (320 - left.maxX)) < 1e-9 && right.minY == left.minY && right.size == left.size, "\(id)")
        }
        #expect(rtl["g0"]!.minX > rtl["g1"]!.minX)
    }

    @Test("Cover flow in RTL: the order runs right to left and a turned card turns the other way")
    func coverFlowMirrored() {
        let data = CollectionData(sections: [.init(id: "s", itemIDs: (0..<12).map { "c\($0)" })])
        let views = Self.twoViews { CollectionView(data: data, layout: CoverFlowLayout(), viewportSize: Size(width: 1000, height: 600)) }
        let frame = Rect(x: 0, y: 0, width: 1000, height: 600)
        let ltr = Self.windowFrames(views.ltr, in: frame), rtl = Self.windowFrames(views.rtl, in: frame)
        for (id, left) in ltr {
            #expect(rtl[id] == Rect(x: 1000 - left.maxX, y: left.minY, width: left.width, height: left.height), "\(id)")
        }
        #expect(rtl["c1"]!.midX < rtl["c0"]!.midX)
        let turnedLTR = views.ltr.layoutAttributes(of: .cell(itemID: "c2"))!.transform3D
        let turnedRTL = views.rtl.effectiveAttributes(views.rtl.layoutAttributes(of: .cell(itemID: "c2"))!).transform3D
        #expect(turnedLTR[1, 3] != 0)
        #expect(turnedRTL[1, 3] == -turnedLTR[1, 3])
        #expect(turnedRTL[3, 1] == -turnedLTR[3, 1])
        #expect(turnedRTL[1, 1] == turnedLTR[1, 1])
        #expect(turnedRTL[3, 4] == turnedLTR[3, 4])
    }

    @Test("A compositional band in RTL: its first item at the right, a wheel towards the left scrolls it from offset 0")
    func compositionalBandMirrored() {
        let view = OrthogonalTestViews.view()
        view.setLayoutDirection(.rightToLeft, animated: false)
        let frame = Rect(x: 0, y: 0, width: 1000, height: 600)
        let frames = Self.windowFrames(view, in: frame)
        // Band 0: 200-wide groups 10 apart from x = 0 → mirrored: 800…1000, 590…790.
        #expect(frames["b0-0"] == Rect(x: 800, y: 0, width: 200, height: 100))
        #expect(frames["b0-1"] == Rect(x: 590, y: 0, width: 200, height: 100))
        #expect(frames["r0"] == Rect(x: 0, y: 500, width: 1000, height: 100))
        #expect(view.orthogonalSection(at: Point(x: 900, y: 50)) == 0)
        view.scrollWheel(by: Point(x: -100, y: 0), at: Point(x: 500, y: 50))
        #expect(view.orthogonalOffset(forSection: 0) == 100)
        #expect(Self.windowFrames(view, in: frame)["b0-0"] == Rect(x: 900, y: 0, width: 200, height: 100))
    }

    @Test("Switching direction animated: elements start where they were and end mirrored")
    func animatedSwitch() {
        let data = CollectionData(sections: [.init(id: "s", itemIDs: ["i0", "i1", "i2"])])
        let layout = FlowLayout()
        layout.metrics = FlowSectionMetrics(itemSize: Size(width: 90, height: 90))
        let view = CollectionView(data: data, layout: layout, viewportSize: Size(width: 320, height: 480))
        let frame = Rect(x: 0, y: 0, width: 320, height: 480)
        view.setLayoutDirection(.rightToLeft, animated: true)
        // At the start item 0 is still at 0…90 (LTR); at the end at 230…320.
        #expect(Self.windowFrames(view, in: frame)["i0"] == Rect(x: 0, y: 0, width: 90, height: 90))
        view.advance(to: view.animator.time + 5)
        #expect(Self.windowFrames(view, in: frame)["i0"] == Rect(x: 230, y: 0, width: 90, height: 90))
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test("A layout that does not flip is shown as it is in RTL (UIKit's default for custom layouts)")
    func nonFlippingLayoutUnchanged() {
        final class Plain: CollectionViewLayout {
            var context: (any LayoutContext)?
            func prepare() {}
            var collectionViewContentSize: Size { Size(width: 320, height: 100) }
            func layoutAttributesForElements(in rect: Rect) -> [LayoutAttributes] { [layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!] }
            func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
                var attributes = LayoutAttributes(forCellWith: indexPath)
                attributes.frame = Rect(x: 0, y: 0, width: 50, height: 50)
                return attributes
            }
            func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? { nil }
        }
        let view = CollectionView(data: CollectionData(sections: [.init(id: "s", itemIDs: ["i0"])]), layout: Plain(),
                                  viewportSize: Size(width: 320, height: 100))
        view.setLayoutDirection(.rightToLeft, animated: false)
        #expect(!view.isFlippedHorizontally)
        #expect(Self.windowFrames(view, in: Rect(x: 0, y: 0, width: 320, height: 100))["i0"] == Rect(x: 0, y: 0, width: 50, height: 50))
    }
}
