import CollectionLayout
import Foundation
@testable import Playground
import SceneFormat
import TestSupport
import Testing

/// The window's gate for scripts: one whose `loadLayoutSource` would compile and run Swift code is held and
/// asked about ("This script runs MyLayout.swift", Run or Cancel); Cancel plays none of it, Run plays all of
/// it; a script that runs no code, or any script with `run --allow-layout-source`, plays at once.
@MainActor
struct ScriptGateTests {
    /// A script that scrolls, then loads `MyLayout.swift` and `Other.swift` (twice) from /tmp/scripts.
    private func loadingScript() throws -> Script {
        try ScriptDecoder.decode(#"""
        {"actions": [{"at": 0, "do": "scroll", "to": {"x": 0, "y": 40}},
                     {"at": 0.2, "do": "loadLayoutSource", "path": "MyLayout.swift"},
                     {"at": 0.5, "do": "loadLayoutSource", "path": "Other.swift"},
                     {"at": 0.9, "do": "loadLayoutSource", "path": "MyLayout.swift"}]}
        """#, file: "/tmp/scripts/s.json")
    }

    @Test func aScriptThatRunsCodeAsksFirstAndCancelPlaysNothing() throws {
        let model = try SceneTestSupport.builtInScene(settled: true)
        let gate = ScriptGate(allowsLayoutSource: false)
        #expect(gate.admit(try loadingScript(), on: model) == nil)
        #expect(model.dialogTitle == "This script runs MyLayout.swift and Other.swift")
        #expect(gate.poll(model) == nil, "not answered yet")
        #expect(gate.waiting != nil)
        model.handle(.key("escape", modifiers: []))
        #expect(gate.poll(model) == nil)
        #expect(gate.waiting == nil, "dropped")
        #expect(model.dialogTitle == nil)
        #expect(model.layoutSource == nil)
    }

    @Test func returnChoosesCancelAndAClickOnRunPlaysTheScript() throws {
        let model = try SceneTestSupport.builtInScene(settled: true)
        let gate = ScriptGate(allowsLayoutSource: false)
        _ = gate.admit(try loadingScript(), on: model)
        model.handle(.key("return", modifiers: []))
        #expect(gate.poll(model) == nil && gate.waiting == nil, "Return is Cancel: code runs only when Run is chosen")
        _ = gate.admit(try loadingScript(), on: model)
        // 480×150 centred in 1024×768: (272, 309); buttons 110×30, 20 from the right and the foot, 10 apart:
        // Cancel at (622, 409), Run at (502, 409).
        model.handle(.pointerDown(Point(x: 560, y: 420), modifiers: []))
        model.handle(.pointerUp(Point(x: 560, y: 420)))
        let admitted = try #require(gate.poll(model))
        #expect(admitted.actions.count == 4)
        #expect(ScriptGate.layoutSources(of: admitted) == ["/tmp/scripts/MyLayout.swift", "/tmp/scripts/Other.swift"])
    }

    @Test func aScriptWithoutCodeOrAnAllowingGatePlaysAtOnce() throws {
        let model = try SceneTestSupport.builtInScene(settled: true)
        let plain = try ScriptDecoder.decode(#"{"actions": [{"at": 0, "do": "scroll", "to": {"x": 0, "y": 40}}]}"#, file: "/tmp/p.json")
        #expect(ScriptGate(allowsLayoutSource: false).admit(plain, on: model)?.actions.count == 1)
        #expect(ScriptGate(allowsLayoutSource: true).admit(try loadingScript(), on: model)?.actions.count == 4)
        #expect(model.dialogTitle == nil)
    }

    @Test func theQuestionWaitsForAnotherToBeAnswered() throws {
        let model = try SceneTestSupport.builtInScene(settled: true)
        model.askToSaveBeforeQuitting()
        let gate = ScriptGate(allowsLayoutSource: false)
        #expect(gate.admit(try loadingScript(), on: model) == nil)
        #expect(model.dialogTitle == "Save changes to Field Guide?")
        model.handle(.key("escape", modifiers: []))
        // The save question's answer waits for the window to take it: the script's question is not asked over it.
        #expect(gate.poll(model) == nil)
        #expect(model.dialogTitle == nil)
        #expect(model.takeDialogChoice() == .cancel)
        #expect(gate.poll(model) == nil)
        #expect(model.dialogTitle == "This script runs MyLayout.swift and Other.swift")
    }
}
