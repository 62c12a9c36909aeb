import CollectionLayout
import Foundation

/// A question the window asks before it goes on — restore unsaved changes, save before quitting —
/// with its buttons, which of them Return and Escape choose, and where the panel and buttons sit.
struct ConfirmationDialog: Equatable {
    /// One button: its label and the choice it makes.
    struct Button: Equatable {
        /// What it says.
        var label: String
        /// What a click on it chooses.
        var choice: DialogChoice
    }

    /// The question, in bold.
    var title: String
    /// A line under it.
    var message: String
    /// The buttons, left to right; the last is the default (Return).
    var buttons: [Button]
    /// What Escape chooses.
    var escapeChoice: DialogChoice

    /// "Restore unsaved changes to NAME from TIME?" with Discard and Restore (the default).
    static func restore(sceneName: String, writtenAt date: Date) -> ConfirmationDialog {
        ConfirmationDialog(title: "Restore unsaved changes to \(sceneName) from \(Self.describe(date))?",
                           message: "The playground ended before they were saved. Discard throws them away.",
                           buttons: [Button(label: "Discard", choice: .discard), Button(label: "Restore", choice: .restore)],
                           escapeChoice: .discard)
    }

    /// "Save changes to NAME?" with Don't Save, Cancel and Save (the default).
    static func saveBeforeQuitting(sceneName: String) -> ConfirmationDialog {
        ConfirmationDialog(title: "Save changes to \(sceneName)?",
                           message: "Your changes are lost if you don't save them.",
                           buttons: [Button(label: "Don't Save", choice: .dontSave), Button(label: "Cancel", choice: .cancel),
                                     Button(label: "Save", choice: .save)],
                           escapeChoice: .cancel)
    }

    /// "This script runs MyLayout.swift" with Run and Cancel (the default: code runs only when asked for by name).
    static func runLayoutSource(fileNames: [String]) -> ConfirmationDialog {
        let names = fileNames.count <= 1 ? fileNames.joined()
            : fileNames.dropLast().joined(separator: ", ") + " and " + fileNames.last!
        return ConfirmationDialog(title: "This script runs \(names)",
                                  message: "It compiles and runs the Swift code in it on this computer. Run it only if you trust the script.",
                                  buttons: [Button(label: "Run", choice: .run), Button(label: "Cancel", choice: .cancel)],
                                  escapeChoice: .cancel)
    }

    /// "NAME changed since it was opened" (or "NAME is already there", for a file not read) with
    /// Replace and Cancel (the default: nothing another program wrote is overwritten unasked).
    static func replaceChangedFile(fileName: String, wasThere: Bool) -> ConfirmationDialog {
        ConfirmationDialog(title: wasThere ? "\(fileName) changed since it was opened" : "\(fileName) is already there",
                           message: wasThere ? "Another program or window saved it. Replace puts this window's version in its place."
                               : "It was saved before, from another window or run. Replace puts this window's version in its place.",
                           buttons: [Button(label: "Replace", choice: .replace), Button(label: "Cancel", choice: .cancel)],
                           escapeChoice: .cancel)
    }

    /// "Open NAME, saved from this folder (spreadsheet)?" with Not Now and Open (the default).
    static func openSavedScene(fileName: String, fromFolder: Bool) -> ConfirmationDialog {
        ConfirmationDialog(title: "Open \(fileName), saved from this \(fromFolder ? "folder" : "spreadsheet")?",
                           message: "It keeps the layout and tuning saved last time. Not Now shows the \(fromFolder ? "folder" : "spreadsheet") as it is.",
                           buttons: [Button(label: "Not Now", choice: .cancel), Button(label: "Open", choice: .openSaved)],
                           escapeChoice: .cancel)
    }

    /// A time as the question says it: the time of day when it was today, the date and time otherwise.
    static func describe(_ date: Date, now: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.dateFormat = Calendar.current.isDate(date, inSameDayAs: now) ? "HH:mm:ss" : "d MMM yyyy, HH:mm"
        return formatter.string(from: date)
    }

    /// What Return chooses: the last button.
    var returnChoice: DialogChoice { buttons.last?.choice ?? escapeChoice }

    /// What a key chooses: Return the default, Escape the cancel choice, D "Don't Save" (as
    /// on macOS); nil for other keys.
    func choice(forKey key: String) -> DialogChoice? {
        switch key {
        case "return", "keypad enter": returnChoice
        case "escape": escapeChoice
        case "d" where buttons.contains { $0.choice == .dontSave }: .dontSave
        default: nil
        }
    }

    /// The panel's size.
    static let panelSize = Size(width: 480, height: 150)
    /// A button's size.
    static let buttonSize = Size(width: 110, height: 30)

    /// The panel, centred in a window of `windowSize` (within its bounds).
    func panel(in windowSize: Size) -> Rect {
        let width = min(Self.panelSize.width, max(0, windowSize.width - 40))
        return Rect(x: ((windowSize.width - width) / 2).rounded(), y: max(20, ((windowSize.height - Self.panelSize.height) / 2).rounded()),
                    width: width, height: Self.panelSize.height)
    }

    /// Each button's frame, right-aligned along the panel's foot.
    func buttonFrames(in windowSize: Size) -> [Rect] {
        let panel = panel(in: windowSize)
        let gap = 10.0
        var x = panel.maxX - 20 - Self.buttonSize.width
        var frames: [Rect] = []
        for _ in buttons {
            frames.insert(Rect(x: x, y: panel.maxY - 20 - Self.buttonSize.height, width: Self.buttonSize.width,
                               height: Self.buttonSize.height), at: 0)
            x -= Self.buttonSize.width + gap
        }
        return frames
    }

    /// The choice of the button at `point`, if any.
    func choice(at point: Point, in windowSize: Size) -> DialogChoice? {
        zip(buttons, buttonFrames(in: windowSize)).first { $0.1.contains(point) }?.0.choice
    }
}
