import ArgumentParser
import Playground

/// `playground shot`: renders headlessly to a PNG.
struct Shot: ParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(abstract: "Render the scene to a PNG without a display.")

    @OptionGroup var view: ViewArguments

    @Option(help: "The moment of the script's timeline to capture, in seconds (default: once all has settled).")
    var at: Double?

    @Option(help: "The PNG file to write.")
    var out: String

    @Option(help: "Pixels per point (1, 2 or 3).")
    var scale: Double = 1

    mutating func run() throws {}

    private var viewOptions: ViewOptions {
        var options = view.viewOptions
        options.at = at
        return options
    }

    mutating func runOnMain() throws {
        try ShotCommand.run(viewOptions, output: out, scale: scale)
    }
}
