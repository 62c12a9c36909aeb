import AppInput
import Foundation
import SceneFormat

/// Owns a number typed into the inspector: a click on a slider's readout opens this field in
/// its place, holding the value as the readout showed it, all of it selected. While it is open
/// it takes every key and all typed text (`InputArbitration.keyTarget`): typing replaces the
/// selection or goes in at the caret, Backspace and Delete remove, Left, Right, Home and End
/// move the caret, Return asks for the number to be set and Escape for the field to close. It
/// changes only itself; the model sets the parameter (`commitInspectorValueField`).
struct InspectorValueField: Equatable {
    /// The label of the parameter it edits (with `path`, how the parameter is found again
    /// among the ones listed now).
    var label: String
    /// Where the edited parameter is written in the scene's JSON.
    var path: ParameterPath
    /// What the field holds.
    var text: String
    /// How many characters come before the caret.
    var caret: Int
    /// Whether all the text is selected (typing then replaces it).
    var selectsAll: Bool

    /// A field for `parameter`, holding its value as the readout shows it, all of it selected
    /// and the caret at its end.
    init(editing parameter: InspectorParameter) {
        label = parameter.label
        path = parameter.path
        text = parameter.valueText
        caret = text.count
        selectsAll = true
    }

    /// Whether the field edits `parameter`.
    func edits(_ parameter: InspectorParameter) -> Bool {
        parameter.label == label && parameter.path == path
    }

    /// What a key does to the open field.
    enum KeyOutcome: Equatable {
        /// Nothing outside it: the field took the key (or ignored it).
        case handled
        /// Set the parameter to the number typed (Return).
        case commit
        /// Close the field, the value as it was (Escape).
        case cancel
    }

    /// Text typed: it replaces the selection, or goes in at the caret (new lines and tabs are
    /// dropped; anything else is kept, and a text that is no number is refused on Return).
    mutating func type(_ typed: String) {
        let kept = typed.filter { !$0.isNewline && $0 != "\t" }
        guard !kept.isEmpty else { return }
        removeSelection()
        let index = text.index(text.startIndex, offsetBy: caret)
        text.insert(contentsOf: kept, at: index)
        caret += kept.count
    }

    /// A key pressed while the field is open; every key stops here, so typing "2" never
    /// switches layouts.
    mutating func press(_ key: String, modifiers: Set<KeyModifier>) -> KeyOutcome {
        switch key {
        case "return", "keypad enter", "tab": return .commit
        case "escape": return .cancel
        case "a" where modifiers.contains(.ctrl):
            selectsAll = true
            caret = text.count
        case "backspace":
            if selectsAll { removeSelection() } else if caret > 0 {
                text.remove(at: text.index(text.startIndex, offsetBy: caret - 1))
                caret -= 1
            }
        case "delete":
            if selectsAll { removeSelection() } else if caret < text.count {
                text.remove(at: text.index(text.startIndex, offsetBy: caret))
            }
        case "left":
            // With all selected, Left goes to the selection's start (as a text field does).
            caret = selectsAll ? 0 : max(0, caret - 1)
            selectsAll = false
        case "right":
            caret = selectsAll ? text.count : min(text.count, caret + 1)
            selectsAll = false
        case "home", "up":
            caret = 0
            selectsAll = false
        case "end", "down":
            caret = text.count
            selectsAll = false
        default: break
        }
        return .handled
    }

    /// The number the text spells, or nil when it is none: digits with an optional sign and one
    /// decimal point (a comma counts as one: "20,5" is 20.5); spaces around it are ignored.
    /// Exponents, hexadecimal, "inf" and "nan" are not numbers here.
    static func number(from text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: ".")
        var body = Substring(trimmed)
        if let sign = body.first, sign == "-" || sign == "+" || sign == "−" { body = body.dropFirst() }
        let digits = body.filter(\.isASCII).filter(\.isNumber)
        guard !digits.isEmpty, body.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "." }),
              body.filter({ $0 == "." }).count <= 1 else { return nil }
        let negative = trimmed.first == "-" || trimmed.first == "−"
        guard let magnitude = Double(body.hasPrefix(".") ? "0" + body : String(body)), magnitude.isFinite else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// Removes the selected text (all of it, when all is selected).
    private mutating func removeSelection() {
        guard selectsAll else { return }
        text = ""
        caret = 0
        selectsAll = false
    }
}
