import AppSupport
import CollectionLayout
import Commands
import Foundation
import Playground
import SceneFormat
import Spawning
import Typography

/// The scene-opening workloads of issue 35, on a 100,000-card self-sizing scene (about 9.5 MB
/// of JSON, titles and subtitles in many scripts) the bench writes to a temporary file:
/// `scene.open.100k`, the file to its first laid-out frame (read, parsed, checked, the model made,
/// its draw list built); `scene.open.100k.decode`, the file to its `Scene` alone;
/// `scene.open.100k.parse`, the file to its JSON tree with every value's place; and their peer
/// `scene.open.100k.jsonserialization`, the same file read and parsed by Foundation's
/// `JSONSerialization` (no locations, no checks); and `scene.open.100k.shot`, `playground shot` of
/// the same file to a PNG as a user runs it (a fresh process of this executable: its start, the
/// scene opened, the frame drawn, the PNG written, the exit). The five run interleaved, one run of
/// each in turn, so that the machine's drift touches them alike. `scene.open.100k.world` and
/// `scene.open.100k.latin` open the same scene with words in the world's scripts or in English
/// letters (as many bytes: files of one size).
@MainActor
struct SceneOpenWorkloads {
    var runs: Int
    var fonts: FontLibrary
    /// The seed of the scene's pseudo-random titles (`bench --seed`: another seed, another scene).
    var seed: UInt64 = 35
    /// The bundled fonts' folder, if `bench --fonts` names one (passed on to `shot`).
    var fontsDirectory: String?

    /// How many cards the scene holds.
    static let itemCount = 100_000
    /// How many sections share them.
    static let sectionCount = 4

    /// Every workload's result whose name passes `filter`.
    func results(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        var results = try mixedScene(including: filter)
        results += try worldBesideLatin(including: filter)
        return results
    }

    /// `scene.open.100k` and its parts beside `JSONSerialization` (see above).
    private func mixedScene(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        let names = ["scene.open.100k", "scene.open.100k.decode", "scene.open.100k.parse", "scene.open.100k.jsonserialization",
                     "scene.open.100k.shot"]
        guard names.contains(where: filter) else { return [] }
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("playground-bench-scene-\(ProcessInfo.processInfo.processIdentifier).json").path
        let picture = path.replacingOccurrences(of: ".json", with: ".png")
        defer {
            try? FileManager.default.removeItem(atPath: path)
            try? FileManager.default.removeItem(atPath: picture)
        }
        let text = Self.sceneText(seed: seed)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        var failure: (any Error)?
        // The processor time of each shot's process (user and system), warm-up included.
        var shotSeconds: [Double] = []
        // What a run made, let go of after its stopwatch stops (freeing 100,000 items is no part of opening them).
        var made: Any?
        let workloads: [(name: String, work: () -> Void)] = [
            (names[0], {
                do {
                    let model = try PlaygroundModel(scene: try SceneDecoder.load(path: path), fonts: fonts,
                                                    windowSize: Size(width: 1280, height: 800))
                    made = (model, model.drawList())
                } catch { failure = error }
            }),
            (names[1], {
                do { made = try SceneDecoder.load(path: path) } catch { failure = error }
            }),
            (names[2], {
                do {
                    made = try JSONText.parse(try Data(contentsOf: URL(fileURLWithPath: path)))
                } catch { failure = error }
            }),
            (names[3], {
                do {
                    made = try JSONSerialization.jsonObject(with: try Data(contentsOf: URL(fileURLWithPath: path)))
                } catch { failure = error }
            }),
            (names[4], {
                do { shotSeconds.append(try Self.shot(path, to: picture, fontsDirectory: fontsDirectory)) } catch { failure = error }
            }),
        ].filter { filter($0.name) }
        let samples = InterleavedRuns.seconds(workloads.map(\.work), runs: runs, afterEach: {
            withExtendedLifetime(made) {}
            made = nil
        })
        var results = workloads.indices.map { index in
            BenchmarkResult(name: workloads[index].name, unit: "ms", samples: samples[index].map { $0 * 1000 })
        }
        if let failure { throw failure }
        for index in results.indices {
            results[index].extras = [("fileMB", Double(text.utf8.count) / 1_000_000)]
        }
        if let index = results.firstIndex(where: { $0.name == names[4] }) {
            // What the process itself took, whatever else the machine runs (the warm-up left out).
            let processor = BenchmarkResult(name: names[4] + ".cpu", unit: "s", samples: Array(shotSeconds.dropFirst()))
            results[index].extras.append(("cpuMs", processor.median * 1000))
        }
        return results
    }

    /// Runs `playground shot scene --out picture` (with `--fonts`, when given) to its end and
    /// returns the processor time (user and system) it took.
    private static func shot(_ scene: String, to picture: String, fontsDirectory: String?) throws -> Double {
        var arguments = ["shot", scene, "--out", picture]
        if let fontsDirectory { arguments += ["--fonts", fontsDirectory] }
        let before = ChildProcessorTime.seconds()
        let process = try ChildProcess.launchThisExecutable(arguments: arguments, input: .discarded, output: .discarded, errors: .discarded)
        let termination = process.wait()
        guard termination == .exited(0) else {
            throw PlaygroundError("`playground \(arguments.joined(separator: " "))` ended with \(termination); run it to see why")
        }
        return ChildProcessorTime.seconds() - before
    }

    /// `scene.open.100k.world` beside `scene.open.100k.latin`: the same 100,000 cards, their titles
    /// and subtitles in the world's scripts (Chinese, Japanese, Korean, Thai, Devanagari, Bengali,
    /// Tamil, Arabic, Hebrew, Cyrillic, Greek, Vietnamese, Georgian, Armenian, Ethiopic, emoji) or
    /// in English letters with as many bytes, each opened to its first laid-out frame, in turn.
    private func worldBesideLatin(including filter: (String) -> Bool) throws -> [BenchmarkResult] {
        let scenes = [("scene.open.100k.world", Self.worldWords), ("scene.open.100k.latin", Self.latinWords)].filter { filter($0.0) }
        guard !scenes.isEmpty else { return [] }
        let folder = FileManager.default.temporaryDirectory
        let paths = scenes.map { folder.appendingPathComponent("playground-bench-\($0.0)-\(ProcessInfo.processInfo.processIdentifier).json").path }
        defer { for path in paths { try? FileManager.default.removeItem(atPath: path) } }
        var megabytes: [Double] = []
        for (scene, path) in zip(scenes, paths) {
            let text = Self.sceneText(seed: seed, words: scene.1)
            megabytes.append(Double(text.utf8.count) / 1_000_000)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        var failure: (any Error)?
        var made: Any?
        let workloads: [() -> Void] = paths.map { path in
            {
                do {
                    let model = try PlaygroundModel(scene: try SceneDecoder.load(path: path), fonts: fonts,
                                                    windowSize: Size(width: 1280, height: 800))
                    made = (model, model.drawList())
                } catch { failure = error }
            }
        }
        let samples = InterleavedRuns.seconds(workloads, runs: runs, afterEach: {
            withExtendedLifetime(made) {}
            made = nil
        })
        if let failure { throw failure }
        return scenes.indices.map { index in
            var result = BenchmarkResult(name: scenes[index].0, unit: "ms", samples: samples[index].map { $0 * 1000 })
            result.extras = [("fileMB", megabytes[index])]
            return result
        }
    }

    // MARK: The scene

    /// Words the titles and subtitles are drawn from: English, accented Latin, Greek, Cyrillic,
    /// Vietnamese, Japanese and an emoji, so that text is not only ASCII.
    private static let words = [
        "harbour", "lantern", "meadow", "orchard", "glacier", "willow", "saffron", "cobalt", "ember", "quiet",
        "river", "north", "Kraków", "Zürich", "São Paulo", "Malmö", "Ærøskøbing", "Łódź", "Reykjavík", "Ölüdeniz",
        "crème brûlée", "naïve", "café", "façade", "piñata", "Straße", "Ångström", "Αθήνα", "φως", "Москва",
        "привет", "Đà Nẵng", "Hà Nội", "東京", "大阪", "さくら", "🌊",
    ]

    /// Words in the world's scripts, for `scene.open.100k.world`: place names and greetings in
    /// Chinese, Japanese, Korean, Thai, Devanagari, Bengali, Tamil, Arabic, Hebrew, Cyrillic, Greek,
    /// Vietnamese, Georgian, Armenian and Ethiopic, and emoji (a skin tone, a flag, a family).
    static let worldWords = [
        "北京", "上海市", "東京", "大阪の夜", "さくら", "カタカナ", "서울", "한국어", "กรุงเทพ", "ภาษาไทย", "नमस्ते", "दिल्ली",
        "বাংলা", "কলকাতা", "தமிழ்", "சென்னை", "القاهرة", "مرحبا", "שלום", "ירושלים", "Москва", "привет", "Αθήνα", "φως",
        "Đà Nẵng", "Hà Nội", "თბილისი", "Երևան", "አዲስ አበባ", "🌊", "👍🏽", "🇯🇵", "👨‍👩‍👧‍👦", "Zürich", "Kraków", "café",
    ]

    /// Lowercase English letters standing for `worldWords`, one word for each with as many UTF-8
    /// bytes, for `scene.open.100k.latin`: the two scene files are the same size, so what differs
    /// between opening them is the text's scripts, not the bytes to read.
    static let latinWords: [String] = {
        let letters = Array("harbourlanternmeadoworchardglacierwillowsaffroncobaltemberquietrivernorth")
        return worldWords.enumerated().map { index, word in
            String((0..<word.utf8.count).map { letters[(index * 7 + $0) % letters.count] })
        }
    }()

    /// The scene's JSON: `itemCount` cards in `sectionCount` sections with headers, the flow
    /// layout with estimated sizes (self-sizing cards) in fitted columns, as the built-in scene
    /// has it. Every title and subtitle differs (made by a fixed pseudo-random sequence, the same
    /// every run for a `seed`); one card in 50 has a colour, one in 97 an escaped quote and `\u00e9` in its subtitle.
    static func sceneText(itemCount: Int = itemCount, sectionCount: Int = sectionCount, seed: UInt64 = 35,
                          words: [String] = words) -> String {
        var generator = SplitMix64(seed: seed)
        func phrase(_ count: Int) -> String {
            (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: " ")
        }
        var text = """
        {
          "name": "100,000 cards",
          "layout": {
            "kind": "flow",
            "estimatedItemSize": {"width": 300, "height": 100},
            "columns": {"minimumWidth": 240},
            "minimumInteritemSpacing": 12,
            "minimumLineSpacing": 12,
            "sectionInset": {"top": 8, "left": 16, "bottom": 24, "right": 16},
            "headerReferenceSize": {"width": 0, "height": 44}
          },
          "sections": [

        """
        let perSection = (itemCount + sectionCount - 1) / sectionCount
        for section in 0..<sectionCount {
            let items = section * perSection..<min(itemCount, (section + 1) * perSection)
            text += "    {\"id\": \"section-\(section)\", \"header\": {\"text\": \"\(phrase(2).capitalized) \(section + 1)\"}, \"items\": [\n"
            for item in items {
                var subtitle = phrase(2 + Int(generator.next() % 3))
                if item % 97 == 0 { subtitle += " \\\"caf\\u00e9\\\"" }
                let color = item % 50 == 0 ? ", \"color\": \"#2A9D8F\"" : ""
                text += "    {\"id\": \"c-\(item)\", \"title\": \"\(phrase(1 + Int(generator.next() % 2))) \(item)\", "
                    + "\"subtitle\": \"\(subtitle)\"\(color)}" + (item == items.upperBound - 1 ? "\n" : ",\n")
            }
            text += section == sectionCount - 1 ? "    ]}\n" : "    ]},\n"
        }
        return text + "  ]\n}\n"
    }
}
