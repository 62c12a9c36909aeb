import ArgumentParser
import Benchmarks
import Playground

/// `playground bench`: runs the performance workloads.
struct Bench: ParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(abstract: "Run the performance workloads and print their figures (use a release build).")

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    @Option(help: "Run only the workloads whose names contain this text.")
    var filter: String?

    @Option(help: "Measure the strings of this file (one a line) instead of the built-in corpus.")
    var corpus: String?

    @Option(help: "Runs per workload.")
    var runs: Int = 15

    @Option(help: "The folder of the bundled fonts.")
    var fonts: String?

    @Option(name: .customLong("image"), help: ArgumentHelp("The picture the image.* workloads use instead of their made-up 4000×3000 photo.", valueName: "FILE"))
    var image: String?

    @Option(name: .customLong("images"), help: ArgumentHelp("The folder image.firstScreen.folder* opens instead of its made-up 40 pictures.", valueName: "DIR"))
    var images: String?

    @Option(help: "The seed of the never-repeating Latin, Vietnamese, Arabic, Hebrew, CJK, Thai and emoji words of text.measure.cold.unique.* and of the scene.open.100k scene.")
    var seed: UInt64 = TextWorkloads.defaultSeed

    mutating func run() throws {}

    mutating func runOnMain() throws {
        let options = BenchCommand.Options(json: json, filter: filter, corpusPath: corpus, runs: runs, fontsDirectory: fonts,
                                           imagePath: image, imagesDirectory: images, seed: seed)
        print(try BenchCommand.run(options), terminator: "")
    }
}
