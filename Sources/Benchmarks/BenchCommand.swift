import AppSupport
import Foundation
import Playground
import Typography

/// `playground bench`: runs the named performance workloads and prints their figures.
public enum BenchCommand {
    /// What to run.
    public struct Options: Sendable {
        /// Print the contract's JSON instead of a table.
        public var json: Bool
        /// Run only workloads whose names contain this.
        public var filter: String?
        /// Measure the strings of this file (one a line) instead of the built-in corpus.
        public var corpusPath: String?
        /// Runs per workload.
        public var runs: Int
        /// The bundled fonts' folder.
        public var fontsDirectory: String?
        /// The picture the `image.*` workloads use instead of their made-up 4000 × 3000 photo.
        public var imagePath: String?
        /// The folder `image.firstScreen.folder*` opens instead of its made-up 40 pictures.
        public var imagesDirectory: String?
        /// The seed of the never-repeating words of `text.measure.cold.unique.latin`, `.vietnamese`,
        /// `.arabic`, `.hebrew`, `.cjk`, `.thai` and `.emoji` and of the `scene.open.100k` scene (another seed: other letters, other
        /// words, another scene).
        public var seed: UInt64

        /// Creates options.
        public init(json: Bool = false, filter: String? = nil, corpusPath: String? = nil, runs: Int = 15,
                    fontsDirectory: String? = nil, imagePath: String? = nil, imagesDirectory: String? = nil,
                    seed: UInt64 = TextWorkloads.defaultSeed) {
            self.json = json
            self.filter = filter
            self.corpusPath = corpusPath
            self.runs = runs
            self.fontsDirectory = fontsDirectory
            self.imagePath = imagePath
            self.imagesDirectory = imagesDirectory
            self.seed = seed
        }
    }

    /// Runs the workloads and returns the report.
    @MainActor
    public static func run(_ options: Options) throws -> String {
        guard options.runs >= 1 else { throw InputError("--runs must be at least 1") }
        let corpus = try options.corpusPath.map { try TextCorpus.load(path: $0) } ?? TextCorpus.builtIn()
        let fonts = FontLibrary(directory: try ResourceLocator.fontsDirectory(override: options.fontsDirectory))
        let filter: (String) -> Bool = { name in options.filter.map { name.contains($0) } ?? true }
        var results: [BenchmarkResult] = []
        do {
            results += try TextWorkloads(corpus: corpus, fonts: fonts, runs: options.runs, seed: options.seed).results(including: filter)
        } catch let error as TypographyError {
            throw PlaygroundError(error.description)
        }
        do {
            results += try LayoutWorkloads(runs: options.runs, corpus: corpus, fonts: fonts).results(including: filter)
        } catch let error as TypographyError {
            throw PlaygroundError(error.description)
        }
        do {
            results += try CompositionalWorkloads(runs: options.runs, fonts: fonts).results(including: filter)
        } catch let error as TypographyError {
            throw PlaygroundError(error.description)
        }
        results += RuntimeWorkloads(runs: options.runs).results(including: filter)
        results += UpdateWorkloads(runs: options.runs).results(including: filter)
        results += try DataSourceWorkloads(runs: options.runs).results(including: filter)
        do {
            results += try GridWorkloads(runs: options.runs, corpus: corpus, fonts: fonts).results(including: filter)
        } catch let error as TypographyError {
            throw PlaygroundError(error.description)
        }
        results += try RenderWorkloads(runs: options.runs, fonts: fonts).results(including: filter)
        results += try ScrollWorkloads(runs: options.runs, fonts: fonts).results(including: filter)
        results += try SoakWorkloads(fonts: fonts).results(filter: options.filter)
        results += try PictureSoak(fonts: fonts).results(filter: options.filter)
        results += try PictureWorkloads(runs: options.runs, imagePath: options.imagePath).results(including: filter)
        do {
            results += try OwnContentWorkloads(runs: options.runs, fonts: fonts, imagePath: options.imagePath).results(including: filter)
        } catch let error as TypographyError {
            throw PlaygroundError(error.description)
        }
        do {
            results += try FirstScreenWorkloads(runs: options.runs, fonts: fonts, imagesDirectory: options.imagesDirectory)
                .results(including: filter)
        } catch let error as TypographyError {
            throw PlaygroundError(error.description)
        }
        do {
            results += try PictureSceneWorkloads(runs: options.runs, fonts: fonts).results(including: filter)
        } catch let error as TypographyError {
            throw PlaygroundError(error.description)
        }
        do {
            results += try SceneOpenWorkloads(runs: options.runs, fonts: fonts,
                                              seed: options.seed == TextWorkloads.defaultSeed ? 35 : options.seed,
                                              fontsDirectory: options.fontsDirectory).results(including: filter)
        } catch let error as TypographyError {
            throw PlaygroundError(error.description)
        }
        do {
            results += try CellTemplateWorkloads(runs: options.runs, fonts: fonts, seed: options.seed).results(including: filter)
        } catch let error as TypographyError {
            throw PlaygroundError(error.description)
        }
        results += try GalleryWorkloads(runs: options.runs, fontsDirectory: options.fontsDirectory).results(including: filter)
        results += try LayoutSourceWorkloads(runs: options.runs, fonts: fonts).results(including: filter)
        results += try LayoutSourceColdCompileWorkload(runs: options.runs, fonts: fonts).results(including: filter)
        results += try AuditWorkloads(runs: options.runs, fontsDirectory: options.fontsDirectory).results(including: filter)
        if results.isEmpty, let text = options.filter {
            throw InputError("--filter \"\(text)\" matches no workload")
        }
        return options.json ? json(results) : table(results)
    }

    private static var machine: String {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
        return "\(cores) cores, \(Int(memory.rounded())) GiB, \(ProcessInfo.processInfo.operatingSystemVersionString)"
    }

    private static func json(_ results: [BenchmarkResult]) -> String {
        let workloads: [JSONWriter.Value] = results.map {
            .object([("name", .string($0.name)), ("unit", .string($0.unit)), ("median", .number($0.median)),
                     ("min", .number($0.min)), ("max", .number($0.max)), ("runs", .number(Double($0.runs)))]
                    + $0.extras.map { ($0.name, .number($0.value)) })
        }
        return JSONWriter.write(.object([("machine", .string(machine)), ("workloads", .array(workloads))])) + "\n"
    }

    private static func table(_ results: [BenchmarkResult]) -> String {
        var lines = ["machine: \(machine)", ""]
        let width = (results.map(\.name.count).max() ?? 10) + 2
        for result in results {
            let name = result.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let extras = result.extras.map { "\($0.name) \(format($0.value))" }.joined(separator: ", ")
            lines.append("\(name)median \(format(result.median)) \(result.unit)  (min \(format(result.min)), max \(format(result.max)), \(result.runs) runs)"
                          + (extras.isEmpty ? "" : "  \(extras)"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func format(_ value: Double) -> String {
        value >= 1000 ? String(format: "%.0f", value) : String(format: "%.3g", value)
    }
}
