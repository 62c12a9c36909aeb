import ArgumentParser
import Commands
import Playground

/// `playground run`: opens the window.
struct Run: ParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(abstract: "Open the playground window (the default).")

    @OptionGroup var view: ViewArguments

    @Option(help: "Quit after this many seconds.")
    var exitAfter: Double?

    @Option(help: "When quitting, write the window's pixels to this PNG.")
    var screenshot: String?

    @Option(help: "When quitting, write the layout state (as dump --all prints it) to this file.")
    var stateOnExit: String?

    @Option(help: "Write every call the collection view makes to its layouts to this file, a line a call.")
    var trace: String?

    @Flag(help: "Reload the scene file when it changes, keeping the layout, text size and scroll position; with --images, pictures added, removed, renamed or replaced in the folder arrive as batch updates.")
    var watch = false

    @Flag(help: "Restore the scene's unsaved changes from its recovery copy without asking.")
    var restore = false

    @Flag(help: "Ignore what was remembered from the last run (window size and position, last scene, text size, appearance, device, inspector).")
    var fresh = false

    @Flag(help: "Decode every picture from its file: neither read nor write the freedesktop thumbnail cache (~/.cache/thumbnails).")
    var noThumbnailCache = false

    mutating func run() throws {}

    mutating func runOnMain() throws {
        try RunCommand.run(try view.viewOptions(), exitAfter: exitAfter, screenshot: screenshot, stateOnExit: stateOnExit,
                           watch: watch, traceFile: trace, restore: restore, fresh: fresh,
                           thumbnailCache: !noThumbnailCache)
    }
}
