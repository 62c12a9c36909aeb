import AppSupport
import CellTemplate
import SceneFormat
import Testing

/// A cell template's structure edited in the scene's JSON (the Cell tab's Add, Remove and Move;
/// the script actions `addCellNode`, `removeCellNode`, `moveCellNode`): the tree as worked out by
/// hand, the node left chosen, every other key as it was, and each refusal leaving the JSON alone.
@Suite struct CellTemplateEditTests {
    private static let scene = """
    {"cell": {"kind": "stack", "spacing": 6, "children": [
       {"kind": "image", "aspectRatio": 1.5},
       {"kind": "text", "bind": "title", "style": "headline"},
       {"kind": "stack", "axis": "horizontal", "children": [{"kind": "text", "bind": "time"}, {"kind": "spacer"}]}]},
     "sections": [{"items": [{"title": "Soup", "subtitle": "Hot", "time": "20 min"}]}]}
    """

    private func document(_ text: String = Self.scene) throws -> SceneDocument {
        SceneDocument(file: "scene.json", root: try JSONParser.parse(text))
    }

    /// The template as `kind(bind)[children]`, e.g. `stack[image,text(title)]`.
    private func outline(_ document: SceneDocument, at path: String = "cell") -> String {
        func visit(_ node: JSONNode) -> String {
            guard case .object(let members) = node.value else { return node.snippet }
            func member(_ key: String) -> JSONNode? { members.first { $0.key == key }?.value }
            var text = member("kind").map { if case .string(let kind) = $0.value { kind } else { "?" } } ?? "?"
            if case .string(let bind)? = member("bind")?.value { text += "(\(bind))" }
            if case .array(let children)? = member("children")?.value { text += "[" + children.map(visit).joined(separator: ",") + "]" }
            return text
        }
        return document.value(at: ParameterPath(components: path.split(separator: ".").map { Int($0).map { .index($0) } ?? .key(String($0)) }))
            .map(visit) ?? "none"
    }

    private func path(_ text: String) throws -> ParameterPath { try ParameterPath(cellNode: text) }

    private func apply(_ edit: CellTemplateEdit, to document: SceneDocument, keys: [String] = ["title", "subtitle", "time"])
        throws -> (document: SceneDocument, chosen: ParameterPath) {
        let result = try document.applying(edit, bindableKeys: keys)
        // Whatever it makes, the scene still decodes.
        _ = try SceneDecoder.decode(root: result.document.root, file: "scene.json")
        return result
    }

    @Test func addingToAStackAppendsANodeWithADesignersDefaults() throws {
        let before = try document()
        let text = try apply(.add(.text, at: try path("cell")), to: before)
        // `title` and `time` are bound already: the new text shows `subtitle`.
        #expect(outline(text.document) == "stack[image,text(title),stack[text(time),spacer],text(subtitle)]")
        #expect(text.chosen.description == "cell.children.3")
        #expect(text.document.value(at: text.chosen).map { SceneDocument.writerValue($0) }.map { JSONWriter.write($0) }
                == JSONWriter.write(.object([("kind", .string("text")), ("bind", .string("subtitle")), ("style", .string("body")),
                                             ("color", .string("label"))])))
        // Every other key is as it was: removing the new node gives the same text back.
        #expect(try apply(.remove(text.chosen), to: text.document).document.text == before.text)
        let stack = try apply(.add(.stack, at: try path("cell.children.2")), to: before)
        #expect(outline(stack.document) == "stack[image,text(title),stack[text(time),spacer,stack[]]]")
        #expect(stack.chosen.description == "cell.children.2.children.2")
        // Once every key is bound, a badge binds the first.
        let badge = try apply(.add(.badge, at: try path("cell")), to: before, keys: ["title", "time"])
        #expect(outline(badge.document) == "stack[image,text(title),stack[text(time),spacer],badge(title)]")
        for kind in CellTemplateEdit.NewNode.allCases {
            #expect(outline(try apply(.add(kind, at: try path("cell.children.0")), to: before).document).hasPrefix("stack[image,\(kind.rawValue)"))
        }
    }

    @Test func addingOnALeafPutsTheNodeJustAfterIt() throws {
        let added = try apply(.add(.separator, at: try path("cell.children.0")), to: try document())
        #expect(outline(added.document) == "stack[image,separator,text(title),stack[text(time),spacer]]")
        #expect(added.chosen.description == "cell.children.1")
    }

    @Test func removingTakesTheNodeAndChoosesTheOneInItsPlace() throws {
        let before = try document()
        let removed = try apply(.remove(try path("cell.children.1")), to: before)
        #expect(outline(removed.document) == "stack[image,stack[text(time),spacer]]")
        #expect(removed.chosen.description == "cell.children.1")
        let last = try apply(.remove(try path("cell.children.2.children.1")), to: before)
        #expect(last.chosen.description == "cell.children.2.children.0")
        // The last child of a stack: the stack stays, empty, and is chosen.
        let emptied = try apply(.remove(try path("cell.children.0")), to: try document(#"{"cell": {"kind": "stack", "children": [{"kind": "spacer"}]}, "sections": []}"#))
        #expect(outline(emptied.document) == "stack[]")
        #expect(emptied.chosen.description == "cell")
    }

    @Test func movingSwapsAmongSiblings() throws {
        let before = try document()
        let down = try apply(.move(try path("cell.children.0"), by: 1), to: before)
        #expect(outline(down.document) == "stack[text(title),image,stack[text(time),spacer]]")
        #expect(down.chosen.description == "cell.children.1")
        let up = try apply(.move(try path("cell.children.2"), by: -2), to: before)
        #expect(outline(up.document) == "stack[stack[text(time),spacer],image,text(title)]")
        #expect(try apply(.move(try path("cell.children.1"), by: 1), to: down.document).document.text != before.text)
        #expect(try apply(.move(try path("cell.children.1"), by: -1), to: down.document).document.text == before.text)
    }

    @Test func whatTheSceneCouldNotHoldIsRefused() throws {
        let before = try document()
        func refusal(_ edit: CellTemplateEdit, in document: SceneDocument? = nil) throws -> String {
            do {
                _ = try (document ?? before).applying(edit, bindableKeys: ["title"])
                return "accepted"
            } catch {
                return error.message
            }
        }
        #expect(try refusal(.remove(try path("cell"))).contains("root cannot be removed"))
        #expect(try refusal(.move(try path("cell"), by: 1)).contains("root cannot move"))
        #expect(try refusal(.move(try path("cell.children.0"), by: -1)).contains("cannot move -1 places among its 3 siblings"))
        #expect(try refusal(.move(try path("cell.children.2"), by: 1)).contains("cannot move"))
        #expect(try refusal(.remove(try path("cell.children.5"))).contains("no node at cell.children.5"))
        // The only node showing the items' own "time": the items' key would be refused.
        #expect(try refusal(.remove(try path("cell.children.2"))).contains("no other node shows the items' \"time\""))
        #expect(try refusal(.remove(try path("cell.children.2.children.0"))).contains("\"time\""))
        let builtIn = try document(#"{"cell": "list", "sections": []}"#)
        #expect(try refusal(.add(.text, at: try path("cell")), in: builtIn).contains("built-in \"list\""))
        let leaf = try document(#"{"cell": {"kind": "text", "bind": "title"}, "sections": []}"#)
        #expect(try refusal(.add(.text, at: try path("cell")), in: leaf).contains("root is a text"))
        #expect(try refusal(.add(.text, at: try path("sections.0.cell"))).contains("no cell template at sections.0.cell"))
    }

    @Test func aNodePathNamesATemplateNode() throws {
        for good in ["cell", "cell.children.0", "cell.children.2.children.1", "sections.1.cell", "sections.0.items.3.cell.children.0"] {
            #expect(try path(good).description == good)
        }
        for bad in ["", "layout", "cell.children", "cell.spacing", "cell.children.x", "sections.cell", "sections.0.items.1", "cell..children.0"] {
            #expect(throws: InputError.self) { try ParameterPath(cellNode: bad) }
        }
    }

    @Test func theKeysANewNodeMayBindAreTheItemsOwn() throws {
        let scene = try SceneDecoder.decode(Self.scene, file: "scene.json")
        #expect(CellTemplateEdit.bindableKeys(of: scene.sections.flatMap(\.items)) == ["title", "subtitle", "time"])
    }

    @Test func scriptsNameTheThreeActions() throws {
        let script = try ScriptDecoder.decode("""
        {"actions": [{"at": 0, "do": "addCellNode", "path": "cell.children.1", "kind": "badge"},
                     {"at": 1, "do": "removeCellNode", "path": "sections.0.cell.children.0"},
                     {"at": 2, "do": "moveCellNode", "path": "cell.children.2", "by": -1}]}
        """, file: "s.json")
        let edits = script.actions.compactMap { if case .editCellTemplate(let edit) = $0.action { edit } else { nil } }
        #expect(edits == [.add(.badge, at: try path("cell.children.1")), .remove(try path("sections.0.cell.children.0")),
                          .move(try path("cell.children.2"), by: -1)])
        for (bad, message) in [(#""do": "moveCellNode", "path": "cell.children.0", "by": 0"#, "\"by\""),
                               (#""do": "addCellNode", "path": "cell", "kind": "button""#, "one of: text, image, badge, spacer, separator, stack"),
                               (#""do": "removeCellNode", "path": "cell.spacing""#, "must name a node of a cell template")] {
            #expect { _ = try ScriptDecoder.decode(#"{"actions": [{"at": 0, \#(bad)}]}"#, file: "s.json") } throws: { error in
                (error as? InputError)?.description.contains(message) == true
            }
        }
    }

    @Test func aBuiltInCellIsWrittenOutAsItsTemplate() throws {
        let named = try document(#"{"cell": "poster", "sections": [{"items": [{"title": "Soup", "subtitle": "Hot", "image": "a.png"}]}]}"#)
        // A built-in's nodes cannot be edited before it is written out.
        #expect(throws: InputError.self) { try apply(.add(.text, at: try path("cell")), to: named) }
        let written = try apply(.writeOut(try path("cell")), to: named)
        #expect(written.chosen.description == "cell")
        // The poster worked out by hand: the picture over a padded column of the two texts and a spacer.
        #expect(outline(written.document) == "stack[image,stack[stack[text(title),text(subtitle)],spacer]]")
        let decoded = try SceneDecoder.decode(root: written.document.root, file: "scene.json")
        #expect(decoded.sections[0].items[0].cellTemplate == BuiltInCellTemplates.poster)
        // Written out once, it is a template: writing out again is refused, the JSON untouched.
        #expect(throws: InputError.self) { try apply(.writeOut(try path("cell")), to: written.document) }
        let script = try ScriptDecoder.decode(#"{"actions": [{"at": 0, "do": "writeOutCell", "path": "cell"}]}"#, file: "s.json")
        let edits = script.actions.compactMap { if case .editCellTemplate(let edit) = $0.action { edit } else { nil } }
        #expect(edits == [.writeOut(try path("cell"))])
    }
}
