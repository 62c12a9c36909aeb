import AppSupport
import CollectionLayout
import Foundation
import Playground

/// The strings the text workloads measure: built in (deterministic, distinct) or one a line from a file.
struct TextCorpus {
    /// Single-line strings of 20–60 characters.
    var lines: [String]
    /// Two-sentence strings, for wrapping.
    var paragraphs: [String]

    private static let words = """
        the a of ocelot lynx caracal serval margay jaguar cheetah leopard tiger lion puma fishing sand \
        cat owl eagle falcon kestrel harrier osprey condor vulture kite hawk buzzard angler squid \
        octopus lanternfish gulper viperfish dragonfish siphonophore cedar yew oak baobab olive \
        sequoia bristlecone pine kauri juniper ginkgo lives hunts dives glides climbs swims nests \
        among high mountains cold steppes rainforest canopy wetlands deserts deep ocean trench \
        ancient bark roots leaves feathers whiskers tail claws teeth eyes ears quietly swiftly \
        rarely often beneath above across between within through during before after naïve café \
        façade Zürich Ærø Tiếng fjord AVAVA To Wa Ty 1970 2024 3.5 km/h 120 cm (rare) — “quoted” it’s
        """.split(separator: " ").map(String.init)

    /// The built-in corpus: `count` distinct strings of each kind from a seeded generator.
    static func builtIn(count: Int = 10_000) -> TextCorpus {
        var generator = SplitMix64(seed: 0x5EED)
        var seen = Set<String>()
        var lines: [String] = []
        while lines.count < count {
            let target = Int.random(in: 20...60, using: &generator)
            var line = ""
            while line.count < target {
                let word = words.randomElement(using: &generator)!
                line += line.isEmpty ? word.capitalized : " " + word
            }
            let trimmed = String(line.prefix(60))
            if trimmed.count >= 20, seen.insert(trimmed).inserted { lines.append(trimmed) }
        }
        var paragraphs: [String] = []
        for index in 0..<count {
            let first = lines[index], second = lines[(index * 7 + 3) % count]
            paragraphs.append(first + ". " + second + ".")
        }
        return TextCorpus(lines: lines, paragraphs: paragraphs)
    }

    /// `count` strings of 20–60 characters made of random lowercase words of 2–10 letters, from a
    /// seeded generator: words that (almost) never repeat, so a word cache cannot help — the
    /// adversarial case for measuring text.
    static func uniqueWords(count: Int = 20_000) -> [String] {
        var generator = SplitMix64(seed: 0x0DD_5EED)
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return (0..<count).map { _ in
            let target = Int.random(in: 20...60, using: &generator)
            var line = ""
            while line.count < target {
                let word = String((0..<Int.random(in: 2...10, using: &generator)).map { _ in letters.randomElement(using: &generator)! })
                line += line.isEmpty ? word : " " + word
            }
            return String(line.prefix(60))
        }
    }

    /// A corpus from a file, one string a line (blank lines skipped); paragraphs join neighbours.
    static func load(path: String) throws -> TextCorpus {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw InputError(file: path, "cannot read the corpus file (one string a line, UTF-8)")
        }
        let lines = text.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
        guard !lines.isEmpty else { throw InputError(file: path, "the corpus file has no strings") }
        let paragraphs = lines.indices.map { lines[$0] + ". " + lines[($0 + 1) % lines.count] + "." }
        return TextCorpus(lines: lines, paragraphs: paragraphs)
    }
}
