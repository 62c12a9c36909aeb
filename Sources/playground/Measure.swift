import ArgumentParser
import Commands
import Playground

/// `playground measure`: measures text and prints the result as JSON.
struct Measure: ParsableCommand, MainActorCommand {
    static let configuration = CommandConfiguration(abstract: "Measure text and print lines, widths and metrics as JSON.")

    @Argument(help: "The text to measure.")
    var text: String

    @Option(help: "Text style: largeTitle title1 title2 title3 headline body callout subheadline footnote caption1 caption2.")
    var style: String?

    @Option(help: "Dynamic Type size (default L).")
    var category: String?

    @Option(help: "Wrap at this width in points.")
    var width: Double?

    @Option(help: "At most this many lines; 0 means no limit.")
    var lines: Int = 0

    @Option(help: "Measure with this font file instead of a text style.")
    var font: String?

    @Option(help: "The point size to use with --font.")
    var size: Double?

    @Option(help: "The folder of the bundled fonts.")
    var fonts: String?

    @Option(help: "TextKit's hyphenation factor, 0 to 1: a line filled less than this fraction of its width hyphenates the next word (default 0, UIKit's: never).")
    var hyphenationFactor: Double = 0

    @Option(help: "The text's language, a BCP 47 tag (ja, zh-Hans, zh-Hant, ko…): which Chinese, Japanese or Korean glyph forms draw it (default: Japanese's).")
    var language: String?

    @Flag(help: "Bold Text, the accessibility setting: the text style one weight heavier, as iOS draws it.")
    var boldText = false

    @Option(help: "Measure the text as a pseudo-language shows it: none, doubleLength, accented, bounded or rightToLeft.")
    var pseudoLanguage: String?

    mutating func run() throws {}

    mutating func runOnMain() throws {
        var options = MeasureCommand.Options(text: text, style: style, category: category, width: width, lines: lines,
                                             fontFile: font, pointSize: size, fontsDirectory: fonts,
                                             hyphenationFactor: hyphenationFactor, language: language)
        options.boldText = boldText
        options.pseudoLanguage = pseudoLanguage
        print(try MeasureCommand.run(options), terminator: "")
    }
}
