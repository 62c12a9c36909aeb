/// The framework `export` writes Swift for (`--to uikit|swiftui`).
public enum ExportFramework: String, CaseIterable, Sendable {
    /// UIKit: `func makeCollectionViewLayout() -> UICollectionViewLayout`.
    case uikit
    /// SwiftUI: `struct ExportedLayoutView: View`.
    case swiftui

    /// Every framework's name, for error messages.
    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
