import AppSupport
import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import Testing

/// The Cell tab edits the template's structure: a click on a node's name chooses it, and the rows
/// under it add a child (or a sibling after a leaf), remove it or move it — each changing the
/// cells drawn at once, one undo step that gives the exact JSON back, written by Save; what the
/// scene could not hold is refused with a toast, the scene byte for byte as it was.
@MainActor @Suite(.serialized) struct InspectorCellStructureTests {
    /// `"path kind"` of each node the first cell draws, as `dump --all` gives them.
    private func drawnNodes(_ model: PlaygroundModel) throws -> [String] {
        model.settle()
        let json = try #require(try JSONSerialization.jsonObject(with: Data(StateDump.json(model, all: true).utf8)) as? [String: Any])
        let elements = try #require(json["elements"] as? [[String: Any]])
        let first = try #require(elements.first { $0["category"] as? String == "cell" && $0["indexPath"] as? [Int] == [0, 0] })
        return try #require(first["nodes"] as? [[String: Any]]).map { "\($0["path"] as? String ?? "?") \($0["kind"] as? String ?? "?")" }
    }

    /// The row of the first parameter that `matches`, scrolled into the list's view.
    private func row(_ model: PlaygroundModel, _ matches: (InspectorParameter) -> Bool) throws -> (InspectorParameter, InspectorPanelLayout.Row) {
        var (layout, parameters, _, _) = try #require(model.inspectorLayout())
        let found = parameters.firstIndex(where: matches)
        let index = try #require(found)
        model.scrollInspector(by: layout.rows[index].frame.minY - layout.list.minY)
        (layout, parameters, _, _) = try #require(model.inspectorLayout())
        #expect(layout.list.contains(Point(x: layout.rows[index].frame.midX, y: layout.rows[index].frame.maxY - 4)))
        return (parameters[index], layout.rows[index])
    }

    private func click(_ model: PlaygroundModel, _ box: Rect) {
        model.inspectorPointerDown(at: Point(x: box.midX, y: box.midY))
        model.inspectorPointerUp()
    }

    /// Clicks the name of the node at `path` (`cell.children.1`).
    private func choose(_ model: PlaygroundModel, _ path: String) throws {
        let (_, row) = try row(model) { $0.control == .node && $0.path.description == path }
        click(model, row.frame)
    }

    /// The buttons under the chosen node: their names and whether each does something.
    private func buttons(_ model: PlaygroundModel) throws -> [String: Bool] {
        let parameters = try #require(model.inspectorLayout()).parameters
        return parameters.reduce(into: [:]) { result, parameter in
            guard case .buttons(let names, _) = parameter.control else { return }
            for (name, edit) in zip(names, parameter.edits) { result[name] = edit != nil }
        }
    }

    /// Clicks the button `name` under the chosen node.
    private func press(_ model: PlaygroundModel, _ name: String) throws {
        let (parameter, row) = try row(model) { if case .buttons(let names, _) = $0.control { names.contains(name) } else { false } }
        guard case .buttons(let names, _) = parameter.control, let index = names.firstIndex(of: name) else { return }
        click(model, row.segments[index])
    }

    private func text(_ model: PlaygroundModel) throws -> String { try #require(model.document.scene.document).text }

    @Test func aBuiltInCellIsWrittenOutByItsButtonAndDrawsTheSame() throws {
        let scene = try TestPaths.temporaryDirectory().appendingPathComponent("named.json").path
        try #"{"cell": "list", "sections": [{"items": [{"id": "a", "title": "Wi-Fi", "subtitle": "Home"}]}]}"#
            .write(toFile: scene, atomically: true, encoding: .utf8)
        let model = try InspectorTestSupport.model(scene)
        model.setInspectorOpen(true, tab: .cell)
        let before = try drawnNodes(model)
        let original = try text(model)
        // The list cell worked out by hand: the root row (path ""), its image hidden (no picture), its column of the two texts.
        #expect(before == [" stack", "1 stack", "1.0 text", "1.1 text"])
        try press(model, "Write out as a template")
        #expect(try text(model).contains("\"kind\": \"stack\""))
        #expect(try drawnNodes(model) == before)
        // Its nodes are the tab's now; one undo gives the name back.
        #expect(try #require(model.inspectorLayout()).parameters.contains { $0.control == .node })
        model.undo()
        #expect(try text(model) == original)
    }

    @Test func aClickOnANodesNameChoosesItAndShowsWhatItMayDo() throws {
        let model = try InspectorTestSupport.cellTabModel()
        #expect(try buttons(model).isEmpty)
        try choose(model, "cell")
        #expect(model.chrome.inspector.chosenCellNode?.description == "cell")
        // The root is neither removed nor moved; a stack takes children.
        #expect(try buttons(model) == ["Remove": false, "Move up": false, "Move down": false, "text": true, "image": true, "badge": true,
                                       "spacer": true, "separator": true, "stack": true])
        #expect(try #require(model.inspectorLayout()).parameters.contains { $0.label == "Add to this stack:" })
        try choose(model, "cell.children.1.children.1.children.0")
        #expect(try buttons(model) == ["Remove": true, "Move up": false, "Move down": true, "text": true, "image": true, "badge": true,
                                       "spacer": true, "separator": true, "stack": true])
        #expect(try #require(model.inspectorLayout()).parameters.contains { $0.label == "Add after it:" })
        // A second click lets it go.
        try choose(model, "cell.children.1.children.1.children.0")
        #expect(model.chrome.inspector.chosenCellNode == nil)
        #expect(try buttons(model).isEmpty)
    }

    @Test func addingRemovingAndMovingChangeTheCellsAndUndoGivesTheExactJSONBack() throws {
        let model = try InspectorTestSupport.cellTabModel()
        let original = try text(model), originalNodes = try drawnNodes(model)
        #expect(originalNodes == [" stack", "0 image", "1 stack", "1.0 text", "1.1 stack", "1.1.0 text", "1.1.1 spacer", "1.1.2 badge"])
        let steps = model.document.history.undoSteps.count

        // A separator at the end of the inner column, chosen.
        try choose(model, "cell.children.1")
        try press(model, "separator")
        #expect(try drawnNodes(model) == originalNodes + ["1.2 separator"])
        #expect(model.chrome.inspector.chosenCellNode?.description == "cell.children.1.children.2")
        #expect(model.document.history.undoSteps.count == steps + 1 && model.hasUnsavedParameters)
        model.undo()
        #expect(try text(model) == original && (try drawnNodes(model)) == originalNodes)

        // A text after the time: every key is bound, so it shows the title, in the body style and the label colour.
        try choose(model, "cell.children.1.children.1.children.0")
        try press(model, "text")
        #expect(try drawnNodes(model) == [" stack", "0 image", "1 stack", "1.0 text", "1.1 stack", "1.1.0 text", "1.1.1 text",
                                          "1.1.2 spacer", "1.1.3 badge"])
        let added = try #require(model.document.scene.document?.value(at: ParameterPath(cellNode: "cell.children.1.children.1.children.1")))
        #expect(JSONWriter.write(SceneDocument.writerValue(added))
                == JSONWriter.write(.object([("kind", .string("text")), ("bind", .string("title")), ("style", .string("body")),
                                             ("color", .string("label"))])))
        model.undo()
        #expect(try text(model) == original)

        // The picture moved below the text.
        try choose(model, "cell.children.0")
        try press(model, "Move down")
        #expect(try drawnNodes(model) == [" stack", "0 stack", "0.0 text", "0.1 stack", "0.1.0 text", "0.1.1 spacer", "0.1.2 badge", "1 image"])
        #expect(model.chrome.inspector.chosenCellNode?.description == "cell.children.1")
        model.undo()
        #expect(try text(model) == original && (try drawnNodes(model)) == originalNodes)

        // The picture removed, and Save writes it.
        try choose(model, "cell.children.0")
        try press(model, "Remove")
        #expect(try drawnNodes(model) == [" stack", "0 stack", "0.0 text", "0.1 stack", "0.1.0 text", "0.1.1 spacer", "0.1.2 badge"])
        #expect(model.document.history.undoSteps.count == steps + 1)
        #expect(model.saveScene())
        let path = try #require(model.sceneSavePath)
        let written = try JSONParser.parse(try String(contentsOfFile: path, encoding: .utf8))
        // The template as edited (Save also writes the items' ids it made up).
        let changed = InspectorTestSupport.changedPaths(written, try #require(model.document.scene.document).root)
        #expect(changed.filter { !$0.hasPrefix("sections.0.items.") }.isEmpty, "\(changed.sorted())")
        let saved = try SceneDecoder.load(path: path)
        #expect(saved.sections[0].items[0].cellTemplate?.children.map(\.kindName) == ["stack"])
        model.undo()
        #expect(try text(model) == original)
    }

    @Test func whatTheSceneCouldNotHoldIsRefusedAndTheSceneStaysByteForByte() throws {
        let model = try InspectorTestSupport.cellTabModel()
        let original = try text(model), path = try #require(model.sceneSavePath)
        let onDisk = try Data(contentsOf: URL(fileURLWithPath: path)), steps = model.document.history.undoSteps.count
        // The only node showing the items' own "time".
        try choose(model, "cell.children.1.children.1.children.0")
        try press(model, "Remove")
        #expect(model.chrome.toast?.message.contains("no other node shows the items' \"time\"") == true)
        #expect(try text(model) == original && model.document.history.undoSteps.count == steps && !model.hasUnsavedParameters)
        for edit in [CellTemplateEdit.remove(try ParameterPath(cellNode: "cell")), .move(try ParameterPath(cellNode: "cell.children.1"), by: 1),
                     .add(.text, at: try ParameterPath(cellNode: "sections.0.cell")), .add(.badge, at: try ParameterPath(cellNode: "cell.children.9"))] {
            #expect(throws: InputError.self) { try model.editCellTemplate(edit) }
            #expect(try text(model) == original)
        }
        #expect(model.document.history.undoSteps.count == steps && !model.hasUnsavedParameters)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == onDisk)
    }

    @Test func scriptsAddRemoveAndMoveNodes() throws {
        let path = try InspectorTestSupport.copy(TestPaths.packageRoot.appendingPathComponent("Assets/recipes-cell-scene.json").path)
        let options = ViewOptions(scenePath: path, size: Size(width: 1024, height: 800), fontsDirectory: TestPaths.fonts)
        let model = try options.model(playing: [
            #"{"at": 0, "do": "addCellNode", "path": "cell.children.1.children.1", "kind": "image"}"#,
            #"{"at": 0.1, "do": "moveCellNode", "path": "cell.children.1.children.1.children.3", "by": -3}"#,
            #"{"at": 0.2, "do": "removeCellNode", "path": "cell.children.0"}"#,
        ])
        #expect(try drawnNodes(model) == [" stack", "0 stack", "0.0 text", "0.1 stack", "0.1.0 image", "0.1.1 text", "0.1.2 spacer", "0.1.3 badge"])
        #expect(model.document.history.undoSteps.count == 3)
        model.undo()
        model.undo()
        model.undo()
        let file = SceneDocument(file: path, root: try JSONParser.parse(try String(contentsOfFile: path, encoding: .utf8)))
        #expect(try text(model) == file.text)
    }
}

/// In a real window under Xvfb: a click on the picture's name in the Cell tab chooses it, a click
/// on Move down moves it below the text, and Ctrl+Shift+S writes the scene.
extension CommandLineTests {
    @Test func aTemplatesNodeMovedInTheInspectorOfARealWindow() throws {
        guard WindowDriver.toolsAreThere() else { return }
        let scene = TestPaths.packageRoot.appendingPathComponent("Assets/recipes-cell-scene.json").path
        // (The picture's aspect-ratio slider has pixels that tell the panel is drawn; its name, on the bar's colour, has none.)
        let inspector = try InspectorWindow(row: "    image · aspect ratio", scene: scene, tab: InspectorTab.cell)
        defer { inspector.window.stop() }
        // Where Move down is once the picture is chosen, from a model of the same window.
        let model = try InspectorTestSupport.model(inspector.scene, size: Size(width: 1024, height: 768))
        model.setInspectorOpen(true, tab: InspectorTab.cell)
        model.chrome.inspector.chooseCellNode(try ParameterPath(cellNode: "cell.children.0"))
        let (layout, parameters, _, _) = try #require(model.inspectorLayout())
        let actions = InspectorParameter.Control.buttons(["Remove", "Move up", "Move down"], labelled: false)
        let index = try #require(parameters.firstIndex { $0.control == actions })
        let nameIndex = try #require(parameters.firstIndex { $0.label == "    image" })
        let moveDown = layout.rows[index].segments[2], name = layout.rows[nameIndex].frame
        let clicks: [String] = ["mousemove", "\(Int(name.midX))", "\(Int(name.midY))", "click", "1", "sleep", "0.3",
                                "mousemove", "\(Int(moveDown.midX))", "\(Int(moveDown.midY))", "click", "1", "sleep", "0.3"]
        try inspector.window.xdotool(clicks + ["key", "ctrl+shift+s"])
        try WindowDriver.waitUntil("the scene file is saved with the picture below the text") {
            let saved = try? SceneDecoder.load(path: inspector.scene)
            let kinds: [String]? = saved?.sections[0].items[0].cellTemplate?.children.map(\.kindName)
            return kinds == ["stack", "image"]
        }
        try inspector.window.quit()
    }
}
