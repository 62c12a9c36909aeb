/// Light or dark, as UIKit's `UIUserInterfaceStyle` (scene key `appearance`, `--appearance`).
public enum Appearance: String, CaseIterable, Sendable {
    /// The light appearance.
    case light
    /// The dark appearance.
    case dark

    /// Every appearance's name, for error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
