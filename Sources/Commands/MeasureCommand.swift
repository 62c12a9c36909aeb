import AppSupport
import Foundation
import Playground
import SceneFormat
import Typography

/// `playground measure`: a text measurement as JSON (contract: "measure output").
public enum MeasureCommand {
    /// What to measure and how.
    public struct Options: Sendable {
        /// The text.
        public var text: String
        /// `--style`: a text style name (default body).
        public var style: String?
        /// `--category`: the content size category (default L).
        public var category: String?
        /// `--width`: wrap at this many points.
        public var width: Double?
        /// `--lines`: at most this many lines (0: no limit).
        public var lines: Int
        /// `--font`: measure with this font file instead of a style.
        public var fontFile: String?
        /// `--size`: the point size with `--font`.
        public var pointSize: Double?
        /// `--fonts`: the bundled fonts' folder.
        public var fontsDirectory: String?
        /// `--hyphenation-factor`: TextKit's hyphenation factor, 0…1 (0, the default: never hyphenate).
        public var hyphenationFactor: Double
        /// `--language`: a BCP 47 tag choosing the CJK glyph forms (nil: Japanese's).
        public var language: String?
        /// `--bold-text`: Bold Text on, the text style one weight heavier (nothing changes with `--font`).
        public var boldText = false
        /// `--pseudo-language NAME`: the text as that pseudo-language shows it (`"text"` is the string measured).
        public var pseudoLanguage: String?

        /// Creates options.
        public init(text: String, style: String? = nil, category: String? = nil, width: Double? = nil, lines: Int = 0,
                    fontFile: String? = nil, pointSize: Double? = nil, fontsDirectory: String? = nil, hyphenationFactor: Double = 0,
                    language: String? = nil) {
            self.hyphenationFactor = hyphenationFactor
            self.language = language
            self.text = text
            self.style = style
            self.category = category
            self.width = width
            self.lines = lines
            self.fontFile = fontFile
            self.pointSize = pointSize
            self.fontsDirectory = fontsDirectory
        }
    }

    /// The measurement's JSON.
    @MainActor
    public static func run(_ options: Options) throws -> String {
        if let width = options.width, !(width.isFinite && width > 0) {
            throw InputError("--width must be a number of points > 0")
        }
        if let language = options.language { _ = try LanguageTag.parse(language) }
        guard options.lines >= 0 else { throw InputError("--lines must be 0 (no limit) or more") }
        guard (0...1).contains(options.hyphenationFactor) else { throw InputError("--hyphenation-factor must be a number from 0 to 1") }
        // The string a scene's card would measure under the pseudo-language, so the two agree.
        let text = try options.pseudoLanguage.map { name throws(InputError) in try PseudoLanguage.parse(name).apply(options.text) } ?? options.text
        var members: [(String, JSONWriter.Value)] = [("text", .string(text))]
        let face: FontFace
        let size: Double
        var library: FontLibrary?
        do {
            if let fontFile = options.fontFile {
                guard options.style == nil else { throw InputError("--font and --style cannot be used together") }
                guard let pointSize = options.pointSize else { throw InputError("--font needs --size POINTS") }
                guard pointSize.isFinite, pointSize > 0, pointSize <= 1000 else {
                    throw InputError("--size must be a number of points from 0 to 1000")
                }
                face = try FontFace(path: fontFile)
                size = pointSize
            } else {
                guard options.pointSize == nil else { throw InputError("--size goes with --font; text styles have their own sizes") }
                let styleName = options.style ?? "body"
                guard let style = TextStyle(rawValue: styleName) else {
                    throw InputError("--style must be one of: \(TextStyle.allNames), got \"\(styleName)\"")
                }
                let category = try ContentSizeCategory.parse(options.category ?? "L")
                let fonts = FontLibrary(directory: try ResourceLocator.fontsDirectory(override: options.fontsDirectory),
                                        language: options.language).withBoldText(options.boldText)
                face = try fonts.face(for: style)
                library = fonts
                size = style.pointSize(for: category)
                members += [("style", .string(style.rawValue)), ("category", .string(category.rawValue))]
            }
        } catch let error as TypographyError {
            // A font file or folder the user named is bad input (status 2); the bundled fonts missing is not.
            if options.fontFile != nil || options.fontsDirectory != nil { throw InputError(error.description) }
            throw PlaygroundError(error.description)
        }
        // A text style's measurer falls back through its weight's cascade in the text's language, as a card's does.
        let measurer = library?.makeMeasurer() ?? TextMeasurer()
        let layout = measurer.measure(text, font: face, pointSize: size, width: options.width, maxLines: options.lines,
                                      hyphenationFactor: options.hyphenationFactor, language: options.language ?? "en")
        members += [
            ("font", .string(face.name)),
            ("pointSize", .number(size)),
            ("width", .number(layout.width)),
            ("height", .number(layout.height)),
            ("lines", .array(layout.lines.map { line in
                .object([("start", .number(Double(line.start))), ("end", .number(Double(line.end))),
                         ("width", .number(line.width)), ("baseline", .number(line.baseline))])
            })),
            ("ascender", .number(layout.ascender)),
            ("descender", .number(layout.descender)),
            ("lineHeight", .number(layout.lineHeight)),
            ("truncated", .bool(layout.truncated)),
            ("runs", .array(layout.fontRuns.map { run in
                .object([("start", .number(Double(run.start))), ("end", .number(Double(run.end))), ("font", .string(run.font))])
            })),
            ("missingGlyphs", .number(Double(layout.missingGlyphs))),
        ]
        return JSONWriter.write(.object(members)) + "\n"
    }
}
