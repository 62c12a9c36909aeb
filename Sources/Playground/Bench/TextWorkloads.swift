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

        if filter("harfbuzz.shape.lines") {
            results.append(rate("harfbuzz.shape.lines", count: lines.count) {
                for line in lines { _ = Shaper.shapedWidth(of: line, font: font, pointSize: size) }
            })
        }
        if filter("harfbuzz.shape.lines.unique") || filter("text.measure.cold.unique") {
            // Words that never repeat: HarfBuzz alone beside the measurer, on the same strings.
            let unique = TextCorpus.uniqueWords()
            if filter("harfbuzz.shape.lines.unique") {
                results.append(rate("harfbuzz.shape.lines.unique", count: unique.count) {
                    for line in unique { _ = Shaper.shapedWidth(of: line, font: font, pointSize: size) }
                })
            }
            if filter("text.measure.cold.unique") {
                results.append(rate("text.measure.cold.unique", count: unique.count) {
                    let measurer = fonts.makeMeasurer()
                    for line in unique { _ = measurer.measure(line, font: font, pointSize: size) }
                })
            }
        }
        if filter("text.measure.cold") {
            results.append(rate("text.measure.cold", count: lines.count) {
                let measurer = fonts.makeMeasurer()
                for line in lines { _ = measurer.measure(line, font: font, pointSize: size) }
            })
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
            results.append(rate("harfbuzz.shape.paragraphs", count: paragraphs.count) {
                for paragraph in paragraphs { _ = Shaper.shapedWidth(of: paragraph, font: font, pointSize: size) }
            })
        }
        if filter("text.wrap.cold") {
            results.append(rate("text.wrap.cold", count: paragraphs.count) {
                let measurer = fonts.makeMeasurer()
                for paragraph in paragraphs { _ = measurer.measure(paragraph, font: font, pointSize: size, width: 240) }
            })
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
