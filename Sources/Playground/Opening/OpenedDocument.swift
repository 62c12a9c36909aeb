import Foundation

/// What a file given to the window turned out to be, read and checked: a scene to show in place
/// of the current one, or a script to play on it.
public enum OpenedDocument: Sendable {
    /// A scene file (any JSON that is not a script).
    case scene(Scene)
    /// A script file (a JSON object with `"actions"`), as `run --script` reads one.
    case script(Script)

    /// The reason a folder dropped on the window does not open yet.
    static let folderNotYet = "Opening a folder of pictures comes with --images, which is not built yet"
    /// The reason a CSV file dropped on the window does not open yet.
    static let csvNotYet = "Opening a .csv of items comes with --items, which is not built yet"

    /// Reads the file at `path` and tells a script from a scene by the JSON's top level: an
    /// object with `"actions"` is a script, anything else must be a scene. A folder or a `.csv`
    /// is refused with what will open it; a missing, unreadable or broken file with the
    /// decoder's one-line reason (file, line and column).
    public static func read(path: String) throws(InputError) -> OpenedDocument {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        if exists && isFolder.boolValue { throw InputError(folderNotYet) }
        if (path as NSString).pathExtension.lowercased() == "csv" { throw InputError(csvNotYet) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(file: path, exists ? "cannot read the file" : "no such file")
        }
        let text: String
        do { text = try JSONText.decode(data) } catch { throw InputError(file: path, location: error.location, error.message) }
        let root: JSONNode
        do { root = try JSONParser.parse(text) } catch { throw InputError(file: path, location: error.location, error.message) }
        if case .object(let members) = root.value, members.contains(where: { $0.key == "actions" }) {
            return .script(try ScriptDecoder.decode(text, file: path))
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return .scene(try SceneDecoder.decode(root: root, file: path, defaultName: name))
    }
}
