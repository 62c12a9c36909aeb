import Foundation

/// The in-app screenshot (the toolbar's button, Ctrl+S): the host writes the picture, the toast
/// says which file, in which folder.
extension PlaygroundModel {
    /// Asks the screenshot writer to save the window's picture and says how it went.
    func saveScreenshot() {
        guard let writer = host.screenshotWriter else {
            showToast("Screenshots are not available here")
            return
        }
        do {
            let path = try writer(self)
            showToast("Saved \((path as NSString).lastPathComponent) in \(Self.folderName(of: path))")
        } catch {
            showToast("Couldn't save the screenshot: \(error)")
        }
    }

    /// The folder a file is in, as a person finds it: absolute (a relative path is taken from the
    /// working folder), the home folder written `~`.
    static func folderName(of path: String) -> String {
        var folder = (path as NSString).deletingLastPathComponent
        if !folder.hasPrefix("/") {
            folder = (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(folder)
        }
        folder = (folder as NSString).standardizingPath
        let home = NSHomeDirectory()
        if home.count > 1, folder == home || folder.hasPrefix(home + "/") { folder = "~" + folder.dropFirst(home.count) }
        return folder
    }

    /// A new file name in `directory` for a screenshot of the current layout, dated now.
    public func screenshotPath(in directory: String, date: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd 'at' HH.mm.ss"
        let base = "Playground \(formatter.string(from: date)) \(presentation.layoutKind.rawValue)"
        var path = (directory as NSString).appendingPathComponent(base + ".png")
        var number = 2
        while FileManager.default.fileExists(atPath: path) {
            path = (directory as NSString).appendingPathComponent("\(base) \(number).png")
            number += 1
        }
        return path
    }
}
