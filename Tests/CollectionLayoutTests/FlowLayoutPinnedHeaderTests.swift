@testable import CollectionLayout
import Testing

/// Pinned section headers (`sectionHeadersPinToVisibleBounds`) and when a bounds change invalidates the layout.
@Suite("Flow layout: pinned headers and bounds changes")
struct FlowLayoutPinnedHeaderTests {
    /// Three sections, each a 40-tall header over two rows of three 100×100 items:
    /// section 0 spans y 0–250, section 1 250–500, section 2 500–750. The viewport is 320×200.
    static func threeSections(pinned: Bool = true) -> PreparedLayout {
        PreparedLayout(width: 320, height: 200, itemCounts: [6, 6, 6],
                       metrics: FlowSectionMetrics(itemSize: size(100, 100), headerReferenceSize: size(0, 40)),
                       pinsHeaders: pinned)
    }

    @Test("The fixture's sections lie where the comments say")
    func fixture() {
        let flow = Self.threeSections()
        #expect(flow.header(0)?.frame == rect(0, 0, 320, 40))
        #expect(flow.header(1)?.frame == rect(0, 250, 320, 40))
        #expect(flow.header(2)?.frame == rect(0, 500, 320, 40))
        #expect(flow.contentSize == size(320, 750))
    }

    @Test("A header sticks to the top of the bounds while its section is on screen",
          arguments: [0.0, 1, 60, 100, 150, 209.5, 210])
    func sticksToTop(offset: Double) {
        let flow = Self.threeSections()
        flow.scroll(to: Point(x: 0, y: offset))
        #expect(flow.header(0)?.frame == rect(0, offset, 320, 40))
        // The headers of sections below stay where they are.
        #expect(flow.header(1)?.frame == rect(0, 250, 320, 40))
        #expect(flow.header(2)?.frame == rect(0, 500, 320, 40))
    }

    @Test("A header is pushed up by the end of its section, meeting the next section's header",
          arguments: [215.0, 230, 249, 250, 300, 400])
    func pushedUpByEndOfSection(offset: Double) {
        let flow = Self.threeSections()
        flow.scroll(to: Point(x: 0, y: offset))
        #expect(flow.header(0)?.frame == rect(0, 210, 320, 40))
        #expect(flow.header(0)?.frame.maxY == 250)
    }

    @Test("Each section's header takes over as its section reaches the top")
    func nextSectionTakesOver() {
        let flow = Self.threeSections()
        flow.scroll(to: Point(x: 0, y: 300))
        #expect(flow.header(1)?.frame == rect(0, 300, 320, 40))
        flow.scroll(to: Point(x: 0, y: 470))
        #expect(flow.header(1)?.frame == rect(0, 460, 320, 40))
        #expect(flow.header(2)?.frame == rect(0, 500, 320, 40))
        flow.scroll(to: Point(x: 0, y: 540))
        #expect(flow.header(2)?.frame == rect(0, 540, 320, 40))
    }

    @Test("Scrolled above the content (a bounce), a header stays where it would be")
    func bounceAboveContent() {
        let flow = Self.threeSections()
        flow.scroll(to: Point(x: 0, y: -50))
        #expect(flow.header(0)?.frame == rect(0, 0, 320, 40))
    }

    @Test("Pinned headers sit above every cell (a higher zIndex, uikit-flow-layout.md)")
    func zIndexAboveCells() throws {
        let flow = Self.threeSections()
        flow.scroll(to: Point(x: 0, y: 100))
        let header = try #require(flow.header(0))
        let visible = flow.layout.layoutAttributesForElements(in: flow.collection.bounds)
        let cells = visible.filter { $0.category == .cell }
        #expect(!cells.isEmpty)
        #expect(cells.allSatisfy { $0.zIndex < header.zIndex })
        // Unpinned, a header keeps zIndex 0 (below); pinned it is raised above the cells' 0.
        #expect(header.zIndex > 0)
    }

    @Test("layoutAttributesForElements(in:) reports the header where it is pinned")
    func rectQueryUsesPinnedFrame() {
        let flow = Self.threeSections()
        flow.scroll(to: Point(x: 0, y: 150))
        // A thin strip at the top of the bounds meets only the pinned header and the cells under it.
        let strip = flow.layout.layoutAttributesForElements(in: rect(0, 150, 320, 10))
        let headers = strip.filter { $0.kind == ElementKind.header }
        #expect(headers.count == 1)
        #expect(headers.first?.frame == rect(0, 150, 320, 40))
        #expect((headers.first?.zIndex ?? 0) > 0)  // raised above the cells' 0
        // And the header is not reported where it would be unpinned.
        let top = flow.layout.layoutAttributesForElements(in: rect(0, 0, 320, 40))
        #expect(!top.contains { $0.kind == ElementKind.header })
    }

    @Test("Without pinning, headers stay put and keep zIndex 0")
    func notPinned() {
        let flow = Self.threeSections(pinned: false)
        flow.scroll(to: Point(x: 0, y: 100))
        #expect(flow.header(0)?.frame == rect(0, 0, 320, 40))
        #expect(flow.header(0)?.zIndex == 0)
    }

    @Test("A pinned header never leaves its section, footer or not")
    func staysWithinSection() {
        let flow = PreparedLayout(width: 320, height: 200, itemCounts: [6, 6],
                                  metrics: FlowSectionMetrics(itemSize: size(100, 100), headerReferenceSize: size(0, 40),
                                                              footerReferenceSize: size(0, 30)),
                                  pinsHeaders: true)
        // Section 0 spans 0–280 (footer 250–280).
        for offset in stride(from: -20.0, through: 600, by: 7) {
            flow.scroll(to: Point(x: 0, y: offset))
            let header = flow.header(0)?.frame ?? .zero
            #expect(header.minY >= 0)
            #expect(header.maxY <= 280, "offset \(offset): header \(header)")
        }
    }

    @Test("Horizontal scrolling: headers stick to the left edge and are pushed left by the next section")
    func horizontalPinning() {
        // Two sections of a 30-wide header and two columns of three 50×50 items: x 0–140 and 140–280.
        let flow = PreparedLayout(width: 320, height: 200, itemCounts: [6, 6], scrollDirection: .horizontal,
                                  metrics: FlowSectionMetrics(headerReferenceSize: size(30, 0)), pinsHeaders: true)
        #expect(flow.header(1)?.frame == rect(140, 0, 30, 200))
        flow.scroll(to: Point(x: 50, y: 0))
        #expect(flow.header(0)?.frame == rect(50, 0, 30, 200))
        #expect((flow.header(0)?.zIndex ?? 0) > 0)  // raised above the cells' 0
        flow.scroll(to: Point(x: 120, y: 0))
        #expect(flow.header(0)?.frame == rect(110, 0, 30, 200))
        #expect(flow.header(1)?.frame == rect(140, 0, 30, 200))
        flow.scroll(to: Point(x: 160, y: 0))
        #expect(flow.header(1)?.frame == rect(160, 0, 30, 200))
    }

    // MARK: Invalidation on bounds changes

    @Test("Vertical, not pinned: only a change of width invalidates")
    func verticalBoundsChanges() {
        let flow = Self.threeSections(pinned: false)
        let layout = flow.layout
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 120, 320, 200)) == false)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 320, 200)) == false)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 320, 500)) == false)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 321, 200)) == true)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 50, 200, 200)) == true)
    }

    @Test("Horizontal, not pinned: only a change of height invalidates")
    func horizontalBoundsChanges() {
        let flow = PreparedLayout(width: 320, height: 200, itemCounts: [20], scrollDirection: .horizontal)
        let layout = flow.layout
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(80, 0, 320, 200)) == false)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 640, 200)) == false)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 320, 201)) == true)
    }

    @Test("With pinned headers every bounds change invalidates, scrolling included",
          arguments: ScrollDirection.allCases)
    func pinnedBoundsChanges(direction: ScrollDirection) {
        let flow = PreparedLayout(width: 320, height: 200, itemCounts: [20], scrollDirection: direction,
                                  metrics: FlowSectionMetrics(headerReferenceSize: size(30, 30)), pinsHeaders: true)
        let layout = flow.layout
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 320, 200)) == true)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(40, 40, 320, 200)) == true)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 400, 300)) == true)
    }
}
