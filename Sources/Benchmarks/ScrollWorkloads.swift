import CollectionLayout
import CollectionView
import Playground
import Typography

/// Scrolling workloads: one scroll frame of a large flow with and without pinned headers, and
/// one frame of a text-heavy scene with and without reused cell drawings.
@MainActor
struct ScrollWorkloads {
    var runs: Int
    var fonts: FontLibrary

    /// Every scroll workload's result whose name passes `filter`.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        var results: [BenchmarkResult] = []
        for (name, pinned) in [("flow.scroll.pinned.100k", true), ("flow.scroll.unpinned.100k", false)] where filter(name) {
            results.append(scrollFrame(name: name, pinsHeaders: pinned))
        }
        if filter("flow.scroll.unpinned.100k.traced") {
            results.append(scrollFrame(name: "flow.scroll.unpinned.100k.traced", pinsHeaders: false, traced: true))
        }
        if filter("scroll.frame.reuse") || filter("scroll.frame.noreuse") {
            results += try textFrames()
        }
        return results
    }

    /// Microseconds for one scroll frame of 100,000 items (1,000 sections of 100 90×90 items
    /// under a 40-point header, 1024×768): move the content offset by 37 points, then find what
    /// is on screen as drawing does (`presentationElements`). Each sample is the mean of 200 frames.
    /// With `traced`, a `LayoutTrace` records every call to the layout (the inspector open).
    private func scrollFrame(name: String, pinsHeaders: Bool, traced: Bool = false) -> BenchmarkResult {
        let flow = FlowLayout()
        flow.metrics = FlowSectionMetrics(itemSize: Size(width: 90, height: 90), headerReferenceSize: Size(width: 0, height: 40))
        flow.sectionHeadersPinToVisibleBounds = pinsHeaders
        let sections = (0..<1_000).map { section in
            CollectionData.Section(id: "s\(section)", itemIDs: (0..<100).map { "s\(section)-i\($0)" })
        }
        let view = CollectionView(data: CollectionData(sections: sections), layout: flow, viewportSize: Size(width: 1024, height: 768))
        if traced { view.trace = LayoutTrace() }
        let frames = 200
        var found = 0
        let placedBefore = flow.placedItemCount
        let samples = (0..<runs).map { _ -> Double in
            Stopwatch.seconds {
                for _ in 0..<frames {
                    view.scroll(by: Point(x: 0, y: 37))
                    found += view.presentationElements().count
                    view.trace?.endFrame()
                }
            } / Double(frames) * 1e6
        }
        precondition(found > 0, "scrolling found nothing on screen")
        precondition(flow.placedItemCount == placedBefore, "scrolling laid out \(flow.placedItemCount - placedBefore) items")
        return BenchmarkResult(name: name, unit: "µs", samples: samples)
    }

    /// Microseconds for one frame of scrolling 10,000 self-sizing cards (the built-in scene's
    /// texts, 1280×800) by a quarter of a screen: the scroll and the frame's DrawList, with live
    /// views keeping their drawings (`scroll.frame.reuse`) and with every cell painted afresh
    /// (`scroll.frame.noreuse`), both over the same offsets; and how many cells the reusing
    /// frame configured (`scroll.frame.reuse.configured`, the median frame).
    private func textFrames() throws -> [BenchmarkResult] {
        let scene = try RenderWorkloads.manyCardsScene()
        var timings: [Bool: [Double]] = [:]
        var configured: [Double] = []
        for reuses in [true, false] {
            let model = try PlaygroundModel(scene: scene, fonts: fonts, windowSize: Size(width: 1280, height: 800))
            let view = model.collectionView
            view.reusesConfiguredContent = reuses
            let step = view.viewportSize.height / 4
            // Warm up: measure and draw the stretch the samples scroll through, then start again at the top.
            for index in 0...runs {
                view.setContentOffset(Point(x: 0, y: Double(index) * step))
                _ = model.drawList()
            }
            view.setContentOffset(.zero)
            _ = model.drawList()
            var samples: [Double] = []
            for index in 1...runs {
                let before = view.configuredCellCount
                samples.append(Stopwatch.seconds {
                    view.setContentOffset(Point(x: 0, y: Double(index) * step))
                    _ = model.drawList()
                } * 1e6)
                if reuses { configured.append(Double(view.configuredCellCount - before)) }
            }
            timings[reuses] = samples
        }
        return [BenchmarkResult(name: "scroll.frame.reuse", unit: "µs", samples: timings[true]!),
                BenchmarkResult(name: "scroll.frame.noreuse", unit: "µs", samples: timings[false]!),
                BenchmarkResult(name: "scroll.frame.reuse.configured", unit: "cells", samples: configured)]
    }
}
