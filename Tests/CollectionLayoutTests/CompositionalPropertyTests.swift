@testable import CollectionLayout
import Testing

/// Random descriptions against expectations computed independently, from the reference's rules.
@Suite struct CompositionalPropertyTests {
    private func random(_ range: ClosedRange<Double>, _ rng: inout SplitMix64) -> Double {
        (Double.random(in: range, using: &rng) * 2).rounded() / 2
    }

    @Test func fractionalItemsTakeFractionsOfTheEffectiveContainer() {
        var rng = SplitMix64(seed: 0xC0DE)
        for _ in 0..<50 {
            let width = random(200...900, &rng), columns = Int.random(in: 1...5, using: &rng)
            let rowHeight = random(20...150, &rng), heightFraction = Double.random(in: 0.2...1, using: &rng)
            let sectionInsets = DirectionalEdgeInsets(top: random(0...20, &rng), leading: random(0...30, &rng),
                                                      bottom: random(0...20, &rng), trailing: random(0...30, &rng))
            let groupInsets = DirectionalEdgeInsets(top: random(0...8, &rng), leading: random(0...8, &rng),
                                                    bottom: random(0...8, &rng), trailing: random(0...8, &rng))
            let spacing = random(0...12, &rng), count = Int.random(in: 0...30, using: &rng)
            let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1 / Double(columns)), .fractionalHeight(heightFraction)))
            let group = LayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(rowHeight)), subitems: [item])
            group.contentInsets = groupInsets
            let section = LayoutSection(group: group)
            section.contentInsets = sectionInsets
            section.interGroupSpacing = spacing
            let prepared = PreparedCompositional(section: section, width: width, itemCounts: [count])

            // The group's inner width: the view less the section's and the group's leading/trailing insets.
            let innerWidth = width - sectionInsets.leading - sectionInsets.trailing - groupInsets.leading - groupInsets.trailing
            let innerHeight = rowHeight - groupInsets.top - groupInsets.bottom
            let itemWidth = innerWidth / Double(columns)
            var expected: [Rect] = []
            for index in 0..<count {
                let row = Double(index / columns), column = Double(index % columns)
                expected.append(rect(sectionInsets.leading + groupInsets.leading + column * itemWidth,
                                     sectionInsets.top + row * (rowHeight + spacing) + groupInsets.top,
                                     itemWidth, heightFraction * innerHeight))
            }
            #expect(approximately(prepared.items(), expected, tolerance: 1e-6))
            let rows = Double((count + columns - 1) / columns)
            let contentHeight = sectionInsets.top + sectionInsets.bottom + (rows > 0 ? rows * rowHeight + (rows - 1) * spacing : 0)
            #expect(approximately(prepared.contentSize.height, contentHeight, tolerance: 1e-6))
        }
    }

    @Test func countGroupsShareTheirExtentEqually() {
        var rng = SplitMix64(seed: 0xC047)
        for _ in 0..<50 {
            let width = random(200...900, &rng), n = Int.random(in: 1...7, using: &rng), spacing = random(0...16, &rng)
            // The item's own width (999) is ignored on the group's axis.
            let item = LayoutItem(layoutSize: layoutSize(.absolute(999), .fractionalHeight(1)))
            let group = LayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(60)), subitem: item, count: n)
            group.interItemSpacing = .fixed(spacing)
            let prepared = PreparedCompositional(section: LayoutSection(group: group), width: width, itemCounts: [n * 2])
            let itemWidth = (width - spacing * Double(n - 1)) / Double(n)
            let expected = (0..<(n * 2)).map { index in
                rect(Double(index % n) * (itemWidth + spacing), Double(index / n) * 60, itemWidth, 60)
            }
            #expect(approximately(prepared.items(), expected, tolerance: 1e-6))
        }
    }

    @Test func flexibleSpacingsShareTheLeftoverSpaceEqually() {
        var rng = SplitMix64(seed: 0xF1E7)
        for _ in 0..<50 {
            let width = random(300...900, &rng), minimum = random(0...(0.04 * width), &rng), edge = random(0...10, &rng)
            // Each width in 27–30 % of the view: three fit (with two minimum spacings), a fourth does not.
            let widths = (0..<3).map { _ in Double.random(in: (0.27 * width)...(0.30 * width), using: &rng) }
            let items = widths.map { LayoutItem(layoutSize: layoutSize(.absolute($0), .absolute(40))) }
            items[0].edgeSpacing = LayoutEdgeSpacing(leading: .flexible(edge))
            let group = LayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: items)
            group.interItemSpacing = .flexible(minimum)
            let prepared = PreparedCompositional(section: LayoutSection(group: group), width: width, itemCounts: [3])
            // Three flexible spacings (the leading edge spacing and two gaps) share what is left.
            let share = (width - widths.reduce(0, +) - 2 * minimum - edge) / 3
            let x0 = edge + share
            let x1 = x0 + widths[0] + minimum + share
            let x2 = x1 + widths[1] + minimum + share
            #expect(approximately(prepared.items(), [rect(x0, 0, widths[0], 40), rect(x1, 0, widths[1], 40), rect(x2, 0, widths[2], 40)],
                                  tolerance: 1e-6))
            #expect(approximately(x2 + widths[2], width, tolerance: 1e-6))
        }
    }

    @Test func interSectionSpacingComesBetweenSectionsNotAfterTheLast() {
        var rng = SplitMix64(seed: 0x5EC7)
        for _ in 0..<30 {
            let sectionCount = Int.random(in: 1...6, using: &rng), spacing = random(0...40, &rng)
            let heights = (0..<sectionCount).map { _ in random(10...80, &rng) }
            let counts = (0..<sectionCount).map { _ in Int.random(in: 1...5, using: &rng) }
            let layout = CompositionalLayout(configuration: CompositionalLayoutConfiguration(interSectionSpacing: spacing)) { index, _ in
                let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
                return LayoutSection(group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(heights[index])), subitems: [item]))
            }
            let prepared = PreparedCompositional(layout, itemCounts: counts)
            var y = 0.0
            for section in 0..<sectionCount {
                #expect(approximately(prepared.item(0, section: section).minY, y))
                y += Double(counts[section]) * heights[section]
                if section < sectionCount - 1 { y += spacing }
            }
            #expect(approximately(prepared.contentSize.height, y))
        }
    }

    @Test func nestedGroupsToThreeLevels() {
        // A 300 × 120 row: a leading 0.5w item (150 × 120) and a 0.5w vertical group (150 wide)
        // holding a 1.0w × 0.5h horizontal group of count 2 (two 75 × 60 items) above a
        // 1.0w × 0.5h item (150 × 60).
        let big = LayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
        let small = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let pair = LayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)), subitem: small, count: 2)
        let wide = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = LayoutGroup.vertical(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [pair, wide])
        let row = LayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(120)), subitems: [big, column])
        let prepared = PreparedCompositional(section: LayoutSection(group: row), width: 300, itemCounts: [8])
        #expect(prepared.items() == [rect(0, 0, 150, 120), rect(150, 0, 75, 60), rect(225, 0, 75, 60), rect(150, 60, 150, 60),
                                     rect(0, 120, 150, 120), rect(150, 120, 75, 60), rect(225, 120, 75, 60), rect(150, 180, 150, 60)])
    }

    @Test func customGroupsPlaceFramesRelativeToTheGroup() {
        let group = LayoutGroup.custom(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100))) { environment in
            [LayoutGroupCustomItem(frame: rect(10, 10, 50, 50)),
             LayoutGroupCustomItem(frame: rect(environment.containerSize.width - 60, 40, 50, 50))]
        }
        let prepared = PreparedCompositional(section: LayoutSection(group: group), width: 300, itemCounts: [3])
        // The group is 300 wide, so the second frame is at 300 − 60 = 240; group 1 starts at y 100.
        #expect(prepared.items() == [rect(10, 10, 50, 50), rect(240, 40, 50, 50), rect(10, 110, 50, 50)])
    }

    @Test func theSectionProviderSeesWidthAndTextSize() {
        let layout = CompositionalLayout { _, environment in
            let columns = environment.isAccessibilityCategory ? 1 : (environment.containerSize.width >= 600 ? 3 : 2)
            let item = LayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
            return LayoutSection(group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitem: item, count: columns))
        }
        let prepared = PreparedCompositional(layout, width: 300, itemCounts: [6])
        #expect(prepared.item(0).width == 150)
        prepared.collection.bounds.size.width = 900
        layout.prepare()
        #expect(prepared.item(0).width == 300)
        layout.contentSizeCategory = "accessibilityLarge"
        layout.prepare()
        #expect(prepared.item(0).width == 900)
    }
}
