import Interactions

/// Owns what the host — the window, or a command — lends the app: where screenshots go, the
/// Swift writer, the clipboard, the last frame's drawing time, a document asked for that only the host can open,
/// and the recent files it keeps.
@MainActor
public struct HostServices {
    /// Writes the window's picture somewhere and says where; set by whoever can draw.
    public var screenshotWriter: (@MainActor (PlaygroundModel) throws -> String)?
    /// Writes the layout as Swift for Copy as Swift; lent by the executable (none: Copy as Swift says it is not built in).
    var swiftWriter: LayoutSwiftWriter?
    /// Where Copy and Paste go: the system clipboard in the window, the model's own otherwise.
    public var clipboard: any TextClipboard = MemoryClipboard()
    /// The last frame's drawing time in seconds, measured by the window loop (for the overlay).
    public var lastFrameTime: Double?
    /// A document asked for (a palette row, a dropped file) that the window has yet to open.
    var openRequest: OpenRequest?
    /// The files recently opened in the window, newest first (none headless).
    var recentFiles: [String] = []
}
