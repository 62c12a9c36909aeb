import CHarfBuzz
import CollectionLayout
import Testing
@testable import Typography

/// Ink of 300 seeded random strings, drawn as the renderer draws it, stays inside the measured text and line boxes.
@MainActor @Suite struct InkBoundsTests {
    /// One random measurement: what to measure and the display scale to rasterise at.
    struct Sample: CustomStringConvertible {
        var text: String
        var weight: FontWeight
        var pointSize: Double
        var scale: Double
        var width: Double?
        var maxLines: Int

        var description: String {
            let wrapping = width.map { "width \($0) maxLines \(maxLines)" } ?? "unwrapped"
            return "\(text.debugDescription) \(weight) \(pointSize) pt @\(Int(scale))x \(wrapping)"
        }
    }

    /// A rectangle in points, y down from the top of the text.
    struct Box: CustomStringConvertible {
        var minX = Double.infinity, maxX = -Double.infinity
        var minY = Double.infinity, maxY = -Double.infinity

        var isEmpty: Bool { minX > maxX }
        var description: String { "x \(minX)...\(maxX), y \(minY)...\(maxY)" }

        mutating func formUnion(_ other: Box) {
            minX = min(minX, other.minX); maxX = max(maxX, other.maxX)
            minY = min(minY, other.minY); maxY = max(maxY, other.maxY)
        }
    }

    /// Some glyphs' ink, and how far their outlines reach past their advances and the line's ascender and descender.
    struct Ink {
        var box = Box()
        /// The largest distance a spacing glyph's outline reaches left of its pen position.
        var leftOverhang = 0.0
        /// The largest distance a spacing glyph's outline reaches right of its advance.
        var rightOverhang = 0.0
        /// The largest distance an outline reaches above the ascender.
        var overshootAbove = 0.0
        /// The largest distance an outline reaches below the descender.
        var overshootBelow = 0.0

        mutating func formUnion(_ other: Ink) {
            box.formUnion(other.box)
            leftOverhang = max(leftOverhang, other.leftOverhang)
            rightOverhang = max(rightOverhang, other.rightOverhang)
            overshootAbove = max(overshootAbove, other.overshootAbove)
            overshootBelow = max(overshootBelow, other.overshootBelow)
        }
    }

    static let words = [
        "lynx", "ocelot", "caracal", "serval", "margay", "manul", "jaguarundi", "kodkod", "oncilla", "Pallas’s",
        "cat", "fjord", "quay", "jump", "fly", "AVAVA", "Wa", "To", "Typography", "WAVE", "off", "fifty",
        "Café", "naïve", "façade", "Ångström", "Zürich", "Øresund", "Łódź", "Dvořák", "crème", "brûlée",
        "ÉCOLE", "ÀÉÎÕÜ", "Ålesund", "jalapeño", "Ærøskøbing", "São", "Gdańsk", "Ýmir", "cafe\u{301}",
        "a\u{308}hnlich", "1984", "3.14159", "42%", "$19.99", "2024-06-30", "12:45", "#7", "@home", "&",
        "(hello)", "[note]", "{x}", "“quoted”", "‘single’", "—", "–", "!", "?", "¿Qué?", "¡Sí!", "…", "*",
        "a/b", "back\\slash", "under_score", "semi;colon", "שלום", "★", "Հայերեն", "漢字",
    ]

    static let trailingPunctuation = [",", ".", "!", "?", ";", ":", "…", ")", "”"]

    /// `count` random samples from a fixed seed.
    static func samples(count: Int, seed: UInt64 = 0x5EED_1234) -> [Sample] {
        var random = SplitMix64(seed: seed)
        let sizes: [Double] = [11, 12, 13, 15, 17, 20, 22, 28, 34, 40, 53]
        return (0..<count).map { _ in
            var pieces: [String] = []
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                var word = words.randomElement(using: &random)!
                switch Int.random(in: 0..<20, using: &random) {
                case 0..<3: word = word.prefix(1).uppercased() + word.dropFirst()
                case 3: word = word.uppercased()
                case 4: word = "\(Int.random(in: 0..<100_000, using: &random))"
                default: break
                }
                if Int.random(in: 0..<5, using: &random) == 0 {
                    word += trailingPunctuation.randomElement(using: &random)!
                }
                pieces.append(word)
            }
            var text = pieces[0]
            for piece in pieces.dropFirst() {
                text += Int.random(in: 0..<25, using: &random) == 0 ? "\n" : " "
                text += piece
            }
            let wraps = Bool.random(using: &random)
            return Sample(text: text,
                          weight: FontWeight.allCases.randomElement(using: &random)!,
                          pointSize: sizes.randomElement(using: &random)!,
                          scale: Double(Int.random(in: 1...3, using: &random)),
                          width: wraps ? Double(Int.random(in: 30...320, using: &random)) : nil,
                          maxLines: wraps ? [0, 0, 1, 2, 3].randomElement(using: &random)! : 0)
        }
    }

    private let fonts = TypographyTestSupport.fonts
    private let measurer = TypographyTestSupport.fonts.makeMeasurer()

    private func measure(_ sample: Sample) throws -> TextLayout {
        measurer.measure(sample.text, font: try fonts.face(sample.weight), pointSize: sample.pointSize,
                         width: sample.width, maxLines: sample.maxLines)
    }

    /// The ink of each line's glyphs, rasterised at `pointSize × scale` pixels per em and placed
    /// as `DrawListRenderer` places them (pen and baseline rounded to whole pixels), with the
    /// overhangs of the glyphs' unhinted outlines, from the font.
    private func lineInks(of layout: TextLayout, scale: Double) throws -> [Ink] {
        let pixelSize = layout.pointSize * scale
        return try layout.lines.map { line in
            var ink = Ink()
            let baseline = (line.baseline * scale).rounded()
            for glyph in line.glyphs {
                let face = try #require(fonts.face(named: layout.fontNames[glyph.font]))
                let bitmap = try #require(face.rasterize(glyphID: glyph.glyphID, pixelSize: pixelSize))
                guard bitmap.width > 0, bitmap.height > 0, bitmap.coverage.contains(where: { $0 > 0 }) else { continue }
                let penX = (glyph.x * scale).rounded()
                let penY = baseline - (glyph.y * scale).rounded()
                ink.box.formUnion(Box(minX: (penX + Double(bitmap.left)) / scale,
                                      maxX: (penX + Double(bitmap.left + bitmap.width)) / scale,
                                      minY: (penY - Double(bitmap.top)) / scale,
                                      maxY: (penY - Double(bitmap.top) + Double(bitmap.height)) / scale))

                // The outline's extents in points, y up from the baseline.
                let points = layout.pointSize / face.unitsPerEm
                var extents = hb_glyph_extents_t()
                _ = hb_font_get_glyph_extents(face.hbFont, glyph.glyphID, &extents)
                let left = Double(extents.x_bearing) * points, right = Double(extents.x_bearing + extents.width) * points
                let top = Double(extents.y_bearing) * points, bottom = Double(extents.y_bearing + extents.height) * points
                let advance = Double(hb_font_get_glyph_h_advance(face.hbFont, glyph.glyphID)) * points
                if advance > 0 {  // A mark's ink sits over its base, left of its own pen.
                    ink.leftOverhang = max(ink.leftOverhang, -left)
                    ink.rightOverhang = max(ink.rightOverhang, right - advance)
                }
                ink.overshootAbove = max(ink.overshootAbove, top - layout.ascender)
                ink.overshootBelow = max(ink.overshootBelow, layout.descender - bottom)
            }
            return ink
        }
    }

    /// How far (points) ink leaves `box` beyond the allowance; positive is a failure.
    ///
    /// The allowance is the rounding of rasterisation (pen and baseline rounded to a pixel, the
    /// bitmap's edges rounded outward: 1.5 px across, 2 px up and down, as light hinting snaps
    /// heights) plus the glyphs' own overhang beyond their advance boxes and the line's ascender
    /// and descender, from the font's outlines, capped at a tenth of an em.
    private static func overflow(of ink: Ink, outside box: Box, pointSize: Double, scale: Double) -> Double {
        guard !ink.box.isEmpty else { return -.infinity }
        let across = 1.5 / scale, upDown = 2 / scale
        let cap = 0.1 * pointSize
        return [box.minX - (across + min(ink.leftOverhang, cap)) - ink.box.minX,
                ink.box.maxX - (box.maxX + across + min(ink.rightOverhang, cap)),
                box.minY - (upDown + min(ink.overshootAbove, cap)) - ink.box.minY,
                ink.box.maxY - (box.maxY + upDown + min(ink.overshootBelow, cap))].max()!
    }

    /// The ink outside the measured boxes: the whole text's `width × height`, and each line's
    /// `line.width` from its ascender to its descender. Empty when everything is inside.
    private func inkOutsideTheBoxes(of layout: TextLayout, scale: Double, text: String? = nil) throws -> [String] {
        let inks = try lineInks(of: layout, scale: scale)
        var problems: [String] = []
        var all = Ink()
        for (line, ink) in zip(layout.lines, inks) {
            all.formUnion(ink)
            let box = Box(minX: 0, maxX: line.width, minY: line.baseline - layout.ascender,
                          maxY: line.baseline - layout.descender)
            let excess = Self.overflow(of: ink, outside: box, pointSize: layout.pointSize, scale: scale)
            if excess > 0 {
                var place = "line \(line.start)..<\(line.end)"
                if let text {
                    let scalars = Array(text.unicodeScalars)
                    place += " \(String(String.UnicodeScalarView(scalars[line.start..<line.end])).debugDescription)"
                    if line.end < scalars.count, !scalars[line.end - 1].properties.isWhitespace,
                       !scalars[line.end].properties.isWhitespace {
                        place += " (broken inside a word)"
                    }
                }
                problems.append("\(place): ink \(ink.box) outside \(box) by \(excess)")
            }
        }
        let box = Box(minX: 0, maxX: layout.width, minY: 0, maxY: layout.height)
        let excess = Self.overflow(of: all, outside: box, pointSize: layout.pointSize, scale: scale)
        if excess > 0 { problems.append("text: ink \(all.box) outside \(box) by \(excess)") }
        return problems
    }

    private static func shifted(_ layout: TextLayout, by dx: Double, _ dy: Double = 0) -> TextLayout {
        var moved = layout
        for line in moved.lines.indices {
            for glyph in moved.lines[line].glyphs.indices {
                moved.lines[line].glyphs[glyph].x += dx
                moved.lines[line].glyphs[glyph].y += dy
            }
        }
        return moved
    }

    @Test func theSamplesAreVaried() {
        let samples = Self.samples(count: 300)
        #expect(samples.count == 300)
        #expect(Set(samples.map(\.text)).count > 290)
        #expect(samples.filter { $0.width != nil }.count > 100)
        #expect(samples.filter { $0.maxLines > 0 }.count > 50)
        #expect(Set(samples.map(\.scale)).count == 3)
        // Seeded: the same strings every run.
        #expect(Self.samples(count: 300).map(\.text) == samples.map(\.text))
    }

    @Test func inkOfRandomStringsLiesInsideTheMeasuredBox() throws {
        var checked = 0, wrapped = 0, truncated = 0, fallback = 0
        for sample in Self.samples(count: 300) {
            let layout = try measure(sample)
            guard layout.lines.contains(where: { !$0.glyphs.isEmpty }) else { continue }
            checked += 1
            if layout.lines.count > 1 { wrapped += 1 }
            if layout.truncated { truncated += 1 }
            if layout.lines.contains(where: { $0.glyphs.contains { $0.font > 0 } }) { fallback += 1 }
            let problems = try inkOutsideTheBoxes(of: layout, scale: sample.scale, text: sample.text)
            #expect(problems.isEmpty, "\(sample): \(problems.joined(separator: "; "))")
        }
        #expect(checked > 290)
        #expect(wrapped > 100)
        #expect(truncated > 20)
        #expect(fallback > 20)
    }

    @Test func theCheckDetectsGlyphsShiftedByThreePoints() throws {
        // Text whose first and last glyphs have small side bearings, so the box is tight.
        let texts = ["AVAVA", "VAT Wax TAV", "A lynx VIA"]
        for text in texts {
            for size in [11.0, 17, 28, 53] {
                let layout = measurer.measure(text, font: TypographyTestSupport.regular, pointSize: size)
                for scale in [1.0, 2, 3] {
                    let context = "\(text) \(size) pt @\(Int(scale))x"
                    #expect(try inkOutsideTheBoxes(of: layout, scale: scale).isEmpty, "\(context)")
                    // Right and left by 3 points; right by 2 where a pixel is under a point and the
                    // last glyph's side bearing (0.026 em for A) under 0.75 pt.
                    for dx in scale > 1 && size <= 28 ? [3.0, -3, 2] : [3, -3] {
                        let moved = Self.shifted(layout, by: dx)
                        #expect(try !inkOutsideTheBoxes(of: moved, scale: scale).isEmpty, "\(context) moved \(dx)")
                    }
                }
            }
        }
        // Up and down: accented capitals reach the ascender, descenders the descender.
        for (text, dy) in [("ÀÉÎÕÜ", 3.0), ("jigsaw quay", -3)] {
            for size in [11.0, 17, 28, 53] {
                let layout = measurer.measure(text, font: TypographyTestSupport.regular, pointSize: size)
                // Descenders stop 0.026 em above the descender: at 53 pt that and the 2 px
                // allowance at 1x leave room for 3 points.
                for scale in [1.0, 2, 3] where dy > 0 || scale > 1 || size <= 28 {
                    #expect(try inkOutsideTheBoxes(of: layout, scale: scale).isEmpty)
                    #expect(try !inkOutsideTheBoxes(of: Self.shifted(layout, by: 0, dy), scale: scale).isEmpty,
                            "\(text) \(size) pt @\(Int(scale))x moved \(dy)")
                }
            }
        }
        // Over the random corpus, shifting every glyph 3 points right is caught in most layouts
        // (not all: a last glyph with a wide right side bearing, such as "…", leaves room).
        var inked = 0, caught = 0
        for sample in Self.samples(count: 300) {
            let layout = try measure(sample)
            guard layout.lines.contains(where: { !$0.glyphs.isEmpty }) else { continue }
            inked += 1
            if try !inkOutsideTheBoxes(of: Self.shifted(layout, by: 3), scale: sample.scale).isEmpty { caught += 1 }
        }
        #expect(Double(caught) > 0.75 * Double(inked), "caught \(caught) of \(inked)")
    }

    @Test func aLineBrokenInsideAWordIsAsWideAsItsInk() throws {
        // "AVAVAVAV" has no break opportunity, so at the width of "AVA" it breaks between A and V.
        // Kerning narrows an A followed by a V; at the end of a line no V follows it.
        let font = TypographyTestSupport.regular
        for size in [17.0, 53] {
            let alone = measurer.measure("AVA", font: font, pointSize: size).width
            let layout = measurer.measure("AVAVAVAV", font: font, pointSize: size, width: alone + 1)
            let first = try #require(layout.lines.first)
            #expect(first.start == 0 && first.end == 3)
            #expect(abs(first.width - alone) < 1e-6, "\(size) pt: line \"AVA\" is \(first.width) wide, alone \(alone)")
            #expect(try inkOutsideTheBoxes(of: layout, scale: 2).isEmpty)
        }
    }
}
