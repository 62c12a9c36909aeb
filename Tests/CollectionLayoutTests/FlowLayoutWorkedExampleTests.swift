@testable import CollectionLayout
import Testing

/// The worked examples and rules of `uikit-flow-layout.md`, vertical then horizontal, with hard-coded frames.
@Suite("Flow layout: worked examples")
struct FlowLayoutWorkedExampleTests {

    // MARK: Defaults

    @Test("Defaults are UIKit's: 50×50 items, spacing 10/10, no inset, no header or footer, vertical")
    func defaults() {
        let layout = FlowLayout()
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.sectionHeadersPinToVisibleBounds == false)
        #expect(layout.metrics.itemSize == size(50, 50))
        #expect(layout.metrics.minimumInteritemSpacing == 10)
        #expect(layout.metrics.minimumLineSpacing == 10)
        #expect(layout.metrics.sectionInset == .zero)
        #expect(layout.metrics.headerReferenceSize == .zero)
        #expect(layout.metrics.footerReferenceSize == .zero)
    }

    @Test("Without a context, prepare() leaves an empty layout")
    func noContext() {
        let layout = FlowLayout()
        layout.prepare()
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: rect(0, 0, 1000, 1000)).isEmpty)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    // MARK: Vertical worked examples

    @Test("W=320, three 90×90 items, spacing 10/10: x = 0, 115, 230; y = 0")
    func threeItemsJustified() {
        let flow = PreparedLayout(itemCounts: [3], metrics: FlowSectionMetrics(itemSize: size(90, 90)))
        #expect(flow.xs() == [0, 115, 230])
        #expect(flow.ys() == [0, 0, 0])
        #expect(flow.items().allSatisfy { $0.size == size(90, 90) })
        #expect(flow.contentSize == size(320, 90))
    }

    @Test("W=320, heights 50, 80, 30 then 90×40: line 1 y = 15, 0, 25 (height 80); line 2 at y = 90")
    func verticalCentringWithinALine() {
        let flow = PreparedLayout(itemCounts: [4]) {
            $0.setSizes([size(90, 50), size(90, 80), size(90, 30), size(90, 40)], inSection: 0)
        }
        #expect(flow.ys() == [15, 0, 25, 90])
        #expect(flow.xs() == [0, 115, 230, 0])
        // Every item on line 1 is centred on the line's middle, y = 40.
        #expect(flow.items().prefix(3).allSatisfy { $0.midY == 40 })
        #expect(flow.item(3) == rect(0, 90, 90, 40))
        #expect(flow.contentSize == size(320, 130))
    }

    @Test("W=320, header 44, inset 10/20/10/20, six 80×80 items, footer 30: the full worked example")
    func headerInsetsFooter() {
        let metrics = FlowSectionMetrics(itemSize: size(80, 80),
                                         sectionInset: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20),
                                         headerReferenceSize: size(0, 44),
                                         footerReferenceSize: size(0, 30))
        let flow = PreparedLayout(itemCounts: [6], metrics: metrics)
        #expect(flow.header()?.frame == rect(0, 0, 320, 44))
        #expect(flow.xs() == [20, 120, 220, 20, 120, 220])
        #expect(flow.ys() == [54, 54, 54, 144, 144, 144])
        #expect(flow.footer()?.frame == rect(0, 234, 320, 30))
        #expect(flow.contentSize == size(320, 264))
    }

    @Test("W=320, three 160×50 items: one a line, the first two centred at x = 80, the last at x = 0")
    func singleItemLines() {
        let flow = PreparedLayout(itemCounts: [3], metrics: FlowSectionMetrics(itemSize: size(160, 50)))
        #expect(flow.xs() == [80, 80, 0])
        #expect(flow.ys() == [0, 60, 120])
        #expect(flow.contentSize == size(320, 170))
    }

    // MARK: Justification

    @Test("A full line that is not the last is justified: first item at inset.left, last at W − inset.right")
    func justification() {
        // Content width 320 − 10 − 20 = 290; 70 + 80 + 90 + 2·10 = 260 fits, adding 100 does not.
        // Leftover 290 − 240 = 50 is shared by the two gaps: 25 each.
        let metrics = FlowSectionMetrics(sectionInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 20))
        let flow = PreparedLayout(itemCounts: [4], metrics: metrics) {
            $0.setSizes([size(70, 50), size(80, 50), size(90, 50), size(100, 50)], inSection: 0)
        }
        #expect(flow.xs() == [10, 105, 210, 10])
        #expect(flow.item(0).minX == 10)
        #expect(flow.item(2).maxX == 320 - 20)
        #expect(flow.ys() == [0, 0, 0, 60])
    }

    @Test("Minimum interitem spacing is a minimum: two items on a line may sit much further apart")
    func spacingIsAMinimum() {
        // 100 + 10 + 150 = 260 fits, a third 100 does not: the single gap takes all 70 left over.
        let flow = PreparedLayout(itemCounts: [3]) {
            $0.setSizes([size(100, 50), size(150, 50), size(100, 50)], inSection: 0)
        }
        #expect(flow.xs() == [0, 170, 0])
        #expect(flow.item(1).maxX == 320)
        #expect(flow.item(1).minX - flow.item(0).maxX == 70)
    }

    @Test("Items exactly filling the content width stay on one line, with exactly the minimum spacing")
    func exactFit() {
        // 3·100 + 2·10 = 320.
        let flow = PreparedLayout(itemCounts: [4], metrics: FlowSectionMetrics(itemSize: size(100, 40)))
        #expect(flow.xs() == [0, 110, 220, 0])
        #expect(flow.ys() == [0, 0, 0, 50])
    }

    // MARK: Single items

    @Test("A lone item on a line that is not the last is centred in the content width, insets included")
    func singleItemCentredWithinInsets() {
        // Content width 320 − 20 − 40 = 260; two 200-wide items cannot share a line.
        let metrics = FlowSectionMetrics(itemSize: size(200, 30),
                                         sectionInset: EdgeInsets(top: 0, left: 20, bottom: 0, right: 40))
        let flow = PreparedLayout(itemCounts: [2], metrics: metrics)
        #expect(flow.xs() == [50, 20])
        #expect(flow.ys() == [0, 40])
    }

    // MARK: The last line

    @Test("W=320, eight 90-wide items: rows x = 0/115/230, the last row 0/115 (as if filled with invisible items)")
    func lastLineKeepsColumns() {
        let flow = PreparedLayout(itemCounts: [8], metrics: FlowSectionMetrics(itemSize: size(90, 90)))
        #expect(flow.xs() == [0, 115, 230, 0, 115, 230, 0, 115])
        #expect(flow.ys() == [0, 0, 0, 100, 100, 100, 200, 200])
        #expect(flow.contentSize == size(320, 290))
    }

    @Test("A last line that is already full is justified like the others")
    func fullLastLineIsJustified() {
        let flow = PreparedLayout(itemCounts: [6], metrics: FlowSectionMetrics(itemSize: size(90, 90)))
        #expect(flow.xs() == [0, 115, 230, 0, 115, 230])
    }

    @Test("A lone item on the last line sits at inset.left")
    func loneLastItemAtInsetLeft() {
        let metrics = FlowSectionMetrics(itemSize: size(90, 90),
                                         sectionInset: EdgeInsets(top: 0, left: 15, bottom: 0, right: 5))
        let seven = PreparedLayout(itemCounts: [7], metrics: metrics)
        #expect(seven.item(6).minX == 15)

        let wide = PreparedLayout(itemCounts: [4]) {
            $0.setSizes([size(90, 50), size(90, 50), size(90, 50), size(200, 50)], inSection: 0)
        }
        #expect(wide.xs() == [0, 115, 230, 0])
    }

    @Test("The last line is imagined filled with more items like its LAST item")
    func lastLineUsesItsLastItem() {
        // Last line: 50 and 90. Imagined: 50, 90, 90 (50 + 90 + 90 + 2·10 = 250 ≤ 320; a fourth does not fit).
        // Leftover 320 − 230 = 90 over two gaps: 45.
        let flow = PreparedLayout(itemCounts: [5]) {
            $0.setSizes([size(90, 50), size(90, 50), size(90, 50), size(50, 50), size(90, 50)], inSection: 0)
        }
        #expect(flow.xs() == [0, 115, 230, 0, 95])
    }

    @Test("A last line with room for no invisible item is justified")
    func lastLineWithNoRoomLeft() {
        // 150 + 100 + 10 = 260; another 100 would need 370. The single gap takes 70.
        let flow = PreparedLayout(itemCounts: [2]) {
            $0.setSizes([size(150, 50), size(100, 50)], inSection: 0)
        }
        #expect(flow.xs() == [0, 220])
    }

    // MARK: Oversized items

    @Test("An item wider than the content width sits alone on its own line, without a crash")
    func oversizedItemSitsAlone() {
        let flow = PreparedLayout(itemCounts: [3]) {
            $0.setSizes([size(100, 50), size(400, 50), size(100, 50)], inSection: 0)
        }
        // Item 0 is alone because item 1 did not fit: centred. Item 1 is alone. Item 2 is the last line.
        #expect(flow.ys() == [0, 60, 120])
        #expect(flow.item(0).minX == 110)
        #expect(flow.item(1).size == size(400, 50))
        #expect(flow.item(2).minX == 0)
        #expect(flow.contentSize.height == 170)
    }

    @Test("Many oversized items, and insets wider than the collection, terminate with one item a line")
    func manyOversizedItems() {
        let oversized = PreparedLayout(itemCounts: [50], metrics: FlowSectionMetrics(itemSize: size(1000, 10)))
        #expect(Set(oversized.ys()).count == 50)
        #expect(oversized.contentSize.height == 50 * 10 + 49 * 10)

        let squeezed = PreparedLayout(itemCounts: [5], metrics: FlowSectionMetrics(
            itemSize: size(20, 20), sectionInset: EdgeInsets(top: 0, left: 200, bottom: 0, right: 200)))
        #expect(squeezed.ys() == [0, 30, 60, 90, 120])
    }

    @Test("Zero-width items with zero interitem spacing terminate")
    func zeroWidthItemsTerminate() {
        // A delegate returning .zero to hide an item is a common UIKit idiom.
        let flow = PreparedLayout(itemCounts: [2], metrics: FlowSectionMetrics(itemSize: size(0, 10),
                                                                               minimumInteritemSpacing: 0))
        #expect(flow.ys() == [0, 0])
        #expect(flow.item(0).minX == 0)
    }

    // MARK: Empty sections and reference sizes

    @Test("An empty section with no header, footer or inset takes no space")
    func emptySections() {
        let empty = PreparedLayout(itemCounts: [0])
        #expect(empty.contentSize == size(320, 0))
        #expect(empty.layoutAttributesForAll.isEmpty)

        let flow = PreparedLayout(itemCounts: [2, 0, 2])
        #expect(flow.ys(section: 0) == [0, 0])
        #expect(flow.ys(section: 2) == [50, 50])
        #expect(flow.contentSize == size(320, 100))
        #expect(flow.layoutAttributesForAll.count == 4)
    }

    @Test("An empty section still has its header, insets and footer, in order")
    func emptySectionWithHeaderAndFooter() {
        let metrics = FlowSectionMetrics(sectionInset: EdgeInsets(top: 5, left: 0, bottom: 7, right: 0),
                                         headerReferenceSize: size(0, 20),
                                         footerReferenceSize: size(0, 10))
        let flow = PreparedLayout(itemCounts: [0], metrics: metrics)
        #expect(flow.header()?.frame == rect(0, 0, 320, 20))
        #expect(flow.footer()?.frame == rect(0, 32, 320, 10))
        #expect(flow.contentSize == size(320, 42))
    }

    @Test("A zero reference size means no header or footer element at all")
    func zeroReferenceSize() {
        let flow = PreparedLayout(itemCounts: [3])
        #expect(flow.header() == nil)
        #expect(flow.footer() == nil)
        let all = flow.layoutAttributesForAll
        #expect(all.count == 3)
        #expect(all.allSatisfy { $0.category == .cell })
    }

    @Test("Only the reference size's extent along the scroll axis counts")
    func onlyScrollAxisExtentCounts() {
        // Vertical: a width without a height is no header; the width of a real header is ignored.
        let noHeight = PreparedLayout(itemCounts: [1], metrics: FlowSectionMetrics(headerReferenceSize: size(320, 0),
                                                                                   footerReferenceSize: size(100, 0)))
        #expect(noHeight.header() == nil)
        #expect(noHeight.footer() == nil)
        #expect(noHeight.item(0).minY == 0)

        let narrow = PreparedLayout(itemCounts: [1], metrics: FlowSectionMetrics(headerReferenceSize: size(10, 44)))
        #expect(narrow.header()?.frame == rect(0, 0, 320, 44))
    }

    @Test("Headers and footers span the full width, never inset; no line spacing is added next to them")
    func headerAndFooterNotInset() {
        let metrics = FlowSectionMetrics(minimumLineSpacing: 25,
                                         sectionInset: EdgeInsets(top: 0, left: 30, bottom: 0, right: 30),
                                         headerReferenceSize: size(0, 40),
                                         footerReferenceSize: size(0, 20))
        let flow = PreparedLayout(itemCounts: [1], metrics: metrics)
        #expect(flow.header()?.frame == rect(0, 0, 320, 40))
        #expect(flow.item(0) == rect(30, 40, 50, 50))
        #expect(flow.footer()?.frame == rect(0, 90, 320, 20))
    }

    // MARK: Several sections

    @Test("Sections follow one another with no gap; each uses its own metrics")
    func sectionsFollowOneAnother() {
        let flow = PreparedLayout(itemCounts: [2, 3]) {
            $0.sectionMetrics[0] = FlowSectionMetrics(sectionInset: EdgeInsets(top: 5, left: 0, bottom: 5, right: 0),
                                                      headerReferenceSize: size(0, 20),
                                                      footerReferenceSize: size(0, 10))
            $0.sectionMetrics[1] = FlowSectionMetrics(itemSize: size(100, 30), minimumInteritemSpacing: 5,
                                                      headerReferenceSize: size(0, 30))
        }
        #expect(flow.header(0)?.frame == rect(0, 0, 320, 20))
        #expect(flow.ys(section: 0) == [25, 25])
        #expect(flow.xs(section: 0) == [0, 67.5])  // imagined five 50s: gaps of 17.5
        #expect(flow.footer(0)?.frame == rect(0, 80, 320, 10))
        #expect(flow.header(1)?.frame == rect(0, 90, 320, 30))
        #expect(flow.footer(1) == nil)
        // 3·100 + 2·5 = 310 ≤ 320: one line, the last, imagined full already; justified by 10 each.
        #expect(flow.xs(section: 1) == [0, 110, 220])
        #expect(flow.ys(section: 1) == [120, 120, 120])
        #expect(flow.contentSize == size(320, 150))
    }

    @Test("Per-item sizes from the delegate override the section's itemSize")
    func delegateItemSizes() {
        let flow = PreparedLayout(itemCounts: [2], metrics: FlowSectionMetrics(itemSize: size(90, 90))) {
            $0.itemSizes[IndexPath(item: 1, section: 0)] = size(40, 20)
        }
        #expect(flow.item(0).size == size(90, 90))
        #expect(flow.item(1).size == size(40, 20))
    }

    @Test("There are no attributes for index paths or kinds that do not exist")
    func missingElements() {
        let flow = PreparedLayout(itemCounts: [2], metrics: FlowSectionMetrics(headerReferenceSize: size(0, 10)))
        #expect(flow.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)) == nil)
        #expect(flow.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(flow.layout.layoutAttributesForSupplementaryView(ofKind: ElementKind.header,
                                                                 at: IndexPath(item: 0, section: 1)) == nil)
        #expect(flow.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
    }

    // MARK: Horizontal scrolling

    @Test("H=200, 50×50 items, spacing 10/10, header width 30: first column at x = 30, items at y = 0, 75, 150")
    func horizontalWorkedExample() {
        let metrics = FlowSectionMetrics(headerReferenceSize: size(30, 999), footerReferenceSize: size(20, 0))
        let flow = PreparedLayout(width: 320, height: 200, itemCounts: [7], scrollDirection: .horizontal, metrics: metrics)
        #expect(flow.header()?.frame == rect(0, 0, 30, 200))
        #expect(flow.xs() == [30, 30, 30, 90, 90, 90, 150])
        #expect(flow.ys() == [0, 75, 150, 0, 75, 150, 0])
        #expect(flow.footer()?.frame == rect(200, 0, 20, 200))
        #expect(flow.contentSize == size(220, 200))
    }

    @Test("Horizontal: a column with a single item that is not the last is centred vertically")
    func horizontalSingleItemColumns() {
        let flow = PreparedLayout(width: 320, height: 200, itemCounts: [3], scrollDirection: .horizontal,
                                  metrics: FlowSectionMetrics(itemSize: size(50, 120)))
        #expect(flow.ys() == [40, 40, 0])
        #expect(flow.xs() == [0, 60, 120])
        #expect(flow.contentSize == size(170, 200))
    }

    @Test("Horizontal: items are centred horizontally within a column as wide as its widest item")
    func horizontalCentringWithinAColumn() {
        let flow = PreparedLayout(width: 320, height: 200, itemCounts: [4], scrollDirection: .horizontal) {
            $0.setSizes([size(30, 50), size(50, 50), size(40, 50), size(20, 50)], inSection: 0)
        }
        #expect(flow.xs() == [10, 0, 5, 60])
        #expect(flow.ys() == [0, 75, 150, 0])
        #expect(flow.contentSize == size(80, 200))
    }

    @Test("Horizontal: insets swap axes; top/bottom bound the column, left/right the scroll axis")
    func horizontalInsets() {
        // Column height 200 − 10 − 30 = 160: two 50-tall items a column, justified to y = 10 and 120.
        let metrics = FlowSectionMetrics(minimumLineSpacing: 15,
                                         sectionInset: EdgeInsets(top: 10, left: 20, bottom: 30, right: 40),
                                         headerReferenceSize: size(30, 0))
        let flow = PreparedLayout(width: 320, height: 200, itemCounts: [4], scrollDirection: .horizontal, metrics: metrics)
        #expect(flow.header()?.frame == rect(0, 0, 30, 200))
        #expect(flow.xs() == [50, 50, 115, 115])
        #expect(flow.ys() == [10, 120, 10, 120])
        #expect(flow.contentSize == size(205, 200))
    }

    @Test("Horizontal: the last column keeps the rows of the columns before it")
    func horizontalLastColumn() {
        // H=320 mirrors the vertical 8-item grid: columns y = 0/115/230, the last 0/115.
        let flow = PreparedLayout(width: 480, height: 320, itemCounts: [8], scrollDirection: .horizontal,
                                  metrics: FlowSectionMetrics(itemSize: size(90, 90)))
        #expect(flow.ys() == [0, 115, 230, 0, 115, 230, 0, 115])
        #expect(flow.xs() == [0, 0, 0, 100, 100, 100, 200, 200])
        #expect(flow.contentSize == size(290, 320))
    }

    @Test("Horizontal: sections follow one another along x with no gap")
    func horizontalSections() {
        let metrics = FlowSectionMetrics(headerReferenceSize: size(30, 0))
        let flow = PreparedLayout(width: 320, height: 200, itemCounts: [1, 1], scrollDirection: .horizontal, metrics: metrics)
        #expect(flow.header(0)?.frame == rect(0, 0, 30, 200))
        #expect(flow.item(0, section: 0) == rect(30, 0, 50, 50))
        #expect(flow.header(1)?.frame == rect(80, 0, 30, 200))
        #expect(flow.item(0, section: 1) == rect(110, 0, 50, 50))
        #expect(flow.contentSize == size(160, 200))
    }
}

extension PreparedLayout {
    /// Every element the layout reports for a rectangle far larger than its content.
    var layoutAttributesForAll: [LayoutAttributes] {
        layout.layoutAttributesForElements(in: rect(-10_000, -10_000, 100_000, 100_000))
    }
}
