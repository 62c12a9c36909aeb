import AppInput
import CollectionLayout
import CollectionView
import Foundation
import Persistence

/// The window's confirmation dialogs: asked by the window (restore a recovery copy, save before
/// quitting), answered with a click on a button, Return or Escape, and taken by the window, which
/// does what the answer says. While one is shown it takes every key and press.
extension PlaygroundModel {
    /// The question shown, if any: its title.
    public var dialogTitle: String? { chrome.dialog?.title }

    /// Asks whether to put back the unsaved changes `copy` holds (Restore, Discard).
    public func askToRestore(_ copy: RecoveryCopy) {
        chrome.ask(.restore(sceneName: copy.sceneName, writtenAt: copy.writtenDate))
    }

    /// Asks whether to save the unsaved changes before quitting (Save, Don't Save, Cancel).
    public func askToSaveBeforeQuitting() {
        chrome.ask(.saveBeforeQuitting(sceneName: document.scene.name))
    }

    /// Asks whether a script may compile and run the layout files named (Run, Cancel).
    func askToRunLayoutSource(fileNames: [String]) {
        chrome.ask(.runLayoutSource(fileNames: fileNames))
    }

    /// Asks whether Save may replace the file `named`, which another program or window changed
    /// since it was read (`wasThere`) or wrote where nothing was (Replace, Cancel).
    func askToReplaceChangedFile(named fileName: String, wasThere: Bool) {
        chrome.ask(.replaceChangedFile(fileName: fileName, wasThere: wasThere))
    }

    /// Asks whether to open the scene file at `path`, saved from the folder or spreadsheet shown (Open, Not Now).
    public func askToOpenSavedScene(at path: String) {
        let fromFolder = if case .folder = document.scene.ownContentSource { true } else { false }
        chrome.ask(.openSavedScene(fileName: (path as NSString).lastPathComponent, fromFolder: fromFolder))
    }

    /// Whether a question is shown or its answer waits to be taken: no other question may be asked then.
    var isDialogPending: Bool { chrome.dialog != nil || chrome.dialogChoice != nil }

    /// Whether an answer waits to be taken (`takeDialogChoice`).
    public var hasDialogChoice: Bool { chrome.dialogChoice != nil }

    /// The answer given since the last call, if any; taking it clears it.
    public func takeDialogChoice() -> DialogChoice? {
        chrome.takeDialogChoice()
    }

    /// Answers the dialog shown (as its button would) and shuts it.
    public func answerDialog(_ choice: DialogChoice) {
        guard chrome.dialog != nil else { return }
        chrome.answerDialog(choice)
    }

    /// What an event does while a dialog is shown: nil when it is not the dialog's (a resize, a
    /// redraw); otherwise whether the app goes on (`handle`'s result). Closing the window while
    /// asked to restore quits (the copy stays for next time); while asked to save it is ignored.
    func handleDialogEvent(_ event: InputEvent) -> Bool? {
        guard let dialog = chrome.dialog else { return nil }
        switch event {
        case .quit:
            return dialog.escapeChoice != .discard
        case .key(let key, _):
            if let choice = dialog.choice(forKey: key) { answerDialog(choice) }
        case .pointerDown(let point, _):
            chrome.pressDialogButton(dialog.choice(at: point, in: presentation.windowSize))
        case .pointerUp(let point):
            if let pressed = chrome.dialogPress, dialog.choice(at: point, in: presentation.windowSize) == pressed { answerDialog(pressed) }
            chrome.pressDialogButton(nil)
        case .resized, .redraw:
            return nil
        case .wheel, .text, .pointerMove, .secondaryClick, .pinch, .dropFile:
            break
        }
        return true
    }

    /// Draws the dialog shown, over everything.
    func drawDialog(into list: inout DrawList) {
        guard let dialog = chrome.dialog else { return }
        ConfirmationDialogView(dialog: dialog, windowSize: presentation.windowSize)
            .draw(palette: palette, isDark: presentation.appearance == .dark, fonts: fonts, measurer: measurer, into: &list)
    }
}
