import ArgumentParser
import Commands
import Playground

/// `playground audit`: where a layout breaks, at every text size, on every device, in one command.
struct Audit: ParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check every variant of a scene (text sizes, devices, orientations, appearances, directions, layouts, pseudo-languages, accessibility settings) for text cut, clipped or broken mid-word, small targets, low contrast, overlapping cells, content out of reach and reading order. Exit 0: nothing found, 1: findings, 2: bad input.")

    @OptionGroup var view: ViewArguments

    @Option(help: "Text sizes, comma-separated, or all (default: all twelve, or the one --category names).")
    var categories: String?

    @Option(help: "Device presets, comma-separated, window (no device), or all (default: the scene's device, or its window).")
    var devices: String?

    @Option(help: "Orientations of the devices, comma-separated, or all (default: the scene's).")
    var orientations: String?

    @Option(help: "Appearances, comma-separated, or all (default: light,dark, or the one --appearance names).")
    var appearances: String?

    @Option(help: "Layout directions, comma-separated, or all (default: ltr,rtl, or the one --direction names).")
    var directions: String?

    @Option(help: "Layouts, comma-separated (flow, …, list), or all (default: the scene's).")
    var layouts: String?

    @Option(help: "Pseudo-languages, comma-separated (none, doubleLength, accented, bounded, rightToLeft), or all (default: the one --pseudo-language names, or the scene's).")
    var pseudoLanguages: String?

    @Option(help: "Bold Text, comma-separated (off,on), or all (default: the one --bold-text or the scene says).")
    var boldTexts: String?

    @Option(help: "Contrasts, comma-separated (normal,increased), or all (default: the one --contrast or the scene says).")
    var contrasts: String?

    @Option(help: "Reduce Transparency, comma-separated (off,on), or all (default: the one --reduce-transparency or the scene says).")
    var reduceTransparencies: String?

    @Option(help: "Differentiate Without Color, comma-separated (off,on), or all (default: the one --differentiate-without-color or the scene says).")
    var differentiateWithoutColors: String?

    @Option(help: "text, json or markdown.")
    var format = "text"

    @Option(help: "A PNG of the variants with findings, each finding outlined with its problem's number, a legend under each.")
    var sheet: String?

    @Option(name: .customLong("sheet-per-finding"), help: "A folder to write one PNG page a problem into: the variants it appears in, the finding outlined.")
    var sheetPerFinding: String?

    mutating func run() throws {}

    mutating func runOnMain() throws {
        func values(_ list: String?) -> [String]? {
            list.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        }
        // The view's own --category, --appearance and --direction narrow the audit's axes, which take
        // them as typed (any case, or all) and name them in their errors; the view's options leave them out.
        let axes = AuditAxes(categories: values(categories), devices: values(devices), orientations: values(orientations),
                             appearances: values(appearances), directions: values(directions), layouts: values(layouts),
                             pseudoLanguages: values(pseudoLanguages), boldTexts: values(boldTexts), contrasts: values(contrasts),
                             reduceTransparencies: values(reduceTransparencies), differentiateWithoutColors: values(differentiateWithoutColors),
                             category: view.category, appearance: view.appearance, direction: view.direction)
        var others = view
        others.category = nil
        others.appearance = nil
        others.direction = nil
        let result = try AuditCommand.run(try others.viewOptions(), axes: axes, format: format, sheet: sheet,
                                            pages: sheetPerFinding)
        print(result.output, terminator: "")
        if result.status != 0 { throw ExitCode(result.status) }
    }
}
