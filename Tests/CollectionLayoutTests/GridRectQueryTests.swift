@testable import CollectionLayout
import Testing

@Suite("Grid layout rect queries")
struct GridRectQueryTests {
    /// An element's identity and frame, for comparing sets of results.
    struct Placed: Hashable {
        let key: ElementKey
        let frame: Rect
    }

    /// Random metrics for one section (every key sometimes left to the defaults).
    func randomMetrics(_ random: inout SplitMix64) -> GridSectionMetrics {
        func maybe<T>(_ value: T) -> T? { Bool.random(using: &random) ? value : nil }
        let padding = EdgeInsets(top: Double(Int.random(in: 0...20, using: &random)), left: Double(Int.random(in: 0...20, using: &random)),
                                 bottom: Double(Int.random(in: 0...20, using: &random)), right: Double(Int.random(in: 0...20, using: &random)))
        let rowHeight: GridRowHeight = Bool.random(using: &random)
            ? .fixed(Double(Int.random(in: 20...90, using: &random))) : .estimated(Double(Int.random(in: 20...90, using: &random)))
        return GridSectionMetrics(
            rowHeight: maybe(rowHeight), numberOfColumns: maybe(Int.random(in: 1...5, using: &random)), padding: maybe(padding),
            itemSpacing: maybe(Double(Int.random(in: 0...12, using: &random)) / 2),
            headerHeight: maybe(Double(Int.random(in: 0...40, using: &random))),
            showsRowSeparator: maybe(Bool.random(using: &random)), showsColumnSeparator: maybe(Bool.random(using: &random)),
            separatorInsets: maybe(EdgeInsets(top: 2, left: 8, bottom: 2, right: 0)),
            showsSectionSeparator: maybe(Bool.random(using: &random)),
            backgroundColor: maybe(Color(hex: 0x808080)))
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func rectQueriesEqualABruteForceScan(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let sectionCount = Int.random(in: 1...5, using: &random)
        let counts = (0..<sectionCount).map { _ in Int.random(in: 0...40, using: &random) }
        var sectionMetrics: [Int: GridSectionMetrics] = [:]
        for section in 0..<sectionCount where Bool.random(using: &random) { sectionMetrics[section] = randomMetrics(&random) }
        let grid = PreparedGrid(width: Double(Int.random(in: 200...400, using: &random)), itemCounts: counts,
                                defaults: randomMetrics(&random), sectionMetrics: sectionMetrics,
                                displayScale: Bool.random(using: &random) ? 1 : 2)
        // Some cells report preferred heights (variable sections only take them).
        for section in 0..<sectionCount {
            for item in 0..<counts[section] where Int.random(in: 0..<3, using: &random) == 0 {
                grid.prefer(height: Double(Int.random(in: 10...150, using: &random)), item: item, section: section)
            }
        }
        let everything = grid.allElements()
        let height = grid.layout.collectionViewContentSize.height
        for _ in 0..<40 {
            let y = Double.random(in: -50...(height + 50), using: &random)
            let query = rect(Double.random(in: -20...300, using: &random), y,
                             Double.random(in: 0...300, using: &random), Double.random(in: 0...400, using: &random))
            let expected = Set(everything.filter { $0.frame.intersects(query) }.map { Placed(key: $0.elementKey, frame: $0.frame) })
            let found = grid.layout.layoutAttributesForElements(in: query)
            #expect(found.count == Set(found.map(\.elementKey)).count, "no element twice")
            #expect(Set(found.map { Placed(key: $0.elementKey, frame: $0.frame) }) == expected, "query \(query)")
        }
        // The whole content returns every element.
        let all = grid.layout.layoutAttributesForElements(in: rect(-1, -1, grid.layout.collectionViewContentSize.width + 2, height + 2))
        #expect(all.count == everything.count)
    }
}
