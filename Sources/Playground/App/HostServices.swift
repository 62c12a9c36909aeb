/// Owns what the host — the window, or a command — lends the app: where screenshots go, the
/// clipboard, the last frame's drawing time, and a scene asked for that only the host can open.
@MainActor
struct HostServices {
    /// Writes the window's picture somewhere and says where; set by whoever can draw.
    var screenshotWriter: (@MainActor (PlaygroundModel) throws -> String)?
    /// Where Copy and Paste go: the system clipboard in the window, the model's own otherwise.
    var clipboard: any TextClipboard = MemoryClipboard()
    /// The last frame's drawing time in seconds, measured by the window loop (for the overlay).
    var lastFrameTime: Double?
    /// A built-in scene asked for (the palette's "Scene" rows) that the window has yet to open.
    var requestedSceneFile: String?
}
