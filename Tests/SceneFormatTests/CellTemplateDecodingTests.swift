import CellTemplate
import CollectionLayout
import SceneFormat
import TestSupport
import Testing

/// `cell` in scenes (contract.md "Turn 4 — Your own cell"): a template tree read into nodes,
/// inherited from the scene to its sections and items, the keys it binds read from the items,
/// and every bad template refused with one line naming where.
@Suite struct CellTemplateDecodingTests {
    private static let recipe = """
    {"kind": "stack", "axis": "vertical", "spacing": 6, "padding": {"top": 10, "leading": 12, "bottom": 12, "trailing": 12},
     "background": {"light": "#FFFFFF", "dark": "secondarySystemBackground"}, "cornerRadius": 14,
     "children": [
       {"kind": "text", "bind": "title", "style": "headline", "lines": 2},
       {"kind": "stack", "axis": "horizontal", "alignment": "firstBaseline", "distribution": "equalSpacing",
        "axisAtAccessibilitySizes": "vertical",
        "children": [{"kind": "text", "bind": "time", "style": "footnote", "color": "secondaryLabel", "alignment": "trailing"},
                     {"kind": "spacer", "minLength": 4}, {"kind": "badge", "bind": "rating", "color": "systemOrange"},
                     {"kind": "separator"}, {"kind": "image", "width": 20, "height": 20, "contentMode": "scaleAspectFit",
                      "huggingPriority": 900, "compressionResistance": 1000,
                      "border": {"width": 1, "color": "#FF0000"}, "shadow": {"radius": 4, "opacity": 0.3, "offset": {"x": 0, "y": 2}}}]}
     ]}
    """

    private func scene(cell: String, items: String = #"[{"title": "Soup", "time": "20 min", "rating": 4.5, "image": "a.png"}]"#,
                       at place: String = "scene") -> String {
        switch place {
        case "section": #"{"sections": [{"cell": \#(cell), "items": \#(items)}]}"#
        default: #"{"cell": \#(cell), "sections": [{"items": \#(items)}]}"#
        }
    }

    @Test func aTemplateIsReadIntoItsNodes() throws {
        let decoded = try SceneDecoder.decode(scene(cell: Self.recipe), file: "scene.json")
        let item = decoded.sections[0].items[0]
        let template = try #require(item.cellTemplate)
        guard case .stack(let root) = template.kind else { Issue.record("the root is not a stack"); return }
        #expect(root.axis == .vertical && root.spacing == 6)
        #expect(root.padding == DirectionalInsets(top: 10, leading: 12, bottom: 12, trailing: 12))
        #expect(template.box.cornerRadius == 14)
        #expect(template.box.background?.resolved(dark: false) == Color(hex: 0xFFFFFF))
        #expect(template.box.background?.resolved(dark: true) == Color(hex: 0x1C1C1E))
        guard case .text(let title) = root.children[0].kind else { Issue.record("child 0 is not text"); return }
        #expect(title.bind == "title" && title.style == .headline && title.lines == 2)
        guard case .stack(let meta) = root.children[1].kind else { Issue.record("child 1 is not a stack"); return }
        #expect(meta.axis == .horizontal && meta.alignment == .firstBaseline && meta.distribution == .equalSpacing)
        #expect(meta.axisAtAccessibilitySizes == .vertical)
        #expect(meta.children.map(\.kindName) == ["text", "spacer", "badge", "separator", "image"])
        let image = meta.children[4]
        #expect(image.box.width == 20 && image.box.huggingPriority == 900 && image.box.compressionResistance == 1000)
        #expect(image.box.border?.width == 1 && image.box.shadow?.offsetY == 2)
        // The keys it binds that are not an item's own are read from the item, numbers as text.
        #expect(item.customFields == ["time": "20 min", "rating": "4.5"])
        #expect(item.text(forKey: "title") == "Soup")
    }

    @Test func theCardStylesKeysAreRead() throws {
        let cell = #"""
        {"kind": "image", "background": "itemColor", "outline": {"width": 1, "color": "#D4D4DA"}, "width": 56, "scalesWith": "body",
         "maxWidth": "25%", "shadow": {"radius": 5, "opacity": 1, "color": {"light": "#0000001A", "dark": "#0000003D"}}}
        """#
        let decoded = try SceneDecoder.decode(scene(cell: cell, items: #"[{"title": "Soup", "image": "a.png"}]"#), file: "scene.json")
        let template = try #require(decoded.sections[0].items[0].cellTemplate)
        #expect(template.box.background == .itemColor)
        #expect(template.box.outline == NodeBorder(width: 1, color: .fixed(Color(hex: 0xD4D4DA))))
        #expect(template.box.scalesWith == .body && template.box.maxWidthFraction == 0.25 && template.box.maxWidth == nil)
        #expect(template.box.shadow?.color == .adaptive(light: Color(red: 0, green: 0, blue: 0, alpha: 0x1A),
                                                        dark: Color(red: 0, green: 0, blue: 0, alpha: 0x3D)))
    }

    @Test(arguments: BuiltInCellTemplates.cardStyleNames + BuiltInCellTemplates.names)
    func aBuiltInTemplateWrittenOutReadsBackNodeForNode(_ name: String) throws {
        let builtIn = try #require(BuiltInCellTemplates.template(named: name))
        let written = CellTemplateEncoder.text(builtIn)
        let items = #"[{"title": "Soup", "subtitle": "Tomato", "image": "a.png"}]"#
        var read = try #require(try SceneDecoder.decode(scene(cell: written, items: items), file: "scene.json").sections[0].items[0].cellTemplate)
        // The thumbnail's third of the cell goes through a percentage: equal to a few units in the last place.
        if let fraction = builtIn.node(at: NodePath([0, 1]))?.box.maxWidthFraction {
            #expect(abs((read.node(at: NodePath([0, 1]))?.box.maxWidthFraction ?? 0) - fraction) < 1e-12)
            read.children[0].children[1].box.maxWidthFraction = fraction
        }
        #expect(read == builtIn)
    }

    @Test func sectionsAndItemsInheritAndOverride() throws {
        let text = #"""
        {"cell": "list", "sections": [
          {"items": [{"title": "A"}, {"title": "B", "cell": "poster"}]},
          {"cardStyle": "photo", "items": [{"title": "C"}]}
        ]}
        """#
        let decoded = try SceneDecoder.decode(text, file: "scene.json")
        #expect(decoded.sections[0].items[0].cellTemplate == BuiltInCellTemplates.list)
        #expect(decoded.sections[0].items[1].cellTemplate == nil)
        #expect(decoded.sections[0].items[1].cardStyle == .poster)
        #expect(decoded.sections[1].items[0].cellTemplate == nil)
        #expect(decoded.sections[1].items[0].cardStyle == .photo)
    }

    /// An outline's children take their parent item's own cell, or else the one the parent inherits.
    @Test func childrenInheritTheirParentsCell() throws {
        let text = #"""
        {"cell": "list", "sections": [{"items": [
          {"title": "A", "cardStyle": "poster", "children": [{"title": "A1"}, {"title": "A2", "cardStyle": "photo"}]},
          {"title": "B", "children": [{"title": "B1"}]}
        ]}]}
        """#
        let items = try SceneDecoder.decode(text, file: "scene.json").sections[0].items
        #expect(items[0].children[0].cardStyle == .poster && items[0].children[0].cellTemplate == nil)
        #expect(items[0].children[1].cardStyle == .photo)
        #expect(items[1].children[0].cellTemplate == BuiltInCellTemplates.list)
    }

    @Test func unknownKeysStayRefusedUnlessTheCellBindsThem() {
        SceneTestSupport.expectRefused(#"{"sections": [{"items": [{"title": "A", "rating": 4}]}]}"#,
                                       with: #"scene.json:1:41: unknown key "rating" in item [0, 0]; expected one of: id, title, subtitle, size, color, movable, favorite, selectable, font, language, children, expanded, leadingSwipeActions, trailingSwipeActions, image, imageContentMode, imageCornerRadius, cardStyle, cell"#)
    }

    @Test func badTemplatesAreRefusedWithTheirPlace() {
        SceneTestSupport.expectRefused(scene(cell: #"{"kind": "grid"}"#),
                                       with: #"scene.json:1:19: "kind" must be one of: stack, zstack, text, image, badge, spacer, separator, got "grid""#)
        SceneTestSupport.expectRefused(scene(cell: #"{"kind": "text", "bind": "ratng"}"#, items: #"[{"title": "Soup"}]"#),
                                       with: #"scene.json:1:35: the cell binds "ratng", which no item it draws has"#)
        SceneTestSupport.expectRefused(scene(cell: #"{"kind": "stack", "spacing": -4}"#),
                                       with: #"scene.json:1:39: "spacing" must be a number ≥ 0, got -4"#)
        SceneTestSupport.expectRefused(scene(cell: #"{"kind": "image", "width": -1}"#),
                                       with: #"scene.json:1:37: "width" must be a number ≥ 0, got -1"#)
        SceneTestSupport.expectRefused(scene(cell: #"{"kind": "text", "bind": "title", "color": "plum"}"#),
                                       with: ##"scene.json:1:53: "color" must be a colour: "#RRGGBB", a system colour's name (label, secondaryLabel, systemRed, …), "itemColor" or {"light": …, "dark": …}, got "plum""##)
        SceneTestSupport.expectRefused(scene(cell: #"{"kind": "image", "maxWidth": "120%"}"#),
                                       with: #"scene.json:1:40: "maxWidth" must be a number of points, or a share of the cell's width such as "33%", got "120%""#)
        SceneTestSupport.expectRefused(scene(cell: #"{"kind": "stack", "axis": "diagonal"}"#),
                                       with: #"scene.json:1:36: "axis" must be one of: horizontal, vertical, got "diagonal""#)
        SceneTestSupport.expectRefused(scene(cell: #"{"kind": "spacer", "bind": "title"}"#),
                                       with: #"scene.json:1:29: unknown key "bind" in the "cell"; expected one of: kind, background, cornerRadius, border, outline, shadow, width, height, minWidth, maxWidth, minHeight, maxHeight, huggingPriority, compressionResistance, scalesWith, minLength"#)
        SceneTestSupport.expectRefused(#"{"cell": "recipe", "sections": []}"#,
                                       with: #"scene.json:1:10: "cell" must be a template node or one of: text, photo, poster, overlay, thumbnail, list, got "recipe""#)
        SceneTestSupport.expectRefused(#"{"cell": "list", "cardStyle": "photo", "sections": []}"#,
                                       with: #"scene.json:1:31: give either "cell" or "cardStyle", not both"#)
    }

    @Test func aTemplateNestedTooDeepIsRefused() {
        var node = #"{"kind": "spacer"}"#
        for _ in 0..<40 { node = #"{"kind": "stack", "children": [\#(node)]}"# }
        do {
            _ = try SceneDecoder.decode(scene(cell: node), file: "scene.json")
            Issue.record("accepted a template 41 levels deep")
        } catch {
            #expect(error.description.hasSuffix("the cell template nests deeper than 32 levels"))
        }
    }

    @Test func aSectionsBindingsAreCheckedAgainstItsOwnItems() {
        let items = #"[{"title": "A"}]"#
        SceneTestSupport.expectRefused(scene(cell: #"{"kind": "text", "bind": "subtitle"}"#, items: items, at: "section"),
                                       with: #"scene.json:1:49: the cell binds "subtitle", which no item it draws has"#)
    }
}
