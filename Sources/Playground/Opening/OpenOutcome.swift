import AppSupport
import Foundation
import SceneFormat

/// What the window does with a document asked for (`OpenRequest`): show a scene in place of the
/// current one, play a script on it, or say in one line why nothing opened — the current scene
/// then stays as it was.
public enum OpenOutcome {
    /// A model showing the scene, which takes the current one's place; `file` is its path (for the recent files).
    case scene(PlaygroundModel, file: String)
    /// A script to play on the current scene from now, as `run --script` plays one.
    case script(Script)
    /// Nothing opens, for this reason (the file named by its path, with line and column when the decoder knows them).
    case refused(InputError)

    /// The toast saying why nothing opened: the decoder's reason with the file's name alone, or —
    /// for what opens only in a later version (a folder, a `.csv`) — just that.
    public static func toast(for error: InputError) -> String {
        guard let file = error.file else { return error.message }
        var shown = error
        shown.file = (file as NSString).lastPathComponent
        return "Couldn't open \(shown.description)"
    }
}
