import AppInput
import CollectionLayout
import Foundation
import Interactions
@testable import Playground
import SceneFormat
import Testing

/// Typed values in the inspector: a click on a slider's readout opens a field in its place;
/// typing goes into it and nowhere else; Return sets the number (clamped, one undo step),
/// Escape closes it unchanged; a press outside it sets the number too. The default scene's flow
/// layout has Line spacing 12, on a slider from 0 to 80.
@MainActor @Suite(.serialized) struct InspectorValueFieldTests {
    /// A model of a copy of the default scene with the inspector open, and the centre of the Line
    /// spacing readout.
    private func modelAndReadout() throws -> (PlaygroundModel, Point) {
        let model = try InspectorTestSupport.model(try InspectorTestSupport.copy(TestPaths.defaultScene))
        let (layout, parameters, _, _) = try #require(model.inspectorLayout())
        let row = try #require(parameters.firstIndex { $0.label == "Line spacing" })
        let readout = layout.rows[row].readout
        return (model, Point(x: readout.midX, y: readout.midY))
    }

    private func lineSpacing(_ model: PlaygroundModel) throws -> Double? {
        model.document.scene.document?.value(at: try ParameterPath("layout.minimumLineSpacing"))?.number
    }

    private func click(_ model: PlaygroundModel, _ point: Point) {
        model.handle(.pointerDown(point, modifiers: []))
        model.handle(.pointerUp(point))
    }

    /// A key as SDL gives it: the key, then the text it types (a digit, a letter).
    private func type(_ model: PlaygroundModel, _ text: String) {
        for character in text {
            model.handle(.key(String(character).lowercased(), modifiers: []))
            model.handle(.text(String(character)))
        }
    }

    @Test func clickingAReadoutOpensAFieldHoldingTheValue() throws {
        let (model, readout) = try modelAndReadout()
        #expect(model.inspectorValueField == nil)
        click(model, readout)
        #expect(model.inspectorValueField?.label == "Line spacing")
        #expect(model.inspectorValueField?.text == "12")
        #expect(try lineSpacing(model) == 12)
        #expect(model.document.history.undoSteps.isEmpty)
    }

    @Test func typing24AndReturnSetsTheValueAsOneUndoStep() throws {
        let (model, readout) = try modelAndReadout()
        click(model, readout)
        // All of "12" is selected: typing replaces it.
        type(model, "24")
        #expect(model.inspectorValueField?.text == "24")
        model.handle(.key("return", modifiers: []))
        model.settle()
        #expect(model.inspectorValueField == nil)
        #expect(try lineSpacing(model) == 24)
        #expect((model.collectionView.layout as? FlowLayout)?.metrics.minimumLineSpacing == 24)
        #expect(model.document.history.undoSteps.count == 1)
        #expect(model.hasUnsavedParameters)
        model.undo()
        #expect(try lineSpacing(model) == 12)
    }

    @Test func keysTypedIntoTheFieldReachNoShortcut() throws {
        let (model, readout) = try modelAndReadout()
        #expect(model.presentation.layoutKind == .flow)
        let itemCount = model.data.content.sections[0].items.count
        click(model, readout)
        // "2" would switch to the stacked layout, "a" add a card, "+" make the text larger.
        type(model, "2")
        model.handle(.key("a", modifiers: []))
        model.handle(.key("+", modifiers: []))
        model.handle(.key("i", modifiers: []))
        #expect(model.presentation.layoutKind == .flow)
        #expect(model.data.content.sections[0].items.count == itemCount)
        #expect(model.isInspectorOpen)
        #expect(model.inspectorValueField?.text == "2")
        model.handle(.key("return", modifiers: []))
        #expect(model.presentation.layoutKind == .flow)
        #expect(try lineSpacing(model) == 2)
        // Closed, the keys are the app's again.
        model.handle(.key("2", modifiers: []))
        #expect(model.presentation.layoutKind == .stacked)
    }

    @Test func escapeLeavesTheValueAndTheUndoStackAsTheyWere() throws {
        let (model, readout) = try modelAndReadout()
        click(model, readout)
        type(model, "50")
        model.handle(.key("escape", modifiers: []))
        #expect(model.inspectorValueField == nil)
        #expect(try lineSpacing(model) == 12)
        #expect(model.document.history.undoSteps.isEmpty)
        #expect(!model.hasUnsavedParameters)
    }

    @Test func aTextThatIsNoNumberIsRefusedWithAToast() throws {
        let (model, readout) = try modelAndReadout()
        let before = try #require(model.document.scene.document?.text)
        click(model, readout)
        type(model, "abc")
        model.handle(.key("return", modifiers: []))
        #expect(model.document.scene.document?.text == before)
        #expect(model.chrome.toast?.message == "Line spacing: \"abc\" is not a number")
        #expect(model.document.history.undoSteps.isEmpty)
        // The field stays open for another try.
        #expect(model.inspectorValueField?.text == "abc")
        model.handle(.key("escape", modifiers: []))
        #expect(model.inspectorValueField == nil && !model.hasUnsavedParameters)
    }

    @Test func aValueOverTheMaximumIsClampedToIt() throws {
        let (model, readout) = try modelAndReadout()
        click(model, readout)
        type(model, "500")
        model.handle(.key("return", modifiers: []))
        // Line spacing's slider runs from 0 to 80.
        #expect(try lineSpacing(model) == 80)
        #expect(model.chrome.toast?.message == "Line spacing goes from 0 to 80: set to 80")
        click(model, readout)
        type(model, "-3")
        model.handle(.key("return", modifiers: []))
        #expect(try lineSpacing(model) == 0)
        click(model, readout)
        type(model, "20,5")
        model.handle(.key("return", modifiers: []))
        #expect(try lineSpacing(model) == 20.5)
        #expect(model.document.history.undoSteps.count == 3)
    }

    @Test func aDoubleClickOnAReadoutChangesNoValue() throws {
        let (model, readout) = try modelAndReadout()
        let before = try #require(model.document.scene.document?.text)
        click(model, readout)
        click(model, readout)
        #expect(model.document.scene.document?.text == before)
        #expect(model.document.history.undoSteps.isEmpty && !model.hasUnsavedParameters)
        #expect(model.inspectorValueField?.label == "Line spacing")
        // Nor does a click on the row's label.
        let (layout, parameters, _, _) = try #require(model.inspectorLayout())
        let row = layout.rows[try #require(parameters.firstIndex { $0.label == "Line spacing" })].frame
        click(model, Point(x: row.minX + 20, y: row.minY + 14))
        #expect(model.document.scene.document?.text == before)
    }

    @Test func aClickOutsideTheFieldSetsTheTypedValue() throws {
        let (model, readout) = try modelAndReadout()
        click(model, readout)
        type(model, "30")
        let collection = model.collectionFrame
        click(model, Point(x: collection.minX + 5, y: collection.maxY - 5))
        #expect(model.inspectorValueField == nil)
        #expect(try lineSpacing(model) == 30)
        #expect(model.document.history.undoSteps.count == 1)
    }

    @Test func saveIsNoLongerAskedForOnceUndoBringsTheFilesValuesBack() throws {
        let (model, readout) = try modelAndReadout()
        click(model, readout)
        type(model, "40")
        model.handle(.key("return", modifiers: []))
        #expect(model.hasUnsavedParameters)
        model.undo()
        #expect(try lineSpacing(model) == 12)
        #expect(!model.hasUnsavedParameters && !model.windowTitle.hasPrefix("● "))
        // A slider's drag too: it is one change, and its undo is the way back.
        let (layout, parameters, _, _) = try #require(model.inspectorLayout())
        let track = layout.rows[try #require(parameters.firstIndex { $0.label == "Line spacing" })].control
        model.handle(.pointerDown(Point(x: track.minX + track.width / 4, y: track.midY), modifiers: []))
        #expect(model.hasUnsavedParameters, "the drag has moved the value to 20")
        model.handle(.pointerMove(Point(x: track.minX + track.width / 2, y: track.midY)))
        model.handle(.pointerUp(Point(x: track.minX + track.width / 2, y: track.midY)))
        #expect(try lineSpacing(model) == 40)
        #expect(model.hasUnsavedParameters)
        model.undo()
        #expect(try lineSpacing(model) == 12)
        #expect(!model.hasUnsavedParameters && !model.windowTitle.hasPrefix("● "))
    }

    @Test func aScriptClicksAReadoutTypesAndPressesReturn() throws {
        let (probe, readout) = try modelAndReadout()
        let scene = try #require(probe.document.scene.document?.file)
        let model = try ViewOptions(scenePath: scene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts).model(playing: [
            #"{"at": 0, "do": "inspector", "open": true}"#,
            #"{"at": 0.1, "do": "pointerDown", "x": \#(readout.x), "y": \#(readout.y)}"#,
            #"{"at": 0.1, "do": "pointerUp", "x": \#(readout.x), "y": \#(readout.y)}"#,
            #"{"at": 0.2, "do": "text", "text": "24"}"#,
            #"{"at": 0.3, "do": "key", "key": "Return"}"#,
        ])
        #expect(model.document.scene.layout.metrics.minimumLineSpacing == 24)
        #expect(model.inspectorValueField == nil)
        #expect(model.document.history.undoSteps.count == 1)
    }

    /// The dump's `"inspector"` member of a model, as JSON objects.
    private func dumpedInspector(_ model: PlaygroundModel) throws -> [String: Any] {
        let json = try JSONSerialization.jsonObject(with: Data(StateDump.json(model, all: false).utf8)) as? [String: Any]
        return try #require(json?["inspector"] as? [String: Any])
    }

    private func dumpedParameter(_ inspector: [String: Any], _ label: String) throws -> [String: Any] {
        let parameters = try #require(inspector["parameters"] as? [[String: Any]])
        return try #require(parameters.first { $0["label"] as? String == label })
    }

    @Test func theDumpSaysWhereAReadoutIsAndWhatTheFieldHolds() throws {
        let scene = try InspectorTestSupport.copy(TestPaths.defaultScene)
        let options = ViewOptions(scenePath: scene, size: Size(width: 1024, height: 768), fontsDirectory: TestPaths.fonts)
        let opened = try dumpedInspector(try options.model(playing: [#"{"at": 0, "do": "inspector", "open": true}"#]))
        #expect(opened["tab"] as? String == "parameters")
        #expect(opened["valueField"] is NSNull)
        let line = try dumpedParameter(opened, "Line spacing")
        #expect(line["path"] as? String == "layout.minimumLineSpacing")
        #expect(line["value"] as? Double == 12)
        let readout = try #require(line["readout"] as? [String: Double])
        let x = try #require(readout["x"]) + 36, y = try #require(readout["y"]) + 11
        let click = [
            #"{"at": 0, "do": "inspector", "open": true}"#,
            #"{"at": 0.1, "do": "pointerDown", "x": \#(x), "y": \#(y)}"#,
            #"{"at": 0.1, "do": "pointerUp", "x": \#(x), "y": \#(y)}"#,
        ]
        let typing = try dumpedInspector(try options.model(playing: click + [#"{"at": 0.2, "do": "text", "text": "24"}"#]))
        let field = try #require(typing["valueField"] as? [String: String])
        #expect(field == ["label": "Line spacing", "text": "24"])
        let set = try dumpedInspector(try options.model(playing: click + [#"{"at": 0.2, "do": "text", "text": "24"}"#,
                                                                            #"{"at": 0.3, "do": "key", "key": "return"}"#]))
        #expect(set["valueField"] is NSNull)
        #expect(try dumpedParameter(set, "Line spacing")["value"] as? Double == 24)
    }
}

/// The field's own editing and its reading of numbers, apart from any model.
struct InspectorValueFieldEditingTests {
    private var field: InspectorValueField {
        InspectorValueField(editing: .number("Spacing", ParameterPath(components: [.key("spacing")]), 12, range: 0...80))
    }

    @Test(arguments: [("20", 20.0), ("20.5", 20.5), ("-3", -3), ("20,5", 20.5), (" 7 ", 7), (".5", 0.5), ("+4", 4), ("−2", -2)])
    func numbersAreRead(_ text: String, _ number: Double) {
        #expect(InspectorValueField.number(from: text) == number)
    }

    @Test(arguments: ["abc", "", "-", ".", "1.2.3", "1e3", "0x10", "inf", "nan", "12px", "--1"])
    func junkIsNoNumber(_ text: String) {
        #expect(InspectorValueField.number(from: text) == nil)
    }

    @Test func typingReplacesTheSelectionThenGoesInAtTheCaret() {
        var field = field
        #expect(field.text == "12" && field.selectsAll && field.caret == 2)
        field.type("4")
        #expect(field.text == "4" && !field.selectsAll && field.caret == 1)
        field.type("5")
        #expect(field.press("left", modifiers: []) == .handled)
        field.type(".")
        #expect(field.text == "4.5" && field.caret == 2)
        _ = field.press("backspace", modifiers: [])
        #expect(field.text == "45" && field.caret == 1)
        _ = field.press("delete", modifiers: [])
        #expect(field.text == "4" && field.caret == 1)
        _ = field.press("home", modifiers: [])
        field.type("-")
        #expect(field.text == "-4")
        #expect(field.press("return", modifiers: []) == .commit)
        #expect(field.press("escape", modifiers: []) == .cancel)
        _ = field.press("a", modifiers: [.ctrl])
        _ = field.press("backspace", modifiers: [])
        #expect(field.text.isEmpty && field.caret == 0)
    }
}

/// The keys' order of who gets them, with the field open.
struct InspectorValueFieldKeyTargetTests {
    @Test func theOpenPaletteAndHelpComeBeforeTheFieldAndTheFieldBeforeTheBindings() {
        #expect(InputArbitration.keyTarget(paletteIsOpen: true, helpIsShown: false, valueFieldIsOpen: true) == .commandPalette)
        #expect(InputArbitration.keyTarget(paletteIsOpen: false, helpIsShown: true, valueFieldIsOpen: true) == .help)
        #expect(InputArbitration.keyTarget(paletteIsOpen: false, helpIsShown: false, valueFieldIsOpen: true) == .inspectorValueField)
        #expect(InputArbitration.keyTarget(paletteIsOpen: false, helpIsShown: false, valueFieldIsOpen: false) == .bindings)
    }
}

/// A typed value in a real window under Xvfb, driven by xdotool: I opens the inspector, a click
/// on Line spacing's readout opens its field, "24" typed on the keyboard (key events and SDL's
/// text input) and Return set it — the layout stays flow — and Ctrl+Shift+S saves it.
extension CommandLineTests {
    @Test func aValueTypedIntoTheInspectorInARealWindow() throws {
        guard WindowDriver.toolsAreThere() else { return }
        let inspector = try InspectorWindow(row: "Line spacing")
        defer { inspector.window.stop() }
        let readout = inspector.row.readout
        try inspector.window.xdotool(["mousemove", "\(Int(readout.midX.rounded()))", "\(Int(readout.midY.rounded()))", "click", "1",
                                      "type", "24"])
        try inspector.window.xdotool(["key", "Return", "key", "ctrl+shift+s"])
        try WindowDriver.waitUntil("the scene file is saved with the typed line spacing") {
            ((try? SceneDecoder.load(path: inspector.scene)).map { $0.layout.metrics.minimumLineSpacing == 24 }) ?? false
        }
        try inspector.window.quit()
        #expect(try SceneDecoder.load(path: inspector.scene).layout.metrics.minimumLineSpacing == 24)
        #expect(try inspector.stateOnExit()["layout"] as? String == "flow")
    }
}
