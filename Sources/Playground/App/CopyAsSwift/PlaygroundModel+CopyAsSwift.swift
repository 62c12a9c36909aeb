/// The inspector's Copy as Swift (Ctrl+Shift+C): the layout shown, with the values just tuned,
/// as Swift for the framework the inspector remembers, on the clipboard.
extension PlaygroundModel {
    /// What Copy as Swift writes: UIKit or SwiftUI.
    public var exportFramework: ExportFramework {
        get { chrome.inspector.exportFramework }
        set { chrome.inspector.setExportFramework(newValue) }
    }

    /// Writes the layout as Swift for Copy as Swift (the Export module's, lent by the executable).
    public var swiftWriter: LayoutSwiftWriter? {
        get { host.swiftWriter }
        set { host.swiftWriter = newValue }
    }

    /// Puts the layout as Swift on the clipboard and says so in a toast.
    func copyLayoutAsSwift() {
        guard let writer = host.swiftWriter else {
            showToast("Copy as Swift is not built into this program")
            return
        }
        let source = writer(self, exportFramework)
        host.clipboard.write(source.text)
        let framework = exportFramework == .uikit ? "UIKit" : "SwiftUI"
        let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false).count
        showToast(source.unexpressed.isEmpty ? "Copied the layout as Swift for \(framework) (\(lines) lines)"
                  : "Copied as Swift for \(framework) (\(lines) lines); \(source.unexpressed.count) not expressed, listed in its header")
    }
}
