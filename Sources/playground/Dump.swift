import ArgumentParser
import Playground

/// `playground dump`: prints the layout as JSON.
struct Dump: ParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(abstract: "Print the layout state as JSON.")

    @OptionGroup var view: ViewArguments

    @Flag(help: "Every element of the whole content, not just what is on screen.")
    var all = false

    mutating func run() throws {}

    mutating func runOnMain() throws {
        print(try DumpCommand.run(view.viewOptions, all: all), terminator: "")
    }
}
