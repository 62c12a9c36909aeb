/// The measured shape of a piece of text: its lines, glyphs and metrics, in points.
///
/// The renderer draws exactly these glyph positions, so the measured box is the drawn box.
public struct TextLayout: Hashable, Sendable {
    /// The widest line's width (trailing spaces not counted).
    public var width: Double
    /// The number of lines times the line height.
    public var height: Double
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// Distance from a line's top to its baseline.
    public var ascender: Double
    /// Distance from the baseline to the line's bottom (negative).
    public var descender: Double
    /// Distance between consecutive baselines.
    public var lineHeight: Double
    /// Whether text was cut off and an ellipsis added.
    public var truncated: Bool
    /// The first paragraph's resolved base direction (`.leftToRight` or `.rightToLeft`), so a
    /// renderer can align it to its natural edge; each line carries its own paragraph's.
    /// (Stored beside `truncated`, in its padding: a layout stays 72 bytes, which keeps the
    /// measurement cache's lookups fast.)
    public var baseWritingDirection: WritingDirection
    /// The fonts the glyphs come from: the requested font first, then its fallbacks.
    public var fontNames: [String]
    /// The point size the text is set in.
    public var pointSize: Double

    /// Creates a layout from its lines and metrics.
    public init(width: Double, height: Double, lines: [TextLine], ascender: Double, descender: Double, lineHeight: Double,
                truncated: Bool, fontNames: [String], pointSize: Double, baseWritingDirection: WritingDirection) {
        self.width = width
        self.height = height
        self.lines = lines
        self.ascender = ascender
        self.descender = descender
        self.lineHeight = lineHeight
        self.truncated = truncated
        self.baseWritingDirection = baseWritingDirection
        self.fontNames = fontNames
        self.pointSize = pointSize
    }

    /// The first line's baseline from the top, or the ascender when there is no line.
    public var firstBaseline: Double { lines.first?.baseline ?? ascender }
    /// The last line's baseline from the top, or the ascender when there is no line.
    public var lastBaseline: Double { lines.last?.baseline ?? ascender }
    /// The requested font's name.
    public var fontName: String { fontNames[0] }
}

/// One line of measured text.
public struct TextLine: Hashable, Sendable {
    /// The first Unicode scalar of the line.
    public var start: Int
    /// One past the last Unicode scalar of the line (trailing spaces included, the newline not).
    public var end: Int
    /// The line's width without trailing spaces (with the ellipsis, when truncated).
    public var width: Double
    /// The baseline's distance from the top of the text.
    public var baseline: Double
    /// The glyphs to draw, in visual order from left to right, with x measured from the left edge
    /// of the line's visible text (trailing spaces lie outside it: right of a left-to-right line, left of a right-to-left one).
    public var glyphs: [PositionedGlyph]
    /// The resolved base direction of the line's paragraph (`.leftToRight` or `.rightToLeft`).
    public var writingDirection: WritingDirection
    /// Whether the line ends inside a word with no hyphen: the word was too wide for the line and
    /// had no hyphenation point that fit, so it was cut between two letters.
    public var cutsWordWithoutHyphen = false

    /// Where the line starts in a box `boxWidth` wide when aligned to its natural edge: 0 for a
    /// left-to-right line, the room left over for a right-to-left one (flush right).
    public func naturalAlignmentOffset(inWidth boxWidth: Double) -> Double {
        writingDirection == .rightToLeft ? boxWidth - width : 0
    }
}

/// A glyph at its place on a line.
public struct PositionedGlyph: Hashable, Sendable {
    /// The glyph's index in its font.
    public var glyphID: UInt32
    /// The pen position from the line's start, in points, offsets included.
    public var x: Double
    /// The vertical displacement from the baseline, in points (up is positive).
    public var y: Double
    /// The glyph's font, an index into `TextLayout.fontNames`.
    public var font: Int
    /// The first Unicode scalar of the glyph's cluster in the text (for "…", where the text was cut).
    public var cluster: Int
}

/// A stretch of laid-out text drawn in one face (`TextLayout.fontRuns`).
public struct FontRun: Hashable, Sendable {
    /// The first Unicode scalar of the run.
    public var start: Int
    /// One past the run's last scalar.
    public var end: Int
    /// The face's name (`FontFace.name`).
    public var font: String
}

extension TextLayout {
    /// How many glyphs are the missing-glyph box (.notdef, glyph 0): scalars no face of the
    /// chain could draw (one glyph each, as HarfBuzz gives them).
    public var missingGlyphs: Int {
        var count = 0
        for line in lines { for glyph in line.glyphs where glyph.glyphID == 0 { count += 1 } }
        return count
    }

    /// The scalars of the laid-out lines in logical order, cut where the face drawing them changes
    /// (a scalar takes the face of its cluster's glyphs; "…" counts with the text it follows).
    public var fontRuns: [FontRun] {
        guard let last = lines.last else { return [] }
        var fontOf: [Int: Int] = [:]
        for line in lines {
            for glyph in line.glyphs where fontOf[glyph.cluster] == nil { fontOf[glyph.cluster] = glyph.font }
        }
        var runs: [FontRun] = []
        for cluster in fontOf.keys.sorted() {
            let name = fontNames[fontOf[cluster]!]
            if let previous = runs.last, previous.font == name { continue }
            if !runs.isEmpty { runs[runs.count - 1].end = cluster }
            runs.append(FontRun(start: runs.isEmpty ? lines[0].start : cluster, end: last.end, font: name))
        }
        return runs
    }
}
