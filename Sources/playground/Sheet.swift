import ArgumentParser
import CollectionLayout
import Commands
import Foundation
import Playground

/// `playground sheet`: the same scene along two or three axes in one labelled picture.
struct Sheet: ParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render the scene along axes (text sizes, layouts, appearances, directions, devices, pseudo-languages, accessibility settings) as one labelled grid.")

    @OptionGroup var view: ViewArguments

    @Option(help: "The PNG file to write.")
    var out: String

    @Option(help: "Text sizes, comma-separated (e.g. xS,L,AX3).")
    var categories: String?

    @Option(help: "Layouts, comma-separated (e.g. flow,compositional).")
    var layouts: String?

    @Option(help: "Appearances, comma-separated (light,dark).")
    var appearances: String?

    @Option(help: "Layout directions, comma-separated (ltr,rtl).")
    var directions: String?

    @Option(help: "Device presets, comma-separated (e.g. \"iPhone SE,iPad 11-inch\").")
    var devices: String?

    @Option(help: "Pseudo-languages, comma-separated (none,doubleLength,accented,bounded,rightToLeft).")
    var pseudoLanguages: String?

    @Option(help: "Bold Text, comma-separated (off,on).")
    var boldTexts: String?

    @Option(help: "Contrasts, comma-separated (normal,increased).")
    var contrasts: String?

    @Option(help: "Reduce Transparency, comma-separated (off,on).")
    var reduceTransparencies: String?

    @Option(help: "Differentiate Without Color, comma-separated (off,on).")
    var differentiateWithoutColors: String?

    @Option(help: "Pixels per point (1, 2 or 3).")
    var scale: Double = 1

    @OptionGroup var jobs: JobsArguments

    mutating func run() throws {}

    mutating func runOnMain() throws {
        func values(_ list: String?) -> [String]? {
            list.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } }
        }
        // The first axis given (in this order) runs across the columns, the others down the rows.
        var axes: [SheetCommand.Axis] = []
        if let list = values(categories) { axes.append(.categories(list)) }
        if let list = values(layouts) { axes.append(.layouts(list)) }
        if let list = values(appearances) { axes.append(.appearances(list)) }
        if let list = values(directions) { axes.append(.directions(list)) }
        if let list = values(devices) { axes.append(.devices(list)) }
        if let list = values(pseudoLanguages) { axes.append(.pseudoLanguages(list)) }
        if let list = values(boldTexts) { axes.append(.boldTexts(list)) }
        if let list = values(contrasts) { axes.append(.contrasts(list)) }
        if let list = values(reduceTransparencies) { axes.append(.reduceTransparencies(list)) }
        if let list = values(differentiateWithoutColors) { axes.append(.differentiateWithoutColors(list)) }
        var options = try view.viewOptions()
        if options.size == nil, options.device == nil, view.scene == nil { options.size = Size(width: 400, height: 300) }
        try SheetCommand.run(options, axes: axes, scale: scale, output: out, workers: try jobs.workers)
    }
}
