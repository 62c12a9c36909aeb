import CardDrawing
import CollectionLayout
import CollectionView
import SceneFormat
import TestSupport
import Testing
import Typography

/// What a template cell draws: its root's background at its corner radius, a badge as a capsule
/// (its radius half its height) in its colour, a label's text drawn whole inside the cell (clipped
/// to the label only when it is squeezed shorter than its text), colours following the appearance,
/// and the whole mirrored right to left.
@MainActor @Suite struct TemplatePaintingTests {
    private static let scene = #"""
    {"cell": {"kind": "stack", "axis": "horizontal", "spacing": 8, "alignment": "center", "padding": 10,
              "background": {"light": "#FFFFFF", "dark": "#1C1C1E"}, "cornerRadius": 12,
              "children": [{"kind": "text", "bind": "title"}, {"kind": "spacer"},
                           {"kind": "badge", "bind": "rating", "color": "systemOrange"}]},
     "sections": [{"items": [{"id": "a", "title": "Soup", "rating": "★ 4.8"}]}]}
    """#
    private static let frame = Rect(x: 20, y: 30, width: 300, height: 50)

    private func painted(dark: Bool = false, direction: LayoutDirection = .leftToRight, frame: Rect = Self.frame,
                         scene text: String = Self.scene) throws -> [DrawCommand] {
        let scene = try SceneDecoder.decode(text, file: "scene.json")
        let fonts = FontLibrary(directory: PackagePaths.fonts)
        let painter = CardPainter(content: SceneContent(sections: scene.sections), category: .L, fonts: fonts,
                                  measurer: fonts.makeMeasurer(), hyphenationFactor: 0)
        painter.look.palette = dark ? .dark : .light
        painter.look.layoutDirection = direction
        let item = try #require(scene.sections[0].items.first)
        var list = DrawList(size: Size(width: 400, height: 200), background: Color(hex: 0))
        painter.paintTemplateCell(item, template: try #require(item.cellTemplate), frame: frame, alpha: 1, into: &list)
        return list.commands
    }

    private func fills(_ commands: [DrawCommand]) -> [(Rect, Color, Double)] {
        commands.compactMap { if case .fill(let rect, let color, let radius) = $0 { (rect, color, radius) } else { nil } }
    }

    private func clips(_ commands: [DrawCommand]) -> [Rect] {
        commands.compactMap { if case .pushClip(let rect) = $0 { rect } else { nil } }
    }

    @Test func theRootsBackgroundTheBadgesCapsuleAndTheLabelsClip() throws {
        let commands = try painted()
        let fills = fills(commands)
        // The root first: the whole cell, white, at its 12-point corners.
        #expect(fills.first?.0 == Self.frame && fills.first?.1 == Color(hex: 0xFFFFFF) && fills.first?.2 == 12)
        // The badge: systemOrange (#FF9500 in light), a capsule, against the trailing padding.
        let badge = try #require(fills.first { $0.1 == Color(hex: 0xFF9500) })
        #expect(badge.2 == badge.0.height / 2)
        #expect(badge.0.maxX == Self.frame.maxX - 10)
        // The title's text starts at the leading padding, clipped only to the cell (it shows all its lines).
        let title = try #require(runs(commands).first)
        #expect(title.origin.x == Self.frame.minX + 10)
        #expect(clips(commands).first == Self.frame)
    }

    @Test func aSqueezedLabelClipsItsText() throws {
        // A column 24 points tall less 20 of padding: the label has 4 points for its line.
        let column = #"{"cell": {"kind": "stack", "padding": 10, "children": [{"kind": "text", "bind": "title"}]}, "sections": [{"items": [{"title": "Soup"}]}]}"#
        let squeezed = Rect(x: 20, y: 30, width: 300, height: 24)
        let clip = try #require(clips(try painted(frame: squeezed, scene: column)).first)
        #expect(clip.height == 4 && clip.minY == squeezed.minY + 10 && clip.minX == squeezed.minX + 10, "\(clip)")
    }

    private func runs(_ commands: [DrawCommand]) -> [GlyphRun] {
        commands.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    @Test func darkTakesTheDarkColours() throws {
        let fills = fills(try painted(dark: true))
        #expect(fills.first?.1 == Color(hex: 0x1C1C1E))
        // systemOrange's dark value.
        #expect(fills.contains { $0.1 == Color(hex: 0xFF9F0A) })
    }

    @Test func rightToLeftMirrorsTheCell() throws {
        let commands = try painted(direction: .rightToLeft)
        let badge = try #require(fills(commands).first { $0.1 == Color(hex: 0xFF9500) })
        #expect(badge.0.minX == Self.frame.minX + 10)
        // The title at the trailing half, now the right-hand side.
        let title = try #require(runs(commands).first)
        #expect(title.origin.x > Self.frame.midX)
    }
}
