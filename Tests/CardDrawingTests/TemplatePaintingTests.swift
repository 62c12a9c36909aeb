import CardDrawing
import CollectionLayout
import CollectionView
import SceneFormat
import TestSupport
import Testing
import Typography

/// What a template cell draws: its root's background at its corner radius, a badge as a capsule
/// (its radius half its height) in its colour, each label clipped to its own frame, colours
/// following the appearance, and the whole mirrored right to left.
@MainActor @Suite struct TemplatePaintingTests {
    private static let scene = #"""
    {"cell": {"kind": "stack", "axis": "horizontal", "spacing": 8, "alignment": "center", "padding": 10,
              "background": {"light": "#FFFFFF", "dark": "#1C1C1E"}, "cornerRadius": 12,
              "children": [{"kind": "text", "bind": "title"}, {"kind": "spacer"},
                           {"kind": "badge", "bind": "rating", "color": "systemOrange"}]},
     "sections": [{"items": [{"id": "a", "title": "Soup", "rating": "★ 4.8"}]}]}
    """#
    private static let frame = Rect(x: 20, y: 30, width: 300, height: 50)

    private func painted(dark: Bool = false, direction: LayoutDirection = .leftToRight) throws -> [DrawCommand] {
        let scene = try SceneDecoder.decode(Self.scene, file: "scene.json")
        let fonts = FontLibrary(directory: PackagePaths.fonts)
        let painter = CardPainter(content: SceneContent(sections: scene.sections), category: .L, fonts: fonts,
                                  measurer: fonts.makeMeasurer(), hyphenationFactor: 0)
        painter.look.palette = dark ? .dark : .light
        painter.look.layoutDirection = direction
        let item = try #require(scene.sections[0].items.first)
        var list = DrawList(size: Size(width: 400, height: 200), background: Color(hex: 0))
        painter.paintTemplateCell(item, template: try #require(item.cellTemplate), frame: Self.frame, alpha: 1, into: &list)
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
        // The title's label clips its text to its frame, which starts at the leading padding.
        let title = try #require(clips(commands).first)
        #expect(title.minX == Self.frame.minX + 10)
        #expect(commands.contains { if case .text = $0 { true } else { false } })
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
        let title = try #require(clips(commands).first)
        #expect(title.maxX == Self.frame.maxX - 10)
    }
}
