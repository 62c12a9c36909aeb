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

        /// HarfBuzz alone shaping each string in one run.
        func harfbuzz(_ name: String, _ strings: [String]) -> BenchmarkResult {
            rate(name, count: strings.count) {
                for string in strings { _ = Shaper.shapedWidth(of: string, font: font, pointSize: size) }
            }
        }
        /// The measurer with empty caches measuring each string (wrapped at `width`, when given).
        func measuredCold(_ name: String, _ strings: [String], width: Double? = nil) -> BenchmarkResult {
            rate(name, count: strings.count) {
                let measurer = fonts.makeMeasurer()
                for string in strings { _ = measurer.measure(string, font: font, pointSize: size, width: width) }
            }
        }

        if filter("harfbuzz.shape.lines") {
            results.append(harfbuzz("harfbuzz.shape.lines", lines))
        }
        if filter("harfbuzz.shape.lines.unique") || filter("text.measure.cold.unique") {
            // Words that never repeat: HarfBuzz alone beside the measurer, on the same strings.
            let unique = TextCorpus.uniqueWords()
            if filter("harfbuzz.shape.lines.unique") { results.append(harfbuzz("harfbuzz.shape.lines.unique", unique)) }
            if filter("text.measure.cold.unique") { results.append(measuredCold("text.measure.cold.unique", unique)) }
        }
        if filter("text.measure.cold") {
            results.append(measuredCold("text.measure.cold", lines))
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
            results.append(harfbuzz("harfbuzz.shape.paragraphs", paragraphs))
        }
        if filter("text.wrap.cold") {
            results.append(measuredCold("text.wrap.cold", paragraphs, width: 240))
        }
        return results
    }

    /// Strings per second over `runs` runs of `work`, which handles `count` strings.
    private func rate(_ name: String, count: Int, _ work: () -> Void) -> BenchmarkResult {
        work() // warm-up: fonts loaded, code paged in
        let samples = (0..<runs).map { _ in Double(count) / Stopwatch.seconds(work) }
        return BenchmarkResult(name: name, unit: "strings/s", samples: samples)
    }
}
