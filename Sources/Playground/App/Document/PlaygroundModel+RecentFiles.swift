/// The recent files the window lends the model, for the palette's "Recent" rows and Ctrl+O.
extension PlaygroundModel {
    /// The files recently opened in the window, newest first (none headless).
    public var recentFiles: [String] {
        get { host.recentFiles }
        set { host.recentFiles = newValue }
    }
}
