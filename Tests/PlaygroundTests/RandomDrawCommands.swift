import CollectionLayout
import CollectionView
import Typography

/// Random drawing commands of every kind, from a seeded generator, for the tests that draw the
/// same lists two ways and compare the pixels (SDL against direct writing, partial against whole
/// frames): rectangles partly off a 320×240 canvas, colours from clear to opaque, rounded fills,
/// shadows, strokes, text, clips and layers turned in perspective or zoomed.
@MainActor
struct RandomDrawCommands {
    private var generator: SplitMix64
    private let fontName: String
    private let glyphs: [GlyphRun.Glyph]

    /// Commands from `seed`, their text a short run in `fonts`' regular face.
    init(seed: UInt64, fonts: FontLibrary) throws {
        generator = SplitMix64(seed: seed)
        let face = try fonts.face(.regular)
        fontName = face.name
        glyphs = fonts.makeMeasurer().measure("Ocelot Lynx 123", font: face, pointSize: 17).lines[0].glyphs
            .map { GlyphRun.Glyph(id: $0.glyphID, x: $0.x, y: $0.y) }
    }

    /// A number from `range`.
    mutating func number(in range: ClosedRange<Double>) -> Double { .random(in: range, using: &generator) }

    /// One of `choices`.
    mutating func pick<T>(_ choices: [T]) -> T { choices.randomElement(using: &generator)! }

    /// A colour, often opaque, sometimes clear or nearly so.
    mutating func color() -> Color {
        Color(red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
              blue: .random(in: 0...255, using: &generator),
              alpha: pick([255, 255, 0, 1, 128, 254, .random(in: 0...255, using: &generator)]))
    }

    /// A rectangle on or partly off the canvas, possibly empty.
    mutating func rect() -> Rect {
        Rect(x: number(in: -40...300), y: number(in: -40...220), width: number(in: 0...180), height: number(in: 0...120))
    }

    /// A command of any kind (clips among them when `clips`).
    mutating func command(clips: Bool = true) -> DrawCommand {
        switch Int.random(in: 0..<(clips ? 8 : 6), using: &generator) {
        case 0, 1: return .fill(rect(), color: color(), cornerRadius: pick([0, 4, 12, 40]))
        case 2: return .shadow(rect(), cornerRadius: pick([0, 6, 12]), blur: pick([0.5, 2, 5, 9]), color: color())
        case 3: return .stroke(rect(), color: color(), width: pick([1, 2, 5]))
        case 4: return .text(GlyphRun(fontName: fontName, pointSize: pick([9, 17, 31]), origin: rect().origin, glyphs: glyphs,
                                      color: color()))
        case 5: return layer()
        case 6: return .pushClip(rect())
        default: return .popClip
        }
    }

    /// A layer holding a rounded fill with coloured stripes across it (so that a texel taken from
    /// the wrong place shows), turned about y or x in perspective, about z, or zoomed 1.3×, at an opacity.
    mutating func layer() -> DrawCommand {
        let frame = rect()
        let angle = number(in: -1.2...1.2)
        let transform: Transform3D = switch Int.random(in: 0..<4, using: &generator) {
        case 0: Transform3D.rotation(angle: angle, x: 0, y: 1, z: 0).concatenating(.perspective(m34: -1.0 / 500))
        case 1: Transform3D.rotation(angle: angle, x: 1, y: 0, z: 0).concatenating(.perspective(m34: -1.0 / 500))
        case 2: Transform3D.rotation(angle: angle * 2.5, x: 0, y: 0, z: 1)
        default: .scale(x: 1.3, y: 1.3, z: 1)
        }
        var commands: [DrawCommand] = [.fill(frame, color: color(), cornerRadius: 8)]
        for stripe in 0..<6 {
            let band = Rect(x: frame.origin.x + frame.size.width * Double(stripe) / 6, y: frame.origin.y,
                            width: frame.size.width / 12, height: frame.size.height)
            commands.append(.fill(band, color: color(), cornerRadius: 0))
        }
        return .transformed(frame: frame, transform: transform, alpha: pick([1, 0.8, 0.3]),
                            contentKey: Int.random(in: 0...1_000_000, using: &generator), commands: commands)
    }
}
