import AppSupport
import ArgumentParser
import CollectionLayout
import Commands
import Foundation
import Playground

/// `playground gallery`: renders every layout at several text sizes, plus `DIR/index.md`.
struct Gallery: ParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(abstract: GalleryCommand.summary)

    @OptionGroup var view: ViewArguments

    @Option(help: "The folder to write the images and index.md into.")
    var out: String?

    @Option(help: "Make the gallery in memory and compare it with this folder; fail (exit 1) naming what is stale.")
    var check: String?

    @Option(help: "1, or 2 to add 2× variants.")
    var scale: Double = 1

    @OptionGroup var jobs: JobsArguments

    mutating func run() throws {}

    mutating func runOnMain() throws {
        guard let directory = check ?? out else { throw ValidationError("--out DIR or --check DIR is required") }
        if check != nil, out != nil { throw ValidationError("--out and --check cannot be used together") }
        var options = try view.viewOptions()
        if options.size == nil { options.size = Size(width: 800, height: 600) }
        try GalleryCommand.run(options, directory: directory, scale: scale, checking: check != nil, workers: try jobs.workers) { line in
            TerminalLine.writeToStandardError(line)
        }
    }
}
