/// How many items a click may select (scene key `selection`; the toolbar's Select control, key S).
public enum SelectionMode: String, CaseIterable, Sendable {
    /// Nothing can be selected (UIKit's `allowsSelection = false`).
    case none
    /// One item at a time; Ctrl- or Shift-click adds to the selection (the desktop's convention).
    case single
    /// A click toggles an item in or out of the selection (UIKit's `allowsMultipleSelection`).
    case multiple

    /// Every mode's name, for error messages.
    public static var allNames: String { allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ") }
}
