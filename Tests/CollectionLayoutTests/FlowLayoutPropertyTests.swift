@testable import CollectionLayout
import Testing

/// Properties every flow layout must have, checked over 200 seeded random configurations in both scroll directions.
@Suite("Flow layout: properties of random configurations")
struct FlowLayoutPropertyTests {
    static let configurationCount = 200
    static let seed: UInt64 = 0x5EED_F10C_2024
    static let tolerance = 1e-6

    static let configurations: [RandomFlowConfiguration] = (0..<configurationCount).map {
        RandomFlowConfiguration(index: $0, seed: seed &+ UInt64($0))
    }

    @Test("The random configurations cover both scroll directions, headers, footers, pinning and empty sections")
    func coverage() {
        let all = Self.configurations
        #expect(all.contains { $0.direction == .vertical })
        #expect(all.contains { $0.direction == .horizontal })
        #expect(all.contains { $0.pinsHeaders })
        #expect(all.contains { $0.sections.isEmpty })
        #expect(all.contains { $0.sections.contains { $0.sizes.isEmpty } })
        #expect(all.contains { $0.sections.contains { $0.metrics.headerReferenceSize != .zero } })
        #expect(all.contains { $0.sections.contains { $0.metrics.footerReferenceSize != .zero } })
        #expect(all.reduce(0) { $0 + $1.sections.reduce(0) { $0 + $1.sizes.count } } > 2000)
    }

    @Test("No two cells overlap")
    func cellsDoNotOverlap() {
        var failures = Failures()
        for configuration in Self.configurations {
            let flow = configuration.make(pinning: false)
            let cells = flow.allElements().filter { $0.category == .cell }
            for i in cells.indices {
                for j in cells.indices where j > i {
                    let a = cells[i].frame, b = cells[j].frame
                    let overlapX = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                    let overlapY = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                    if overlapX > Self.tolerance && overlapY > Self.tolerance {
                        failures.add(configuration, "cells \(cells[i].indexPath) \(a) and \(cells[j].indexPath) \(b) overlap")
                    }
                }
            }
        }
        failures.check()
    }

    @Test("Headers and footers (unpinned) overlap no cell and no other header or footer")
    func supplementaryViewsDoNotOverlap() {
        var failures = Failures()
        for configuration in Self.configurations {
            let flow = configuration.make(pinning: false)
            let elements = flow.allElements()
            for supplementary in elements where supplementary.category == .supplementary {
                for other in elements where other.elementKey != supplementary.elementKey {
                    let a = supplementary.frame, b = other.frame
                    let overlapX = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                    let overlapY = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                    if overlapX > Self.tolerance && overlapY > Self.tolerance {
                        failures.add(configuration, "\(supplementary.elementKey.short) \(a) overlaps \(other.elementKey.short) \(b)")
                    }
                }
            }
        }
        failures.check()
    }

    @Test("Every element, pinned headers included, lies inside the content size; the cross extent is the viewport's")
    func elementsInsideContentSize() {
        var failures = Failures()
        for configuration in Self.configurations {
            let flow = configuration.make()
            let content = flow.contentSize
            let axes = TestAxes(configuration.direction)
            if axes.cross(of: content) != axes.cross(of: configuration.viewport) {
                failures.add(configuration, "content size \(content) for viewport \(configuration.viewport)")
            }
            for element in flow.allElements() {
                let f = element.frame
                if f.minX < -Self.tolerance || f.minY < -Self.tolerance
                    || f.maxX > content.width + Self.tolerance || f.maxY > content.height + Self.tolerance {
                    failures.add(configuration, "\(element.elementKey.short) \(f) outside content size \(content)")
                }
            }
        }
        failures.check()
    }

    @Test("Consecutive items on a line are at least minimumInteritemSpacing apart")
    func interitemSpacing() {
        var failures = Failures()
        for configuration in Self.configurations {
            let flow = configuration.make(pinning: false)
            let axes = TestAxes(configuration.direction)
            for (section, spec) in configuration.sections.enumerated() {
                for line in axes.lines(of: flow.items(section: section)) {
                    for (previous, next) in zip(line, line.dropFirst()) {
                        let gap = axes.crossMin(next.frame) - axes.crossMax(previous.frame)
                        if gap < spec.metrics.minimumInteritemSpacing - Self.tolerance {
                            failures.add(configuration, "section \(section): items \(previous.item) and \(next.item) "
                                + "\(gap) apart, minimum \(spec.metrics.minimumInteritemSpacing)")
                        }
                    }
                }
            }
        }
        failures.check()
    }

    @Test("Consecutive lines are at least minimumLineSpacing apart")
    func lineSpacing() {
        var failures = Failures()
        for configuration in Self.configurations {
            let flow = configuration.make(pinning: false)
            let axes = TestAxes(configuration.direction)
            for (section, spec) in configuration.sections.enumerated() {
                let lines = axes.lines(of: flow.items(section: section))
                for (previous, next) in zip(lines, lines.dropFirst()) {
                    let previousEnd = previous.map { axes.mainMax($0.frame) }.max() ?? 0
                    let nextStart = next.map { axes.mainMin($0.frame) }.min() ?? 0
                    if nextStart - previousEnd < spec.metrics.minimumLineSpacing - Self.tolerance {
                        failures.add(configuration, "section \(section): lines starting at items \(previous[0].item) "
                            + "and \(next[0].item) are \(nextStart - previousEnd) apart, "
                            + "minimum \(spec.metrics.minimumLineSpacing)")
                    }
                }
            }
        }
        failures.check()
    }

    @Test("Every frame matches a model written straight from the rules of uikit-flow-layout.md")
    func framesMatchTheRules() {
        var failures = Failures()
        for configuration in Self.configurations {
            let flow = configuration.make(pinning: false)
            let model = configuration.expectedLayout()
            if !approximately(flow.contentSize, model.contentSize, tolerance: Self.tolerance) {
                failures.add(configuration, "content size \(flow.contentSize), expected \(model.contentSize)")
            }
            let actual = Dictionary(flow.allElements().map { ($0.elementKey, $0.frame) }) { first, _ in first }
            if Set(actual.keys) != Set(model.frames.keys) {
                failures.add(configuration, "elements \(actual.keys.sorted()), expected \(model.frames.keys.sorted())")
                continue
            }
            for (key, frame) in model.frames.sorted(by: { $0.key < $1.key }) {
                if let found = actual[key], !approximately(found, frame, tolerance: Self.tolerance) {
                    failures.add(configuration, "\(key.kind ?? "cell") \(key.indexPath) at \(found), expected \(frame)")
                }
            }
        }
        failures.check()
    }

    @Test("layoutAttributesForElements(in:) returns exactly what a brute-force scan finds, for random rects")
    func rectQueryMatchesBruteForce() {
        Self.checkRectQueries { configuration, elements, contentSize, rng in
            configuration.randomQueryRects(contentSize: contentSize, using: &rng)
        }
    }

    @Test("layoutAttributesForElements(in:) agrees with a brute-force scan for rects whose edges touch elements' edges")
    func rectQueryMatchesBruteForceAtTouchingEdges() {
        Self.checkRectQueries { configuration, elements, contentSize, rng in
            configuration.touchingQueryRects(elements: elements, contentSize: contentSize, using: &rng)
        }
    }

    /// Compares every query's answer, as a set and without duplicates, with a scan of every element by
    /// `layoutAttributesForItem` / `layoutAttributesForSupplementaryView` filtered by `frame.intersects(rect)`.
    static func checkRectQueries(sourceLocation: SourceLocation = #_sourceLocation,
                                 _ rects: (RandomFlowConfiguration, [LayoutAttributes], Size, inout SplitMix64) -> [Rect]) {
        var failures = Failures()
        for configuration in configurations {
            let flow = configuration.make()
            let all = flow.allElements()
            var rng = SplitMix64(seed: seed ^ (UInt64(configuration.index) &* 0x9E37_79B9))
            for query in rects(configuration, all, flow.contentSize, &rng) {
                let found = flow.layout.layoutAttributesForElements(in: query)
                let expected = Set(all.filter { $0.frame.intersects(query) })
                let foundSet = Set(found)
                if found.count != foundSet.count {
                    failures.add(configuration, "query \(query) returned duplicates")
                }
                if foundSet != expected {
                    let missing = expected.subtracting(foundSet).map { "\($0.elementKey.short) \($0.frame)" }
                    let extra = foundSet.subtracting(expected).map { "\($0.elementKey.short) \($0.frame)" }
                    failures.add(configuration, "query \(query): missing \(missing), unexpected \(extra)")
                }
            }
        }
        failures.check(sourceLocation: sourceLocation)
    }
}

// MARK: - Random configurations

/// One random flow-layout setup: the viewport, what the collection holds and each section's metrics.
struct RandomFlowConfiguration: CustomStringConvertible {
    /// One section: its metrics and the size of every item (some given by the delegate).
    struct Section {
        var metrics: FlowSectionMetrics
        var sizes: [Size]
        var delegateSizes: [Int: Size]
    }

    var index: Int
    var direction: ScrollDirection
    var viewport: Size
    var origin: Point
    var pinsHeaders: Bool
    var sections: [Section]

    init(index: Int, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        self.index = index
        let integral = Bool.random(using: &rng)
        func value(_ range: ClosedRange<Double>) -> Double {
            let raw = Double.random(in: range, using: &rng)
            return integral ? raw.rounded(.down) : raw
        }
        func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < probability }

        direction = Bool.random(using: &rng) ? .vertical : .horizontal
        let axes = TestAxes(direction)
        let crossExtent = value(120...600)
        viewport = axes.size(cross: crossExtent, main: value(100...800))
        pinsHeaders = chance(0.3)
        origin = axes.point(cross: 0, main: value(-50...1500))

        let sectionCount = chance(0.05) ? 0 : Int.random(in: 1...5, using: &rng)
        sections = []
        for _ in 0..<sectionCount {
            let crossStart = chance(0.4) ? 0 : value(0...30)
            let crossEnd = chance(0.4) ? 0 : value(0...30)
            let mainStart = chance(0.4) ? 0 : value(0...30)
            let mainEnd = chance(0.4) ? 0 : value(0...30)
            let inset = axes.insets(crossStart: crossStart, crossEnd: crossEnd, mainStart: mainStart, mainEnd: mainEnd)
            let interitem = chance(0.15) ? 0 : value(0...20)
            let line = chance(0.15) ? 0 : value(0...20)
            let header = chance(0.5) ? Size.zero : axes.size(cross: value(0...100), main: value(5...60))
            let footer = chance(0.6) ? Size.zero : axes.size(cross: value(0...100), main: value(5...60))
            let available = crossExtent - crossStart - crossEnd
            let count = chance(0.1) ? 0 : Int.random(in: 1...(chance(0.2) ? 80 : 25), using: &rng)

            let itemSize: Size
            var delegateSizes: [Int: Size] = [:]
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                // Equal items.
                itemSize = axes.size(cross: value(1...min(available, 200)), main: value(1...120))
            case 1:
                // A grid whose lines are filled exactly by k items with exactly the minimum spacing.
                let k = Double(Int.random(in: 1...6, using: &rng))
                let cross = (available - (k - 1) * interitem) / k
                itemSize = axes.size(cross: max(1, cross), main: value(1...120))
            default:
                // Every item its own size, now and then exactly as wide as the line.
                itemSize = axes.size(cross: 50, main: 50)
                for item in 0..<count where chance(0.9) {
                    let cross = chance(0.05) ? available : value(1...available)
                    delegateSizes[item] = axes.size(cross: cross, main: value(1...120))
                }
            }
            let metrics = FlowSectionMetrics(itemSize: itemSize, minimumInteritemSpacing: interitem,
                                             minimumLineSpacing: line, sectionInset: inset,
                                             headerReferenceSize: header, footerReferenceSize: footer)
            let sizes = (0..<count).map { delegateSizes[$0] ?? itemSize }
            sections.append(Section(metrics: metrics, sizes: sizes, delegateSizes: delegateSizes))
        }
    }

    /// Builds and prepares the layout; `pinning` overrides the configuration's own choice.
    func make(pinning: Bool? = nil) -> PreparedLayout {
        let flow = PreparedLayout(width: viewport.width, height: viewport.height,
                                  itemCounts: sections.map(\.sizes.count),
                                  scrollDirection: direction,
                                  metrics: FlowSectionMetrics(itemSize: Size(width: 7, height: 7)),
                                  pinsHeaders: pinning ?? pinsHeaders) { collection in
            for (section, spec) in sections.enumerated() {
                collection.sectionMetrics[section] = spec.metrics
                for (item, size) in spec.delegateSizes {
                    collection.itemSizes[IndexPath(item: item, section: section)] = size
                }
            }
        }
        flow.scroll(to: origin)
        return flow
    }

    /// Rectangles to query: the whole content and more, an empty one, the visible bounds, and random ones.
    func randomQueryRects(contentSize: Size, using rng: inout SplitMix64) -> [Rect] {
        var rects = [
            Rect(x: 0, y: 0, width: contentSize.width, height: contentSize.height),
            Rect(x: -1000, y: -1000, width: contentSize.width + 2000, height: contentSize.height + 2000),
            Rect(x: 10, y: 10, width: 0, height: 0),
            Rect(origin: origin, size: viewport),
        ]
        for _ in 0..<16 {
            rects.append(Rect(x: Double.random(in: -100...(contentSize.width + 100), using: &rng),
                              y: Double.random(in: -100...(contentSize.height + 100), using: &rng),
                              width: Double.random(in: 0...500, using: &rng),
                              height: Double.random(in: 0...500, using: &rng)))
        }
        return rects
    }

    /// Rectangles starting exactly where an element's frame ends, or ending exactly where one starts,
    /// along either axis, and tiny ones inside an element.
    func touchingQueryRects(elements: [LayoutAttributes], contentSize: Size, using rng: inout SplitMix64) -> [Rect] {
        guard !elements.isEmpty else { return [] }
        var rects: [Rect] = []
        let axes = TestAxes(direction)
        let crossAll = axes.cross(of: contentSize) + 20
        let mainAll = axes.main(of: contentSize) + 20
        for _ in 0..<6 {
            let frame = elements[Int.random(in: 0..<elements.count, using: &rng)].frame
            let extent = Double.random(in: 1...300, using: &rng)
            rects.append(axes.rect(cross: -10, main: axes.mainMax(frame), crossSize: crossAll, mainSize: extent))
            rects.append(axes.rect(cross: -10, main: axes.mainMin(frame) - extent, crossSize: crossAll, mainSize: extent))
            rects.append(axes.rect(cross: axes.crossMax(frame), main: -10, crossSize: extent, mainSize: mainAll))
            rects.append(axes.rect(cross: axes.crossMin(frame) - extent, main: -10, crossSize: extent, mainSize: mainAll))
            rects.append(axes.rect(cross: axes.crossMin(frame) + 0.25, main: axes.mainMin(frame) + 0.25,
                                   crossSize: 0.5, mainSize: 0.5))
        }
        return rects
    }

    var description: String {
        let parts = sections.enumerated().map { index, section in
            let m = section.metrics
            return "s\(index): \(section.sizes.count) items (itemSize \(m.itemSize), \(section.delegateSizes.count) own sizes), "
                + "spacing \(m.minimumInteritemSpacing)/\(m.minimumLineSpacing), inset \(m.sectionInset), "
                + "header \(m.headerReferenceSize), footer \(m.footerReferenceSize)"
        }
        return "configuration #\(index) [\(direction), viewport \(viewport), origin \(origin), "
            + "pinned \(pinsHeaders)] " + parts.joined(separator: "; ")
    }
}

// MARK: - The rules, as a model

/// The frames the rules of `uikit-flow-layout.md` give a configuration (headers unpinned).
struct ExpectedFlowLayout {
    var frames: [ElementKey: Rect] = [:]
    var contentSize: Size = .zero
}

extension RandomFlowConfiguration {
    /// Lays the configuration out by the rules, independently of `FlowLayout`'s code.
    func expectedLayout() -> ExpectedFlowLayout {
        let axes = TestAxes(direction)
        let crossExtent = axes.cross(of: viewport)
        var model = ExpectedFlowLayout()
        var position = 0.0
        for (section, spec) in sections.enumerated() {
            let m = spec.metrics
            let inset = axes.axisInsets(m.sectionInset)
            let sectionPath = IndexPath(item: 0, section: section)
            // Rule 6: header, inset, lines, inset, footer; headers and footers span the full cross extent.
            let headerExtent = axes.main(of: m.headerReferenceSize)
            if headerExtent > 0 {
                model.frames[ElementKey(category: .supplementary, kind: ElementKind.header, indexPath: sectionPath)] =
                    axes.rect(cross: 0, main: position, crossSize: crossExtent, mainSize: headerExtent)
                position += headerExtent
            }
            position += inset.mainStart
            let available = crossExtent - inset.crossStart - inset.crossEnd
            let crossSizes = spec.sizes.map { axes.cross(of: $0) }
            let spacing = m.minimumInteritemSpacing

            // Rule 1: greedy line breaking while Σ + (n−1)·spacing ≤ available.
            var lines: [[Int]] = []
            for item in spec.sizes.indices {
                if var current = lines.last, !current.isEmpty {
                    let used = current.map { crossSizes[$0] }.reduce(0, +) + Double(current.count) * spacing
                    if used + crossSizes[item] <= available + 1e-9 {
                        current.append(item)
                        lines[lines.count - 1] = current
                        continue
                    }
                }
                lines.append([item])
            }

            for (lineIndex, line) in lines.enumerated() {
                if lineIndex > 0 { position += m.minimumLineSpacing }
                let isLast = lineIndex == lines.count - 1
                let total = line.map { crossSizes[$0] }.reduce(0, +)
                var offsets: [Double] = []
                if line.count == 1 && !isLast {
                    // Rule 3: a lone item that is not on the last line is centred.
                    offsets = [(available - total) / 2]
                } else {
                    // Rule 2 (justified), or rule 4: the last line imagined filled with copies of its last item.
                    var slots = line.count
                    var filled = total
                    if isLast {
                        let last = crossSizes[line[line.count - 1]]
                        while filled + last + Double(slots) * spacing <= available + 1e-9 {
                            filled += last
                            slots += 1
                        }
                    }
                    let gap = slots > 1 ? (available - filled) / Double(slots - 1) : 0
                    var cross = 0.0
                    for item in line {
                        offsets.append(cross)
                        cross += crossSizes[item] + gap
                    }
                }
                // Rule 5: the line is as tall as its tallest item; items are centred in it.
                let lineExtent = line.map { axes.main(of: spec.sizes[$0]) }.max() ?? 0
                for (item, offset) in zip(line, offsets) {
                    let itemMain = axes.main(of: spec.sizes[item])
                    model.frames[ElementKey(category: .cell, kind: nil, indexPath: IndexPath(item: item, section: section))] =
                        axes.rect(cross: inset.crossStart + offset, main: position + (lineExtent - itemMain) / 2,
                                  crossSize: crossSizes[item], mainSize: itemMain)
                }
                position += lineExtent
            }
            position += inset.mainEnd
            let footerExtent = axes.main(of: m.footerReferenceSize)
            if footerExtent > 0 {
                model.frames[ElementKey(category: .supplementary, kind: ElementKind.footer, indexPath: sectionPath)] =
                    axes.rect(cross: 0, main: position, crossSize: crossExtent, mainSize: footerExtent)
                position += footerExtent
            }
        }
        // Rule 7: the viewport's cross extent by the sum of the sections.
        model.contentSize = axes.size(cross: crossExtent, main: position)
        return model
    }
}

// MARK: - Helpers

/// The scroll axis (`main`) and the axis lines run along (`cross`) for one scroll direction.
struct TestAxes {
    var direction: ScrollDirection
    init(_ direction: ScrollDirection) { self.direction = direction }

    var vertical: Bool { direction == .vertical }
    func main(of size: Size) -> Double { vertical ? size.height : size.width }
    func cross(of size: Size) -> Double { vertical ? size.width : size.height }
    func mainMin(_ r: Rect) -> Double { vertical ? r.minY : r.minX }
    func mainMax(_ r: Rect) -> Double { vertical ? r.maxY : r.maxX }
    func crossMin(_ r: Rect) -> Double { vertical ? r.minX : r.minY }
    func crossMax(_ r: Rect) -> Double { vertical ? r.maxX : r.maxY }
    func mainMid(_ r: Rect) -> Double { vertical ? r.midY : r.midX }

    func size(cross: Double, main: Double) -> Size {
        vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
    }
    func point(cross: Double, main: Double) -> Point {
        vertical ? Point(x: cross, y: main) : Point(x: main, y: cross)
    }
    func rect(cross: Double, main: Double, crossSize: Double, mainSize: Double) -> Rect {
        Rect(origin: point(cross: cross, main: main), size: size(cross: crossSize, main: mainSize))
    }
    func insets(crossStart: Double, crossEnd: Double, mainStart: Double, mainEnd: Double) -> EdgeInsets {
        vertical ? EdgeInsets(top: mainStart, left: crossStart, bottom: mainEnd, right: crossEnd)
                 : EdgeInsets(top: crossStart, left: mainStart, bottom: crossEnd, right: mainEnd)
    }
    func axisInsets(_ i: EdgeInsets) -> (crossStart: Double, crossEnd: Double, mainStart: Double, mainEnd: Double) {
        vertical ? (i.left, i.right, i.top, i.bottom) : (i.top, i.bottom, i.left, i.right)
    }

    /// An item of a section with its frame.
    struct PlacedItem {
        var item: Int
        var frame: Rect
    }

    /// Groups a section's item frames into lines: the items of a line are centred on one middle along
    /// the scroll axis, and lines of positive extent never share a middle.
    func lines(of frames: [Rect]) -> [[PlacedItem]] {
        var lines: [[PlacedItem]] = []
        for (item, frame) in frames.enumerated() {
            if let last = lines.last?.last, abs(mainMid(last.frame) - mainMid(frame)) < 1e-6 {
                lines[lines.count - 1].append(PlacedItem(item: item, frame: frame))
            } else {
                lines.append([PlacedItem(item: item, frame: frame)])
            }
        }
        return lines
    }
}

/// Collects property violations and reports them as one issue, so a systematic bug does not flood the log.
struct Failures {
    private(set) var messages: [String] = []
    private var configurations: Set<Int> = []

    mutating func add(_ configuration: RandomFlowConfiguration, _ message: String) {
        if !configurations.contains(configuration.index) && configurations.count < 3 {
            messages.append("\(configuration)")
        }
        configurations.insert(configuration.index)
        if messages.count < 12 { messages.append("  #\(configuration.index): \(message)") }
    }

    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(messages.isEmpty,
                "\(configurations.count) failing configurations, e.g.:\n\(messages.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
    }
}

extension ElementKey {
    /// A short form such as `cell [0, 3]` or `header [1, 0]`.
    var short: String { "\(kind ?? "cell") \(indexPath)" }
}

/// Whether two sizes agree to within `tolerance`.
func approximately(_ a: Size, _ b: Size, tolerance: Double = 1e-9) -> Bool {
    approximately(a.width, b.width, tolerance: tolerance) && approximately(a.height, b.height, tolerance: tolerance)
}
