import AppSupport
import Foundation
import OwnContent
import SceneFormat

/// What a file given to the window turned out to be, read and checked: a scene to show in place
/// of the current one, or a script to play on it.
public enum OpenedDocument: Sendable {
    /// A scene file (any JSON object that is not a script), a folder of pictures (as
    /// `--images` shows it) or a list of items (a `.csv`, or a JSON array, as `--items` shows it).
    case scene(Scene)
    /// A script file (a JSON object with `"actions"`), as `run --script` reads one.
    case script(Script)

    /// Reads the file at `path` and tells them apart: a folder is a folder of pictures, a `.csv`
    /// a list of items; JSON by its top level — an array is a list of items, an object with
    /// `"actions"` a script, any other object a scene. A missing, unreadable or broken file is
    /// refused with the decoder's one-line reason (file, line and column); so is a FIFO, a socket
    /// or a device, unopened (reading a FIFO would wait for a writer, freezing the window).
    public static func read(path: String) throws(InputError) -> OpenedDocument {
        let kind = FileKind(path: path)
        if kind == .folder { return .scene(try OwnContentScene.scene(try OwnContent.read(.folder(path)))) }
        if kind == .other { throw InputError(file: path, "not a file or a folder (a FIFO, a socket or a device)") }
        let exists = kind != .missing
        if (path as NSString).pathExtension.lowercased() == "csv" {
            return .scene(try OwnContentScene.scene(try OwnContent.read(.items(path))))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError(file: path, exists ? "cannot read the file" : "no such file")
        }
        let root: JSONNode
        do { root = try JSONText.parse(data) } catch { throw InputError(file: path, location: error.location, error.message) }
        if case .object(let members) = root.value, members.contains(where: { $0.key == "actions" }) {
            return .script(try ScriptDecoder.decode(root: root, file: path))
        }
        if case .array = root.value, (path as NSString).pathExtension.lowercased() == "json" {
            return .scene(try OwnContentScene.scene(try OwnContent.read(.items(path))))
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return .scene(try SceneDecoder.decode(root: root, file: path, defaultName: name))
    }
}
