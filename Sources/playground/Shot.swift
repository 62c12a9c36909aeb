import AppSupport
import ArgumentParser
import CollectionLayout
import Commands
import Foundation
import Playground

/// `playground shot`: renders headlessly to a PNG.
struct Shot: ParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(abstract: "Render the scene to a PNG without a display.")

    @OptionGroup var view: ViewArguments

    @Option(help: "The moment of the script's timeline to capture, in seconds (default: once all has settled).")
    var at: Double?

    @Option(help: "The PNG file to write.")
    var out: String?

    @Option(help: "Write the timeline as an animated WebP to this file (from 0 until everything has settled).")
    var animate: String?

    @Option(help: "With --animate: frames a second (1 to 60).")
    var fps: Int = 30

    @Flag(help: "With --animate: play once instead of looping.")
    var noLoop = false

    @Option(help: "With --animate: extra seconds the first and last frames stay.")
    var hold: Double = 0

    @Option(help: "Pixels per point, 1 to 4 (default: the device's, e.g. 3 for an iPhone 15, else 1).")
    var scale: Double?

    @Option(help: "toolbar (the window as it looks) or none (the collection alone; with a device, its screen alone: the default then).")
    var chrome: String?

    @Option(help: "transparent, solid, or a colour such as #FFFFFF.")
    var background: String?

    @Flag(help: "Show the debug overlay (frames, baselines, index paths).")
    var overlay = false

    @Flag(help: "Draw the redline spec: spacings, insets, sizes, first baselines and fonts, in points.")
    var spec = false

    @Option(help: "Show an item selected, as SECTION,ITEM (e.g. 0,3).")
    var select: String?

    @Option(help: "With --script: this many evenly spaced moments of the timeline, side by side in --out.")
    var frames: Int?

    @Option(help: "With --frames: write the moments as numbered PNGs in this folder instead.")
    var outDir: String?

    @Flag(help: "When done, print the process's peak resident memory to standard error (how much a folder of photos takes).")
    var reportMemory = false

    mutating func run() throws {}

    /// The view's options with what `shot` adds (the moment, the background, the selection…), each parsed.
    private func viewOptions() throws -> ViewOptions {
        var options = try view.viewOptions()
        options.at = at
        options.background = try background.map { try ShotBackground.parse($0) }
        options.overlay = overlay
        options.spec = spec
        options.selection = try select.map { try CollectionLayout.IndexPath.parse($0) }
        options.showsChrome = chrome != "none"
        // A device's shot is its screen alone unless `--chrome toolbar` asks for the window.
        options.screenAloneForDevices = chrome == nil
        return options
    }

    mutating func runOnMain() throws {
        // A shot opens its scene once and exits: its fresh heap in huge pages.
        HugePageHeap.enable()
        if let chrome, chrome != "toolbar" && chrome != "none" {
            throw InputError("--chrome must be toolbar or none, got \"\(chrome)\"")
        }
        if let animate {
            var settings = AnimateCommand.Settings()
            settings.fps = fps
            settings.loops = !noLoop
            settings.hold = hold
            try AnimateCommand.run(try viewOptions(), output: animate, scale: scale ?? 1, settings: settings)
        } else if let frames {
            try FilmstripCommand.run(try viewOptions(), frames: frames, output: out, directory: outDir, scale: scale ?? 1)
        } else {
            guard let out else { throw InputError("--out FILE.png is required (or --frames N with --out or --out-dir)") }
            let drawn = try ShotCommand.run(try viewOptions(), output: out, scale: scale)
            reportMemoryIfAsked()
            // The picture is written and the process ends: the system takes back the scene and
            // its model at once, rather than the process freeing them item by item.
            withExtendedLifetime(drawn) { Foundation.exit(0) }
        }
        reportMemoryIfAsked()
    }

    /// Prints the peak resident memory to standard error when `--report-memory` asks for it.
    private func reportMemoryIfAsked() {
        if reportMemory {
            FileHandle.standardError.write(Data(ResidentMemory.peakReport().utf8))
        }
    }
}
