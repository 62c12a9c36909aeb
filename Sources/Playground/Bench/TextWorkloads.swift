import Typography

/// The typography workloads of the Typography issue, each beside HarfBuzz alone shaping the
/// same strings with the same font (`harfbuzz.*`), so the two can be compared.
@MainActor
struct TextWorkloads {
    var corpus: TextCorpus
    var fonts: FontLibrary
    var runs: Int

    /// Every text workload's result.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        let font = try fonts.face(for: .body)
        let size = TextStyle.body.pointSize(for: .L)
        var results: [BenchmarkResult] = []
        let lines = corpus.lines, paragraphs = corpus.paragraphs

        /// HarfBuzz alone shaping each string in one run (with its default features).
        func shaping(_ strings: [String]) -> () -> Void {
            { for string in strings { _ = Shaper.shapedWidth(of: string, font: font, pointSize: size) } }
        }
        /// The measurer with empty caches measuring each string (wrapped at `width`, when given).
        func measuring(_ strings: [String], width: Double? = nil) -> () -> Void {
            {
                let measurer = fonts.makeMeasurer()
                for string in strings { _ = measurer.measure(string, font: font, pointSize: size, width: width) }
            }
        }
        /// HarfBuzz alone and the measurer with empty caches on the same strings, their runs
        /// interleaved when both are asked for, so that the machine's speed drifting during the
        /// run touches both alike.
        func harfbuzzBesideMeasurer(_ peer: String, _ workload: String, _ strings: [String]) {
            switch (filter(peer), filter(workload)) {
            case (true, true):
                results += interleavedRates([(peer, shaping(strings)), (workload, measuring(strings))], count: strings.count)
            case (true, false): results.append(rate(peer, count: strings.count, shaping(strings)))
            case (false, true): results.append(rate(workload, count: strings.count, measuring(strings)))
            case (false, false): break
            }
        }

        harfbuzzBesideMeasurer("harfbuzz.shape.lines", "text.measure.cold", lines)
        if filter("harfbuzz.shape.lines.unique") || filter("text.measure.cold.unique") {
            // Words that never repeat: HarfBuzz alone beside the measurer, on the same strings.
            harfbuzzBesideMeasurer("harfbuzz.shape.lines.unique", "text.measure.cold.unique", TextCorpus.uniqueWords())
        }
        if filter("text.measure.warm") {
            // A working set the measurement cache holds (it keeps 4,000 layouts): measured again.
            let working = Array(lines.prefix(TextMeasurer.cachedMeasurementLimit / 2))
            let measurer = fonts.makeMeasurer()
            for line in working { _ = measurer.measure(line, font: font, pointSize: size) }
            results.append(rate("text.measure.warm", count: working.count * 10) {
                for _ in 0..<10 {
                    for line in working { _ = measurer.measure(line, font: font, pointSize: size) }
                }
            })
        }
        if filter("harfbuzz.shape.paragraphs") {
            results.append(rate("harfbuzz.shape.paragraphs", count: paragraphs.count, shaping(paragraphs)))
        }
        if filter("text.wrap.cold") {
            results.append(rate("text.wrap.cold", count: paragraphs.count, measuring(paragraphs, width: 240)))
        }
        return results
    }

    /// Strings per second of each workload (each handles `count` strings) over `runs` rounds,
    /// each round running every workload once in turn.
    private func interleavedRates(_ workloads: [(name: String, work: () -> Void)], count: Int) -> [BenchmarkResult] {
        let seconds = Stopwatch.interleavedSeconds(workloads.map(\.work), runs: runs)
        return workloads.indices.map {
            BenchmarkResult(name: workloads[$0].name, unit: "strings/s", samples: seconds[$0].map { Double(count) / $0 })
        }
    }

    /// Strings per second over `runs` runs of `work`, which handles `count` strings.
    private func rate(_ name: String, count: Int, _ work: () -> Void) -> BenchmarkResult {
        work() // warm-up: fonts loaded, code paged in
        let samples = (0..<runs).map { _ in Double(count) / Stopwatch.seconds(work) }
        return BenchmarkResult(name: name, unit: "strings/s", samples: samples)
    }
}
