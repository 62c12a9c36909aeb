import ArgumentParser
import CollectionLayout
import Export
import Playground
import SceneFormat
import Typography

/// The options `run`, `shot` and `dump` share.
struct ViewArguments: ParsableArguments {
    @Argument(help: "A scene file (JSON); the built-in scene when omitted.")
    var scene: String?

    @Option(help: ArgumentHelp("The layout: \(LayoutKind.allNames). Or list: the scene as a UIKit list."))
    var layout: String?

    @Option(help: "Dynamic Type size: xS S M L xL xxL xxxL AX1 AX2 AX3 AX4 AX5.")
    var category: String?

    @Option(help: "Light or dark appearance (default: the scene's, or light).")
    var appearance: String?

    @Option(help: "A device preset: \"iPhone SE\", \"iPhone 15\", \"iPhone 15 Pro Max\", \"iPad 11-inch\", \"iPad 13-inch\", \"Desktop\".")
    var device: String?

    @Option(help: "The device's orientation: portrait or landscape.")
    var orientation: String?

    @Option(help: "Window size in points, e.g. 1280x800.")
    var size: String?

    @Option(help: "The layout direction: ltr or rtl (default: the scene's).")
    var direction: String?

    @Option(help: "The language of the scene's text, a BCP 47 tag (en, ja, zh-Hans, zh-Hant, ko, th…): Chinese, Japanese and Korean glyph forms and line breaks (default: the scene's, or en).")
    var language: String?

    @Option(help: "Your own font family for the text styles (e.g. \"SF Pro\"), found among the installed fonts or in the scene's \"fonts\" folder; scaled with Dynamic Type as UIFontMetrics scales it.")
    var fontFamily: String?

    @Flag(help: "Bold Text, the accessibility setting: the scene's text styles one weight heavier, as iOS draws them.")
    var boldText = false

    @Option(help: "Increase Contrast: normal or increased (default: the scene's): the system colours' accessible variants, darker separators and secondary text.")
    var contrast: String?

    @Flag(help: "Reduce Motion: layout switches, updates and text-size changes cross-fade in place instead of moving.")
    var reduceMotion = false

    @Flag(help: "Reduce Transparency: scrims and translucent backgrounds drawn opaque.")
    var reduceTransparency = false

    @Flag(help: "Differentiate Without Color: a selected cell carries a checkmark, not only a tinted ring.")
    var differentiateWithoutColor = false
    @Option(help: "A pseudo-language, as Xcode's scheme offers: none, doubleLength (every string twice), accented (letters with marks, taller), bounded (strings in [# … #]) or rightToLeft (the layout mirrored, the text in Latin); default: the scene's.")
    var pseudoLanguage: String?

    @Option(help: "A folder of pictures shown as a scene: photo cards by capture date, sub-folders as sections.")
    var images: String?

    @Option(help: "The scene's items from a .csv (header row: id, title, subtitle, image, color, section, favorite) or a .json array.")
    var items: String?

    @Option(help: "A Swift file with a UICollectionViewLayout subclass or a function returning a layout (iOS code, `import UIKit`) that lays the scene out, compiled against the product's UIKit module.")
    var layoutSource: String?

    @Option(help: "The layout class of the --layout-source file to run (default: the file's only one).")
    var layoutClass: String?

    @Option(help: "The function of the --layout-source file that makes the layout, `createLayout` or `Type.createLayout` (default: the file's only one, when it has no layout class).")
    var layoutFunction: String?

    @Flag(help: "Let a script's loadLayoutSource compile and run the Swift file it names (headless commands refuse it otherwise; the window asks first).")
    var allowLayoutSource = false

    @Option(help: "The folder of the bundled fonts (default: the first fonts/ found in the executable's folder or the current one, or a folder above them).")
    var fonts: String?

    @Option(help: "A script (JSON timeline of actions) played from time 0.")
    var script: String?

    @Option(help: "Where the in-app screenshot (button or Ctrl+S) writes its PNGs (default: ./Screenshots).")
    var screenshotsDir: String?

    /// The options as the Playground module takes them, each value parsed; a bad one is one line (exit 2).
    func viewOptions() throws -> ViewOptions {
        var options = ViewOptions(scenePath: scene, layout: try layout.map { try LayoutChoice.parse($0) },
                                  category: try category.map { try ContentSizeCategory.parse($0) },
                                  size: try size.map { try Size.parse($0) }, fontsDirectory: fonts, scriptPath: script)
        options.screenshotsDirectory = screenshotsDir
        options.appearance = try appearance.map { try Appearance.parse($0) }
        options.device = try device.map { try DevicePreset.parse($0) }
        options.orientation = try orientation.map { try Orientation.parse($0) }
        options.direction = try direction.map { try LayoutDirection.parse($0) }
        options.language = try language.map { try LanguageTag.parse($0) }
        options.boldText = boldText
        options.contrast = try contrast.map { try Contrast.parse($0) }
        options.reduceMotion = reduceMotion
        options.reduceTransparency = reduceTransparency
        options.differentiateWithoutColor = differentiateWithoutColor
        options.pseudoLanguage = try pseudoLanguage.map { try PseudoLanguage.parse($0) }
        options.fontFamily = fontFamily
        options.imagesDirectory = images
        options.itemsPath = items
        options.layoutSourcePath = layoutSource
        options.layoutClass = layoutClass
        options.layoutFunction = layoutFunction
        options.allowsScriptLayoutSource = allowLayoutSource
        options.swiftWriter = { LayoutExporter.export($0, to: $1) }
        return options
    }
}
