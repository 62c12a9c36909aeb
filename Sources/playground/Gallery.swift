import ArgumentParser
import Foundation
import Playground

/// `playground gallery`: renders every layout at several text sizes, plus `DIR/index.md`.
struct Gallery: ParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(abstract: "Render every layout at xS, L and AX3 and the switches between them, with index.md.")

    @OptionGroup var view: ViewArguments

    @Option(help: "The folder to write the images and index.md into.")
    var out: String

    @Option(help: "1, or 2 to add 2× variants.")
    var scale: Double = 1

    mutating func run() throws {}

    mutating func runOnMain() throws {
        var options = view.viewOptions
        if options.size == nil { options.size = "800x600" }
        try GalleryCommand.run(options, directory: out, scale: scale) { line in
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }
}
