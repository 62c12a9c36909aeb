import Foundation

/// A document asked for that only the window can open, because opening one replaces the model
/// it holds: a built-in scene (the palette's "Scene" rows) or a file (dropped on the window, a
/// "Recent" row of the palette, a script's `dropFile`).
public enum OpenRequest: Equatable, Sendable {
    /// A scene of `Assets/`, by its file name.
    case builtInScene(String)
    /// A file or folder anywhere, by its absolute path.
    case file(URL)
}
