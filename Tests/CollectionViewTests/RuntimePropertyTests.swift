import CollectionLayout
import Testing
@testable import CollectionView

/// Random sequences of updates, layout switches and scrolls, sampled at random moments, never
/// produce NaN or infinite values, never lose or duplicate an id, and always settle exactly on
/// the current layout's attributes.
@MainActor @Suite struct RuntimePropertyTests {
    private func finite(_ attributes: LayoutAttributes) -> Bool {
        let values = [attributes.center.x, attributes.center.y, attributes.size.width, attributes.size.height, attributes.alpha]
            + attributes.transform3D.m
        return values.allSatisfy(\.isFinite)
    }

    @Test func randomSequencesStayFiniteKeepIDsAndSettle() throws {
        var generator = SplitMix64(seed: 2024)
        for round in 0..<25 {
            var ids = (0..<Int.random(in: 5...80, using: &generator)).map { "r\(round)-\($0)" }
            var nextID = ids.count
            let flow = FlowLayout()
            flow.metrics = FlowSectionMetrics(itemSize: Size(width: 90, height: 70))
            var isFlow = true
            let view = CollectionView(data: CollectionData(sections: [.init(id: "s0", itemIDs: ids)]), layout: flow,
                                      viewportSize: Size(width: 400, height: 500))
            var time = 0.0
            for _ in 0..<30 {
                switch Int.random(in: 0..<5, using: &generator) {
                case 0:
                    // A new snapshot: some removed, some added, some shuffled.
                    ids.removeAll { _ in Int.random(in: 0..<5, using: &generator) == 0 }
                    for _ in 0..<Int.random(in: 0...6, using: &generator) {
                        ids.insert("r\(round)-\(nextID)", at: Int.random(in: 0...ids.count, using: &generator))
                        nextID += 1
                    }
                    if Bool.random(using: &generator), ids.count > 2 { ids.swapAt(0, ids.count - 1) }
                    view.apply(CollectionData(sections: [.init(id: "s0", itemIDs: ids)]))
                case 1:
                    if isFlow {
                        view.setLayout(CircleLayout(), animated: true)
                    } else {
                        let next = FlowLayout()
                        next.metrics = flow.metrics
                        view.setLayout(next, animated: true)
                    }
                    isFlow.toggle()
                case 2:
                    view.setContentOffset(Point(x: 0, y: Double.random(in: 0...3000, using: &generator)),
                                          animated: Bool.random(using: &generator))
                default:
                    time += Double.random(in: 0...0.3, using: &generator)
                    view.advance(to: time)
                }
                #expect(view.data.allItemIDs == ids)
                let presented = view.presentationElements()
                #expect(presented.allSatisfy { finite($0.attributes) })
                #expect(Set(presented.map(\.identity)).count == presented.count)
                #expect(view.contentOffset.x.isFinite && view.contentOffset.y.isFinite)
            }
            time += 20
            view.advance(to: time)
            #expect(!view.isAnimating)
            // Settled: what is shown is exactly the layout's visible attributes.
            let shown = Dictionary(uniqueKeysWithValues: view.presentationElements().map { ($0.identity, $0.attributes.frame) })
            var expected: [ElementIdentity: Rect] = [:]
            for attributes in view.layout.layoutAttributesForElements(in: view.bounds) {
                expected[view.identity(of: attributes)!] = attributes.frame
            }
            #expect(shown == expected)
        }
    }
}
