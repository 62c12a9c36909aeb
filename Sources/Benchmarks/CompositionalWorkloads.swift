import CollectionLayout
import CollectionView
import Foundation
import Playground
import Typography

/// The compositional-layout workloads (issue 12), with the flow layout's figures as their peers:
/// `flow.prepare.fixed.100k` and `flow.query.10k` run in the same `bench`.
@MainActor
struct CompositionalWorkloads {
    var runs: Int
    var fonts: FontLibrary

    /// Every compositional workload's result whose name passes `filter`.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        if filter("compositional.prepare.100k") { results.append(prepare()) }
        if filter("compositional.query.100k") { results.append(query()) }
        if filter("compositional.scroll.orthogonal") { results.append(orthogonalScroll()) }
        if filter("compositional.selfsize.first-frame.100k.unique") { results.append(try selfSizingFirstFrame()) }
        return results
    }

    /// A 100,000-item grid section: four columns of a fractional group, 120 points tall.
    private static func gridLayout(estimated: Bool = false) -> CompositionalLayout {
        let height: LayoutDimension = estimated ? .estimated(120) : .absolute(120)
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: estimated ? height : .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(all: 4)
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height), subitems: [item])
        let section = LayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        return CompositionalLayout(section: section)
    }

    /// Milliseconds for a new layout's first prepare of the 100,000-item grid.
    private func prepare() -> BenchmarkResult {
        let collection = CountedCollection(counts: [100_000], bounds: Rect(x: 0, y: 0, width: 1024, height: 768))
        let samples = (0..<runs).map { _ -> Double in
            let layout = Self.gridLayout()
            layout.context = collection
            return Stopwatch.seconds { layout.prepare() } * 1000
        }
        return BenchmarkResult(name: "compositional.prepare.100k", unit: "ms", samples: samples)
    }

    /// Microseconds per attributes-in-rect query of a 1024×768 rect at seeded random offsets of the grid.
    private func query() -> BenchmarkResult {
        let collection = CountedCollection(counts: [100_000], bounds: Rect(x: 0, y: 0, width: 1024, height: 768))
        let layout = Self.gridLayout()
        layout.context = collection
        layout.prepare()
        return RectQueryBenchmark.run(layout, name: "compositional.query.100k", runs: runs)
    }

    /// Milliseconds for one frame of scrolling an orthogonal band of 1,000 groups: the band's
    /// offset moves and the visible rect is queried again (the visible-items handler scaling
    /// each visible card by its distance from the middle, as the built-in page does).
    private func orthogonalScroll() -> BenchmarkResult {
        let collection = CountedCollection(counts: [1000], bounds: Rect(x: 0, y: 0, width: 1024, height: 768))
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(layoutSize: LayoutSize(widthDimension: .absolute(200), heightDimension: .absolute(240)),
                                           subitems: [item])
        let section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 12
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.visibleItemsInvalidationHandler = { cells, _, environment in
            let middle = environment.containerSize.width / 2
            for index in cells.indices {
                let scale = 1 - 0.2 * min(1, abs(cells[index].center.x - middle) / middle)
                cells[index].transform3D = .scale(x: scale, y: scale, z: 1)
            }
        }
        let layout = CompositionalLayout(section: section)
        layout.context = collection
        layout.prepare()
        let maximum = layout.orthogonalBand(forSection: 0)?.maximumOffset ?? 0
        let frames = 1000
        var found = 0, offset = 0.0
        let samples = (0..<runs).map { _ in
            Stopwatch.seconds {
                for _ in 0..<frames {
                    offset = offset + 17 > maximum ? 0 : offset + 17
                    layout.setOrthogonalOffset(offset, forSection: 0)
                    found += layout.layoutAttributesForElements(in: collection.bounds).count
                }
            } / Double(frames) * 1000
        }
        precondition(found > 0 && maximum > 100_000, "the band is empty or short")
        return BenchmarkResult(name: "compositional.scroll.orthogonal", unit: "ms", samples: samples)
    }

    /// Milliseconds from a new 100,000-item grid whose heights are estimated to its first screen
    /// measured from real text (body at L) in which no word repeats, so no shaping cache helps.
    private func selfSizingFirstFrame() throws -> BenchmarkResult {
        let font = try fonts.face(for: .body)
        let pointSize = TextStyle.body.pointSize(for: .L)
        var generator = SplitMix64(seed: 12)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var serial = 0
        // Each word is a fresh letter string with a serial number spelled in letters: never the same twice.
        let texts = (0..<400).map { _ in
            (0..<Int.random(in: 6...24, using: &generator)).map { _ -> String in
                serial += 1
                var word = String((0..<Int.random(in: 2...7, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
                var number = serial
                while number > 0 { word.append(letters[number % 26]); number /= 26 }
                return word
            }.joined(separator: " ")
        }
        let data = CollectionData(sections: [CollectionData.Section(id: "s0", itemIDs: (0..<100_000).map { "i\($0)" })])
        let samples = (0..<runs).map { _ -> Double in
            let sizer = TextCellSizer(texts: texts, font: font, pointSize: pointSize, measurer: fonts.makeMeasurer())
            return Stopwatch.seconds {
                let view = CollectionView(data: data, layout: Self.gridLayout(estimated: true), viewportSize: Size(width: 1024, height: 768))
                view.cellSizer = sizer
                view.layoutIfNeeded()
                precondition(sizer.measured > 0, "nothing was measured")
            } * 1000
        }
        return BenchmarkResult(name: "compositional.selfsize.first-frame.100k.unique", unit: "ms", samples: samples)
    }
}
