@testable import CollectionLayout
import Testing

/// `layoutAttributesForElements(in:)` on hand-checked layouts: what it finds, and that touching edges do not count.
@Suite("Flow layout: elements in a rect")
struct FlowLayoutRectQueryTests {
    /// The worked example: header 0–44, rows at y 54 and 144 (items x 20, 120, 220, 80 wide), footer 234–264.
    static func workedExample() -> PreparedLayout {
        PreparedLayout(itemCounts: [6], metrics: FlowSectionMetrics(
            itemSize: size(80, 80), sectionInset: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20),
            headerReferenceSize: size(0, 44), footerReferenceSize: size(0, 30)))
    }

    /// The elements a query finds, in short form (`header [0, 0]`, `cell [0, 3]`), sorted.
    static func names(_ flow: PreparedLayout, in query: Rect) -> [String] {
        flow.layout.layoutAttributesForElements(in: query).map(\.elementKey).sorted().map(\.short)
    }

    @Test("A rect over the first row finds just that row")
    func firstRow() {
        let flow = Self.workedExample()
        #expect(Self.names(flow, in: rect(0, 50, 320, 50)) == ["cell [0, 0]", "cell [0, 1]", "cell [0, 2]"])
    }

    @Test("A rect over the header, above the first row, finds only the header")
    func headerOnly() {
        let flow = Self.workedExample()
        #expect(Self.names(flow, in: rect(0, 0, 320, 44)) == ["header [0, 0]"])
    }

    @Test("Touching an edge is not meeting: the gap between the rows finds nothing")
    func touchingEdgesDoNotCount() {
        let flow = Self.workedExample()
        #expect(Self.names(flow, in: rect(0, 134, 320, 10)).isEmpty)
        #expect(Self.names(flow, in: rect(0, 224, 320, 10)).isEmpty)
    }

    @Test("A column between items finds only the full-width header and footer")
    func columnBetweenItems() {
        let flow = Self.workedExample()
        #expect(Self.names(flow, in: rect(100, 0, 20, 1000)) == ["footer [0, 0]", "header [0, 0]"])
    }

    @Test("A rect below the second row finds the footer")
    func footer() {
        let flow = Self.workedExample()
        #expect(Self.names(flow, in: rect(0, 230, 320, 10)) == ["footer [0, 0]"])
    }

    @Test("Rects outside the content, or empty, find nothing")
    func outside() {
        let flow = Self.workedExample()
        #expect(Self.names(flow, in: rect(0, 264, 320, 100)).isEmpty)
        #expect(Self.names(flow, in: rect(0, -100, 320, 100)).isEmpty)
        #expect(Self.names(flow, in: rect(110, 60, 0, 0)).isEmpty)  // in the gap between items 0 and 1
    }

    @Test("Across several sections, a rect finds the end of one and the start of the next")
    func acrossSections() {
        // Two sections of two 50×50 items and a 20-tall header: section 0 spans 0–70, section 1 70–140.
        let flow = PreparedLayout(itemCounts: [2, 2], metrics: FlowSectionMetrics(headerReferenceSize: size(0, 20)))
        #expect(Self.names(flow, in: rect(0, 60, 320, 20))
                == ["cell [0, 0]", "cell [0, 1]", "header [1, 0]"])
    }

    @Test("Horizontal: a rect over the second column finds that column")
    func horizontalColumn() {
        // H=200, header 30 wide: columns at x 30 and 90, three items each.
        let flow = PreparedLayout(width: 320, height: 200, itemCounts: [6], scrollDirection: .horizontal,
                                  metrics: FlowSectionMetrics(headerReferenceSize: size(30, 0)))
        #expect(Self.names(flow, in: rect(85, 0, 10, 200)) == ["cell [0, 3]", "cell [0, 4]", "cell [0, 5]"])
        #expect(Self.names(flow, in: rect(30, 60, 290, 10)).isEmpty)  // between rows, right of the header
    }

    @Test("Every element returned meets the rect by the frame it reports, even where the frame is not exact")
    func reportedFramesMeetTheRect() {
        // W=320, eleven 18×18 items, spacing 10: one line justified with gaps of 12.2. Item 1 is placed at
        // x = 18 + 12.2 = 30.2, but its attributes (kept as centre and size) report minX 30.200000000000003.
        let flow = PreparedLayout(itemCounts: [11], metrics: FlowSectionMetrics(itemSize: size(18, 18)))
        let reported = flow.item(1)
        #expect(approximately(reported.minX, 30.2))
        // A rect ending exactly where item 1's reported frame begins does not meet item 1.
        let query = rect(0, 0, reported.minX, 18)
        let found = flow.layout.layoutAttributesForElements(in: query)
        #expect(found.allSatisfy { $0.frame.intersects(query) },
                "returned \(found.filter { !$0.frame.intersects(query) }.map { "\($0.elementKey.short) \($0.frame)" }) for \(query)")
        #expect(Self.names(flow, in: query) == ["cell [0, 0]"])
    }
}
