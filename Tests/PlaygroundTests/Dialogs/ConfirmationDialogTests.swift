import CollectionLayout
import Foundation
import Persistence
@testable import Playground
import TestSupport
import Testing

/// The window's questions: Return, Escape, D and clicks on the buttons answer them; while one is
/// shown it takes the keys, and closing the window does not pass it by.
@MainActor
struct ConfirmationDialogTests {
    @Test(arguments: [("return", DialogChoice.save), ("escape", .cancel), ("d", .dontSave)])
    func keysAnswerTheSaveQuestion(_ key: String, _ choice: DialogChoice) throws {
        let model = try SceneTestSupport.builtInScene(settled: true)
        model.askToSaveBeforeQuitting()
        #expect(model.dialogTitle == "Save changes to Field Guide?")
        #expect(model.handle(.key("i", modifiers: [])))
        #expect(!model.isInspectorOpen, "the dialog takes the keys")
        #expect(model.handle(.quit), "closing the window while asked to save stays")
        model.handle(.key(key, modifiers: []))
        #expect(model.takeDialogChoice() == choice)
        #expect(model.dialogTitle == nil)
        #expect(model.takeDialogChoice() == nil, "taken once")
    }

    @Test func aClickOnAButtonAnswersTheRestoreQuestion() throws {
        let model = try SceneTestSupport.builtInScene(settled: true)
        let copy = RecoveryCopy(scenePath: "/s.json", sceneName: "Field Guide", isBuiltInScene: false,
                                writtenAt: Date().timeIntervalSince1970, sceneJSON: "{}", sections: [])
        model.askToRestore(copy)
        #expect(model.dialogTitle?.hasPrefix("Restore unsaved changes to Field Guide from ") == true)
        // 480×150 centred in 1024×768: (272, 309); buttons 110×30, 20 from the right and the foot,
        // 10 apart: Restore at (622, 409), Discard at (502, 409).
        let dialog = ConfirmationDialog.restore(sceneName: "Field Guide", writtenAt: Date())
        #expect(dialog.buttonFrames(in: Size(width: 1024, height: 768))
                == [Rect(x: 502, y: 409, width: 110, height: 30), Rect(x: 622, y: 409, width: 110, height: 30)])
        model.handle(.pointerDown(Point(x: 560, y: 420), modifiers: []))
        model.handle(.pointerUp(Point(x: 560, y: 420)))
        #expect(model.takeDialogChoice() == .discard)
    }

    @Test func aTimeTodayIsTheTimeOfDay() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(ConfirmationDialog.describe(now.addingTimeInterval(-5), now: now).count == 8)
        #expect(ConfirmationDialog.describe(now.addingTimeInterval(-86_400 * 3), now: now).contains("2023"))
    }
}
