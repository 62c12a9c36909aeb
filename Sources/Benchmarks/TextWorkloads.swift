import AppSupport
import Playground
import Typography

/// The typography workloads of the Typography issue, each beside HarfBuzz alone shaping the
/// same strings with the same font (`harfbuzz.*`), so the two can be compared.
@MainActor
public struct TextWorkloads {
    var corpus: TextCorpus
    var fonts: FontLibrary
    var runs: Int
    /// The seed of the never-repeating words in scripts beyond ASCII.
    var seed: UInt64

    /// The seed `bench` uses unless `--seed` gives another.
    public nonisolated static let defaultSeed: UInt64 = 0x5C21_97

    /// The face HarfBuzz alone shapes a script's letters with (the spaces between them too; Latin
    /// names and digits in the body font): nil for Latin (all in the body font), the script's own
    /// fallback face (Noto Sans Arabic, Noto Sans Hebrew) otherwise; nil for Vietnamese too (Inter draws it).
    /// For CJK, Thai and emoji, the installed face the cascade draws them with (Noto Sans CJK, Noto
    /// Sans Thai, Noto Color Emoji).
    private func scriptFace(for script: UniqueWordCorpus.Script) throws -> FontFace? {
        let name: String
        switch script {
        case .latin, .vietnamese: return nil
        case .arabic: name = "NotoSansArabic-Regular"
        case .hebrew: name = "NotoSansHebrew-Regular"
        case .cjk, .thai, .emoji:
            let face = script == .emoji ? fonts.cascade.emojiFace() : fonts.cascade.face(for: script == .cjk ? 0x4E00 : 0x0E01)
            guard let face else {
                throw PlaygroundError("no installed face for \(script.rawValue) text (sudo apt-get install fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji)")
            }
            return face
        }
        guard let face = fonts.face(named: name) else { throw PlaygroundError("the bundled font \(name) is missing") }
        return face
    }

    /// Every text workload's result.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        let font = try fonts.face(for: .body)
        let size = TextStyle.body.pointSize(for: .L)
        var results: [BenchmarkResult] = []
        let lines = corpus.lines, paragraphs = corpus.paragraphs

        /// HarfBuzz alone shaping each string in one run (with its default features); with a
        /// `scriptFace`, each run of that script's letters in it and the rest in the body font.
        func shaping(_ strings: [String], scriptFace: FontFace? = nil) -> () -> Void {
            guard let scriptFace else { return { for string in strings { _ = Shaper.shapedWidth(of: string, font: font, pointSize: size) } } }
            let buffer = ShapingBuffer()
            return {
                for string in strings {
                    _ = Shaper.shapedWidthInScriptRuns(of: string, face: font, scriptFace: scriptFace, pointSize: size, buffer: buffer)
                }
            }
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
        func harfbuzzBesideMeasurer(_ peer: String, _ workload: String, _ strings: [String], scriptFace: FontFace? = nil) {
            switch (filter(peer), filter(workload)) {
            case (true, true):
                results += interleavedRates([(peer, shaping(strings, scriptFace: scriptFace)), (workload, measuring(strings))],
                                            count: strings.count)
            case (true, false): results.append(rate(peer, count: strings.count, shaping(strings, scriptFace: scriptFace)))
            case (false, true): results.append(rate(workload, count: strings.count, measuring(strings)))
            case (false, false): break
            }
        }

        harfbuzzBesideMeasurer("harfbuzz.shape.lines", "text.measure.cold", lines)
        if filter("harfbuzz.shape.lines.unique") || filter("text.measure.cold.unique") {
            // Words that never repeat: HarfBuzz alone beside the measurer, on the same strings.
            harfbuzzBesideMeasurer("harfbuzz.shape.lines.unique", "text.measure.cold.unique", TextCorpus.uniqueWords())
        }
        for script in UniqueWordCorpus.Script.allCases {
            // Never-repeating words beyond ASCII: HarfBuzz alone shaping each line in one run in the
            // script's face, beside the measurer (font fallback, and for Arabic and Hebrew the bidi pass).
            let peer = "harfbuzz.shape.lines.unique.\(script.rawValue)", workload = "text.measure.cold.unique.\(script.rawValue)"
            if filter(peer) || filter(workload) {
                harfbuzzBesideMeasurer(peer, workload, UniqueWordCorpus.lines(script, seed: seed), scriptFace: try scriptFace(for: script))
            }
        }
        for script in UniqueWordCorpus.Script.allCases {
            // Lines measured before, in every script: a working set the measurement cache holds,
            // measured again beside HarfBuzz alone shaping the same lines.
            let peer = "harfbuzz.shape.lines.warm.\(script.rawValue)", workload = "text.measure.warm.\(script.rawValue)"
            guard filter(peer) || filter(workload) else { continue }
            let working = Array(UniqueWordCorpus.lines(script, seed: seed, count: TextMeasurer.cachedMeasurementLimit / 2))
            let measurer = fonts.makeMeasurer()
            for line in working { _ = measurer.measure(line, font: font, pointSize: size) }
            let measuringAgain: () -> Void = {
                for line in working { _ = measurer.measure(line, font: font, pointSize: size) }
            }
            let named = [(peer, shaping(working, scriptFace: try scriptFace(for: script))), (workload, measuringAgain)]
                .filter { filter($0.0) }
            results += interleavedRates(named.map { (name: $0.0, work: $0.1) }, count: working.count)
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
        let samples = InterleavedRuns.seconds(workloads.map(\.work), runs: runs)
        return workloads.indices.map { index in
            BenchmarkResult(name: workloads[index].name, unit: "strings/s", samples: samples[index].map { Double(count) / $0 })
        }
    }

    /// Strings per second over `runs` runs of `work`, which handles `count` strings.
    private func rate(_ name: String, count: Int, _ work: () -> Void) -> BenchmarkResult {
        work() // warm-up: fonts loaded, code paged in
        let samples = (0..<runs).map { _ in Double(count) / Stopwatch.seconds(work) }
        return BenchmarkResult(name: name, unit: "strings/s", samples: samples)
    }
}
