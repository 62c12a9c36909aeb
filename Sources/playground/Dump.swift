import ArgumentParser
import Commands
import Playground

/// `playground dump`: prints the layout as JSON.
struct Dump: ParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(abstract: "Print the layout state as JSON (with --format markdown, the redline measurements as tables).")

    @OptionGroup var view: ViewArguments

    @Option(help: "The moment of the script's timeline to capture, in seconds (default: once all has settled).")
    var at: Double?

    @Flag(help: "Every element of the whole content, not just what is on screen.")
    var all = false

    @Option(help: "json (the state), or markdown (the redline measurements as tables).")
    var format = "json"

    @Flag(help: "Add every call the collection view made to its layouts, frame by frame (\"trace\").")
    var trace = false

    mutating func run() throws {}

    /// The view's options with the moment to capture.
    private func viewOptions() throws -> ViewOptions {
        var options = try view.viewOptions()
        options.at = at
        return options
    }

    mutating func runOnMain() throws {
        // A dump opens its scene once and exits: its fresh heap in huge pages.
        HugePageHeap.enable()
        print(try DumpCommand.run(try viewOptions(), all: all, format: format, trace: trace), terminator: "")
    }
}
