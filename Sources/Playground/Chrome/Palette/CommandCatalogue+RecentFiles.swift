import Foundation

/// The palette's rows for the recent files: not in the fixed table, since they change as files
/// are opened; the window lends the list (`HostServices.recentFiles`).
extension CommandCatalogue {
    /// A row opening each file, titled "Recent: NAME — folder" (the folder as a person finds it,
    /// the home folder written `~`), in the list's order.
    @MainActor
    static func recentFileRows(_ paths: [String]) -> [Entry] {
        paths.map { path in
            Entry(title: "Recent: \((path as NSString).lastPathComponent) — \(PlaygroundModel.folderName(of: path))",
                  command: .openFile(path), category: .file)
        }
    }
}
