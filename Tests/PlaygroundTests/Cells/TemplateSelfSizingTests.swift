import CollectionLayout
import Foundation
import Testing
import Typography
@testable import Playground

/// A designer's cell self-sizes through its template as a UIKit cell pinned to a stack does: the
/// width the layout offers, the height of the padding, the texts wrapped at what the stack
/// leaves and the spacing between them — worked out here from the text measured on its own.
@MainActor @Suite(.serialized) struct TemplateSelfSizingTests {
    private static let template = #"""
    {"kind": "stack", "axis": "vertical", "spacing": 4, "padding": 10,
     "children": [{"kind": "text", "bind": "title", "style": "headline"},
                  {"kind": "text", "bind": "subtitle", "style": "subheadline", "color": "secondaryLabel"}]}
    """#
    private static let titles = [
        ("latin", "Donaudampfschifffahrtsgesellschaftskapitän and a title long enough to wrap twice or more"),
        ("accents", "Crème brûlée à l'ancienne, façon grand-mère"),
        ("japanese", "親子丼と味噌汁の作り方を、忙しい平日の夜のために"),
        ("short", "Ox"),
    ]

    private func model(category: ContentSizeCategory, layout: String, extra: String = "") throws -> PlaygroundModel {
        let items = Self.titles.map { #"{"id": "\#($0.0)", "title": "\#($0.1)", "subtitle": "Subtitle"}"# }.joined(separator: ", ")
        let scene = #"""
        {"viewport": {"width": 800, "height": 600}, "contentSizeCategory": "\#(category.rawValue)", "cell": \#(Self.template),
         "layout": \#(layout), "sections": [{"items": [\#(items), {"id": "untitled", "subtitle": "Only a subtitle"}]}]\#(extra)}
        """#
        let path = try TestPaths.temporaryDirectory().appendingPathComponent("scene.json")
        try Data(scene.utf8).write(to: path)
        return try ViewOptions(scenePath: path.path, fontsDirectory: TestPaths.fonts).model(playing: [])
    }

    private func cell(_ model: PlaygroundModel, _ id: String) throws -> LayoutAttributes {
        try #require(model.collectionView.layoutAttributes(of: .cell(itemID: id)))
    }

    @Test(arguments: [ContentSizeCategory.xS, .L, .AX5])
    func heightsFollowTheTextAtEveryTextSize(category: ContentSizeCategory) throws {
        let model = try model(category: category, layout: #"{"kind": "flow", "itemSize": {"width": 300, "height": 80}, "estimatedItemSize": {"width": 300, "height": 80}}"#)
        let fonts = FontLibrary(directory: TestPaths.fonts)
        let measurer = fonts.makeMeasurer()
        let headline = try fonts.face(for: .headline), subheadline = try fonts.face(for: .subheadline)
        func height(_ text: String, _ face: FontFace, _ style: TextStyle) -> Double {
            measurer.measure(text, font: face, pointSize: style.pointSize(for: category), width: 280).height
        }
        let subtitle = height("Subtitle", subheadline, .subheadline)
        for (id, title) in Self.titles {
            // Exact, as a card style's height is (no rounding to whole points).
            let expected = 10 + height(title, headline, .headline) + 4 + subtitle + 10
            let attributes = try cell(model, id)
            #expect(attributes.size.width == 300, "\(id) at \(category)")
            #expect(abs(attributes.size.height - expected) < 1e-9, "\(id) at \(category)")
        }
        // A missing title is hidden and takes no spacing.
        #expect(abs(try cell(model, "untitled").size.height - (10 + height("Only a subtitle", subheadline, .subheadline) + 10)) < 1e-9)
        // The longer the text size, the taller the wrapping title.
        if category == .AX5 { #expect(try cell(model, "latin").size.height > 200) }
    }

    @Test func aHorizontalFlowSizesTheWidthToTheTextOnOneLine() throws {
        let model = try model(category: .L, layout: #"{"kind": "flow", "scrollDirection": "horizontal", "itemSize": {"width": 150, "height": 90}, "estimatedItemSize": {"width": 150, "height": 90}}"#)
        let fonts = FontLibrary(directory: TestPaths.fonts)
        let measurer = fonts.makeMeasurer()
        let width = measurer.measure("Ox", font: try fonts.face(for: .headline), pointSize: 17).width
        let subtitle = measurer.measure("Subtitle", font: try fonts.face(for: .subheadline), pointSize: 15).width
        // The wider of the two lines, plus 10 on each side; the line's height kept.
        let short = try cell(model, "short")
        #expect(abs(short.size.width - (max(width, subtitle) + 20)) < 1e-9 && short.size.height == 90)
        // A long title is held to twice the offered width, as a text card is.
        #expect(try cell(model, "latin").size.width == 300)
    }

    @Test func dumpAllGivesEachNodesFrame() throws {
        let model = try model(category: .L, layout: #"{"kind": "flow", "itemSize": {"width": 300, "height": 80}, "estimatedItemSize": {"width": 300, "height": 80}}"#)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(StateDump.json(model, all: true).utf8)) as? [String: Any])
        let elements = try #require(json["elements"] as? [[String: Any]])
        let short = try #require(elements.first { $0["id"] as? String == "short" })
        let nodes = try #require(short["nodes"] as? [[String: Any]])
        #expect(nodes.map { $0["path"] as? String } == ["", "0", "1"])
        #expect(nodes.map { $0["kind"] as? String } == ["stack", "text", "text"])
        let title = try #require(nodes[1]["frame"] as? [String: Double])
        #expect(title["x"] == 10 && title["y"] == 10 && title["width"] == 280)
        let text = try #require(short["text"] as? [String: Any])
        #expect(text["lines"] as? Int == 2)
    }
}
